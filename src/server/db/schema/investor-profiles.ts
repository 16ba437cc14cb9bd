import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { InvestorKind } from '../../../lib/contracts/investor-profile';
import { landings } from './landings';
import { users } from './users';

/**
 * The investor's primary data (SPEC section 4, Verification steps): a natural person (names) or a company (name
 * and NIP), and the tax residence country (ISO 3166-1 alpha-2). One row per investor account, overwritten on each
 * save (PUT /investor-api/profile, validated by src/lib/contracts/investor-profile.ts first); the verification's
 * primary-data step is completed once a valid row exists. The checks keep a row of one kind whole even if a later
 * writer skipped the schema.
 */
export const investorProfiles = pgTable(
  'investor_profiles',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<InvestorKind>().notNull(),
    firstName: text(),
    surname: text(),
    companyName: text(),
    /** 10 digits, checksum verified. */
    nip: text(),
    taxResidenceCountry: text().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('investor_profiles_investor').on(t.investorUserId),
    check('investor_profiles_kind_known', sql`${t.kind} in ('person', 'company')`),
    check('investor_profiles_country_code', sql`${t.taxResidenceCountry} ~ '^[A-Z]{2}$'`),
    check(
      'investor_profiles_kind_fields',
      sql.join(
        [
          sql`(${t.kind} = 'person' and ${t.firstName} is not null and ${t.surname} is not null)`,
          sql`(${t.kind} = 'company' and ${t.companyName} is not null and ${t.nip} ~ '^[0-9]{10}$')`,
        ],
        sql` or `,
      ),
    ),
  ],
);

export type InvestorProfileRow = typeof investorProfiles.$inferSelect;
