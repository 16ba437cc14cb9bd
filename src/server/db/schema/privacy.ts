import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ErasureOutcome } from '../../../lib/contracts/privacy';
import { landings } from './landings';
import { users } from './users';

/**
 * An investor's export of their data (GDPR Art. 15 and 20; issue 20, decision 0054): asked for in the panel,
 * prepared by a background job into one ZIP (data.json and the files) in the storage, e-mailed when ready, kept
 * for seven days.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<'pending' | 'ready' | 'failed' | 'expired'>().notNull(),
    requestedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    readyAt: timestamp({ withTimezone: true, mode: 'date' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    storageKey: text(),
    sizeBytes: bigint({ mode: 'number' }),
    downloadedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('data_exports_investor').on(t.investorUserId, t.seq),
    check('data_exports_status_known', sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * An investor's request to erase their data (GDPR Art. 17; decision 0054) and its answer: what was erased, and
 * what is kept with the legal reason and until when. Kept as the record of the answer (Art. 5(2)).
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    outcome: jsonb().$type<ErasureOutcome>().notNull(),
  },
  (t) => [index('erasure_requests_investor').on(t.investorUserId, t.seq)],
);
