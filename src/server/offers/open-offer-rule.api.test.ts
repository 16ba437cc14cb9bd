// One open offer per investor and product (partial unique index offers_one_open_per_investor_product,
// migration 0009): the database refuses a second open one whoever writes it, a lost offer frees the pair, and
// an invitation that loses the race to the index gets the same 409 as one the invitation's own check catches;
// and the migration settles duplicates made before the rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
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
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { settleAfterResponseWork } from '../background';
import { isUniqueViolation, pgConstraint } from '../db/errors';
import { migrationsFolder } from '../db/paths';
import { campaigns, offerEvents, offers } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { createCampaign, type CampaignFixture } from '../../../tests/support/campaigns.fixtures';
import { createOffer } from './offer-history';

let t: TestApp;
let home: string;
let adv1: TestPerson;
let adv2: TestPerson;
let network: string;
let token: string;
let fixture: CampaignFixture;

const db = () => t.runtime.database.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  adv1 = await createAdvisor(t, { landingId: home, email: 'adv1@open-rule.example' });
  adv2 = await createAdvisor(t, { landingId: home, email: 'adv2@open-rule.example' });
  network = await createNetwork(t, home, [
    [adv1, 'advisor'],
    [adv2, 'advisor'],
  ]);
  token = (await sessionFor(t, adv1, 'advisor-panel')).accessToken;
  // The clock: 2025-01-15 10:00 UTC.
  fixture = await createCampaign(t, {
    landingId: home,
    name: 'Open rule',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
  });
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

const offerOf = (investor: TestPerson, owner: TestPerson) => ({
  landingId: home,
  productId: fixture.products[0]!.id,
  investorUserId: investor.id,
  ownerUserId: owner.id,
  networkId: network,
});
/** An offer of `investor` by `owner`, written directly (no route in between). */
const offerBy = (investor: TestPerson, owner: TestPerson) =>
  createOffer(db(), offerOf(investor, owner), { kind: 'advisor', userId: owner.id }, t.clock, t.runtime.jobs);

