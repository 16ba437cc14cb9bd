// Issue 15, public links after the offer ends (docs/decisions/0024): once an offer is rejected (the advisor) or
// declined (the investor withdraws), its link's API shows nothing of it and refuses every call with 410
// af080e4c (the data, the PDF, uploads, interest, acceptance, the invest form), writing nothing; the investor's
// panel still lists it with its status but refuses to act on it (410 6491e3a4). Accepted and active offers keep
// everything. (The /campaign page itself: tests/e2e/ended-offer.spec.ts and http/campaign-page.api.test.ts.)
import { mkdtempSync, readdirSync } from 'node:fs';
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
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { offerAttachments, offerEvents, offers, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { changeOfferStatus } from '../../offers/offer-status-service';
import type { InvestorOfferDetail } from '../../../lib/contracts/public-offer';
import type { InvestorOfferRow } from '../../../lib/contracts/investor-offers';
import {
  addProduct,
  linkOffer,
  multipart,
  PNG,
  smallCampaign,
  variant,
  type SmallCampaign,
} from '../../../../tests/support/public-offer.fixtures';

let t: TestApp;
let home: string;
let advisor: TestPerson;
let investor: TestPerson;
let network: string;
let investorBearer: string;
let uploads: string;
let c: SmallCampaign;

const link = (token: string, rest = '') => `/public-api/campaign-offer/${encodeURIComponent(token)}${rest}`;
const panel = (path: string, init: RequestInit = {}) =>
  request(t, home, `/investor-api${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${investorBearer}` },
  });

const INVEST_FORM = {
  investmentValue: 1_000_000,
  firstName: 'Jan',
  surname: 'Kowalski',
  phone: '+48 600 100 200',
  consents: { documents: true, marketingConsent1: false, marketingConsent2: false },
};

/** An offer accepted through its link, with one uploaded file, then ended by `how` (or left accepted/active). */
async function offerThat(how: 'rejected' | 'declined' | 'accepted' | 'active') {
  const product = await addProduct(t, c.campaign);
  const { id, token } = await linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
  });
  expect((await request(t, home, link(token, '/accept'), call('PATCH', { investmentValue: 1_000_000 }))).status).toBe(
    200,
  );
  const uploaded = await request(t, home, link(token, '/upload'), {
    method: 'POST',
    body: multipart(PNG, 'potwierdzenie.png'),
  });
  expect(uploaded.status).toBe(201);
  const attachmentId = ((await uploaded.json()) as { id: string }).id;
  if (how !== 'accepted') {
    const actor =
      how === 'declined'
        ? { kind: 'investor' as const, userId: investor.id }
        : { kind: 'advisor' as const, userId: advisor.id };
    await changeOfferStatus(t.runtime.database.db, {
      offerId: id,
      landingId: home,
      to: how,
      actor,
      clock: t.clock,
      jobs: t.runtime.jobs,
    });
  }
  return { id, token, attachmentId };
}

const eventCount = async (id: string) =>
  (await t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).length;
const attachmentCount = async (id: string) =>
  (await t.runtime.database.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, id))).length;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'ended-offer-uploads-'));
  t = await createTestApp({ env: { ...RELAXED_LIMITS, UPLOADS_DIR: uploads } });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@ended-offer.example' });
  investor = await createInvestor(t, { landingId: home, email: 'zofia.inwestorka@ended-offer.example' });
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Zofia', surname: 'Wiśniewska' })
    .where(eq(users.id, investor.id));
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  investorBearer = (await sessionFor(t, investor, 'investor-panel')).accessToken;
  c = await smallCampaign(t, home);
});
afterAll(async () => {
  await t.close();
});

