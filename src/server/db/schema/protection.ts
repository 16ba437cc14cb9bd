import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../../lib/language';
import type { KiisContent, KiisFile } from '../../../lib/contracts/kiis';
import { campaigns } from './campaigns';
import { kycRequests } from './kyc-requests';
import type { Currency } from '../../../lib/contracts/campaign';
import type {
  ClassificationRequest,
  ClassificationStatus,
  EurRates,
  KnowledgeTest,
  ProtectionMode,
} from '../../../lib/contracts/protection';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * A landing's investor protection (issue 20, decision 0052): whether it applies ECSPR's protections, its entry
 * knowledge test (questions in pl and en with the right answers and a pass mark) and the rates at which PLN and
 * USD amounts are compared with the regulation's EUR 1,000. Set by the operator (`npm run admin -- protection`).
 * No row: off.
 */
export const landingProtection = pgTable(
  'landing_protection',
  {
    landingId: uuid()
      .primaryKey()
      .references(() => landings.id, { onDelete: 'cascade' }),
    mode: text().$type<ProtectionMode>().notNull().default('off'),
    knowledgeTest: jsonb().$type<KnowledgeTest>(),
    /** Units of the currency per EUR times 10,000. */
    eurRates: jsonb().$type<EurRates>().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('landing_protection_mode_known', sql`${t.mode} in ('off', 'ecspr')`)],
);
export type LandingProtectionRow = typeof landingProtection.$inferSelect;

/**
 * One entry knowledge test and loss-bearing simulation of an investor (ECSPR Art. 21(2)-(5)): every attempt is
 * kept (answers, score, the pass mark of the time, the figures); the latest one counts while it is valid. Amounts
 * in minor units of `currency`.
 */
export const investorAssessments = pgTable(
  'investor_assessments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: of two attempts at the same instant the later one is the latest. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    validUntil: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The questions as asked (their text in the investor's language) with the answer given and the right one. */
    answers: jsonb().$type<AssessmentAnswer[]>().notNull(),
    language: text().notNull(),
    score: integer().notNull(),
    questionCount: integer().notNull(),
    passMark: integer().notNull(),
    passed: boolean().notNull(),
    /** Failed: when the investor confirmed the warning that the offers may not be suitable. */
    warningConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    currency: text().$type<Currency>().notNull(),
    yearlyIncome: bigint({ mode: 'number' }).notNull(),
    liquidAssets: bigint({ mode: 'number' }).notNull(),
    financialCommitments: bigint({ mode: 'number' }).notNull(),
    netWorth: bigint({ mode: 'number' }).notNull(),
    /** Who submitted it: the investor, or a coordinator viewing the panel as them (recorded, as in offer history). */
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('investor_assessments_investor').on(t.investorUserId, t.takenAt),
    check('investor_assessments_score', sql`${t.score} between 0 and ${t.questionCount}`),
    check(
      'investor_assessments_amounts',
      sql`${t.yearlyIncome} >= 0 and ${t.liquidAssets} >= 0 and ${t.financialCommitments} >= 0`,
    ),
    check('investor_assessments_currency', sql`${t.currency} in ('PLN', 'EUR', 'USD')`),
  ],
);
export type InvestorAssessmentRow = typeof investorAssessments.$inferSelect;

export interface AssessmentAnswer {
  questionId: string;
  question: string;
  given: number | null;
  /** The right answer; null for a profile question (past investments, objectives, ...), which is not scored. */
  correct: number | null;
}

/**
 * Requests to be treated as a sophisticated investor (ECSPR Art. 2(1)(j), Annex II; decision 0052) with the
 * declarations as made (the evidence), the advisor's decision and the investor's withdrawal. Every request is kept;
 * the latest one that is not withdrawn counts, and only an approved one makes the investor sophisticated.
 */
