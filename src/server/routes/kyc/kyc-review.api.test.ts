// The KYC review queue (issue 19, docs/decisions/0048-kyc-review.md): PATCH .../review with its three decisions,
// four eyes for PEP and sanctions (the second pair a compliance officer's, decision 0066), the questionnaire sent
// back with documents and resubmitted, the queue's order, flags and filter, and every refusal.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createComplianceOfficer,
  createInvestor,
  createNetwork,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { KycFormInput } from '../../../lib/contracts/kyc';
import type { KycRequestDetail, KycRequestListRow, PublicKycForm } from '../../../lib/contracts/kyc-views';
import { validKycForm } from '../../../lib/contracts/kyc.fixtures';
import { settleAfterResponseWork } from '../../background';
import { auditEvents, kycAccessLog, kycDocuments, kycRequests, kycReviewEvents } from '../../db/schema';
import { multipart, PDF_BYTES, PNG } from '../../../../tests/support/public-offer.fixtures';

const ADVISOR_API = '/api/advisor/kyc';
const PUBLIC_API = '/public-api/kyc/investor-request';
let t: TestApp;
let home: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let counter = 0;

const clean = { iran: '0', northKorea: '', syria: null, crimeaDonetsk: 0, cuba: '', russia: '' };
const plainForm = (overrides: Partial<KycFormInput> = {}) => validKycForm({ sanctions: clean, ...overrides });
const pepForm = () =>
  plainForm({ pep: { isPep: true, familyMember: false, closeAssociate: false, position: 'Radny gminy' } });

const advisorCall = (who: string, path: string, method = 'GET', body?: unknown) =>
  request(t, home, `${ADVISOR_API}${path}`, call(method, body, { bearer: tokens[who] }));
const review = (who: string, id: string, body: unknown) =>
  advisorCall(who, `/investor-request/${id}/review`, 'PATCH', body);
/** The compliance desk's second approval (decision 0066). */
const deskReview = (who: string, id: string, body: unknown) =>
  request(t, home, `/api/compliance/kyc/${id}/review`, call('PATCH', body, { bearer: tokens[who] }));
