// Issue 20 (decision 0054): the investor's GDPR requests. The export is prepared by its queue's job into one ZIP whose
// data.json holds the investor's offers (steps, consents, schedule), KYC answers, complaints, and whose files are the
// stored ones byte for byte, nothing of another investor; an e-mail links to the panel; only the owner downloads it,
// only once ready and until it expires with the clock; a failed one is marked and logged without personal data. The
// erasure erases the marketing consents and the phone, keeps the rest with the AML reason and its end date, and
// erases a whole account the law keeps nothing of.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { latestMail, linkIn, mailsTo } from '../../../tests/support/outbox';
import { storedFiles } from '../../../tests/support/stored-files';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { offerReference } from '../../lib/campaign/reference';
import type { DataExportView, ErasureView, PrivacyView } from '../../lib/contracts/privacy';
import { createManualClock, type ManualClock } from '../clock';
import {
  auditEvents,
  complaintEvents,
  complaints,
  dataExports,
  erasureRequests,
  kycDocuments,
  kycRequests,
  kycReviewEvents,
  offerAttachments,
  offerEvents,
  offerNotes,
  offerTasks,
  offers,
  scheduleRows,
  users,
} from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { sealKycValue } from '../kyc/kyc-sealing';
import {
  addProduct,
  linkOffer,
  PDF_BYTES,
  PNG,
  smallCampaign,
  type SmallCampaign,
} from '../../../tests/support/public-offer.fixtures';
import { retryWindowMs } from '../jobs/job-queue';
import { DATA_EXPORT_QUEUE } from './data-export';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let clock: ManualClock;
let home: string;
let advisor: TestPerson;
let network: string;
let campaign: SmallCampaign;
let n = 0;

interface Investor {
  person: TestPerson;
  token: string;
}

async function investor(name: string): Promise<Investor> {
  const person = await createInvestor(t, { landingId: home, email: `${name}${++n}@privacy.example` });
  return { person, token: (await sessionFor(t, person, 'investor-panel')).accessToken };
}
/** A fresh token at the clock's time (access tokens live 15 minutes). */
const renew = async (who: Investor) => {
  who.token = (await sessionFor(t, who.person, 'investor-panel')).accessToken;
};
const api = (who: Investor, path: string, init: RequestInit = {}) =>
  request(t, home, `/investor-api${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${who.token}` },
  });
const view = async (who: Investor) => (await (await api(who, '/privacy')).json()) as PrivacyView;
const db = () => t.runtime.database.db;

