// What the KYC APIs answer (the advisor's /app/kyc requests, SPEC section 7; the public questionnaire's form and
// preview), as zod schemas with their types inferred: the server's routes declare them, the API tests check every
// answer against them, and the panel and the questionnaire page read the types. The questionnaire itself (its
// fields, rules, steps and draft) is ./kyc.ts; the review's rules ./kyc-review.ts.
import { z } from 'zod';
import { DOCUMENT_TYPES } from './advisor';
import { idString, instantString, languageSchema } from './common';
import {
  FUNDS_ORIGINS,
  KYC_DOCUMENT_KINDS,
  KYC_REVIEW_STATES,
  KYC_RISK_FLAGS,
  KYC_STATUSES,
  KYC_TITLES,
  MARITAL_STATUSES,
  PROPERTY_REGIMES,
  SANCTION_COUNTRIES,
  kycDraftSchema,
  type KycFormData,
  type KycReviewItem,
} from './kyc';
import { KYC_REVIEW_ITEMS } from './kyc-review';

/**
 * The submitted questionnaire as stored (kycFormSchema's output: what does not apply is null or empty), for the
 * document: KycFormData, the type the server and the panel use, is the form schema's output.
 */
const addressSchema = z.object({
  street: z.string(),
  buildingNumber: z.string(),
  apartmentNumber: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
});

const share = z.union([z.string(), z.number()]).nullable().optional();

/** The submitted questionnaire as stored (kycFormSchema's output: what does not apply is null or empty). */
const kycAnswersSchema = z
  .object({
    title: z.enum(KYC_TITLES),
    firstName: z.string(),
    middleName: z.string().nullable(),
    surname: z.string(),
    familyName: z.string().nullable(),
    birthDate: z.string(),
    birthPlace: z.string(),
    citizenship: z.string(),
    pesel: z.string().nullable(),
    document: z.object({
      type: z.enum(DOCUMENT_TYPES),
      number: z.string(),
      expiryDate: z.string(),
      country: z.string(),
    }),
    residentialAddress: addressSchema,
    correspondenceSameAsResidential: z.boolean(),
    correspondenceAddress: addressSchema.nullable(),
    maritalStatus: z.enum(MARITAL_STATUSES),
    propertyRegime: z.enum(PROPERTY_REGIMES).nullable(),
    taxResidenceCountry: z.string(),
    nip: z.string().nullable(),
    foreignTaxNumber: z.string().nullable(),
    usPerson: z.boolean(),
    ownBehalf: z.boolean(),
    beneficialOwners: z.array(
      z.object({
        firstName: z.string(),
        surname: z.string(),
        birthDate: z.string(),
        citizenship: z.string(),
        pesel: z.string().nullable(),
      }),
    ),
    fundsOrigin: z.array(z.enum(FUNDS_ORIGINS)),
    fundsOriginDescription: z.string().nullable(),
    pep: z.object({
      isPep: z.boolean(),
      familyMember: z.boolean(),
      closeAssociate: z.boolean(),
      position: z.string().nullable(),
    }),
    bankAccount: z.object({
      iban: z.string(),
      swift: z.string().nullable(),
      bankName: z.string(),
      bankCity: z.string(),
      accountOwner: z.string(),
    }),
    sanctions: z.object(Object.fromEntries(SANCTION_COUNTRIES.map((country) => [country, share]))),
    statementTrue: z.literal(true),
  })
  .meta({ id: 'KycAnswers' }) satisfies z.ZodType<KycFormData>;

const personRef = z.object({ id: idString, name: z.string().nullable() });
const reviewItemSchema = z.enum(KYC_REVIEW_ITEMS as unknown as [KycReviewItem, ...KycReviewItem[]]);

/** The identity check of a request (the manual provider: an advisor looked at the documents). */
const identityVerificationSchema = z.object({
  state: z.enum(['not-started', 'in-progress', 'confirmed']),
  provider: z.string().nullable(),
  confirmedAt: instantString.nullable(),
  confirmedBy: z.object({ id: idString, name: z.string().nullable() }).nullable(),
});
export type KycIdentityView = z.infer<typeof identityVerificationSchema>;

/** A document uploaded to a questionnaire sent back for it. */
export const kycDocumentSchema = z
  .object({
    id: idString,
    kind: z.enum(KYC_DOCUMENT_KINDS),
    name: z.string(),
    mediaType: z.string(),
    size: z.number().int(),
    uploadedAt: instantString,
  })
  .meta({ id: 'KycDocument' });
export type KycDocumentView = z.infer<typeof kycDocumentSchema>;

/** What the reviewer asked for when sending the questionnaire back (what /kyc-form shows: the form's `returned`). */
const kycReturnedSchema = z.object({
  reason: z.string().nullable(),
  items: z.array(reviewItemSchema),
  documents: z.array(kycDocumentSchema),
});
export type KycReturnedView = z.infer<typeof kycReturnedSchema>;

