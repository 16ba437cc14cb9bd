// The response bodies and query string of the advisor's KYC requests API (kyc.routes.ts) as zod schemas, for the
// OpenAPI declaration of the routes and the API tests' check of every answer. They describe src/lib/contracts/kyc.ts
// (each `satisfies` the shared type); the public questionnaire's preview reuses the answers.
import { parsedListQuery, z } from '../../openapi/common';
import { parseKycListQuery } from '../../kyc/kyc-list-query';
import { DOCUMENT_TYPES } from '../../../lib/contracts/advisor';
import type { KycInvitationResult } from '../../../lib/contracts/invitation';
import {
  FUNDS_ORIGINS,
  KYC_FILTER_OPERATORS,
  KYC_SORT_FIELDS,
  KYC_STATUSES,
  KYC_TITLES,
  MARITAL_STATUSES,
  PROPERTY_REGIMES,
  SANCTION_COUNTRIES,
  KYC_DOCUMENT_KINDS,
  KYC_REVIEW_STATES,
  KYC_RISK_FLAGS,
  type KycDocumentView,
  type KycFormData,
  type KycRequestDetail,
  type KycRequestListRow,
  type KycReviewItem,
} from '../../../lib/contracts/kyc';
import { KYC_REVIEW_ITEMS } from '../../../lib/contracts/kyc-review';
import { idString, instantString, languageSchema } from '../../../lib/contracts/common';

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
export const kycAnswersSchema = z
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
  .openapi('KycAnswers') satisfies z.ZodType<KycFormData>;

const identityStateSchema = z.enum(['not-started', 'in-progress', 'confirmed']);
const personRef = z.object({ id: idString, name: z.string().nullable() });
const reviewItemSchema = z.enum(KYC_REVIEW_ITEMS as unknown as [KycReviewItem, ...KycReviewItem[]]);

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
  .openapi('KycDocument') satisfies z.ZodType<KycDocumentView>;

/** What the reviewer asked for when sending the questionnaire back (the public form's `returned`). */
export const kycReturnedSchema = z.object({
  reason: z.string().nullable(),
  items: z.array(reviewItemSchema),
  documents: z.array(kycDocumentSchema),
});

const listRowShape = {
  id: idString,
  investorEmail: z.string(),
  investorName: z.string().nullable(),
  advisorId: idString,
  advisorName: z.string().nullable(),
  status: z.enum(KYC_STATUSES),
  createdAt: instantString,
  openedAt: instantString.nullable(),
  submittedAt: instantString.nullable(),
  revokedAt: instantString.nullable(),
  expiresAt: instantString,
  expired: z.boolean(),
  peselMasked: z.string().nullable(),
  bankAccountMasked: z.string().nullable(),
  identity: identityStateSchema,
  review: z.object({
    state: z.enum(KYC_REVIEW_STATES).nullable(),
    riskFlags: z.array(z.enum(KYC_RISK_FLAGS)).nullable(),
    reviewedAt: instantString.nullable(),
    reviewer: personRef.nullable(),
    proposedBy: personRef.nullable(),
    reason: z.string().nullable(),
    items: z.array(reviewItemSchema),
  }),
};

/** GET /api/advisor/kyc/investor-requests (one page; x-total-count). */
export const kycListSchema = z.array(
  z.object(listRowShape).openapi('KycRequestListRow') satisfies z.ZodType<KycRequestListRow>,
);

/** GET /api/advisor/kyc/investor-request/{id}, and the answer of revoke and identity-confirmed. */
export const kycDetailSchema = z
  .object({
    ...listRowShape,
    message: z.string().nullable(),
    language: languageSchema,
    answers: kycAnswersSchema.nullable(),
    identityVerification: z.object({
      state: identityStateSchema,
      provider: z.string().nullable(),
      confirmedAt: instantString.nullable(),
      confirmedBy: z.object({ id: idString, name: z.string().nullable() }).nullable(),
    }),
    reviewHistory: z.array(
      z.object({
        kind: z.enum(['proposed', 'approved', 'rejected', 'more-information', 'resubmitted']),
        actor: personRef.nullable(),
        reason: z.string().nullable(),
        items: z.array(reviewItemSchema),
        at: instantString,
      }),
    ),
    documents: z.array(kycDocumentSchema),
  })
  .openapi('KycRequestDetail') satisfies z.ZodType<KycRequestDetail>;

/** POST .../send (201) and POST .../{id}/resend (200). */
export const kycInvitationResultSchema = z.object({
  id: idString,
  expiresAt: instantString,
}) satisfies z.ZodType<KycInvitationResult>;

/**
 * The list query string in the bracket style (kyc.routes.ts lists the filters), documented and parsed inside the
 * route's schema by src/server/kyc/kyc-list-query.ts, one violation per bad part (filters[1][value]); the
 * handler reads c.req.valid('query').
 */
export const kycListQuery = parsedListQuery(
  { sortFields: KYC_SORT_FIELDS, filterNames: Object.keys(KYC_FILTER_OPERATORS) },
  parseKycListQuery,
);
