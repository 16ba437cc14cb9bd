// KYC invitations (issue 5, the sending part): the request record with its hashed token and expiry, the e-mail
// with /kyc-form?token=..., violations, access, and the invitation limit shared with campaign invitations.
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
import { issueSession } from '../../auth/session-service';
import { hashToken } from '../../auth/tokens';
import { settleAfterResponseWork } from '../../background';
import { invitationLimit } from '../../campaigns/invitation-limit';
import { kycRequests, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { findKycRequestByToken, KYC_REQUEST_TTL_DAYS } from '../../kyc/kyc-invitation';

const SEND = '/api/advisor/kyc/investor-request/send';
let t: TestApp;
let home: string;
let emerald: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};

function send(who: string, body: unknown, landing = home) {
  return request(t, landing, SEND, call('POST', body, { bearer: tokens[who] }));
}

async function requestRow(id: string) {
  const [row] = await t.runtime.database.db.select().from(kycRequests).where(eq(kycRequests.id, id));
  return row!;
}

beforeAll(async () => {
  // RATE_LIMIT_PER_ACCOUNT=1: 20 invitation e-mails an hour per advisor, so the limit is reachable in a test.
  t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '1' } });
  home = await landingId(t, 'default');
  emerald = await landingId(t, 'emerald');
  Object.assign(people, {
    adv: await createAdvisor(t, { landingId: home, email: 'adv@kyc.example' }),
    coord: await createAdvisor(t, { landingId: home, email: 'coord@kyc.example' }),
    busy: await createAdvisor(t, { landingId: home, email: 'busy@kyc.example' }),
    emeraldAdvisor: await createAdvisor(t, { landingId: emerald, email: 'adv@emerald-kyc.example' }),
    investor: await createInvestor(t, { landingId: home, email: 'known@kyc.example' }),
  });
  await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv!, 'advisor'],
    [people.busy!, 'advisor'],
  ]);
  await t.runtime.database.db
    .update(users)
    .set({ language: 'en', firstName: 'Olga' })
    .where(eq(users.id, people.investor!.id));
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Ewa', surname: 'Kowalska' })
    .where(eq(users.id, people.adv!.id));
  for (const name of ['adv', 'coord', 'busy', 'emeraldAdvisor'])
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
  tokens.investor = (await sessionFor(t, people.investor!, 'investor-panel')).accessToken;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('POST /api/advisor/kyc/investor-request/send', () => {
  it('records the request with a hashed token and 30 days, and e-mails the /kyc-form link', async () => {
    const res = await send('adv', {
      investorEmail: 'Someone.New@KYC.example',
      message: 'Proszę o wypełnienie <ankiety>.',
    });
    expect(res.status).toBe(201);
    const result = (await res.json()) as { id: string; expiresAt: string };
    const expires = new Date(t.clock.now().getTime() + KYC_REQUEST_TTL_DAYS * 86_400_000);
    expect(result.expiresAt).toBe(expires.toISOString());

    const row = await requestRow(result.id);
    expect(row).toMatchObject({
      landingId: home,
      advisorUserId: people.adv!.id,
      impersonatorUserId: null,
      investorEmail: 'someone.new@kyc.example',
      investorUserId: null,
      message: 'Proszę o wypełnienie <ankiety>.',
      language: 'pl',
      status: 'sent',
      submittedAt: null,
    });
    expect(row.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    expect(row.expiresAt.toISOString()).toBe(expires.toISOString());

    const mail = await latestMail(t, 'someone.new@kyc.example', 'kyc-invitation');
    expect(mail.subject).toContain('ankiety KYC');
    expect(mail.text).toContain('Ewa Kowalska');
    expect(mail.html).toContain('Proszę o wypełnienie &lt;ankiety&gt;.');
    const link = linkIn(mail, '/kyc-form?token=');
    expect(link.startsWith('http://localhost:4321/kyc-form?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.tokenHash).toBe(hashToken(token));

    // The link's token opens the request on its landing until it expires, and nowhere else.
    expect((await findKycRequestByToken(t.runtime, home, token))?.id).toBe(result.id);
    expect(await findKycRequestByToken(t.runtime, emerald, token)).toBeUndefined();
    expect(await findKycRequestByToken(t.runtime, home, `${token}x`)).toBeUndefined();
    const now = t.clock.now();
    t.clock.advance(KYC_REQUEST_TTL_DAYS * 86_400_000);
    try {
      expect(await findKycRequestByToken(t.runtime, home, token)).toBeUndefined();
    } finally {
      t.clock.set(now);
    }
  });

  it('writes to a known investor in their language and links the request to them', async () => {
    const res = await send('adv', { investorEmail: 'known@kyc.example', message: ' ' });
    expect(res.status).toBe(201);
    const row = await requestRow(((await res.json()) as { id: string }).id);
    expect(row).toMatchObject({ investorUserId: people.investor!.id, language: 'en', message: null });
    const mail = await latestMail(t, 'known@kyc.example', 'kyc-invitation');
    const site = (await t.runtime.landings.byId(home))!.siteTitle;
    expect(mail.subject).toBe(`Please complete the KYC questionnaire – ${site}`);
    expect(mail.text).toMatch(/^Hello, Olga!$/m);
    expect(mail.text).not.toContain('A message from');
    // A second request to the same person is its own request with its own link.
    expect((await send('adv', { investorEmail: 'known@kyc.example' })).status).toBe(201);
    expect(await mailsTo(t, 'known@kyc.example', 'kyc-invitation')).toHaveLength(2);
  });

  it('sends from the landing of the caller, branded', async () => {
    const res = await send('emeraldAdvisor', { investorEmail: 'client@emerald-kyc.example' }, emerald);
    expect(res.status).toBe(201);
    const mail = await latestMail(t, 'client@emerald-kyc.example', 'kyc-invitation');
    expect(linkIn(mail, '/kyc-form?token=').startsWith('http://invest.localhost:4321/kyc-form?token=')).toBe(true);
    expect(mail.landingId).toBe(emerald);
  });

  it('answers violations for a bad e-mail or a short message and sends nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ investorEmail: 'nope', message: ' ' }, 'investorEmail', 'validation.email'],
      [{ message: ' ' }, 'investorEmail', 'validation.required'],
      [{ investorEmail: 'a@kyc.example;b@kyc.example' }, 'investorEmail', 'validation.email'],
      [{ investorEmail: 'short@kyc.example', message: 'Hi there' }, 'message', 'validation.inviteMessage'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('adv', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(await res.json()).toMatchObject({
        code: ERROR_CODES.violations,
        violations: [{ propertyPath: field, message }],
      });
    }
    expect(await mailsTo(t, 'short@kyc.example')).toHaveLength(0);
  });

  it('refuses an investor token and an anonymous caller', async () => {
    expect((await send('investor', { investorEmail: 'x@kyc.example' })).status).toBe(403);
    expect((await send('anonymous', { investorEmail: 'x@kyc.example' })).status).toBe(401);
    expect(await mailsTo(t, 'x@kyc.example')).toHaveLength(0);
  });

  it("records the coordinator who sent it from an advisor's panel", async () => {
    tokens.impersonating = (
      await issueSession(t.runtime, {
        userId: people.adv!.id,
        landingId: home,
        contextType: 'advisor-panel',
        impersonatorUserId: people.coord!.id,
      })
    ).accessToken;
    const res = await send('impersonating', { investorEmail: 'viewed@kyc.example' });
    expect(res.status).toBe(201);
    expect(await requestRow(((await res.json()) as { id: string }).id)).toMatchObject({
      advisorUserId: people.adv!.id,
      impersonatorUserId: people.coord!.id,
    });
  });

  it('limits the invitation e-mails of one advisor per hour (429 with Retry-After), not their colleagues', async () => {
    const limit = invitationLimit(t.runtime.env);
    expect(limit).toBe(20);
    for (let i = 0; i < limit; i++)
      expect((await send('busy', { investorEmail: `bulk${i}@kyc.example` })).status).toBe(201);
    const refused = await send('busy', { investorEmail: 'one-too-many@kyc.example' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: ERROR_CODES.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(t, 'one-too-many@kyc.example')).toHaveLength(0);
    // Campaign invitations count against the same budget.
    const invite = await request(
      t,
      home,
      '/api/advisor/campaign/00000000-0000-4000-8000-000000000000/product/00000000-0000-4000-8000-000000000000/invite-investor',
      call(
        'POST',
        { investorEmail: 'z@kyc.example', networkId: '00000000-0000-4000-8000-000000000000' },
        { bearer: tokens.busy },
      ),
    );
    expect(invite.status).toBe(429);
    expect((await send('coord', { investorEmail: 'colleague@kyc.example' })).status).toBe(201);
    // The next hour's window (with a fresh access token: the old one has expired by then).
    t.clock.advance(3600_000);
    tokens.busy = (await sessionFor(t, people.busy!, 'advisor-panel')).accessToken;
    expect((await send('busy', { investorEmail: 'next-hour@kyc.example' })).status).toBe(201);
  });
});
