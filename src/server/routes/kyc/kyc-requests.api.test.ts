// The advisor's KYC requests (issue 7): list (masked, filters, sorting, paging), detail with the full answers
// (no-store), resend, revoke, the manual identity confirmation, visibility (docs/decisions/0013) and the
// investor's verification steps fed by it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { KycRequestDetail, KycRequestListRow } from '../../../lib/contracts/kyc-views';
import { validKycForm, VALID_IBAN, VALID_PESEL } from '../../../lib/contracts/kyc.fixtures';
import { settleAfterResponseWork } from '../../background';
import { kycRequests, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { verificationSteps } from '../../verification/verification-steps';

const ADVISOR_API = '/api/advisor/kyc';
let t: TestApp;
let home: string;
let emerald: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let counter = 0;

const api = (who: string, path: string, method = 'GET', landing = home) =>
  request(t, landing, `${ADVISOR_API}${path}`, call(method, undefined, { bearer: tokens[who] }));

async function send(who: string, email = `person${++counter}@kyc-list.example`) {
  const res = await request(
    t,
    home,
    `${ADVISOR_API}/investor-request/send`,
    call('POST', { investorEmail: email, message: ' ' }, { bearer: tokens[who] }),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, email, token: await linkToken(email) };
}

async function linkToken(email: string) {
  return new URL(linkIn(await latestMail(t, email, 'kyc-invitation'), '/kyc-form')).searchParams.get('token')!;
}

const submit = (token: string, body = validKycForm()) =>
  request(t, home, `/public-api/kyc/investor-request/${token}/submit`, call('PUT', body));

async function list(
  who: string,
  query = '',
  landing = home,
): Promise<{ rows: KycRequestListRow[]; total: number; res: Response }> {
  const res = await api(who, `/investor-requests${query}`, 'GET', landing);
  expect(res.status).toBe(200);
  return { rows: (await res.json()) as KycRequestListRow[], total: Number(res.headers.get('x-total-count')), res };
}

const filter = (i: number, name: string, operator: string, value: string) =>
  `filters[${i}][name]=${name}&filters[${i}][operator]=${operator}&filters[${i}][value]=${encodeURIComponent(value)}`;

let submittedId = '';
let sentId = '';
let teammateId = '';
let outsiderId = '';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '100' } });
  home = await landingId(t, 'default');
  emerald = await landingId(t, 'emerald');
  Object.assign(people, {
    adv: await createAdvisor(t, { landingId: home, email: 'adv@kyc-list.example' }),
    mate: await createAdvisor(t, { landingId: home, email: 'mate@kyc-list.example' }),
    coord: await createAdvisor(t, { landingId: home, email: 'coord@kyc-list.example' }),
    outsider: await createAdvisor(t, { landingId: home, email: 'outsider@kyc-list.example' }),
    emeraldAdvisor: await createAdvisor(t, { landingId: emerald, email: 'adv@kyc-list-emerald.example' }),
    investor: await createInvestor(t, { landingId: home, email: 'known@kyc-list.example' }),
  });
  await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv!, 'advisor'],
    [people.mate!, 'advisor'],
  ]);
  await createNetwork(t, home, [[people.outsider!, 'coordinator']]);
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Ewa', surname: 'Zielińska' })
    .where(eq(users.id, people.adv!.id));
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Marek', surname: 'Adamski' })
    .where(eq(users.id, people.mate!.id));
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Jan', surname: 'Koordynator' })
    .where(eq(users.id, people.coord!.id));
  for (const name of ['adv', 'mate', 'coord', 'outsider', 'emeraldAdvisor'])
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
  tokens.investor = (await sessionFor(t, people.investor!, 'investor-panel')).accessToken;

  const submitted = await send('adv', 'known@kyc-list.example');
  submittedId = submitted.id;
  t.clock.advance(60_000);
  expect((await submit(submitted.token)).status).toBe(200);
  t.clock.advance(60_000);
  sentId = (await send('adv')).id;
  t.clock.advance(60_000);
  teammateId = (await send('mate')).id;
  t.clock.advance(60_000);
  outsiderId = (await send('outsider')).id;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('GET /api/advisor/kyc/investor-requests', () => {
  it("lists the advisor's own requests, the one waiting for review first, with PESEL and bank account masked", async () => {
    const { rows, total, res } = await list('adv');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(total).toBe(2);
    expect(rows.map((r) => r.id)).toEqual([submittedId, sentId]);
    expect((await list('adv', '?sorting[name]=createdAt&sorting[order]=desc')).rows.map((r) => r.id)).toEqual([
      sentId,
      submittedId,
    ]);
    const done = rows[0]!;
    expect(done).toMatchObject({
      status: 'submitted',
      investorName: 'Anna Nowak',
      advisorName: 'Ewa Zielińska',
      peselMasked: '*******1359',
      identity: 'in-progress',
      expired: false,
    });
    expect(done.bankAccountMasked).toBe(`PL${'*'.repeat(22)}2874`);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(VALID_PESEL);
    expect(text).not.toContain(VALID_IBAN);
  });

  it("shows a coordinator their networks' advisors' requests, and nobody else's", async () => {
    expect((await list('coord')).rows.map((r) => r.id).sort()).toEqual([submittedId, sentId, teammateId].sort());
    expect((await list('mate')).rows.map((r) => r.id)).toEqual([teammateId]);
    expect((await list('outsider')).rows.map((r) => r.id)).toEqual([outsiderId]);
    expect((await list('emeraldAdvisor', '', emerald)).total).toBe(0);
  });

  it('filters, sorts and pages', async () => {
    expect((await list('coord', `?${filter(0, 'status', 'in', 'submitted')}`)).rows.map((r) => r.id)).toEqual([
      submittedId,
    ]);
    expect((await list('coord', `?${filter(0, 'advisorName', 'like', 'adam')}`)).rows.map((r) => r.id)).toEqual([
      teammateId,
    ]);
    expect((await list('coord', `?${filter(0, 'investorName', 'like', 'NOWAK')}`)).rows.map((r) => r.id)).toEqual([
      submittedId,
    ]);
    expect((await list('coord', `?${filter(0, 'investorEmail', 'like', 'known@')}`)).rows.map((r) => r.id)).toEqual([
      submittedId,
    ]);
    expect((await list('coord', `?${filter(0, 'identity', 'in', 'not-started')}`)).total).toBe(2);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(
      (await list('coord', `?${filter(0, 'submittedAt', 'gte', today)}&${filter(1, 'submittedAt', 'lte', today)}`))
        .total,
    ).toBe(1);
    expect((await list('coord', `?${filter(0, 'createdAt', 'lte', '2000-01-01')}`)).total).toBe(0);
    expect((await list('coord', `?${filter(0, 'investorEmail', 'like', '')}`)).total).toBe(3);

    const byAdvisor = await list('coord', '?sorting[name]=advisorName&sorting[order]=asc');
    expect(byAdvisor.rows.map((r) => r.advisorName)).toEqual(['Ewa Zielińska', 'Ewa Zielińska', 'Marek Adamski']);
    // Submitted first either way: empty values go last.
    expect((await list('coord', '?sorting[name]=submittedAt&sorting[order]=desc')).rows[0]!.id).toBe(submittedId);
    expect((await list('coord', '?sorting[name]=submittedAt')).rows[0]!.id).toBe(submittedId);

    const page1 = await list('coord', '?limit=2&offset=0');
    const page2 = await list('coord', '?limit=2&offset=2');
    expect(page1.total).toBe(3);
    expect(page1.rows).toHaveLength(2);
    expect(page2.rows).toHaveLength(1);
    expect(new Set([...page1.rows, ...page2.rows].map((r) => r.id)).size).toBe(3);
  });

  it('names a bad parameter', async () => {
    for (const [query, path] of [
      [`?${filter(0, 'status', 'in', 'lost')}`, 'filters[0][value]'],
      [`?${filter(0, 'pesel', 'like', '1')}`, 'filters[0][name]'],
      [`?${filter(0, 'createdAt', 'like', '2026')}`, 'filters[0][operator]'],
      [`?${filter(0, 'createdAt', 'gte', '31.02.2026')}`, 'filters[0][value]'],
      ['?sorting[name]=pesel', 'sorting[name]'],
      ['?limit=0', 'limit'],
    ] as const) {
      const res = await api('adv', `/investor-requests${query}`);
      expect(res.status, query).toBe(400);
      expect(
        ((await res.json()) as { violations: Array<{ propertyPath: string }> }).violations.map((v) => v.propertyPath),
      ).toEqual([path]);
    }
  });

  it('refuses an investor token and no token', async () => {
    expect((await api('investor', '/investor-requests')).status).toBe(403);
    expect((await request(t, home, `${ADVISOR_API}/investor-requests`)).status).toBe(401);
  });
});

