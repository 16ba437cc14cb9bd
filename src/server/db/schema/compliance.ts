import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';
import { users } from './users';

/**
 * The compliance officers of a landing (issue 35 item 7, decision 0066): people of the advisor panel who decide what
 * the law gives to compliance (requests to be treated as sophisticated, the second approval of a KYC case flagged PEP
 * or sanctions) and share complaints and legal holds with the coordinators. Made by the operator's CLI
 * (`npm run admin -- compliance create`); their desk works only with two-factor sign-in on.
 */
export const complianceOfficers = pgTable(
  'compliance_officers',
  {
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.landingId, t.userId] }), index('compliance_officers_user').on(t.userId)],
);
