import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReminderStep } from '../../../lib/contracts/reminders';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * A landing's reminder settings (issue 19, decision 0049): remind an investor whose invitation is still unviewed
 * after unviewedDays, or who accepted but has not paid after unpaidDays; at most maxPerOffer reminders per offer
 * (0: none); and when the advisors' morning task digest goes out (decision 0051). No row: the defaults (3, 5, 2;
 * 07:00 Europe/Warsaw).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    landingId: uuid()
      .primaryKey()
      .references(() => landings.id, { onDelete: 'cascade' }),
    unviewedDays: integer().notNull().default(3),
    unpaidDays: integer().notNull().default(5),
    maxPerOffer: integer().notNull().default(2),
    /** The advisors' morning task digest goes out from this hour (0-23) of timeZone (decision 0051). */
    digestHour: integer().notNull().default(7),
    /** An IANA time zone (as Intl names it): the digest's hour and which day is "today" for it. */
    timeZone: text().notNull().default('Europe/Warsaw'),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Null when set with the admin CLI. */
    updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reminder_settings_unviewed_days', sql`${t.unviewedDays} between 1 and 60`),
    check('reminder_settings_unpaid_days', sql`${t.unpaidDays} between 1 and 60`),
    check('reminder_settings_max_per_offer', sql`${t.maxPerOffer} between 0 and 5`),
    check('reminder_settings_digest_hour', sql`${t.digestHour} between 0 and 23`),
  ],
);

/**
 * A reminder sent for an offer: invitation (invited or viewed, not yet accepted) or payment (accepted, not paid).
 * One per offer and step at most (the unique key: never twice for one step).
 */
export const offerReminders = pgTable(
  'offer_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    step: text().$type<ReminderStep>().notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Null for the automatic reminder; else the advisor (bulk action) and the coordinator impersonating them. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Whether the offer's link is the first one (false: a new link was made, see decision 0049). */
    sameLink: boolean().notNull(),
  },
  (t) => [
    unique('offer_reminders_offer_step').on(t.offerId, t.step),
    index('offer_reminders_landing').on(t.landingId, t.sentAt),
    check('offer_reminders_step_known', sql`${t.step} in ('invitation', 'payment')`),
  ],
);
export type OfferReminderRow = typeof offerReminders.$inferSelect;
