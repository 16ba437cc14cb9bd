// Issue 20 and 35 (decisions 0052, 0061, 0065): retention. Five years after the relationship ended (the last
// investment over and nothing open), the investor's KYC questionnaires with their files, tests and classification
// requests are deleted by the scan (a job of the queue), logged as counts; the account with its offers goes then too,
// or with payment records at the end of the accounting period; complaints, the sign-in log and the outbox go by
// their own age. A compliance officer's legal hold stops it until released (coordinators see it, cannot set it); an
// ongoing relationship keeps everything.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createComplianceOfficer,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createManualClock, type ManualClock } from '../clock';
import {
  auditEvents,
  complaints,
  investorProfiles,
  kycDocuments,
  kycRequests,
  mailOutbox,
  offerEvents,
  offers,
  retentionDeletions,
  scheduleRows,
  users,
} from '../db/schema';
import { recordAudit } from '../auth/audit';
import { linkOffer, PDF_BYTES, PNG, smallCampaign } from '../../../tests/support/public-offer.fixtures';
import { RETENTION_QUEUE, runRetentionScan } from './retention';

let t: TestApp;
let clock: ManualClock;
let home: string;
let coordinator: TestPerson;
let officer: TestPerson;
let advisor: TestPerson;
let network: string;
let n = 0;

const as = async (who: TestPerson, path: string, init: RequestInit = {}) =>
  request(t, home, path, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      authorization: `Bearer ${(await sessionFor(t, who, 'advisor-panel')).accessToken}`,
    },
  });

/** An investor with an investment that ended on `endDate`, and a KYC questionnaire with one document. */
async function formerInvestor(endDate: string) {
  const email = `former${++n}@retention.example`;
  const person = await createInvestor(t, { landingId: home, email });
  const campaign = await smallCampaign(t, home);
  const offer = await linkOffer(t, {
    landingId: home,
    productId: campaign.product.id,
    investorUserId: person.id,
    ownerUserId: advisor.id,
    networkId: network,
    status: 'active',
    amount: 1_000_000,
  });
  await t.runtime.database.db.update(offers).set({ endDate }).where(eq(offers.id, offer.id));
  const sent = await as(
    advisor,
    '/api/advisor/kyc/investor-request/send',
    call('POST', { investorEmail: email, message: ' ' }),
  );
  expect(sent.status).toBe(201);
  // A document as a reviewer's request for one stores it: the file in storage, its row with the questionnaire.
  const [kyc] = await t.runtime.database.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, email));
  const key = `${randomBytes(16).toString('hex')}.png`;
  const staged = join(mkdtempSync(join(tmpdir(), 'retention-')), 'dowod.png');
  writeFileSync(staged, PNG);
  const sha256 = createHash('sha256').update(PNG).digest('hex');
  await t.runtime.storage.putFile(key, staged, { size: PNG.length, contentType: 'image/png', sha256 });
  await t.runtime.database.db.insert(kycDocuments).values({
    requestId: kyc!.id,
    kind: 'identity-document',
    fileName: 'dowod.png',
    contentType: 'image/png',
    sizeBytes: PNG.length,
    sha256,
    storageKey: key,
    createdAt: clock.now(),
  });
  return { person, offerId: offer.id, key };
}

const kycOf = async (email: string) =>
  t.runtime.database.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, email));
const eventsOf = async (offerId: string) =>
  t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));

