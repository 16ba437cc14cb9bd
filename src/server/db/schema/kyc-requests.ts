import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../lib/language';
import type { KycDocumentKind, KycReviewState } from '../../../lib/contracts/kyc';
import { landings } from './landings';
import { users } from './users';

/**
 * sent: the e-mail went out; opened: the link was opened; in-progress: a draft was saved; submitted: the
 * investor sent the questionnaire (the form is then inactive); revoked: the advisor withdrew it (the link is dead);
 * returned: a reviewer asked for more information and the form is open again for what was asked (decision 0048).
 * docs/decisions/0019-kyc.md.
 */
export const KYC_REQUEST_STATUSES = ['sent', 'opened', 'in-progress', 'submitted', 'revoked', 'returned'] as const;
export type KycRequestStatus = (typeof KYC_REQUEST_STATUSES)[number];
/** The identity check: not-started until the questionnaire is submitted, then in-progress until confirmed. */
export const KYC_IDENTITY_STATES = ['not-started', 'in-progress', 'confirmed'] as const;
export type KycIdentityState = (typeof KYC_IDENTITY_STATES)[number];

/**
 * A KYC questionnaire an advisor asked someone to fill in (POST /api/advisor/kyc/investor-request/send). The
 * link /kyc-form?token=... carries a random token (256 bits); only its SHA-256 (hex) is stored, and the public
 * form finds the request by that hash. It works until expiresAt (30 days) and once submitted the form is
 * inactive (SPEC section 4, Forms). The person need not have an account: investorUserId is set when the landing
 * already knows an investor with that e-mail.
 */
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    /** The advisor whose panel sent it (the token's user). */
    advisorUserId: uuid()
      .notNull()
      .references(() => users.id),
    /** The coordinator who sent it while viewing the advisor's panel, if any. */
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased, like users.email. */
    investorEmail: text().notNull(),
    investorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The advisor's note; null for the default single-space message. */
    message: text(),
    /** Language of the e-mail and the default language of the form. */
    language: text().$type<Language>().notNull(),
    tokenHash: text().notNull().unique(),
    status: text().$type<KycRequestStatus>().notNull().default('sent'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    submittedAt: timestamp({ withTimezone: true, mode: 'date' }),
    openedAt: timestamp({ withTimezone: true, mode: 'date' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The last e-mail with a fresh token (POST .../resend); null when only the first went out. */
    resentAt: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * The submitted answers (KycFormData as JSON) sealed with AES-256-GCM and APP_ENCRYPTION_KEY
     * (src/server/kyc/kyc-sealing.ts); never stored or logged in plain text.
     */
    answersSealed: text(),
    /** The draft saved while filling in (KycDraft as JSON), sealed the same way; cleared on submit. */
    draftSealed: text(),
    draftSavedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** "First Surname" from the submitted answers, for the list's column, filter and sort. */
    investorName: text(),
    /**
     * The person's date of birth from the submitted answers (YYYY-MM-DD; null for a company), for the daily sanctions
     * screening, which compares it with the list's without decrypting the answers (decision 0067).
     */
    investorBirthDate: date({ mode: 'string' }),
    /** Masked copies for the list (last 4 characters only), so listing never needs to decrypt. */
    peselMasked: text(),
    bankAccountMasked: text(),
    /** The identity verification of src/server/verification (the manual provider or another). */
    identityState: text().$type<KycIdentityState>().notNull().default('not-started'),
    identityProvider: text(),
    identityConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    identityConfirmedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The review (decision 0048): pending (in the queue), proposed (approval proposed, waiting for a coordinator:
     * four eyes), approved, rejected, more-information (sent back; pending again when resubmitted). Null before
     * the first submit.
     */
    review: text().$type<KycReviewState>(),
    /** Risk flags of the submitted answers (pep, sanctions, funds-document), kept so the queue never decrypts. */
    riskFlags: jsonb().$type<string[]>(),
    /** What the last more-information decision asked for (steps of the form, documents) and why. */
    reviewItems: jsonb().$type<string[]>(),
    reviewReason: text(),
    /** The last decision and who made it (the coordinator when impersonating). */
    reviewedAt: timestamp({ withTimezone: true, mode: 'date' }),
    reviewedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who proposed the approval of a flagged questionnaire (four eyes), while review is proposed. */
    proposedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('kyc_requests_landing_email').on(t.landingId, t.investorEmail, t.createdAt),
    index('kyc_requests_advisor').on(t.advisorUserId, t.createdAt),
    index('kyc_requests_review').on(t.landingId, t.review, t.submittedAt),
    check(
      'kyc_requests_status_known',
      sql`${t.status} in ('sent', 'opened', 'in-progress', 'submitted', 'revoked', 'returned')`,
    ),
    check(
      'kyc_requests_review_known',
      sql`${t.review} is null or ${t.review} in ('pending', 'proposed', 'approved', 'rejected', 'more-information')`,
    ),
    check('kyc_requests_identity_state_known', sql`${t.identityState} in ('not-started', 'in-progress', 'confirmed')`),
    check('kyc_requests_email_lower_case', sql`${t.investorEmail} = lower(${t.investorEmail})`),
    check('kyc_requests_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export type KycRequestRow = typeof kycRequests.$inferSelect;

/** The review decisions and resubmissions of a request, oldest first: its history and the timeline's source. */
export const KYC_REVIEW_EVENT_KINDS = ['proposed', 'approved', 'rejected', 'more-information', 'resubmitted'] as const;
export type KycReviewEventKind = (typeof KYC_REVIEW_EVENT_KINDS)[number];

export const kycReviewEvents = pgTable(
  'kyc_review_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order of events, also of two in the same millisecond. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    requestId: uuid()
      .notNull()
      .references(() => kycRequests.id, { onDelete: 'cascade' }),
    kind: text().$type<KycReviewEventKind>().notNull(),
    /** Null for the investor's resubmission. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    items: jsonb().$type<string[]>(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('kyc_review_events_request').on(t.requestId, t.at),
    check(
      'kyc_review_events_kind_known',
      sql`${t.kind} in ('proposed', 'approved', 'rejected', 'more-information', 'resubmitted')`,
    ),
  ],
);

/**
 * A document the investor uploaded to a questionnaire sent back for it (decision 0048): the file is in the storage
 * under a random key, like offer attachments; only the advisors who see the request download it.
 */

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => kycRequests.id, { onDelete: 'cascade' }),
    kind: text().$type<KycDocumentKind>().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('kyc_documents_request').on(t.requestId, t.createdAt),
    check('kyc_documents_kind_known', sql`${t.kind} in ('identity-document', 'address-document', 'funds-document')`),
  ],
);
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
