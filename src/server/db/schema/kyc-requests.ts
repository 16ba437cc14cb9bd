import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../lib/language';
import { landings } from './landings';
import { users } from './users';

/**
 * sent: the e-mail went out; opened: the link was opened; in-progress: a draft was saved; submitted: the
 * investor sent the questionnaire (the form is then inactive); revoked: the advisor withdrew it (the link is dead).
 * docs/decisions/0019-kyc.md.
 */
export const KYC_REQUEST_STATUSES = ['sent', 'opened', 'in-progress', 'submitted', 'revoked'] as const;
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
    /** Masked copies for the list (last 4 characters only), so listing never needs to decrypt. */
    peselMasked: text(),
    bankAccountMasked: text(),
    /** The identity verification of src/server/verification (the manual provider or another). */
    identityState: text().$type<KycIdentityState>().notNull().default('not-started'),
    identityProvider: text(),
    identityConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    identityConfirmedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('kyc_requests_landing_email').on(t.landingId, t.investorEmail, t.createdAt),
    index('kyc_requests_advisor').on(t.advisorUserId, t.createdAt),
    check('kyc_requests_status_known', sql`${t.status} in ('sent', 'opened', 'in-progress', 'submitted', 'revoked')`),
    check('kyc_requests_identity_state_known', sql`${t.identityState} in ('not-started', 'in-progress', 'confirmed')`),
    check('kyc_requests_email_lower_case', sql`${t.investorEmail} = lower(${t.investorEmail})`),
    check('kyc_requests_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export type KycRequestRow = typeof kycRequests.$inferSelect;
