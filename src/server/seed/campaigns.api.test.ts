// The demo campaigns and offers of the seed: every state, status, owner and network; raised funds and
// schedules consistent with the offers.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingId } from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { campaignState, OFFER_STATUSES, utcDate } from '../../lib/contracts/campaign';
import {
  campaigns,
  networkMembers,
  networks,
  offerEvents,
  offers,
  products,
  scheduleRows,
  userContexts,
  users,
} from '../db/schema';
import { DEMO_PEOPLE } from './demo-people';
import { isBankAccount } from '../../lib/validation/patterns';
import { campaignIssuerSchema } from '../../lib/contracts/campaign-issuer';
import { issuerOf } from '../campaigns/issuer-columns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.database.db;

describe.each(['default', 'navy', 'emerald'] as const)('demo campaigns of %s', (slug) => {
  let landing: string;
  beforeAll(async () => {
    landing = await landingId(t, slug);
  });

  it('gives every campaign a recipient and a checked IBAN for the transfer details (issue 17)', async () => {
    const rows = await db().select().from(campaigns).where(eq(campaigns.landingId, landing));
    for (const c of rows) {
      expect(c.recipientName).toMatch(/ S\.A\.$/);
      expect(c.recipientAccount).toMatch(/^PL\d{26}$/);
      expect(isBankAccount(c.recipientAccount!)).toBe(true);
    }
  });

  it("records every campaign's issuer for the yearly statement, as the campaign file's checks take it (decision 0078)", async () => {
    const rows = await db().select().from(campaigns).where(eq(campaigns.landingId, landing));
    for (const c of rows) {
      const issuer = issuerOf(c);
      expect(issuer.name).toBe(c.recipientName);
      expect(issuer.address).toMatch(/, \d{2}-\d{3} \p{Lu}/u);
      expect(campaignIssuerSchema.parse(issuer)).toEqual(issuer);
      // Fictional: no tax office's code, the NIP's first three digits, starts with 0.
      expect(issuer.nip).toMatch(/^0/);
    }
    expect(new Set(rows.map((c) => c.issuerNip)).size).toBe(rows.length);
  });

  it('has active, upcoming and completed campaigns with 1-3 translated products, one in EUR', async () => {
    const rows = await db().select().from(campaigns).where(eq(campaigns.landingId, landing));
    const states = rows.map((c) => campaignState(c, t.clock.now()));
    expect(states.filter((s) => s === 'active').length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === 'not-started')).toHaveLength(1);
    expect(states.filter((s) => s === 'completed')).toHaveLength(1);
    expect(rows.filter((c) => c.currency === 'EUR')).toHaveLength(1);
    const productRows = await db().select().from(products).where(eq(products.landingId, landing));
    for (const c of rows) {
      expect(c.translations.pl.name).toBeTruthy();
      expect(c.translations.en?.name).toBeTruthy();
      expect(c.translations.pl.name).not.toBe(c.translations.en?.name);
      const own = productRows.filter((p) => p.campaignId === c.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
    }
  });

  it('has about 200 offers over every status, owner and network, raised funds matching accepted and active ones', async () => {
    const rows = await db().select().from(offers).where(eq(offers.landingId, landing));
    expect(rows.length).toBeGreaterThanOrEqual(190);
    expect(rows.length).toBeLessThanOrEqual(210);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(OFFER_STATUSES));
    const members = await db()
      .select({ userId: networkMembers.userId, networkId: networkMembers.networkId })
      .from(networkMembers)
      .innerJoin(networks, eq(networks.id, networkMembers.networkId))
      .where(eq(networks.landingId, landing));
    expect(new Set(rows.map((o) => o.ownerUserId))).toEqual(new Set(members.map((m) => m.userId)));
    expect(new Set(rows.map((o) => o.networkId))).toEqual(new Set(members.map((m) => m.networkId)));
    for (const o of rows)
      expect(members.some((m) => m.userId === o.ownerUserId && m.networkId === o.networkId)).toBe(true);

    const campaignRows = await db().select().from(campaigns).where(eq(campaigns.landingId, landing));
    for (const c of campaignRows) {
      const raised = rows
        .filter((o) => o.campaignId === c.id && (o.status === 'accepted' || o.status === 'active'))
        .reduce((s, o) => s + o.amount!, 0);
      expect(c.raisedAmount, c.slug).toBe(raised);
      const paid = rows
        .filter((o) => o.campaignId === c.id && o.status === 'active')
        .reduce((s, o) => s + o.amount!, 0);
      expect(c.paidAmount, c.slug).toBe(paid);
      expect(c.raisedAmount).toBeLessThanOrEqual(c.target);
      for (const o of rows.filter((r) => r.campaignId === c.id && r.amount !== null)) {
        expect(o.amount! % c.step).toBe(0);
        expect(o.amount!).toBeGreaterThanOrEqual(c.minInvestment);
        expect(o.currency).toBe(c.currency);
      }
    }
  });

  it('gives the demo investors offers, and generated investors the investor-panel context', async () => {
    const emails = DEMO_PEOPLE[slug]!.investors.map((p) => p.email);
    const demo = await db()
      .select({ email: users.email, n: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.investorUserId))
      .where(inArray(users.email, emails))
      .groupBy(users.email);
    expect(demo.map((d) => d.email).sort()).toEqual([...emails].sort());
    const withoutContext = await db()
      .select({ id: offers.id })
      .from(offers)
      .leftJoin(
        userContexts,
        and(
          eq(userContexts.userId, offers.investorUserId),
          eq(userContexts.type, 'investor-panel'),
          eq(userContexts.landingId, landing),
        ),
      )
      .where(and(eq(offers.landingId, landing), sql`${userContexts.id} is null`));
    expect(withoutContext).toEqual([]);
  });

  it('records a history ending in the current status, oldest first, with actors', async () => {
    const rows = await db().select().from(offers).where(eq(offers.landingId, landing));
    const events = await db()
      .select()
      .from(offerEvents)
      .where(eq(offerEvents.landingId, landing))
      .orderBy(asc(offerEvents.seq));
    for (const o of rows) {
      const own = events.filter((e) => e.offerId === o.id);
      expect(own[0]).toMatchObject({
        fromStatus: null,
        toStatus: 'invited',
        actorKind: 'advisor',
        actorUserId: o.ownerUserId,
      });
      expect(own.at(-1)!.toStatus).toBe(o.status);
      expect(own.at(-1)!.at.getTime()).toBe(o.statusChangedAt.getTime());
      own.slice(1).forEach((e, i) => {
        expect(e.fromStatus).toBe(own[i]!.toStatus);
        expect(e.at.getTime()).toBeGreaterThanOrEqual(own[i]!.at.getTime());
        expect(e.at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
        if (e.actorKind === 'investor') expect(e.actorUserId).toBe(o.investorUserId);
      });
    }
  });

  it('has schedules exactly for the active offers, past payments mostly paid', async () => {
    const rows = await db().select().from(offers).where(eq(offers.landingId, landing));
    const schedule = await db()
      .select()
      .from(scheduleRows)
      .where(
        inArray(
          scheduleRows.offerId,
          rows.map((o) => o.id),
        ),
      );
    const withSchedule = new Set(schedule.map((r) => r.offerId));
    expect(withSchedule).toEqual(new Set(rows.filter((o) => o.status === 'active').map((o) => o.id)));
    const today = utcDate(t.clock.now());
    const past = schedule.filter((r) => r.paymentDate < today);
    expect(past.filter((r) => r.status === 'paid').length).toBeGreaterThan(past.length / 2);
    expect(schedule.filter((r) => r.paymentDate >= today).every((r) => r.status === 'scheduled')).toBe(true);
    for (const r of schedule) expect(r.net).toBe(r.gross - r.tax);
    for (const o of rows.filter((r) => r.status === 'active')) {
      const own = schedule.filter((r) => r.offerId === o.id).sort((a, b) => a.seq - b.seq);
      expect(own[0]!.periodFrom).toBe(o.paymentDate);
      expect(own.at(-1)!.periodTo).toBe(o.endDate);
    }
  });
});
