import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ComplaintEventKind, ComplaintStatus } from '../../../lib/schemas/complaint';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * A complaint (issue 20, decision 0053): from an investor (panel or campaign page) or a visitor (footer). Answered
 * within 30 days of receipt (art. 6 of the Polish act on complaints to financial market entities), extendable to 60
 * with a notice saying why; the answer is sent by e-mail and kept here.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    /** The reference number given to the complainant (e.g. RK-2026-7KQ2M9XD). */
    reference: text().notNull(),
    /** The investor who sent it signed in or through their offer's link; null for a visitor. */
    investorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    /** Where it came from: the panel, an offer's link page, or the public form. */
    source: text().$type<'panel' | 'offer-link' | 'public'>().notNull(),
    language: text().$type<'pl' | 'en'>().notNull(),
    contactEmail: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    attachmentKey: text(),
    attachmentName: text(),
    attachmentType: text(),
    attachmentSize: integer(),
    attachmentSha256: text(),
    status: text().$type<ComplaintStatus>().notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    deadlineAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    extendedAt: timestamp({ withTimezone: true, mode: 'date' }),
    extensionReason: text(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true, mode: 'date' }),
    answeredByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('complaints_reference').on(t.reference),
    index('complaints_landing_status').on(t.landingId, t.status, t.deadlineAt),
    index('complaints_investor').on(t.investorUserId, t.receivedAt),
    check('complaints_status_known', sql`${t.status} in ('new', 'in_progress', 'answered')`),
    check(
      'complaints_answered',
      sql`${t.status} <> 'answered' or (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
    check('complaints_extension', sql`${t.extendedAt} is null or ${t.extensionReason} is not null`),
  ],
);
export type ComplaintRow = typeof complaints.$inferSelect;

/** Each step of a complaint, audited: received, acknowledged, taken up, extended, answered, attachment read. */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: text().$type<ComplaintEventKind>().notNull(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    details: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [index('complaint_events_complaint').on(t.complaintId, t.seq)],
);