const detail = async (who: string, id: string) => {
  const res = await advisorCall(who, `/investor-request/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as KycRequestDetail;
};
const publicCall = (token: string, path = '', init: RequestInit = {}) =>
  request(t, home, `${PUBLIC_API}/${token}${path}`, init);
const submit = (token: string, body: unknown) => publicCall(token, '/submit', call('PUT', body));
const upload = (token: string, kind: string, bytes: Uint8Array<ArrayBuffer> = PNG) =>
  publicCall(token, `/documents?kind=${kind}`, { method: 'POST', body: multipart(bytes, 'skan.png') });

async function linkToken(email: string, kind = 'kyc-invitation') {
  return new URL(linkIn(await latestMail(t, email, kind), '/kyc-form')).searchParams.get('token')!;
}

/** A request sent by `who` and submitted with `form`. */
async function submitted(who: string, form: unknown = plainForm()) {
  const email = `person${++counter}@kyc-review.example`;
  const res = await advisorCall(who, '/investor-request/send', 'POST', { investorEmail: email, message: ' ' });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const token = await linkToken(email);
  t.clock.advance(60_000);
  expect((await submit(token, form)).status).toBe(200);
  return { id, email, token };
}

const violationPaths = async (res: Response) =>
  ((await res.json()) as { violations: Array<{ propertyPath: string }> }).violations.map((v) => v.propertyPath);
const label = async (res: Response) => ((await res.json()) as { label: string }).label;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '100' } });
  home = await landingId(t, 'default');
  Object.assign(people, {
    adv: await createAdvisor(t, { landingId: home, email: 'adv@kyc-review.example' }),
    mate: await createAdvisor(t, { landingId: home, email: 'mate@kyc-review.example' }),
    coord: await createAdvisor(t, { landingId: home, email: 'coord@kyc-review.example' }),
    coord2: await createAdvisor(t, { landingId: home, email: 'coord2@kyc-review.example' }),
    outsider: await createAdvisor(t, { landingId: home, email: 'outsider@kyc-review.example' }),
    investor: await createInvestor(t, { landingId: home, email: 'investor@kyc-review.example' }),
    officer: await createComplianceOfficer(t, { landingId: home, email: 'officer@kyc-review.example' }),
  });
  await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.coord2!, 'coordinator'],
    [people.adv!, 'advisor'],
    [people.mate!, 'advisor'],
  ]);
  await createNetwork(t, home, [[people.outsider!, 'coordinator']]);
  for (const name of ['adv', 'mate', 'coord', 'coord2', 'outsider', 'officer'])
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
  tokens.investor = (await sessionFor(t, people.investor!, 'investor-panel')).accessToken;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('PATCH /api/advisor/kyc/investor-request/{id}/review', () => {
  it('approves a plain questionnaire at once, with its history and an audit event naming the reviewer', async () => {
    const { id } = await submitted('adv');
    const res = await review('adv', id, { decision: 'approved' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as KycRequestDetail;
    expect(body.review).toMatchObject({ state: 'approved', riskFlags: [], reviewer: { id: people.adv!.id } });
    expect(body.reviewHistory.map((e) => [e.kind, e.actor?.id])).toEqual([['approved', people.adv!.id]]);
    const audit = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'kyc-reviewed'), eq(auditEvents.actorUserId, people.adv!.id)));
    expect(audit.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ kycRequestId: id, decision: 'approved', state: 'approved' }),
    );
    // Decided: no second decision.
    const again = await review('coord', id, { decision: 'rejected', reason: 'Za późno' });
    expect(again.status).toBe(409);
    expect(await label(again)).toBe('kyc.errors.notInReview');
  });

  it('rejects only with a reason', async () => {
    const { id } = await submitted('adv');
    const missing = await review('adv', id, { decision: 'rejected' });
    expect(missing.status).toBe(400);
    expect(await violationPaths(missing)).toEqual(['reason']);
    expect((await detail('adv', id)).review.state).toBe('pending');
    const res = await review('adv', id, { decision: 'rejected', reason: 'Dane niezgodne z dokumentem' });
    expect(res.status).toBe(200);
    expect((await res.json()) as KycRequestDetail).toMatchObject({
      review: { state: 'rejected', reason: 'Dane niezgodne z dokumentem' },
    });
  });

  it('refuses bad bodies with a 400 and changes nothing', async () => {
    const { id } = await submitted('adv');
    for (const [body, path] of [
      [{ decision: 'maybe' }, 'decision'],
      [{ decision: 'more-information' }, 'items'],
      [{ decision: 'more-information', items: ['selfie'] }, 'items[0]'],
      [{ decision: 'rejected', reason: 'zły\u0000powód' }, 'reason'],
      [{ decision: 'rejected', reason: 'x'.repeat(1001) }, 'reason'],
    ] as const) {
      const res = await review('adv', id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await violationPaths(res)).toContain(path);
    }
    expect((await review('adv', id, { decision: 'approved', extra: true })).status).toBe(400);
    const raw = await request(t, home, `${ADVISOR_API}/investor-request/${id}/review`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.adv}`, 'content-type': 'application/json' },
      body: '{"decision":"appro\\ud800ved"}',
    });
    expect(raw.status).toBe(400);
    expect((await detail('adv', id)).review.state).toBe('pending');
    expect(await t.runtime.database.db.select().from(kycReviewEvents).where(eq(kycReviewEvents.requestId, id))).toEqual(
      [],
    );
  });

  it('is only for a questionnaire waiting for review, seen by the caller', async () => {
    const email = `person${++counter}@kyc-review.example`;
    const sent = await advisorCall('adv', '/investor-request/send', 'POST', { investorEmail: email, message: ' ' });
    const { id: unsent } = (await sent.json()) as { id: string };
    const early = await review('adv', unsent, { decision: 'approved' });
    expect(early.status).toBe(409);
    const { id } = await submitted('adv');
    expect((await review('outsider', id, { decision: 'approved' })).status).toBe(404);
    expect((await review('mate', id, { decision: 'approved' })).status).toBe(404);
    expect((await review('adv', 'not-a-uuid', { decision: 'approved' })).status).toBe(404);
    const investor = await request(
      t,
      home,
      `${ADVISOR_API}/investor-request/${id}/review`,
      call('PATCH', { decision: 'approved' }, { bearer: tokens.investor }),
    );
    expect(investor.status).toBe(403);
    expect((await detail('adv', id)).review.state).toBe('pending');
  });

  it('needs a compliance officer, not the proposer or a coordinator, to approve a PEP questionnaire (four eyes)', async () => {
    const { id } = await submitted('adv', pepForm());
    const proposed = await review('adv', id, { decision: 'approved' });
    expect(proposed.status).toBe(200);
    const body = (await proposed.json()) as KycRequestDetail;
    expect(body.review).toMatchObject({ state: 'proposed', riskFlags: ['pep'], proposedBy: { id: people.adv!.id } });

    const same = await review('adv', id, { decision: 'approved' });
    expect(same.status).toBe(409);
    expect(await label(same)).toBe('kyc.errors.fourEyesSamePerson');
    // An advisor of the network sees the request only if it is theirs; a coordinator of another network not at all.
    expect((await review('outsider', id, { decision: 'approved' })).status).toBe(404);
    // A coordinator of the network is no second pair of eyes any more: only compliance is.
    const coordinator = await review('coord', id, { decision: 'approved' });
    expect(coordinator.status).toBe(403);
    expect(await label(coordinator)).toBe('kyc.errors.complianceApproval');
    // Nor can the advisor reach the desk's route.
    const advisorAtDesk = await deskReview('adv', id, { decision: 'approved' });
    expect(advisorAtDesk.status).toBe(403);
    expect(await label(advisorAtDesk)).toBe('compliance.errors.officerOnly');
    expect((await detail('coord', id)).review.state).toBe('proposed');

    expect((await deskReview('officer', id, { decision: 'approved' })).status).toBe(204);
    const done = await detail('coord', id);
    expect(done.review).toMatchObject({ state: 'approved', reviewer: { id: people.officer!.id } });
    expect(done.reviewHistory.map((e) => [e.kind, e.actor?.id])).toEqual([
      ['proposed', people.adv!.id],
      ['approved', people.officer!.id],
    ]);
    // Decided: the desk has nothing left of it, but the officer still reads the flagged case they decided.
    expect((await deskReview('officer', id, { decision: 'approved' })).status).toBe(404);
    expect((await detail('officer', id)).review.state).toBe('approved');
    // A plain case of an advisor is not the officer's to read.
    const { id: plain } = await submitted('adv');
    expect((await advisorCall('officer', `/investor-request/${plain}`)).status).toBe(404);
  });

  it('lets whoever sees a proposal reject it; the desk takes only cases proposed for approval', async () => {
    // Sanctions exposure (Cuba 10 %) makes the fixture's own answers need four eyes.
    const { id } = await submitted('coord', validKycForm());
    expect((await review('coord', id, { decision: 'approved' })).status).toBe(200);
    expect((await detail('coord2', id)).review).toMatchObject({ state: 'proposed', riskFlags: ['sanctions'] });
    expect((await review('coord2', id, { decision: 'approved' })).status).toBe(403);
    expect((await review('adv', id, { decision: 'approved' })).status).toBe(404);
    expect((await review('coord2', id, { decision: 'rejected', reason: 'Brak zgody zarządu' })).status).toBe(200);
    // A case not proposed (plain, pending) is not the desk's.
    const { id: plain } = await submitted('adv');
    expect((await deskReview('officer', plain, { decision: 'approved' })).status).toBe(404);
    expect((await deskReview('officer', 'not-a-uuid', { decision: 'approved' })).status).toBe(404);
  });
});

