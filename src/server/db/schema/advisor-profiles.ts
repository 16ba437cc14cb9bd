import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DocumentType } from '../../../lib/contracts/advisor';
import { timestamps } from './columns';
import { users } from './users';

/**
 * What the advisor form adds to a user (SPEC section 3, Advisor): identity document and power of attorney.
 * One row per advisor created or edited through the form; advisors made by the CLI or the seed may have none.
 * Dates are calendar dates (YYYY-MM-DD strings, no time zone).
 */
export const advisorProfiles = pgTable(
  'advisor_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text(),
    documentType: text().$type<DocumentType>(),
    documentNumber: text(),
    /** Null with documentExpiresNever = the document is valid indefinitely. */
    documentExpiryDate: date({ mode: 'string' }),
    documentExpiresNever: boolean().notNull().default(false),
    documentCountry: text(),
    powerOfAttorneyStartDate: date({ mode: 'string' }),
    powerOfAttorneyEndDate: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('advisor_profiles_external_id').on(t.externalId),
    // fastupdate off, like the trigram indexes of users (see there).
    index('advisor_profiles_external_id_trgm')
      .using('gin', t.externalId.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check('advisor_profiles_document_type_known', sql`${t.documentType} in ('ID_CARD', 'PASSPORT')`),
    check(
      'advisor_profiles_power_of_attorney_order',
      sql.join(
        [
          sql`${t.powerOfAttorneyEndDate} is null`,
          sql`${t.powerOfAttorneyStartDate} is null`,
          sql`${t.powerOfAttorneyEndDate} >= ${t.powerOfAttorneyStartDate}`,
        ],
        sql` or `,
      ),
    ),
  ],
);

export type AdvisorProfileRow = typeof advisorProfiles.$inferSelect;
