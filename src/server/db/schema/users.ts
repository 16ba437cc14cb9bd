import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../lib/language';
import { timestamps } from './columns';
import { landings } from './landings';

export const USER_STATUSES = ['initial', 'active', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A person who can sign in on one landing: an advisor, an investor, or both (their contexts say which).
 * E-mail is unique per landing and stored lower-cased. Password hashes are argon2id; investors sign in with
 * e-mail tokens and usually have none.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text(),
    surname: text(),
    /** Language of e-mails and the default interface language of this person. */
    language: text().$type<Language>().notNull().default('pl'),
    passwordHash: text(),
    /** Advisor status of SPEC section 4: initial, active, deleted (shown as Archived). */
    status: text().$type<UserStatus>().notNull().default('initial'),
    passwordChangedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Unused since issue 15: the account lockout is gone; sign-in limits live in rate_limits (decision 0023). */
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_landing_email').on(t.landingId, t.email),
    index('users_landing_status').on(t.landingId, t.status),
    // Sorted pages of a landing's people (advisors list default order) and the 'like' filters of the lists
    // (pg_trgm; the extension is created by migration 0003 and loaded by the PGlite worker).
    index('users_landing_surname').on(t.landingId, t.surname, t.id),
    // fastupdate off: new rows go straight into the trigram index instead of its pending list. PGlite has no
    // autovacuum to flush that list, and every search reads it whole (the planner then gives up the index
    // and filters the landing row by row: the issue 4 bench). People are added one at a time, so the
    // slower insert does not matter.
    index('users_first_name_trgm').using('gin', t.firstName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_surname_trgm').using('gin', t.surname.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    // A name search ("Kowalski 12") also matches the whole name as the lists build it (offer-list-query.ts): with
    // this index the whole phrase narrows the people, not only its most common word (issue 18's growth bench:
    // 33,000 Kowalskis read to find 1,854 "Kowalski 12…" among 200,000 investors).
    index('users_full_name_trgm')
      .using('gin', sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.surname}, '')) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_status_known', sql`${t.status} in ('initial', 'active', 'deleted')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