describe('more information: sent back, documents, resubmitted', () => {
  it('mails a new link, opens only the asked parts, needs the asked document and returns to the queue', async () => {
    const { id, email, token: oldToken } = await submitted('adv');
    const sentBack = await review('adv', id, {
      decision: 'more-information',
      reason: 'Prosimy o potwierdzenie źródła środków.',
      items: ['bank', 'funds-document'],
    });
    expect(sentBack.status).toBe(200);
    expect((await sentBack.json()) as KycRequestDetail).toMatchObject({
      status: 'returned',
      review: { state: 'more-information', items: ['bank', 'funds-document'] },
    });

    const mail = await latestMail(t, email, 'kyc-more-information');
    expect(mail.text).toContain('Prosimy o potwierdzenie źródła środków.');
    expect(mail.text).toContain('Rachunek bankowy');
    const token = await linkToken(email, 'kyc-more-information');
    expect(token).not.toBe(oldToken);
    expect((await publicCall(oldToken)).status).toBe(403);

    const opened = await publicCall(token);
    expect(opened.status).toBe(200);
    const form = (await opened.json()) as PublicKycForm;
    expect(form).toMatchObject({
      status: 'returned',
      returned: { reason: 'Prosimy o potwierdzenie źródła środków.', items: ['bank', 'funds-document'], documents: [] },
    });
    expect(form.draft?.firstName).toBe('Anna');

    // Documents: only the kind asked, only a real file type.
    expect((await upload(token, 'identity-document')).status).toBe(409);
    expect((await upload(token, 'selfie')).status).toBe(400);
    expect((await upload(token, 'funds-document', new TextEncoder().encode('hello'))).status).toBe(415);
    const noDocument = await submit(token, plainForm());
    expect(noDocument.status).toBe(400);
    expect(await violationPaths(noDocument)).toEqual(['documents.funds-document']);

    const stored = await upload(token, 'funds-document', PDF_BYTES);
    expect(stored.status).toBe(201);
    const document = (await stored.json()) as { id: string; kind: string; mediaType: string };
    expect(document).toMatchObject({ kind: 'funds-document', mediaType: 'application/pdf' });
    const extra = (await (await upload(token, 'funds-document')).json()) as { id: string };
    expect((await publicCall(token, `/documents/${extra.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await publicCall(token, `/documents/${extra.id}`, { method: 'DELETE' })).status).toBe(404);

    // The name is not asked for: it stays as first sent; the bank account changes.
    const resent = await submit(
      token,
      plainForm({
        firstName: 'Zmieniona',
        bankAccount: {
          iban: 'DE89370400440532013000',
          swift: 'COBADEFFXXX',
          bankName: 'Commerzbank',
          bankCity: 'Berlin',
          accountOwner: 'Anna Nowak',
        },
      }),
    );
    expect(resent.status).toBe(200);
    const after = await detail('adv', id);
    expect(after).toMatchObject({ status: 'submitted', review: { state: 'pending' } });
    expect(after.answers?.firstName).toBe('Anna');
    expect(after.answers?.bankAccount.bankName).toBe('Commerzbank');
    expect(after.documents.map((d) => d.kind)).toEqual(['funds-document']);
    expect(after.reviewHistory.map((e) => e.kind)).toEqual(['more-information', 'resubmitted']);

    const file = await advisorCall('adv', `/investor-request/${id}/documents/${document.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
    // The read is in the access log with the file's name (decision 0052).
    const reads = await t.runtime.database.db.select().from(kycAccessLog).where(eq(kycAccessLog.kycRequestId, id));
    expect(reads.filter((r) => r.what === 'document').map((r) => r.documentName)).toEqual(['skan.pdf']);
    expect((await advisorCall('outsider', `/investor-request/${id}/documents/${document.id}`)).status).toBe(404);

    // Sent: the form is inactive again, documents too.
    expect((await upload(token, 'funds-document')).status).toBe(409);
    expect((await submit(token, plainForm())).status).toBe(409);
    expect((await review('adv', id, { decision: 'approved' })).status).toBe(200);
  });

  it('keeps at most 10 documents and leaves no file of a refused upload', async () => {
    const { id, email } = await submitted('adv');
    await review('adv', id, { decision: 'more-information', items: ['identity-document'] });
    const token = await linkToken(email, 'kyc-more-information');
    for (let i = 0; i < 10; i++) expect((await upload(token, 'identity-document')).status).toBe(201);
    const over = await upload(token, 'identity-document');
    expect(over.status).toBe(409);
    expect(await label(over)).toBe('kyc.errors.tooManyDocuments');
    const rows = await t.runtime.database.db.select().from(kycDocuments).where(eq(kycDocuments.requestId, id));
    expect(rows).toHaveLength(10);
    expect(await mailsTo(t, email, 'kyc-more-information')).toHaveLength(1);
  });
});

describe('the queue', () => {
  it('lists questionnaires waiting for review first, oldest submission first, with flags and a review filter', async () => {
    const res = await advisorCall('coord', '/investor-requests?limit=200');
    const rows = (await res.json()) as KycRequestListRow[];
    const waiting = rows.filter((r) => r.review.state === 'pending' || r.review.state === 'proposed');
    expect(waiting.length).toBeGreaterThan(0);
    expect(rows.slice(0, waiting.length)).toEqual(waiting);
    const submittedAt = waiting.map((r) => r.submittedAt!);
    expect([...submittedAt].sort()).toEqual(submittedAt);

    const filtered = await advisorCall(
      'coord',
      '/investor-requests?filters[0][name]=review&filters[0][operator]=in&filters[0][value]=approved',
    );
    const approved = (await filtered.json()) as KycRequestListRow[];
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((r) => r.review.state === 'approved')).toBe(true);
    expect(approved.some((r) => r.review.riskFlags?.includes('pep'))).toBe(true);
    const bad = await advisorCall(
      'coord',
      '/investor-requests?filters[0][name]=review&filters[0][operator]=in&filters[0][value]=maybe',
    );
    expect(bad.status).toBe(400);
  });

  it('works out the flags of a questionnaire submitted before flags were kept when it is opened', async () => {
    const { id } = await submitted('adv', pepForm());
    await t.runtime.database.db.update(kycRequests).set({ riskFlags: null }).where(eq(kycRequests.id, id));
    expect((await detail('adv', id)).review.riskFlags).toEqual(['pep']);
  });
});

describe('the access log of KYC data (issue 20, decision 0052)', () => {
  it('records every read of the answers and of a document, and shows it to coordinators on the investor’s page', async () => {
    const { id, email } = await submitted('adv');
    const investor = await createInvestor(t, { landingId: home, email });
    const before = await t.runtime.database.db.select().from(kycAccessLog).where(eq(kycAccessLog.kycRequestId, id));
    expect(before).toEqual([]);
    // The list shows no answers: nothing is logged. The detail shows them: logged, each time.
    expect((await advisorCall('adv', '/investor-requests')).status).toBe(200);
    await detail('adv', id);
    await detail('coord', id);
    // A refused read logs nothing.
    expect((await advisorCall('outsider', `/investor-request/${id}`)).status).toBe(404);
    const accessPath = `/api/advisor/investors/client/${investor.id}/kyc-access`;
    const coordinator = await request(t, home, accessPath, call('GET', undefined, { bearer: tokens.coord }));
    expect(coordinator.status).toBe(200);
    const entries = (await coordinator.json()) as Array<{ what: string; reader: { id: string | null } }>;
    expect(entries.map((e) => [e.what, e.reader.id])).toEqual([
      ['answers', people.coord!.id],
      ['answers', people.adv!.id],
    ]);
    // Advisors who are no coordinators do not see who read.
    expect((await request(t, home, accessPath, call('GET', undefined, { bearer: tokens.adv }))).status).toBe(403);
    // The rows hold who, what and when: never the data itself.
    const rows = await t.runtime.database.db.select().from(kycAccessLog).where(eq(kycAccessLog.kycRequestId, id));
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'at',
        'documentName',
        'id',
        'impersonatorUserId',
        'kycRequestId',
        'landingId',
        'readerUserId',
        'seq',
        'what',
      ].sort(),
    );
  });
});