/** The review as the list and the detail show it. */
const reviewSchema = z.object({
  state: z.enum(KYC_REVIEW_STATES).nullable(),
  /** Null for questionnaires submitted before flags were kept, until their detail is opened. */
  riskFlags: z.array(z.enum(KYC_RISK_FLAGS)).nullable(),
  reviewedAt: instantString.nullable(),
  reviewer: personRef.nullable(),
  proposedBy: personRef.nullable(),
  reason: z.string().nullable(),
  items: z.array(reviewItemSchema),
});
export type KycReviewView = z.infer<typeof reviewSchema>;

/** One entry of a request's review history, oldest first. */
const reviewEventSchema = z.object({
  kind: z.enum(['proposed', 'approved', 'rejected', 'more-information', 'resubmitted']),
  actor: personRef.nullable(),
  reason: z.string().nullable(),
  items: z.array(reviewItemSchema),
  at: instantString,
});
export type KycReviewEvent = z.infer<typeof reviewEventSchema>;

const listRowShape = {
  id: idString,
  investorEmail: z.string(),
  /** From the submitted answers; null until then. */
  investorName: z.string().nullable(),
  advisorId: idString,
  advisorName: z.string().nullable(),
  status: z.enum(KYC_STATUSES),
  createdAt: instantString,
  openedAt: instantString.nullable(),
  submittedAt: instantString.nullable(),
  revokedAt: instantString.nullable(),
  expiresAt: instantString,
  /** True when not submitted or revoked and past expiresAt. */
  expired: z.boolean(),
  peselMasked: z.string().nullable(),
  bankAccountMasked: z.string().nullable(),
  identity: identityVerificationSchema.shape.state,
  review: reviewSchema,
};

/** One row of GET /api/advisor/kyc/investor-requests (one page; x-total-count): sensitive values masked. */
const kycListRowSchema = z.object(listRowShape).meta({ id: 'KycRequestListRow' });
export type KycRequestListRow = z.infer<typeof kycListRowSchema>;
export const kycListSchema = z.array(kycListRowSchema);

/** GET /api/advisor/kyc/investor-request/{id}, and the answer of revoke and identity-confirmed: the full answers. */
export const kycDetailSchema = z
  .object({
    ...listRowShape,
    message: z.string().nullable(),
    language: languageSchema,
    answers: kycAnswersSchema.nullable(),
    identityVerification: identityVerificationSchema,
    /** The review's history, oldest first, and the documents uploaded for it. */
    reviewHistory: z.array(reviewEventSchema),
    documents: z.array(kycDocumentSchema),
  })
  .meta({ id: 'KycRequestDetail' });
export type KycRequestDetail = z.infer<typeof kycDetailSchema>;

/** GET /public-api/kyc/investor-request/{token}: the form to fill in, with the draft saved so far. */
export const publicKycFormSchema = z
  .object({
    status: z.enum(KYC_STATUSES).exclude(['revoked', 'submitted']),
    language: languageSchema,
    investorEmail: z.string(),
    advisorName: z.string().nullable(),
    message: z.string().nullable(),
    expiresAt: instantString,
    draft: kycDraftSchema.nullable(),
    draftSavedAt: instantString.nullable(),
    /** Set when a reviewer sent the questionnaire back (status returned): what to change or add, and why. */
    returned: kycReturnedSchema.nullable(),
  })
  .meta({ id: 'PublicKycForm' });
export type PublicKycForm = z.infer<typeof publicKycFormSchema>;

/** GET /public-api/kyc/investor-request/preview/{token}: what was submitted (read only). */
export const kycPreviewSchema = z
  .object({ status: z.literal('submitted'), submittedAt: instantString, answers: kycAnswersSchema })
  .meta({ id: 'KycPreview' });
export type KycPreview = z.infer<typeof kycPreviewSchema>;

/** PUT /public-api/kyc/investor-request/{token}/draft. */
export const draftSavedSchema = z.object({ savedAt: instantString });

/** PUT /public-api/kyc/investor-request/{token}/submit. */
export const submittedSchema = z.object({ submittedAt: instantString });

/**
 * One read of an investor's KYC answers or of one of their documents (decision 0052): GET
 * /api/advisor/investors/client/{investorId}/kyc-access, newest first, coordinators only.
 */
export const kycAccessEntrySchema = z.object({
  at: instantString,
  what: z.enum(['answers', 'document']),
  documentName: z.string().nullable(),
  reader: z.object({ id: idString.nullable(), name: z.string().nullable() }),
  /** The coordinator who read it while impersonating the reader, if any. */
  impersonator: z.object({ id: idString, name: z.string().nullable() }).nullable(),
  kycRequestId: idString,
});
export type KycAccessEntry = z.infer<typeof kycAccessEntrySchema>;