describe('GET /api/advisor/kyc/investor-request/{id}', () => {
  it('answers the full answers with no-store', async () => {
    const res = await api('adv', `/investor-request/${submittedId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const detail = (await res.json()) as KycRequestDetail;
    expect(detail.answers).toMatchObject({ pesel: VALID_PESEL, bankAccount: { iban: VALID_IBAN }, surname: 'Nowak' });
    expect(detail.identityVerification).toEqual({
      state: 'in-progress',
      provider: 'manual',
      confirmedAt: null,
      confirmedBy: null,
    });
    expect(((await (await api('adv', `/investor-request/${sentId}`)).json()) as KycRequestDetail).answers).toBeNull();
  });

  it('is 404 for what the caller may not see, and for investors 403', async () => {
    expect((await api('coord', `/investor-request/${submittedId}`)).status).toBe(200);
    expect((await api('mate', `/investor-request/${submittedId}`)).status).toBe(404);
    expect((await api('outsider', `/investor-request/${submittedId}`)).status).toBe(404);
    expect((await api('emeraldAdvisor', `/investor-request/${submittedId}`, 'GET', emerald)).status).toBe(404);
    expect((await api('adv', '/investor-request/not-a-uuid')).status).toBe(404);
    expect((await api('investor', `/investor-request/${submittedId}`)).status).toBe(403);
  });
});

describe('POST /api/advisor/kyc/investor-request/{id}/resend', () => {
  it('sends a working new link and kills the old one', async () => {
    const { id, email, token: old } = await send('adv');
    await request(t, home, `/public-api/kyc/investor-request/${old}/draft`, call('PUT', { firstName: 'Kept' }));
    t.clock.advance(60_000);
    const res = await api('adv', `/investor-request/${id}/resend`, 'POST');
    expect(res.status).toBe(200);
    const expires = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    expect(await res.json()).toEqual({ id, expiresAt: expires });
    expect(await mailsTo(t, email, 'kyc-invitation')).toHaveLength(2);
    const fresh = await linkToken(email);
    expect(fresh).not.toBe(old);

    const oldAnswer = await request(t, home, `/public-api/kyc/investor-request/${old}`);
    expect(oldAnswer.status).toBe(403);
    expect(await oldAnswer.json()).toMatchObject({ label: 'errors.notAuthorizedToSendForm' });
    const form = await request(t, home, `/public-api/kyc/investor-request/${fresh}`);
    expect(form.status).toBe(200);
    expect(await form.json()).toMatchObject({
      status: 'in-progress',
      draft: { firstName: 'Kept' },
      expiresAt: expires,
    });
    expect((await submit(fresh)).status).toBe(200);
  });

  it('refuses a submitted or revoked request (409), and what the caller may not see (404)', async () => {
    expect((await api('adv', `/investor-request/${submittedId}/resend`, 'POST')).status).toBe(409);
    const { id } = await send('adv');
    expect((await api('adv', `/investor-request/${id}/revoke`, 'POST')).status).toBe(200);
    expect((await api('adv', `/investor-request/${id}/resend`, 'POST')).status).toBe(409);
    expect((await api('mate', `/investor-request/${sentId}/resend`, 'POST')).status).toBe(404);
  });
});

describe('POST /api/advisor/kyc/investor-request/{id}/revoke', () => {
  it('kills the link, erases the draft, and cannot undo a submit', async () => {
    const { id, token } = await send('adv');
    await request(t, home, `/public-api/kyc/investor-request/${token}/draft`, call('PUT', { firstName: 'Gone' }));
    const res = await api('coord', `/investor-request/${id}/revoke`, 'POST');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'revoked', revokedAt: t.clock.now().toISOString() });
    const [stored] = await t.runtime.database.db.select().from(kycRequests).where(eq(kycRequests.id, id));
    expect(stored).toMatchObject({ status: 'revoked', draftSealed: null });
    expect((await api('adv', `/investor-request/${id}/revoke`, 'POST')).status).toBe(200);
    const refused = await submit(token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ label: 'errors.notAuthorizedToSendForm' });

    const done = await api('adv', `/investor-request/${submittedId}/revoke`, 'POST');
    expect(done.status).toBe(409);
    expect(await done.json()).toMatchObject({ label: 'kyc.errors.alreadySubmitted', code: ERROR_CODES.conflict });
  });
});

describe('POST /api/advisor/kyc/investor-request/{id}/identity-confirmed', () => {
  it('is refused before the submit', async () => {
    const res = await api('adv', `/investor-request/${sentId}/identity-confirmed`, 'POST');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ label: 'kyc.errors.notSubmitted' });
  });

  it("records who confirmed and when, and feeds the investor's verification steps", async () => {
    const caller = { userId: people.investor!.id, landingId: home };
    expect(await verificationSteps(t.runtime, caller)).toMatchObject({ identity: 'in-progress', kyc: 'submitted' });

    const res = await api('coord', `/investor-request/${submittedId}/identity-confirmed`, 'POST');
    expect(res.status).toBe(200);
    const detail = (await res.json()) as KycRequestDetail;
    expect(detail.identity).toBe('confirmed');
    expect(detail.identityVerification).toEqual({
      state: 'confirmed',
      provider: 'manual',
      confirmedAt: t.clock.now().toISOString(),
      confirmedBy: { id: people.coord!.id, name: 'Jan Koordynator' },
    });
    expect(await verificationSteps(t.runtime, caller)).toMatchObject({ identity: 'confirmed', kyc: 'submitted' });

    // Again: unchanged (the first confirmation stays on record).
    t.clock.advance(1000);
    const again = (await (
      await api('adv', `/investor-request/${submittedId}/identity-confirmed`, 'POST')
    ).json()) as KycRequestDetail;
    expect(again.identityVerification.confirmedBy?.id).toBe(people.coord!.id);
    expect((await api('mate', `/investor-request/${submittedId}/identity-confirmed`, 'POST')).status).toBe(404);
  });

  it('counts a revoked request as no KYC at all', async () => {
    const fresh = await createInvestor(t, { landingId: home, email: 'revoked-only@kyc-list.example' });
    const { id } = await send('adv', 'revoked-only@kyc-list.example');
    expect(await verificationSteps(t.runtime, { userId: fresh.id, landingId: home })).toMatchObject({
      kyc: 'sent',
      identity: 'not-started',
    });
    await api('adv', `/investor-request/${id}/revoke`, 'POST');
    expect(await verificationSteps(t.runtime, { userId: fresh.id, landingId: home })).toMatchObject({
      kyc: 'not-sent',
    });
  });
});
