// Issue 20 (decision 0052): AML retention. Five years after the relationship ended (the last investment over and
// nothing open), the investor's KYC questionnaires with their files, the offer log, tests and classification
// requests are deleted by the scan (a job of the queue), logged as counts; a coordinator's legal hold stops it until
// released; an ongoing relationship keeps everything.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
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
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createManualClock, type ManualClock } from '../clock';
import { kycDocuments, kycRequests, offerEvents, offers, retentionDeletions } from '../db/schema';
import { linkOffer, PNG, smallCampaign } from '../routes/public-offer/public-offer.fixtures';
import { RETENTION_QUEUE, runRetentionScan } from './retention';

let t: TestApp;
let clock: ManualClock;
let home: string;
let coordinator: TestPerson;
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
    expect((await as(coordinator, holdPath, call('POST', { reason: ' ' }))).status).toBe(400);
    const hold = await as(coordinator, holdPath, call('POST', { reason: 'Postępowanie prokuratury, sygn. PR 1/25' }));
    expect(hold.status).toBe(200);
    expect(await hold.json()).toMatchObject({ hold: { reason: 'Postępowanie prokuratury, sygn. PR 1/25' } });
    expect((await as(coordinator, holdPath, call('POST', { reason: 'again' }))).status).toBe(409);

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
      expect(logged!.counts).toEqual({
        kycQuestionnaires: 1,
        kycDocuments: 1,
        offerLogEntries: expect.any(Number),
        tests: 0,
        classificationRequests: 0,
      });
      expect(JSON.stringify(logged)).not.toContain('dowod');
      // The held investor keeps everything.
      expect(await kycOf(held.person.email)).toHaveLength(1);
      expect(await t.runtime.storage.open(held.key)).not.toBeNull();

      // Released: the next scan deletes.
      const released = await as(coordinator, `${holdPath}/release`, call('POST'));
      expect(await released.json()).toMatchObject({ hold: null });
      expect((await as(coordinator, `${holdPath}/release`, call('POST'))).status).toBe(409);
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
});