beforeAll(async () => {
  clock = createManualClock('2025-01-15T10:00:00Z');
  t = await createTestApp({ clock, env: RELAXED_LIMITS });
  home = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: home, email: 'coord@retention.example' });
  officer = await createComplianceOfficer(t, { landingId: home, email: 'officer@retention.example' });
  advisor = await createAdvisor(t, { landingId: home, email: 'adv@retention.example' });
  network = await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('AML retention and legal holds', () => {
  it('deletes five years after the relationship ended, files included, logging only counts; a legal hold stops it', async () => {
    const kept = await formerInvestor('2025-02-01');
    const held = await formerInvestor('2025-02-01');
    const view = await as(coordinator, `/api/advisor/investors/client/${kept.person.id}/retention`);
    expect(view.status).toBe(200);
    // Still active on 2025-01-15 (the investment ends 2025-02-01): ongoing, nothing to count from.
    expect(await view.json()).toMatchObject({ ongoing: true, retainUntil: null, hold: null, deletions: [] });
    expect((await as(advisor, `/api/advisor/investors/client/${kept.person.id}/retention`)).status).toBe(403);

    // A hold needs a reason; set on the second investor.
    const holdPath = `/api/advisor/investors/client/${held.person.id}/legal-hold`;
    expect((await as(officer, holdPath, call('POST', { reason: ' ' }))).status).toBe(400);
    // Holds are the compliance officer's alone (decision 0066): a coordinator sees them but cannot set one.
    const refused = await as(coordinator, holdPath, call('POST', { reason: 'Postępowanie prokuratury' }));
    expect(refused.status).toBe(403);
    const hold = await as(officer, holdPath, call('POST', { reason: 'Postępowanie prokuratury, sygn. PR 1/25' }));
    expect(hold.status).toBe(200);
    expect(await hold.json()).toMatchObject({ hold: { reason: 'Postępowanie prokuratury, sygn. PR 1/25' } });
    expect((await as(officer, holdPath, call('POST', { reason: 'again' }))).status).toBe(409);
    const seen = await as(coordinator, `/api/advisor/investors/client/${held.person.id}/retention`);
    expect(await seen.json()).toMatchObject({
      hold: { reason: 'Postępowanie prokuratury, sygn. PR 1/25' },
      canManageHold: false,
    });

    try {
      // The relationship ended when the last of its records was written (the KYC questionnaire, 2025-01-15) or the
      // investment ended (2025-02-01): five years from that day (art. 49(1)), so until the end of 01.02.2030 in
      // Warsaw (23:00 UTC) nothing goes.
      clock.set('2030-02-01T22:59:59.999Z');
      // (The demo's own former investors of the seed may go now: the scan covers every investor.)
      await runRetentionScan(t.runtime);
      expect(await kycOf(kept.person.email)).toHaveLength(1);
      const before = (await (
        await as(coordinator, `/api/advisor/investors/client/${kept.person.id}/retention`)
      ).json()) as {
        ongoing: boolean;
        retainUntil: string;
      };
      expect(before).toMatchObject({ ongoing: false, retainUntil: '2030-02-01T22:59:59.999Z' });

      clock.set('2030-02-01T23:00:00Z');
      await t.runtime.jobs.enqueue(t.runtime.database.db, { queue: RETENTION_QUEUE, payload: {}, runAt: clock.now() });
      await t.runtime.jobs.runDue();
      expect(await kycOf(kept.person.email)).toEqual([]);
      expect(await eventsOf(kept.offerId)).toEqual([]);
      expect(await t.runtime.storage.open(kept.key)).toBeNull();
      const [logged] = await t.runtime.database.db
        .select()
        .from(retentionDeletions)
        .where(eq(retentionDeletions.investorUserId, kept.person.id));
      // Without payment records the account went with the AML records: the line names no one any more.
      expect(logged).toBeUndefined();
      expect(await t.runtime.database.db.select().from(users).where(eq(users.id, kept.person.id))).toEqual([]);
      const lines = await t.runtime.database.db
        .select()
        .from(retentionDeletions)
        .where(eq(retentionDeletions.at, new Date('2030-02-01T23:00:00Z')));
      const line = lines.find((l) => l.counts.kycDocuments === 1 && l.counts.account === 1);
      expect(line!.counts).toEqual({
        kycQuestionnaires: 1,
        kycDocuments: 1,
        tests: 0,
        classificationRequests: 0,
        offers: 1,
        offerLogEntries: expect.any(Number),
        mails: expect.any(Number),
        signInLogEntries: 0,
        account: 1,
      });
      expect(JSON.stringify(lines)).not.toContain('dowod');
      // The held investor keeps everything.
      expect(await kycOf(held.person.email)).toHaveLength(1);
      expect(await t.runtime.storage.open(held.key)).not.toBeNull();

      // Released: the next scan deletes.
      expect((await as(coordinator, `${holdPath}/release`, call('POST'))).status).toBe(403);
      const released = await as(officer, `${holdPath}/release`, call('POST'));
      expect(await released.json()).toMatchObject({ hold: null });
      expect((await as(officer, `${holdPath}/release`, call('POST'))).status).toBe(409);
      expect(await runRetentionScan(t.runtime)).toBe(1);
      expect(await kycOf(held.person.email)).toEqual([]);
      expect(await t.runtime.storage.open(held.key)).toBeNull();
      const all = await t.runtime.database.db.select().from(retentionDeletions);
      // Nothing is left to delete: a scan again deletes nothing and logs nothing.
      expect(await runRetentionScan(t.runtime)).toBe(0);
      expect(await t.runtime.database.db.select().from(retentionDeletions)).toHaveLength(all.length);
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('moves the clock past each period: the sign-in log and mails, then KYC, then the account, then complaints', async () => {
    const db = t.runtime.database.db;
    const former = await formerInvestor('2025-02-01');
    const { person } = former;
    await db.insert(investorProfiles).values({
      landingId: home,
      investorUserId: person.id,
      kind: 'person',
      firstName: 'Ewa',
      surname: 'Zamknięta',
      taxResidenceCountry: 'PL',
    });
    // A payment record (the schedule) keeps the account to the end of the accounting period.
    await db.insert(scheduleRows).values({
      offerId: former.offerId,
      seq: 1,
      periodFrom: '2025-01-01',
      periodTo: '2025-02-01',
      paymentDate: '2025-02-01',
      gross: 1000,
      tax: 190,
      net: 810,
      status: 'paid',
      paidAmount: 810,
    });
    await recordAudit(db, clock, {
      action: 'login',
      landingId: home,
      actorUserId: person.id,
      subjectUserId: person.id,
    });
    const sent = await request(t, home, '/investor-api/complaints?lang=pl', {
      method: 'POST',
      body: (() => {
        const body = new FormData();
        body.append('subject', 'Opóźniona wypłata');
        body.append('body', 'Odsetki nie wpłynęły.');
        body.append('contactEmail', person.email);
        body.append('file', new File([PDF_BYTES], 'umowa.pdf', { type: 'application/pdf' }));
        return body;
      })(),
      headers: { authorization: `Bearer ${(await sessionFor(t, person, 'investor-panel')).accessToken}` },
    });
    expect(sent.status).toBe(201);
    const [complaint] = await db.select().from(complaints).where(eq(complaints.investorUserId, person.id));
    expect(complaint!.attachmentKey).not.toBeNull();

    const signInLog = () =>
      db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectUserId, person.id), inArray(auditEvents.action, ['login'])));
    const mails = () => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    const account = () => db.select().from(users).where(eq(users.id, person.id));
    const complaintsOf = () => db.select().from(complaints).where(eq(complaints.contactEmail, person.email));
    try {
      // 12 months after the entries (15.01.2025 10:00 UTC): the sign-in log and the copies of the e-mails go.
      clock.set('2026-01-15T09:59:59Z');
      await runRetentionScan(t.runtime);
      expect(await signInLog()).toHaveLength(1);
      expect((await mails()).length).toBeGreaterThan(0);
      clock.set('2026-01-15T10:00:01Z');
      await runRetentionScan(t.runtime);
      expect(await signInLog()).toEqual([]);
      expect(await mails()).toEqual([]);
      expect(await kycOf(person.email)).toHaveLength(1);
      const [sweep] = await db
        .select()
        .from(retentionDeletions)
        .where(eq(retentionDeletions.at, new Date('2026-01-15T10:00:01Z')));
      expect(sweep).toMatchObject({ landingId: home, investorUserId: null, relationshipEnd: null });
      expect(sweep!.counts.mails).toBeGreaterThan(0);

      // The AML day (01.02.2030 in Warsaw) over: KYC goes; the account and its offers stay with the payment records.
      clock.set('2030-02-01T23:00:00Z');
      await runRetentionScan(t.runtime);
      expect(await kycOf(person.email)).toEqual([]);
      expect(await t.runtime.storage.open(former.key)).toBeNull();
      expect(await account()).toHaveLength(1);
      expect(await db.select().from(scheduleRows).where(eq(scheduleRows.offerId, former.offerId))).toHaveLength(1);
      const retention = (await (
        await as(coordinator, `/api/advisor/investors/client/${person.id}/retention`)
      ).json()) as { retainUntil: string; accountUntil: string };
      // Accounting act art. 74 ust. 2 pkt 4: five years from 1 January 2026, through 31.12.2030 in Warsaw.
      expect(retention).toMatchObject({
        retainUntil: '2030-02-01T22:59:59.999Z',
        accountUntil: '2030-12-31T22:59:59.999Z',
      });

      clock.set('2030-12-31T22:59:59.999Z');
      await runRetentionScan(t.runtime);
      expect(await account()).toHaveLength(1);
      clock.set('2030-12-31T23:00:00Z');
      await runRetentionScan(t.runtime);
      expect(await account()).toEqual([]);
      expect(await db.select().from(offers).where(eq(offers.id, former.offerId))).toEqual([]);
      expect(await eventsOf(former.offerId)).toEqual([]);
      expect(await db.select().from(scheduleRows).where(eq(scheduleRows.offerId, former.offerId))).toEqual([]);
      expect(await db.select().from(investorProfiles).where(eq(investorProfiles.investorUserId, person.id))).toEqual(
        [],
      );
      // The complaint is kept for claims to the end of the sixth year (civil code art. 118), with its file.
      expect(await complaintsOf()).toHaveLength(1);
      expect(await t.runtime.storage.open(complaint!.attachmentKey!)).not.toBeNull();

      clock.set('2031-12-31T22:59:59.999Z');
      await runRetentionScan(t.runtime);
      expect(await complaintsOf()).toHaveLength(1);
      clock.set('2031-12-31T23:00:00Z');
      await runRetentionScan(t.runtime);
      expect(await complaintsOf()).toEqual([]);
      expect(await t.runtime.storage.open(complaint!.attachmentKey!)).toBeNull();
      const lines = await db
        .select()
        .from(retentionDeletions)
        .where(eq(retentionDeletions.at, new Date('2031-12-31T23:00:00Z')));
      // (The seed's own old complaints on the landing may go in the same line.)
      const swept = lines.find((l) => l.landingId === home && l.counts.complaints !== undefined);
      expect(swept).toMatchObject({ investorUserId: null, relationshipEnd: null });
      expect(swept!.counts.complaints).toBeGreaterThanOrEqual(1);
      // Nothing with the person's address or id is left.
      expect(await mails()).toEqual([]);
      expect(await signInLog()).toEqual([]);
      expect(await kycOf(person.email)).toEqual([]);
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });
});
