import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * An advisor's note on an offer (issue 19, decision 0046): plain text with line breaks, written by the offer's
 * owner or a coordinator of its network, changed only by its author; never shown to the investor.
 */
export const offerNotes = pgTable(
  'offer_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The coordinator who wrote it while viewing the author's panel. */
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The last edit; null when never edited. */
    editedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Deleted by its author (issue 36): kept, with its text, as a line of the offer's history that shows no text. */
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('offer_notes_offer').on(t.offerId, t.createdAt),
    check('offer_notes_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/** Earlier texts of an edited note: the history an edit keeps. */
export const offerNoteVersions = pgTable(
  'offer_note_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    noteId: uuid()
      .notNull()
      .references(() => offerNotes.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** When this text was replaced. */
    replacedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('offer_note_versions_note').on(t.noteId, t.replacedAt)],
);
