// Issue 5's demo data: per demo brand the campaigns of demo-campaigns.ts with their products, generated
// investors, and about 200 offers spread over every status, owner (every advisor and coordinator of the
// brand's networks) and network, with their history, the campaigns' raised funds consistent with the
// accepted and active offers, and schedules for the active ones (past payments mostly paid). Deterministic
// (seeded random), bulk inserts only. The demo people and networks of users.ts and advisors.ts are untouched.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { utcDate } from '../../lib/contracts/campaign';
import type { Landing } from '../../lib/contracts/landing';
import type { DbOrTx } from '../db/client';
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
import { addDays } from '../offers/schedule';
import { issuerColumns } from '../campaigns/issuer-columns';
import { demoCampaigns, demoIssuer, demoRecipient } from './demo-campaigns';
import { demoInvestorRows } from './demo-investors';
import { DAY, makeOffer, pick, seededRandom, type Batch, type Owner, type SeededCampaign } from './demo-offers';
import { DEMO_PEOPLE } from './demo-people';

const OFFERS_PER_BRAND = 200;
const GENERATED_INVESTORS = 40;

/** Inserts rows in statements of at most ~30,000 parameters (PostgreSQL allows 65,535). */
async function insertChunked<T extends object>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Inserts many rows as one JSON parameter expanded by jsonb_to_recordset: with PGlite several times faster than
 * thousands of bind parameters (the seed runs before every API test file). `columns` maps each property of the
 * rows to its SQL type; properties missing from a row insert null, so give every column the table needs.
 */
async function insertJson(tx: DbOrTx, table: PgTable, rows: object[], columns: Record<string, string>): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(columns);
  // Columns are named by drizzle's snake_case casing (drizzle.config.ts) from the camelCase properties.
  const target = sql.join(
    keys.map((k) => sql.identifier(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))),
    sql`, `,
  );
  const source = sql.join(
    keys.map((k) => sql.identifier(k)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((k) => sql`${sql.identifier(k)} ${sql.raw(columns[k]!)}`),
    sql`, `,
  );
  const json = JSON.stringify(rows, (_key, value: unknown) => (value === undefined ? null : value));
  await tx.execute(
    sql`insert into ${table} (${target}) select ${source} from jsonb_to_recordset(${json}::jsonb) as x(${types})`,
  );
}

type NewCampaign = typeof campaigns.$inferInsert;
type NewProduct = typeof products.$inferInsert;

interface Plan extends Batch {
  campaigns: NewCampaign[];
  products: NewProduct[];
  users: ReturnType<typeof demoInvestorRows>['users'];
  contexts: ReturnType<typeof demoInvestorRows>['contexts'];
}

const recipientColumns = (r: { name: string; account: string }) => ({
  recipientName: r.name,
  recipientAccount: r.account,
});

/** Everything of one brand, in memory (ids made here), so the seed inserts it in a few bulk statements. */
function planBrand(plan: Plan, brand: Landing, now: Date, owners: Owner[], demoInvestors: string[]): void {
  const defs = demoCampaigns(brand.slug);
  const people = DEMO_PEOPLE[brand.slug];
  if (defs.length === 0 || !people || owners.length === 0) return;
  const random = seededRandom(`campaigns:${brand.slug}`);
  const today = utcDate(now);

  const seeded: SeededCampaign[] = defs.map((def) => {
    const [startDate, endDate] = [addDays(today, def.startIn), addDays(today, def.endIn)];
    const id = randomUUID();
    plan.campaigns.push({
      id,
      landingId: brand.id,
      slug: def.slug,
      translations: def.translations,
      interestType: def.interestType,
      paymentFrequency: def.paymentFrequency,
      durationValue: def.durationValue,
      durationUnit: def.durationUnit,
      currency: def.currency,
      minInvestment: def.min * 100,
      maxInvestment: def.max === null ? null : def.max * 100,
      step: def.step * 100,
      target: def.target * 100,
      startDate,
      endDate,
      ...recipientColumns(demoRecipient(def, seededRandom(`recipient:${brand.slug}:${def.slug}`))),
      ...issuerColumns(demoIssuer(def)),
      createdAt: new Date(Date.parse(`${startDate}T00:00:00Z`) - 14 * DAY),
      updatedAt: now,
    });
    const own = def.products.map((p) => ({ id: randomUUID(), def: p }));
    own.forEach((p, position) =>
      plan.products.push({ ...p.def, id: p.id, landingId: brand.id, campaignId: id, position }),
    );
    return {
      def,
      id,
      startAt: Date.parse(`${startDate}T08:00:00Z`),
      endAt: Date.parse(`${endDate}T20:00:00Z`),
      raised: 0,
      paid: 0,
      products: own,
    };
  });

  const investors = demoInvestorRows(brand, people.coordinator.email.split('@')[1]!, GENERATED_INVESTORS, random);
  plan.users.push(...investors.users);
  plan.contexts.push(...investors.contexts);
  const generated = investors.users.map((u) => u.id);

  let n = 0;
  for (const campaign of seeded) {
    const count = Math.round(campaign.def.weight * OFFERS_PER_BRAND);
    for (let i = 0; i < count; i++, n++) {
      // Every seventh offer belongs to a demo investor, so each demo investor has offers to look at.
      const investorId =
        n % 7 === 0 && demoInvestors.length > 0
          ? demoInvestors[(n / 7) % demoInvestors.length]!
          : pick(random, generated);
      // Owners in turn: every advisor and coordinator, in every network they belong to.
      makeOffer(random, plan, { brand, campaign, owner: owners[n % owners.length]!, investorId, now: now.getTime() });
    }
  }
  // The raised funds are what the accepted and active offers add up to (as the status service keeps them).
  for (const campaign of seeded) {
    const row = plan.campaigns.find((c) => c.id === campaign.id)!;
    row.raisedAmount = campaign.raised;
    row.paidAmount = campaign.paid;
  }
}