describe('the link of an ended offer', () => {
  for (const how of ['rejected', 'declined'] as const) {
    it(`answers 410 af080e4c to every call once ${how}, shows no offer data and writes nothing`, async () => {
      const { id, token } = await offerThat(how);
      const events = await eventCount(id);
      const files = readdirSync(uploads).sort();

      const shown = await request(t, home, link(token));
      expect(shown.status).toBe(410);
      const text = await shown.text();
      expect(JSON.parse(text)).toEqual({
        label: 'The offer of this link is no longer active',
        code: ERROR_CODES.tokenInactive,
        parameters: {},
        violations: [],
      });
      for (const secret of ['Obligacje', 'Bonds', 'Zofia', 'z***a', '1000000', '10 000'])
        expect(text).not.toContain(secret);

      const calls: Array<[string, RequestInit]> = [
        [link(token, '/interest'), call('PATCH', {})],
        [link(token, '/accept'), call('PATCH', { investmentValue: 1_000_000 })],
        [link(token, '/upload'), { method: 'POST', body: multipart(PNG, 'late.png') }],
        [link(token, '/pdf'), { method: 'POST' }],
        [link(token, '/invest-form'), call('POST', INVEST_FORM)],
      ];
      for (const [path, init] of calls) {
        const res = await request(t, home, path, init);
        expect(res.status, path).toBe(410);
        expect(await res.json(), path).toMatchObject({
          code: ERROR_CODES.tokenInactive,
          parameters: {},
          violations: [],
        });
      }
      expect(await eventCount(id)).toBe(events);
      expect(await attachmentCount(id)).toBe(1);
      expect(readdirSync(uploads).sort()).toEqual(files);
      const [row] = await t.runtime.database.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
      expect(row!.status).toBe(how);
    });
  }

  for (const how of ['accepted', 'active'] as const) {
    it(`keeps working for an ${how} offer: data, PDF and uploads`, async () => {
      const { token } = await offerThat(how);
      const shown = await request(t, home, link(token));
      expect(shown.status).toBe(200);
      expect(((await shown.json()) as { offer: { status: string } }).offer.status).toBe(how);
      expect((await request(t, home, link(token, '/pdf'), { method: 'POST' })).status).toBe(200);
      expect(
        (
          await request(t, home, link(token, '/upload'), {
            method: 'POST',
            body: multipart(variant(PNG, 'second'), 'second.png'),
          })
        ).status,
      ).toBe(201);
    });
  }
});

describe('an offer that ends while a file is on its way', () => {
  it('refuses the upload under the offer row lock (410 af080e4c) and keeps nothing', async () => {
    const { id, token } = await offerThat('accepted');
    const files = readdirSync(uploads).sort();
    const db = t.runtime.database.db;
    let upload: Promise<Response> | undefined;
    // The advisor's rejection holds the offer's row lock while the upload arrives: on PostgreSQL the upload has
    // read the offer (still accepted) and staged its file, and waits for the lock in its recording transaction.
    await db.transaction(async (tx) => {
      await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, id)).for('update');
      upload = request(t, home, link(token, '/upload'), { method: 'POST', body: multipart(PNG, 'racing.png') });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await changeOfferStatus(tx, {
        offerId: id,
        landingId: home,
        to: 'rejected',
        actor: { kind: 'advisor', userId: advisor.id },
        clock: t.clock,
        jobs: t.runtime.jobs,
      });
    });
    const res = await upload!;
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: ERROR_CODES.tokenInactive });
    expect(await attachmentCount(id)).toBe(1);
    expect(readdirSync(uploads).sort()).toEqual(files);
  });
});

describe('an ended offer in the investor panel', () => {
  it('is still listed and shown with its status, its files can be read, but nothing can be done with it (410 6491e3a4)', async () => {
    const { id, attachmentId } = await offerThat('declined');
    const events = await eventCount(id);

    const list = (await (await panel('/offers?limit=99999&offset=0')).json()) as InvestorOfferRow[];
    expect(list.find((row) => row.id === id)).toMatchObject({ status: 'declined' });
    const detail = await panel(`/offer/${id}`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as InvestorOfferDetail).offer).toMatchObject({
      status: 'declined',
      actions: { interest: false, accept: false, upload: false, blockedBy: 'lost' },
    });
    expect((await panel(`/offer/${id}/attachment/${attachmentId}`)).status).toBe(200);

    const calls: Array<[string, RequestInit]> = [
      [`/offer/${id}/interest`, call('PATCH', {})],
      [`/offer/${id}/accept`, call('PATCH', { investmentValue: 1_000_000 })],
      [`/offer/${id}/upload`, { method: 'POST', body: multipart(PNG, 'late.png') }],
      [`/offer/${id}/pdf`, call('POST', {})],
    ];
    for (const [path, init] of calls) {
      const res = await panel(path, init);
      expect(res.status, path).toBe(410);
      expect(await res.json(), path).toEqual({
        label: 'errors.offerEnded',
        code: ERROR_CODES.conflict,
        parameters: {},
        violations: [],
      });
    }
    expect(await eventCount(id)).toBe(events);
    expect(await attachmentCount(id)).toBe(1);
  });
});