/** Bytes put into the storage as an upload is: answers the key and checksum. */
async function stored(bytes: Uint8Array, ext: 'png' | 'pdf') {
  const key = `${randomBytes(16).toString('hex')}.${ext}`;
  const path = join(mkdtempSync(join(tmpdir(), 'privacy-')), `file.${ext}`);
  writeFileSync(path, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await t.runtime.storage.putFile(key, path, { size: bytes.length, contentType: `image/${ext}`, sha256 });
  return { key, sha256 };
}

/**
 * An investor with: an active investment with a schedule row and a payment confirmation (ending `endDate`), an offer
 * taken to interest through the invest form (phone, marketing consent), a submitted KYC questionnaire with a
 * document, and an answered complaint with an attachment.
 */
async function investorWithRecords(name: string, endDate: string) {
  const who = await investor(name);
  const active = await linkOffer(t, {
    landingId: home,
    productId: campaign.product.id,
    investorUserId: who.person.id,
    ownerUserId: advisor.id,
    networkId: network,
    status: 'active',
    amount: 1_000_000,
  });
  await db().update(offers).set({ endDate }).where(eq(offers.id, active.id));
  await db().insert(scheduleRows).values({
    offerId: active.id,
    seq: 1,
    periodFrom: '2025-01-01',
    periodTo: '2025-04-01',
    paymentDate: '2025-04-01',
    gross: 22_500,
    tax: 4_275,
    net: 18_225,
  });
  const confirmation = await stored(PDF_BYTES, 'pdf');
  await db().insert(offerAttachments).values({
    offerId: active.id,
    landingId: home,
    fileName: 'potwierdzenie przelewu.pdf',
    contentType: 'application/pdf',
    sizeBytes: PDF_BYTES.length,
    sha256: confirmation.sha256,
    storageKey: confirmation.key,
    uploadedByKind: 'investor',
    uploadedByUserId: who.person.id,
  });
  const product = await addedProduct();
  const interested = await linkOffer(t, {
    landingId: home,
    productId: product,
    investorUserId: who.person.id,
    ownerUserId: advisor.id,
    networkId: network,
  });
  const form = await request(
    t,
    home,
    `/public-api/campaign-offer/${interested.token}/invest-form`,
    call('POST', {
      investmentValue: 1_200_000,
      firstName: 'Zofia',
      surname: `Żabińska-${name}`,
      phone: '+48 600 100 200',
      consents: { documents: true, marketingConsent1: true, marketingConsent2: false },
    }),
  );
  expect(form.status).toBe(200);
  const [kyc] = await db()
    .insert(kycRequests)
    .values({
      landingId: home,
      advisorUserId: advisor.id,
      investorEmail: who.person.email,
      investorUserId: who.person.id,
      language: 'pl',
      tokenHash: randomBytes(32).toString('hex'),
      status: 'submitted',
      createdAt: clock.now(),
      updatedAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 30 * DAY),
      submittedAt: clock.now(),
    })
    .returning();
  const answers = { pesel: '44051401359', bank: { iban: 'PL61109010140000071219812874' }, name };
  await db()
    .update(kycRequests)
    .set({ answersSealed: sealKycValue(t.runtime, kyc!.id, answers) })
    .where(eq(kycRequests.id, kyc!.id));
  const document = await stored(PNG, 'png');
  await db().insert(kycDocuments).values({
    requestId: kyc!.id,
    kind: 'identity-document',
    fileName: 'dowód.png',
    contentType: 'image/png',
    sizeBytes: PNG.length,
    sha256: document.sha256,
    storageKey: document.key,
    createdAt: clock.now(),
  });
  const attachment = await stored(PNG, 'png');
  const reference = `RK-2025-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [complaint] = await db()
    .insert(complaints)
    .values({
      landingId: home,
      reference,
      investorUserId: who.person.id,
      source: 'panel',
      language: 'pl',
      contactEmail: who.person.email,
      subject: `Opóźniona wypłata ${name}`,
      body: 'Odsetki nie wpłynęły.',
      attachmentKey: attachment.key,
      attachmentName: 'wyciąg.png',
      attachmentType: 'image/png',
      attachmentSize: PNG.length,
      attachmentSha256: attachment.sha256,
      status: 'answered',
      receivedAt: clock.now(),
      deadlineAt: new Date(clock.now().getTime() + 30 * DAY),
      answer: 'Wypłata nastąpiła 2 stycznia.',
      answeredAt: clock.now(),
    })
    .returning();
  await db().insert(complaintEvents).values({ complaintId: complaint!.id, kind: 'received', at: clock.now() });
  return { who, active, interested, answers, reference, files: { confirmation, document, attachment } };
}

// An investor has at most one open offer per product.
const addedProduct = async () => (await addProduct(t, campaign.campaign)).id;

async function runJobs() {
  await t.runtime.jobs.runDue();
}

beforeAll(async () => {
  clock = createManualClock('2025-01-15T10:00:00Z');
  t = await createTestApp({ clock, env: RELAXED_LIMITS, captureLogs: true });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@privacy.example' });
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  campaign = await smallCampaign(t, home, { endDate: '2030-12-31' });
});
afterAll(async () => {
  await t.close();
});

interface DataJson {
  format: string;
  account: { email: string; firstName: string | null };
  consents: Array<{ offerReference: string; given: Record<string, boolean> }>;
  offers: Array<{
    reference: string;
    status: string;
    amount: number | null;
    steps: Array<{ toStatus: string; details: Record<string, unknown> }>;
    schedule: Array<{ gross: number; net: number }>;
    attachments: Array<{ file: string; sha256: string }>;
  }>;
  kyc: Array<{ answers: unknown; documents: Array<{ file: string }> }>;
  complaints: Array<{ reference: string; answer: string; attachment: { file: string } | null; steps: unknown[] }>;
  privacyRequests: { exports: unknown[] };
  missingFiles: string[];
}

async function download(who: Investor, id: string) {
  return api(who, `/privacy/export/${id}`);
}

describe('the data export', () => {
  let anna: Awaited<ReturnType<typeof investorWithRecords>>;
  let bob: Awaited<ReturnType<typeof investorWithRecords>>;
  let ready: DataExportView;

  it('is prepared by the job into one ZIP of data.json and the files, nothing of another investor, and e-mailed', async () => {
    anna = await investorWithRecords('anna', '2026-01-15');
    bob = await investorWithRecords('bob', '2026-01-15');
    const asked = await api(anna.who, '/privacy/export', call('POST', {}));
    expect(asked.status).toBe(202);
    const pending = (await asked.json()) as DataExportView;
    expect(pending).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null, sizeBytes: null });

    // One at a time; not downloadable before it is ready.
    const again = await api(anna.who, '/privacy/export', call('POST', {}));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      label: 'errors.dataExportInProgress',
      code: ERROR_CODES.dataExportInProgress,
      parameters: {},
      violations: [],
    });
    const early = await download(anna.who, pending.id);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      code: ERROR_CODES.dataExportNotReady,
      parameters: { status: 'pending' },
    });

    // What AML act art. 54 keeps secret (decision 0062): the advisors' notes and tasks, an advisor's note on a move,
    // the questionnaire's risk flags and the reviewers' own reasons. What was sent to the investor (the request for
    // more information, with its reason) stays in.
    const kycId = (
      await db()
        .select({ id: kycRequests.id })
        .from(kycRequests)
        .where(eq(kycRequests.investorUserId, anna.who.person.id))
    )[0]!.id;
    await db()
      .update(kycRequests)
      .set({ riskFlags: ['pep'], review: 'approved', reviewReason: 'PEP-POTWIERDZONY wzmożone środki' })
      .where(eq(kycRequests.id, kycId));
    await db()
      .insert(kycReviewEvents)
      .values([
        {
          requestId: kycId,
          kind: 'more-information',
          reason: 'Prosimy o wyciąg z rachunku',
          items: ['funds-document'],
          at: clock.now(),
        },
        { requestId: kycId, kind: 'approved', reason: 'ANALIZA-AML zakończona', at: clock.now() },
      ]);
    await db().insert(offerNotes).values({
      offerId: anna.active.id,
      landingId: home,
      authorUserId: advisor.id,
      body: 'NOTATKA-WEWNETRZNA',
      createdAt: clock.now(),
    });
    await db().insert(offerTasks).values({
      offerId: anna.active.id,
      landingId: home,
      createdByUserId: advisor.id,
      assigneeUserId: advisor.id,
      kind: 'other',
      title: 'ZADANIE-WEWNETRZNE',
      dueDate: '2025-01-20',
      createdAt: clock.now(),
    });
    await db()
      .insert(offerEvents)
      .values({
        offerId: anna.active.id,
        landingId: home,
        at: clock.now(),
        fromStatus: 'active',
        toStatus: 'active',
        actorKind: 'advisor',
        actorUserId: advisor.id,
        details: { note: 'RUCH-NOTATKA', reason: 'x' },
      });

    await runJobs();
    [ready] = (await view(anna.who)).exports as [DataExportView];
    expect(ready).toMatchObject({ id: pending.id, status: 'ready', readyAt: clock.now().toISOString() });
    expect(ready.expiresAt).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    expect(ready.sizeBytes).toBeGreaterThan(0);

    // The e-mail leads to the panel's page, never to the file.
    const mail = await latestMail(t, anna.who.person.email, 'data-export-ready');
    // Through the investor sign-in, which goes on to the page (issue 36 item 1).
    expect(linkIn(mail, '/investor-login')).toBe('http://localhost:4321/investor-login?next=%2Fapp%2Fprivacy');
    expect(mail.text).not.toContain('/privacy/export');
    expect(mail.text).toContain('22.01.2025');

    const res = await download(anna.who, ready.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="data-export-2025-01-15.zip"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(ready.sizeBytes);
    const entries = unzipSync(bytes);
    expect(strFromU8(entries['README.txt']!)).toContain('(art. 54)');
    const text = strFromU8(entries['data.json']!);
    const data = JSON.parse(text) as DataJson;
    expect(data.format).toBe('invest-platform-data-export');
    expect(data.account).toMatchObject({ email: anna.who.person.email, firstName: 'Zofia' });
    expect(data.missingFiles).toEqual([]);

    // Offers with their steps, the schedule and the payment confirmation; the invest form's consents and phone.
    const active = data.offers.find((o) => o.reference === offerReference(anna.active.id))!;
    expect(active).toMatchObject({ status: 'active', amount: 1_000_000, schedule: [{ gross: 22_500, net: 18_225 }] });
    expect(active.attachments).toHaveLength(1);
    expect(entries[active.attachments[0]!.file]).toEqual(PDF_BYTES);
    const interested = data.offers.find((o) => o.reference === offerReference(anna.interested.id))!;
    expect(interested.steps.at(-1)).toMatchObject({
      toStatus: 'interested',
      details: { phone: '+48 600 100 200', amount: 1_200_000 },
    });
    expect(data.consents).toEqual([
      expect.objectContaining({
        offerReference: offerReference(anna.interested.id),
        given: { documents: true, marketingConsent1: true, marketingConsent2: false },
      }),
    ]);

    // The KYC answers opened, the document and the complaint's attachment byte for byte.
    expect(data.kyc).toHaveLength(1);
    expect(data.kyc[0]!.answers).toEqual(anna.answers);
    expect(entries[data.kyc[0]!.documents[0]!.file]).toEqual(PNG);
    expect(data.complaints).toEqual([
      expect.objectContaining({ reference: anna.reference, answer: 'Wypłata nastąpiła 2 stycznia.' }),
    ]);
    expect(entries[data.complaints[0]!.attachment!.file]).toEqual(PNG);
    expect(data.privacyRequests.exports).toHaveLength(1);

    // Nothing of Bob's, no secret of the account.
    for (const foreign of [bob.who.person.email, bob.reference, offerReference(bob.active.id), 'Żabińska-bob'])
      expect(text).not.toContain(foreign);
    for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'answersSealed', 'publicToken'])
      expect(text).not.toContain(secret);
    for (const secret of [
      'PEP-POTWIERDZONY',
      'ANALIZA-AML',
      'NOTATKA-WEWNETRZNA',
      'ZADANIE-WEWNETRZNE',
      'RUCH-NOTATKA',
      'riskFlags',
      '"pep"',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('Prosimy o wyciąg z rachunku');
    const files = Object.keys(entries).filter((name) => name.startsWith('files/'));
    expect(files).toHaveLength(3);

    // Recorded; the log names the export, never the investor.
    expect((await view(anna.who)).exports[0]!.downloadedAt).toBe(clock.now().toISOString());
    const logs = JSON.stringify(t.logs);
    expect(logs).toContain('privacy: export ready');
    expect(logs).not.toContain(anna.who.person.email);
  });

  it('is downloaded by its investor only: 404 for another investor, an unknown id or garbage; 401 without a token', async () => {
    const other = await download(bob.who, ready.id);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: ERROR_CODES.notFound });
    expect((await download(anna.who, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await download(anna.who, 'not-an-id')).status).toBe(404);
    expect((await download(anna.who, '%00%27')).status).toBeLessThan(500);
    expect((await request(t, home, `/investor-api/privacy/export/${ready.id}`)).status).toBe(401);
    expect((await view(bob.who)).exports).toEqual([]);
    // A body the route does not take, however large, is refused before anything happens.
    const huge = await api(bob.who, '/privacy/export', call('POST', { x: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    const nul = await api(bob.who, '/privacy/export', call('POST', { x: '\u0000' }));
    expect(nul.status).toBeLessThan(500);
  });

  it('expires with the clock: refused from the seventh day, then the scan deletes the file', async () => {
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, ready.id));
    clock.set(new Date(new Date(ready.expiresAt!).getTime() - 60_000));
    await renew(anna.who);
    expect((await download(anna.who, ready.id)).status).toBe(200);
    clock.set(ready.expiresAt!);
    await renew(anna.who);
    const late = await download(anna.who, ready.id);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ code: ERROR_CODES.dataExportExpired });
    expect((await view(anna.who)).exports[0]!.status).toBe('expired');

    expect(await t.runtime.storage.stat(row!.storageKey!)).not.toBeNull();
    await t.runtime.jobs.enqueue(db(), { queue: DATA_EXPORT_QUEUE, payload: {}, runAt: clock.now() });
    await runJobs();
    const [after] = await db().select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(after).toMatchObject({ status: 'expired', storageKey: null });
    expect(await t.runtime.storage.stat(row!.storageKey!)).toBeNull();
    // A new one may be asked for.
    expect((await api(anna.who, '/privacy/export', call('POST', {}))).status).toBe(202);
    await runJobs();
  });

  it('is marked failed after its last attempt, logged without personal data', async () => {
    const carl = await investorWithRecords('carl', '2026-01-15');
    // A stored file that no longer matches its checksum fails every attempt.
    await db()
      .update(offerAttachments)
      .set({ sha256: '0'.repeat(64) })
      .where(eq(offerAttachments.offerId, carl.active.id));
    expect((await api(carl.who, '/privacy/export', call('POST', {}))).status).toBe(202);
    for (const wait of [0, retryWindowMs(1).max, retryWindowMs(2).max]) {
      clock.advance(wait);
      await runJobs();
    }
    await renew(carl.who);
    const [failed] = (await view(carl.who)).exports;
    expect(failed).toMatchObject({ status: 'failed', readyAt: null });
    expect((await download(carl.who, failed!.id)).status).toBe(409);
    const logs = JSON.stringify(t.logs);
    expect(logs).toContain('privacy: an export failed');
    for (const personal of [carl.who.person.email, 'Żabińska-carl', 'Opóźniona wypłata carl'])
      expect(logs).not.toContain(personal);
    expect(await mailsTo(t, carl.who.person.email, 'data-export-ready')).toEqual([]);
    // No half-written archive is left behind in the staging directory.
    expect((await storedFiles(t.runtime)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('the erasure request', () => {
  const detailsOf = async (offerId: string) =>
    (await db().select().from(offerEvents).where(eq(offerEvents.offerId, offerId))).map((e) => e.details ?? {});

  it('erases the marketing consents and the phone, and keeps the rest with the legal reason while the relationship lasts', async () => {
    clock.set('2025-01-15T10:00:00Z');
    const dana = await investorWithRecords('dana', '2026-01-15');
    const res = await api(dana.who, '/privacy/erasure', call('POST', {}));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as ErasureView;
    expect(answer.outcome.erased.map((i) => i.kind)).toEqual(['marketing-consents', 'phone']);
    // The investment runs until 2026: kept while the relationship lasts, no end date yet.
    expect(answer.outcome).toMatchObject({ relationshipEnd: null });
    expect(answer.outcome.kept).toEqual([
      { kind: 'identity', reason: 'contract', keptUntil: null },
      { kind: 'kyc', reason: 'aml', keptUntil: null },
      { kind: 'offers', reason: 'aml', keptUntil: null },
      { kind: 'payments', reason: 'accounting', keptUntil: null },
      { kind: 'complaints', reason: 'complaints', keptUntil: '2031-12-31' },
      { kind: 'sign-in-log', reason: 'security', keptUntil: null },
    ]);
    const details = await detailsOf(dana.interested.id);
    const declared = details.find((d) => d.source === 'invest-form')!;
    expect(declared).toMatchObject({ consents: { documents: true }, amount: 1_200_000 });
    expect(declared.consents).not.toHaveProperty('marketingConsent1');
    expect(declared.consents).not.toHaveProperty('marketingConsent2');
    expect(declared).not.toHaveProperty('phone');
    // What is kept is still there.
    expect(
      await db().select().from(kycRequests).where(eq(kycRequests.investorUserId, dana.who.person.id)),
    ).toHaveLength(1);
    expect((await view(dana.who)).erasures).toEqual([answer]);

    const mail = await latestMail(t, dana.who.person.email, 'erasure-answer');
    expect(mail.text).toContain('Zgody marketingowe (wycofane)');
    expect(mail.text).toContain('art. 49');
    expect(mail.text).toContain('do 31.12.2031');
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, dana.who.person.id), eq(auditEvents.action, 'erasure-answered')));
    expect(audit!.details).toMatchObject({ accountErased: false, erased: ['marketing-consents', 'phone'] });
    expect(JSON.stringify(audit!.details)).not.toContain('+48');
  });

  it('refuses the rest with the AML reason and its end date once the relationship has ended', async () => {
    clock.set('2025-01-15T10:00:00Z');
    const emil = await investorWithRecords('emil', '2025-01-10');
    // The investment ended; the last record is the complaint of 2025-01-15 10:00 UTC.
    await db().update(offers).set({ status: 'declined' }).where(eq(offers.id, emil.interested.id));
    clock.set('2026-03-01T09:00:00Z');
    await renew(emil.who);
    const answer = (await (await api(emil.who, '/privacy/erasure', call('POST', {}))).json()) as ErasureView;
    expect(answer.outcome.relationshipEnd).toBe('2025-01-15T10:00:00.000Z');
    expect(answer.outcome.kept).toEqual(
      expect.arrayContaining([
        // Art. 49(1): five years from the day the relationship ended (15.01.2025 in the landing's zone); the account
        // and its offers stay with the payment records (accounting act art. 74 ust. 2 pkt 4, decision 0065).
        { kind: 'identity', reason: 'accounting', keptUntil: '2030-12-31' },
        { kind: 'kyc', reason: 'aml', keptUntil: '2030-01-15' },
        { kind: 'offers', reason: 'accounting', keptUntil: '2030-12-31' },
        { kind: 'payments', reason: 'accounting', keptUntil: '2030-12-31' },
      ]),
    );
    const mail = await latestMail(t, emil.who.person.email, 'erasure-answer');
    expect(mail.text).toContain('do 15.01.2030');
    expect(mail.text).toContain('do 31.12.2030');
    expect(mail.text).toContain('przeciwdziałaniu praniu pieniędzy');
    expect(mail.text).not.toContain('roku następującego po roku zakończenia');
  });

  it('erases the whole account the law keeps nothing of, keeping only the record of the request', async () => {
    clock.set('2025-01-15T10:00:00Z');
    const fay = await investor('fay');
    const invited = await linkOffer(t, {
      landingId: home,
      productId: await addedProduct(),
      investorUserId: fay.person.id,
      ownerUserId: advisor.id,
      networkId: network,
    });
    expect((await api(fay, '/lead-form', call('POST', { industries: ['energy'] }))).status).toBe(201);
    const answer = (await (await api(fay, '/privacy/erasure', call('POST', {}))).json()) as ErasureView;
    expect(answer.outcome).toEqual({ erased: [{ kind: 'account' }], kept: [], relationshipEnd: null });
    expect(await db().select().from(users).where(eq(users.id, fay.person.id))).toEqual([]);
    expect(await db().select().from(offers).where(eq(offers.id, invited.id))).toEqual([]);
    const [record] = await db().select().from(erasureRequests).where(eq(erasureRequests.id, answer.id));
    expect(record).toMatchObject({ investorUserId: null, landingId: home });
    // Only the answer is left of the e-mails to the address; the session went with the account.
    const mails = await mailsTo(t, fay.person.email);
    expect(mails.map((m) => m.kind)).toEqual(['erasure-answer']);
    expect(mails[0]!.text).toContain('Całe konto');
    expect((await api(fay, '/privacy')).status).toBe(401);
  });
});
