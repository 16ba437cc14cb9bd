import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ComplaintEventKind,
  ComplaintOutcome,
  ComplaintSource,
  ComplaintStatus,
} from '../../../lib/contracts/complaint';
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
    source: text().$type<ComplaintSource>().notNull(),
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
    /**
     * Delegated Regulation (EU) 2022/2117 Art. 3 (decision 0070): when the complaint was found admissible (within 10
     * working days of receipt); an inadmissible one is answered at once with the reasons (outcome 'inadmissible').
     */
    admissibleAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The answer's decision: upheld, partly upheld, not upheld, or inadmissible. */
    outcome: text().$type<ComplaintOutcome>(),
    /** An upheld claim is carried out by this day (the act's art. 9 pt 4: at most 30 days after the answer). */
    fulfilmentBy: date({ mode: 'string' }),
    /** Who answers and their position, as the answer names them (decision 0070). */
    answeredByName: text(),
    answeredByPosition: text(),
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
    check(
      'complaints_outcome_known',
      sql`${t.outcome} is null or ${t.outcome} in ('upheld', 'partly', 'rejected', 'inadmissible')`,
    ),
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

/**
 * A landing's complaints unit (decision 0070): who complainants can write or call about a complaint, named in the
 * acknowledgement (Delegated Regulation (EU) 2022/2117 Art. 3(2)(a)) and on the public procedure page, and the
 * firm's own appeal procedure, if it has one, named in a refusal.
 */
export const complaintSettings = pgTable('complaint_settings', {
  landingId: uuid()
    .primaryKey()
    .references(() => landings.id, { onDelete: 'cascade' }),
  /** The firm's legal name and registered office: whom a complainant would sue (the answer's notice). */
  firm: text().notNull(),
  unit: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  /** The court a complainant would sue the firm before (the act's art. 10 pt 4: "sądu miejscowo właściwego"). */
  court: text().notNull(),
  /** The appeal procedure in each language; null: the firm has none (art. 10 pt 1). */
  appeal: jsonb().$type<Partial<Record<'pl' | 'en', string>>>(),
  /** Mediation, arbitration or another out-of-court scheme the firm offers, per language; null: none (art. 10 pt 2). */
  adr: jsonb().$type<Partial<Record<'pl' | 'en', string>>>(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
export type ComplaintSettingsRow = typeof complaintSettings.$inferSelect;
