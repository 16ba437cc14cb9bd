import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';
import { users } from './users';

/**
 * An import of the EU consolidated financial sanctions list (issue 35 item 8, decision 0067): its generation date
 * and size. The latest import is the list screened against; older ones keep the names their hits were found with.
 */
export const sanctionsLists = pgTable('sanctions_lists', {
  id: uuid().primaryKey().defaultRandom(),
  /** export/@generationDate of the file. */
  generatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  importedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  source: text().notNull(),
  entities: integer().notNull(),
  names: integer().notNull(),
});

/** Every name (alias) of every listed person or entity of an import, normalised for the screening. */
export const sanctionsNames = pgTable(
  'sanctions_names',
  {
    id: uuid().primaryKey().defaultRandom(),
    listId: uuid()
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: 'cascade' }),
    /** euReferenceNumber, else the entity's logicalId ("logical:13"). */
    entityRef: text().notNull(),
    subjectType: text().$type<'person' | 'enterprise'>().notNull(),
    wholeName: text().notNull(),
    /** Lower case, no diacritics, letters and digits only, the words sorted: the key the trigram index reads. */
    normalized: text().notNull(),
    /** The regulation's programme (IRQ, RUS, TERR, ...), comma-separated. */
    programme: text().notNull(),
    /** A person's dates of birth as listed ("YYYY-MM-DD" or "YYYY"); empty when the entry gives none. */
    birthDates: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('sanctions_names_list').on(t.listId),
    index('sanctions_names_trgm').using('gin', t.normalized.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('sanctions_names_subject_known', sql`${t.subjectType} in ('person', 'enterprise')`),
  ],
);

export const SANCTIONS_HIT_STATUSES = ['open', 'cleared', 'confirmed'] as const;
export type SanctionsHitStatus = (typeof SANCTIONS_HIT_STATUSES)[number];

/**
 * A possible match of an investor with a listed name (decision 0067): a compliance case. While one is open or
 * confirmed the investor cannot accept an offer; the officer clears it (a false positive) or confirms it, with a note.
 */
export const sanctionsHits = pgTable(
  'sanctions_hits',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** The address a KYC questionnaire was sent to (set when the investor has no account yet). */
    investorEmail: text().notNull(),
    /** The name screened, as the investor gave it. */
    screenedName: text().notNull(),
    entityRef: text().notNull(),
    listedName: text().notNull(),
    programme: text().notNull(),
    /** 0-100: how close the names are (decision 0067). */
    score: integer().notNull(),
    source: text().$type<'kyc' | 'daily'>().notNull(),
    status: text().$type<SanctionsHitStatus>().notNull(),
    foundAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    decidedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
  },
  (t) => [
    index('sanctions_hits_landing_status').on(t.landingId, t.status, t.foundAt),
    index('sanctions_hits_investor').on(t.landingId, t.investorEmail),
    uniqueIndex('sanctions_hits_one_per_entity')
      .on(t.landingId, t.investorEmail, t.entityRef)
      .where(sql`${t.status} <> 'cleared'`),
    check('sanctions_hits_status_known', sql`${t.status} in ('open', 'cleared', 'confirmed')`),
    check(
      'sanctions_hits_decided',
      sql`${t.status} = 'open' or (${t.decidedAt} is not null and ${t.note} is not null)`,
    ),
  ],
);
export type SanctionsHitRow = typeof sanctionsHits.$inferSelect;
