import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActorKind, OfferStatus } from '../../../lib/contracts/campaign';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * The history of an offer: one row per status change (and its creation, fromStatus null), with the time and
 * who did it. actorUserId is the advisor or investor; null for the system. impersonatorUserId is the
 * coordinator when they acted as the advisor. The offer detail shows these.
 */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: breaks ties between events of the same instant (history is shown in this order). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    fromStatus: text().$type<OfferStatus>(),
    toStatus: text().$type<OfferStatus>().notNull(),
    actorKind: text().$type<ActorKind>().notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** E.g. {amount} when the investor stated one, {reason} of a rejection. */
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('offer_events_offer_seq').on(t.offerId, t.seq),
    check('offer_events_actor_kind_known', sql`${t.actorKind} in ('advisor', 'investor', 'system')`),
  ],
);

export type OfferEventRow = typeof offerEvents.$inferSelect;