describe('one open offer per investor and product', () => {
  it('is refused by the database for any writer, and a lost offer frees the pair', async () => {
    const investor = await createInvestor(t, { landingId: home, email: 'direct@open-rule.example' });
    const first = await offerBy(investor, adv1);
    const error = await offerBy(investor, adv2).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(pgConstraint(error)).toBe('offers_one_open_per_investor_product');
    // Final statuses do not count: after a decline (or an active investment) a new invitation is a new offer.
    await db().update(offers).set({ status: 'declined' }).where(eq(offers.id, first.id));
    await offerBy(investor, adv2);
    const open = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.investorUserId, investor.id), eq(offers.productId, fixture.products[0]!.id)));
    expect(open.map((o) => o.status).sort()).toEqual(['declined', 'invited']);
  });

  // Needs two connections: a writer that holds its open offer uncommitted while the invitation checks (and
  // sees nothing), then inserts and waits on the index. PGlite has one connection, so only PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)(
    'answers an invitation that only the index stops with the same 409 as the check',
    async () => {
      for (const [owner, expected] of [
        [adv1, { label: 'errors.invitationAlreadySent', code: ERROR_CODES.conflict }],
        [adv2, { code: ERROR_CODES.leadOfAnotherAdvisor }],
      ] as const) {
        const investor = await createInvestor(t, { landingId: home, email: `race-${owner.email}` });
        let answer: Promise<Response> | undefined;
        await db().transaction(async (tx) => {
          await tx
            .insert(offers)
            .values({ ...offerOf(investor, owner), campaignId: fixture.campaign.id, currency: 'PLN' });
          const path = `/api/advisor/campaign/${fixture.campaign.id}/product/${fixture.products[0]!.id}/invite-investor`;
          answer = request(
            t,
            home,
            path,
            call('POST', { investorEmail: investor.email, message: '', networkId: network }, { bearer: token }),
          );
          await sleep(500); // the invitation's check runs and its insert waits on this uncommitted row
        });
        const res = await answer!;
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject(expected);
      }
    },
  );

  it('is brought in by the migration over older duplicates: the furthest along stays, the others are rejected', async () => {
    // Back to before migration 0009 (in this test's own database), then duplicates, then the migration again.
    for (const change of ['inserted', 'updated', 'deleted']) {
      await db().execute(sql.raw(`drop trigger offer_totals_${change} on offers`));
      await db().execute(sql.raw(`drop function offer_totals_${change}()`));
    }
    // Today's helper takes the paid sum too (migration 0050); 0025 below brings back its older form.
    await db().execute(sql`drop function offer_totals_add(uuid, uuid, uuid, text, text, bigint, bigint, bigint)`);
    await db().execute(sql`drop index offers_one_open_per_investor_product`);
    await db().execute(sql`delete from offer_totals`);
    const investor = await createInvestor(t, { landingId: home, email: 'older@open-rule.example' });
    const base = { ...offerOf(investor, adv1), campaignId: fixture.campaign.id, currency: 'PLN' as const };
    const at = (day: number) => new Date(`2025-01-${String(day).padStart(2, '0')}T10:00:00Z`);
    const [invited, accepted, acceptedLater, viewed, declined] = await db()
      .insert(offers)
      .values([
        { ...base, status: 'invited', statusChangedAt: at(14) },
        { ...base, status: 'accepted', amount: 2_000_000, statusChangedAt: at(5) },
        { ...base, status: 'accepted', amount: 3_000_000, statusChangedAt: at(9) },
        { ...base, status: 'viewed', statusChangedAt: at(12) },
        { ...base, status: 'declined', statusChangedAt: at(2) },
      ])
      .returning({ id: offers.id });
    await db().update(campaigns).set({ raisedAmount: 5_000_000 }).where(eq(campaigns.id, fixture.campaign.id));

    // 0009 brings the rule (and the per-row trigger), 0025 the summary's per-statement triggers of today.
    for (const migration of ['0009_offer-totals-trigger.sql', '0025_offer-totals-per-statement.sql']) {
      const file = readFileSync(join(migrationsFolder(), migration), 'utf8');
      for (const statement of file.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));
    }

    const rows = await db()
      .select({ id: offers.id, status: offers.status })
      .from(offers)
      .where(eq(offers.investorUserId, investor.id));
    const statusOf = new Map(rows.map((r) => [r.id, r.status]));
    // The newest accepted one stays; the rest of the open ones are rejected; the declined one is left alone.
    expect([invited, accepted, acceptedLater, viewed, declined].map((r) => statusOf.get(r!.id))).toEqual([
      'rejected',
      'rejected',
      'accepted',
      'rejected',
      'declined',
    ]);
    const events = await db().select().from(offerEvents).where(eq(offerEvents.offerId, accepted!.id));
    expect(events).toEqual([
      expect.objectContaining({
        fromStatus: 'accepted',
        toStatus: 'rejected',
        actorKind: 'system',
        details: { reason: 'duplicate-open-offer' },
      }),
    ]);
    const [campaign] = await db()
      .select({ raised: campaigns.raisedAmount })
      .from(campaigns)
      .where(eq(campaigns.id, fixture.campaign.id));
    expect(campaign!.raised).toBe(3_000_000); // the rejected acceptance gave its amount back
    // The backfill and the trigger are in place again.
    const { rows: drift } = await db().execute(sql`
      select * from (select landing_id, network_id, owner_user_id, status, currency, count(*)::int as n,
          coalesce(sum(amount), 0)::float8 as s
        from offers group by 1, 2, 3, 4, 5) g
      full join (select landing_id, network_id, owner_user_id, status, currency, offer_count as n, amount_sum::float8 as s
        from offer_totals where offer_count > 0) x using (landing_id, network_id, owner_user_id, status, currency)
      where g.n is distinct from x.n or g.s is distinct from x.s`);
    expect(drift).toEqual([]);
    const again = await offerBy(investor, adv2).catch((e: unknown) => e);
    expect(pgConstraint(again)).toBe('offers_one_open_per_investor_product');
  });
});