/** Creates the demo campaigns, products, investors and offers of `brands` inside the seed transaction. */
export async function seedDemoCampaigns(tx: DbOrTx, now: Date, brands: Landing[]): Promise<void> {
  const demo = brands.filter((b) => DEMO_PEOPLE[b.slug] && demoCampaigns(b.slug).length > 0);
  if (demo.length === 0) return;
  const landingIds = demo.map((b) => b.id);
  const members = await tx
    .select({ userId: networkMembers.userId, networkId: networkMembers.networkId, landingId: networks.landingId })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .innerJoin(users, eq(users.id, networkMembers.userId))
    .where(inArray(networks.landingId, landingIds))
    .orderBy(asc(networks.name), asc(users.email));
  const investorEmails = demo.flatMap((b) => DEMO_PEOPLE[b.slug]!.investors.map((p) => p.email));
  const investorRows = await tx
    .select({ id: users.id, email: users.email, landingId: users.landingId })
    .from(users)
    .where(and(inArray(users.landingId, landingIds), inArray(users.email, investorEmails)));

  const plan: Plan = { campaigns: [], products: [], users: [], contexts: [], offers: [], events: [], schedule: [] };
  for (const brand of demo) {
    const owners = members
      .filter((m) => m.landingId === brand.id)
      .map(({ userId, networkId }) => ({ userId, networkId }));
    const demoInvestors = DEMO_PEOPLE[brand.slug]!.investors.map(
      (p) => investorRows.find((r) => r.landingId === brand.id && r.email === p.email)?.id,
    ).filter((id): id is string => !!id);
    planBrand(plan, brand, now, owners, demoInvestors);
  }
  await insertChunked(plan.campaigns, (chunk) => tx.insert(campaigns).values(chunk));
  await insertChunked(plan.products, (chunk) => tx.insert(products).values(chunk));
  await insertChunked(plan.users, (chunk) => tx.insert(users).values(chunk));
  await insertChunked(plan.contexts, (chunk) => tx.insert(userContexts).values(chunk));
  await insertJson(tx, offers, plan.offers, {
    id: 'uuid',
    landingId: 'uuid',
    campaignId: 'uuid',
    productId: 'uuid',
    investorUserId: 'uuid',
    ownerUserId: 'uuid',
    networkId: 'uuid',
    status: 'text',
    statusChangedAt: 'timestamptz',
    amount: 'bigint',
    currency: 'text',
    paidAmount: 'bigint',
    message: 'text',
    agreementDate: 'date',
    paymentDate: 'date',
    endDate: 'date',
    createdAt: 'timestamptz',
    updatedAt: 'timestamptz',
  });
  await insertJson(tx, offerEvents, plan.events, {
    offerId: 'uuid',
    landingId: 'uuid',
    at: 'timestamptz',
    fromStatus: 'text',
    toStatus: 'text',
    actorKind: 'text',
    actorUserId: 'uuid',
    details: 'jsonb',
  });
  await insertJson(tx, scheduleRows, plan.schedule, {
    offerId: 'uuid',
    seq: 'int',
    periodFrom: 'date',
    periodTo: 'date',
    paymentDate: 'date',
    gross: 'bigint',
    tax: 'bigint',
    net: 'bigint',
    status: 'text',
    paidAmount: 'bigint',
    paidAt: 'timestamptz',
  });
}