export const investorClassifications = pgTable(
  'investor_classifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: the latest request is the one with the highest seq (two at the same instant stay ordered). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<ClassificationStatus>().notNull(),
    declarations: jsonb().$type<ClassificationRequest>().notNull(),
    requestedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    decidedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    /** What the compliance officer checked before approving (ECSPR Annex II: "reasonable steps"; decision 0066). */
    evidence: text(),
    /** An approval is valid two years (Annex II section II); after this instant the investor is non-sophisticated. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the investor was asked to renew before the expiry (one reminder per approval). */
    renewalAskedAt: timestamp({ withTimezone: true, mode: 'date' }),
    withdrawnAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('investor_classifications_investor').on(t.investorUserId, t.seq),
    check(
      'investor_classifications_status_known',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'withdrawn')`,
    ),
    check('investor_classifications_rejected_reason', sql`${t.status} <> 'rejected' or ${t.reason} is not null`),
    index('investor_classifications_expiry').on(t.status, t.expiresAt),
  ],
);
export type InvestorClassificationRow = typeof investorClassifications.$inferSelect;

/**
 * The key investment information sheet of a campaign (ECSPR Art. 23; decision 0052), one row per version: version 1
 * is generated from the campaign's data when first needed, later ones are the operator's. The latest one is shown;
 * an interest or acceptance records the version it was shown.
 */
export const campaignKiis = pgTable(
  'campaign_kiis',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    content: jsonb().$type<KiisContent>().notNull(),
    /** Generated from the campaign's data (version 1), or written by the operator. */
    generated: boolean().notNull(),
    /**
     * The project owner's own sheet (Art. 23(2); decision 0069): who is responsible for it as the sheet names them
     * (Annex I, Part A (b)), their statement of responsibility, and the PDF per language the operator uploaded. A
     * language without a file is given as generated from `content`.
     */
    ownerName: text(),
    ownerStatement: jsonb().$type<Partial<Record<Language, string>>>(),
    files: jsonb().$type<Partial<Record<Language, KiisFile>>>(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('campaign_kiis_version').on(t.campaignId, t.version),
    check('campaign_kiis_version_positive', sql`${t.version} >= 1`),
  ],
);
export type CampaignKiisRow = typeof campaignKiis.$inferSelect;

/**
 * A sheet given to the investor of an offer (decision 0069): the first time each version was opened in each
 * language, through the link or the panel. An acceptance needs the current version received (Art. 23(2)).
 */
export const offerKiisReceipts = pgTable(
  'offer_kiis_receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    kiisVersion: integer().notNull(),
    language: text().$type<Language>().notNull(),
    /** Whose sheet it was: the owner's uploaded file, or the one generated from the campaign's data. */
    ownerFile: boolean().notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('offer_kiis_receipts_once').on(t.offerId, t.kiisVersion, t.language),
    check('offer_kiis_receipts_language_known', sql`${t.language} in ('pl', 'en')`),
  ],
);
export type OfferKiisReceiptRow = typeof offerKiisReceipts.$inferSelect;

/**
 * Every read of a KYC questionnaire's answers or of a KYC document by an advisor or coordinator (issue 20, decision
 * 0052): who, what, when. The investor's page shows it to coordinators. Kept with the questionnaire.
 */
export const kycAccessLog = pgTable(
  'kyc_access_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    kycRequestId: uuid()
      .notNull()
      .references(() => kycRequests.id, { onDelete: 'cascade' }),
    readerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** answers: the questionnaire with its answers; document: one file (documentName). */
    what: text().$type<'answers' | 'document'>().notNull(),
    documentName: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('kyc_access_log_request').on(t.kycRequestId, t.seq),
    check('kyc_access_log_what_known', sql`${t.what} in ('answers', 'document')`),
  ],
);

/**
 * A coordinator's legal hold on an investor's records (issue 20, decision 0052): while one is active (not released)
 * the retention job deletes nothing of the investor's. Kept after release, with who set and released it.
 */
export const legalHolds = pgTable(
  'legal_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    setByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    releasedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('legal_holds_investor').on(t.investorUserId, t.setAt)],
);

/**
 * What the retention job deleted (decisions 0052 and 0065): when, whose (null once the account went, or for a sweep
 * over a landing), and how many records of each kind; never the data.
 */
export const retentionDeletions = pgTable(
  'retention_deletions',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The end of the relationship the periods were counted from; null for the lines of the sweeps by age (complaints,
     * the sign-in log, the outbox: decision 0065).
     */
    relationshipEnd: timestamp({ withTimezone: true, mode: 'date' }),
    counts: jsonb().$type<Record<string, number>>().notNull(),
  },
  (t) => [index('retention_deletions_investor').on(t.investorUserId, t.at)],
);
