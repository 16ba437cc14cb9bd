/* eslint-disable max-lines -- the questionnaire schema, one rule per field of SPEC section 5, shared by form and API */
import { z } from 'zod';
import { formatDate, parseDate } from '../format/date';
import { V } from '../validation/keys';
import { isNip, isPolishBankAccount, isSwift, isZipCodeFor } from '../validation/kyc-rules';
import { isBankAccount } from '../validation/patterns';
import { isPesel, peselMatchesBirthDate } from '../validation/pesel';
import {
  checkDocumentExpiry,
  INDEFINITELY,
  SANCTION_COUNTRIES,
  type SanctionCountry,
} from '../validation/product-rules';
import { DOCUMENT_TYPES } from './advisor';
import { checked, dateString, requiredString, sanctions } from './fields';
import { multiLine } from '../validation/text-hygiene';

// The KYC questionnaire of /kyc-form (SPEC section 3, KYC form; section 5 rules) as the browser and the server
// both check it: PUT /public-api/kyc/investor-request/{token}/submit parses the body with kycFormSchema, the
// form uses the same schema through the zod resolver, and a draft (PUT .../draft) is kycDraftSchema: every field
// optional but typed, so a half-filled questionnaire survives a closed tab. KYC_STEPS say which fields each step
// of the form shows. Messages are i18n keys (validation.* shared, kyc.validation.* our own).
// Statuses, encryption at rest and masking: docs/decisions/0019-kyc.md.

/** Statuses of a KYC request (kyc_requests.status). */
export const KYC_STATUSES = ['sent', 'opened', 'in-progress', 'submitted', 'revoked', 'returned'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_TITLES = ['mr', 'mrs'] as const;
export const MARITAL_STATUSES = ['married', 'other'] as const;
export const PROPERTY_REGIMES = ['community', 'separate'] as const;
/** Origin of the funds (SPEC section 3: 8 options); several may apply. */
export const FUNDS_ORIGINS = [
  'salary',
  'business',
  'savings',
  'investments',
  'inheritance',
  'gift',
  'propertySale',
  'other',
] as const;
export type FundsOrigin = (typeof FUNDS_ORIGINS)[number];
export const KYC_DOCUMENT_TYPES = DOCUMENT_TYPES;
export { SANCTION_COUNTRIES, type SanctionCountry };
/** At most this many beneficial owners (a questionnaire, not a register). */
export const MAX_BENEFICIAL_OWNERS = 10;

/** Messages of rules only this questionnaire has (keys of /tmp/i18n/kyc-server.json, merged into src/i18n). */
export const KYC_V = {
  swift: 'kyc.validation.swift',
  nip: 'kyc.validation.nip',
  beneficialOwnerRequired: 'kyc.validation.beneficialOwnerRequired',
  fundsOriginRequired: 'kyc.validation.fundsOriginRequired',
} as const;

/** Text of at most `max` characters (after trimming). */
const text = (max = 200) => requiredString().max(max, { error: V.maxLength });
/** Optional text: missing, null and '' (after trimming) all mean "not given" and come out as null. */
const optionalText = (max = 200) =>
  z
    .string({ error: V.invalidValue })
    .trim()
    .max(max, { error: V.maxLength })
    .nullish()
    .transform((v) => v || null);
/** ISO 3166-1 alpha-2, upper case. */
const country = () =>
  requiredString()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), { error: V.invalidValue });
/** A date in either format of SPEC section 5, stored as YYYY-MM-DD. */
const date = () => dateString().transform((value) => formatDate(parseDate(value), 'YYYY-MM-DD'));
const bool = () => z.boolean({ error: V.required });
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: V.required });

const addressSchema = z.object({
  street: text(),
  buildingNumber: text(20),
  apartmentNumber: optionalText(20),
  zipCode: text(10),
  city: text(100),
  country: country(),
});
export type KycAddress = z.output<typeof addressSchema>;

const beneficialOwnerSchema = z.object({
  firstName: text(100),
  surname: text(100),
  birthDate: date(),
  citizenship: country(),
  /** Only for Polish citizens; checked against the birth date. */
  pesel: optionalText(11),
});

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/**
 * Object-level rules still run when a field is malformed, so the form shows every problem at once (zod skips them
 * only after an empty required field, which aborts).
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

type Ctx = z.core.$RefinementCtx<unknown>;
const fail = (ctx: Ctx, path: PropertyKey[], message: string, params?: Record<string, unknown>) =>
  ctx.addIssue({ code: 'custom', message, path, ...(params ? { params } : {}) });

/** PESEL: required for Polish citizens, checksum, and the birth date it encodes matches `birthDate`. */
function checkPesel(ctx: Ctx, path: PropertyKey[], citizenship: unknown, pesel: unknown, birthDate: unknown) {
  const value = str(pesel);
  if (!value) {
    if (str(citizenship).toUpperCase() === 'PL') fail(ctx, path, V.required);
    return;
  }
  if (!isPesel(value)) return fail(ctx, path, V.peselInvalid);
  const born = str(birthDate);
  if (born && parseDate(born) && !peselMatchesBirthDate(value, born)) fail(ctx, path, V.peselBirthDate);
}

/** Postal code by the address's country (PL: NN-NNN). */
function checkZip(ctx: Ctx, path: PropertyKey[], address: unknown) {
  const a = record(address);
  const zip = str(a.zipCode);
  const countryCode = str(a.country);
  if (zip && countryCode && !isZipCodeFor(countryCode, zip)) fail(ctx, [...path, 'zipCode'], V.zipCode);
}

/** A correspondence address other than the residential one is required and checked like it. */
function checkCorrespondence(ctx: Ctx, v: Record<string, unknown>): void {
  if (
    v.correspondenceSameAsResidential === false &&
    (typeof v.correspondenceAddress !== 'object' || !v.correspondenceAddress)
  ) {
    fail(ctx, ['correspondenceAddress'], V.required);
  } else if (v.correspondenceSameAsResidential === false) {
    const parsed = addressSchema.safeParse(v.correspondenceAddress);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(ctx, ['correspondenceAddress', ...issue.path], issue.message);
    } else checkZip(ctx, ['correspondenceAddress'], v.correspondenceAddress);
  }
}

/** Someone not acting on their own behalf names at least one beneficial owner, each with a valid PESEL if Polish. */
function checkBeneficialOwners(ctx: Ctx, beneficialOwners: unknown): void {
  const owners = Array.isArray(beneficialOwners) ? beneficialOwners : [];
  if (owners.length === 0) fail(ctx, ['beneficialOwners'], KYC_V.beneficialOwnerRequired);
  owners.forEach((owner, i) => {
    const o = record(owner);
    checkPesel(ctx, ['beneficialOwners', i, 'pesel'], o.citizenship, o.pesel, o.birthDate);
  });
}

/** The questionnaire's conditional requirements (listed at kycFormSchema), on the answers as given. */
function checkKycRules(ctx: Ctx, v: Record<string, unknown>): void {
  checkPesel(ctx, ['pesel'], v.citizenship, v.pesel, v.birthDate);
  checkZip(ctx, ['residentialAddress'], v.residentialAddress);
  checkCorrespondence(ctx, v);
  if (v.maritalStatus === 'married' && !str(v.propertyRegime)) fail(ctx, ['propertyRegime'], V.required);
  if (str(v.taxResidenceCountry) && str(v.taxResidenceCountry).toUpperCase() !== 'PL' && !str(v.foreignTaxNumber)) {
    fail(ctx, ['foreignTaxNumber'], V.required);
  }
  if (v.ownBehalf === false) checkBeneficialOwners(ctx, v.beneficialOwners);
  if (Array.isArray(v.fundsOrigin) && v.fundsOrigin.includes('other') && !str(v.fundsOriginDescription)) {
    fail(ctx, ['fundsOriginDescription'], V.required);
  }
  const pep = record(v.pep);
  if ((pep.isPep === true || pep.familyMember === true || pep.closeAssociate === true) && !str(pep.position)) {
    fail(ctx, ['pep', 'position'], V.required);
  }
  const bank = record(v.bankAccount);
  const swift = str(bank.swift);
  if (swift && !isSwift(swift)) fail(ctx, ['bankAccount', 'swift'], KYC_V.swift);
  else if (!swift && str(bank.iban) && !isPolishBankAccount(str(bank.iban)))
    fail(ctx, ['bankAccount', 'swift'], V.required);
}

/**
 * The whole questionnaire. `clock` is today's source for the document expiry (at least 7 days ahead, or
 * 'indefinitely'); the server passes its injected clock. Conditional requirements: PESEL for Polish citizens,
 * property regime only when married (dropped otherwise), a correspondence address unless it is the residential
 * one, beneficial owners unless acting on one's own behalf, a description when the funds come from 'other',
 * the PEP position when any PEP flag is set, a foreign tax number when resident abroad, SWIFT for a foreign account.
 */
export const kycFormSchema = (clock: () => Date | number) =>
  z
    .object({
      title: choice(KYC_TITLES),
      firstName: text(100),
      middleName: optionalText(100),
      surname: text(100),
      familyName: optionalText(100),
      birthDate: date(),
      birthPlace: text(100),
      citizenship: country(),
      pesel: optionalText(11),
      document: z.object({
        type: choice(DOCUMENT_TYPES),
        number: text(50),
        expiryDate: z
          .string({ error: V.required })
          .superRefine((value, ctx) => {
            const failure = checkDocumentExpiry(value, clock());
            if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
          })
          .transform((value) => (value === INDEFINITELY ? INDEFINITELY : formatDate(parseDate(value), 'YYYY-MM-DD'))),
        country: country(),
      }),
      residentialAddress: addressSchema,
      correspondenceSameAsResidential: bool(),
      correspondenceAddress: addressSchema.nullish(),
      maritalStatus: choice(MARITAL_STATUSES),
      propertyRegime: choice(PROPERTY_REGIMES).nullish(),
      taxResidenceCountry: country(),
      nip: optionalText(13).refine((v) => !v || isNip(v), { error: KYC_V.nip }),
      foreignTaxNumber: optionalText(50),
      usPerson: bool(),
      ownBehalf: bool(),
      beneficialOwners: z.array(beneficialOwnerSchema).max(MAX_BENEFICIAL_OWNERS, { error: V.maxValue }).default([]),
      fundsOrigin: z
        .array(choice(FUNDS_ORIGINS), { error: KYC_V.fundsOriginRequired })
        .min(1, { error: KYC_V.fundsOriginRequired })
        .transform((values) => [...new Set(values)]),
      fundsOriginDescription: multiLine(optionalText(1000)),
      pep: z.object({
        isPep: bool(),
        familyMember: bool(),
        closeAssociate: bool(),
        position: optionalText(200),
      }),
      bankAccount: z.object({
        iban: text(42)
          .refine(isBankAccount, { error: V.bankAccount })
          .transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
        swift: optionalText(14).transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null)),
        bankName: text(100),
        bankCity: text(100),
        accountOwner: text(200),
      }),
      sanctions: sanctions(),
      statementTrue: checked(),
    })
    .superRefine((raw, ctx) => checkKycRules(ctx, record(raw)), always)
    .transform((v) => ({
      ...v,
      // What does not apply is not kept, so the stored answers never carry a stale choice.
      propertyRegime: v.maritalStatus === 'married' ? (v.propertyRegime ?? null) : null,
      correspondenceAddress: v.correspondenceSameAsResidential ? null : (v.correspondenceAddress ?? null),
      beneficialOwners: v.ownBehalf ? [] : v.beneficialOwners,
      pep: v.pep.isPep || v.pep.familyMember || v.pep.closeAssociate ? v.pep : { ...v.pep, position: null },
    }));

export type KycFormInput = z.input<ReturnType<typeof kycFormSchema>>;
export type KycFormData = z.output<ReturnType<typeof kycFormSchema>>;

// The draft: the same fields, each optional and only type- and size-checked (no rules, no cross-checks), so
// whatever the investor has typed so far can be kept. Unknown keys are dropped; sizes stop abuse of the store.
const draftText = (max = 200) => z.string().max(max, { error: V.maxLength }).nullish();
const draftBool = () => z.boolean().nullish();
const draftAddress = z
  .object({
    street: draftText(),
    buildingNumber: draftText(20),
    apartmentNumber: draftText(20),
    zipCode: draftText(10),
    city: draftText(100),
    country: draftText(2),
  })
  .partial()
  .nullish();

export const kycDraftSchema = z
  .object({
    title: z.enum(KYC_TITLES).nullish(),
    firstName: draftText(100),
    middleName: draftText(100),
    surname: draftText(100),
    familyName: draftText(100),
    birthDate: draftText(10),
    birthPlace: draftText(100),
    citizenship: draftText(2),
    pesel: draftText(11),
    document: z
      .object({
        type: z.enum(DOCUMENT_TYPES).nullish(),
        number: draftText(50),
        expiryDate: draftText(12),
        country: draftText(2),
      })
      .partial()
      .nullish(),
    residentialAddress: draftAddress,
    correspondenceSameAsResidential: draftBool(),
    correspondenceAddress: draftAddress,
    maritalStatus: z.enum(MARITAL_STATUSES).nullish(),
    propertyRegime: z.enum(PROPERTY_REGIMES).nullish(),
    taxResidenceCountry: draftText(2),
    nip: draftText(13),
    foreignTaxNumber: draftText(50),
    usPerson: draftBool(),
    ownBehalf: draftBool(),
    beneficialOwners: z
      .array(
        z
          .object({
            firstName: draftText(100),
            surname: draftText(100),
            birthDate: draftText(10),
            citizenship: draftText(2),
            pesel: draftText(11),
          })
          .partial(),
      )
      .max(MAX_BENEFICIAL_OWNERS, { error: V.maxValue })
      .nullish(),
    fundsOrigin: z.array(z.enum(FUNDS_ORIGINS)).max(FUNDS_ORIGINS.length).nullish(),
    fundsOriginDescription: multiLine(draftText(1000)),
    pep: z
      .object({ isPep: draftBool(), familyMember: draftBool(), closeAssociate: draftBool(), position: draftText(200) })
      .partial()
      .nullish(),
    bankAccount: z
      .object({
        iban: draftText(42),
        swift: draftText(14),
        bankName: draftText(100),
        bankCity: draftText(100),
        accountOwner: draftText(200),
      })
      .partial()
      .nullish(),
    sanctions: z
      .object(
        Object.fromEntries(
          SANCTION_COUNTRIES.map((c) => [c, z.union([z.string().max(10), z.number()]).nullish()]),
        ) as Record<SanctionCountry, z.ZodOptional<z.ZodNullable<z.ZodUnion<[z.ZodString, z.ZodNumber]>>>>,
      )
      .partial()
      .nullish(),
    statementTrue: draftBool(),
  })
  .partial();
export type KycDraft = z.output<typeof kycDraftSchema>;

/** The steps of /kyc-form in order, and the top-level fields each one shows (a field's errors go to its step). */
export const KYC_STEPS = [
  {
    id: 'personal',
    fields: [
      'title',
      'firstName',
      'middleName',
      'surname',
      'familyName',
      'birthDate',
      'birthPlace',
      'citizenship',
      'pesel',
    ],
  },
  { id: 'document', fields: ['document'] },
  { id: 'addresses', fields: ['residentialAddress', 'correspondenceSameAsResidential', 'correspondenceAddress'] },
  {
    id: 'status',
    fields: ['maritalStatus', 'propertyRegime', 'taxResidenceCountry', 'nip', 'foreignTaxNumber', 'usPerson'],
  },
  { id: 'owners', fields: ['ownBehalf', 'beneficialOwners'] },
  { id: 'funds', fields: ['fundsOrigin', 'fundsOriginDescription', 'pep'] },
  { id: 'bank', fields: ['bankAccount'] },
  { id: 'sanctions', fields: ['sanctions', 'statementTrue'] },
] as const satisfies ReadonlyArray<{ id: string; fields: ReadonlyArray<keyof KycFormData> }>;
export type KycStepId = (typeof KYC_STEPS)[number]['id'];

/** The step a violation's property path (e.g. 'bankAccount.iban', 'beneficialOwners[0].pesel') belongs to. */
export function kycStepOf(propertyPath: string): KycStepId | undefined {
  const top = propertyPath.split(/[.[]/)[0];
  return KYC_STEPS.find((step) => (step.fields as readonly string[]).includes(top ?? ''))?.id;
}

// What the API answers (the public form, the advisor's requests): ./kyc-views.ts.

// --- The review (issue 19, docs/decisions/0048-kyc-review.md; rules in ./kyc-review.ts) ---

export const KYC_REVIEW_STATES = ['pending', 'proposed', 'approved', 'rejected', 'more-information'] as const;
export type KycReviewState = (typeof KYC_REVIEW_STATES)[number];

/** Documents a reviewer may ask for; the investor uploads them on the questionnaire sent back. */
export const KYC_DOCUMENT_KINDS = ['identity-document', 'address-document', 'funds-document'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export type KycReviewItem = KycStepId | KycDocumentKind;

export const KYC_RISK_FLAGS = ['pep', 'sanctions', 'funds-document'] as const;
export type KycRiskFlag = (typeof KYC_RISK_FLAGS)[number];

export const KYC_SORT_FIELDS = [
  /** The review queue: waiting for a decision first (oldest submission first), then the rest, newest first. */
  'queue',
  'createdAt',
  'submittedAt',
  'expiresAt',
  'status',
  'investorEmail',
  'investorName',
  'advisorName',
] as const;
export type KycSortField = (typeof KYC_SORT_FIELDS)[number];
export const DEFAULT_KYC_SORT = { name: 'queue', order: 'asc' } as const;
/** Filters of the list and their operators (like the offers list). */
export const KYC_FILTER_OPERATORS = {
  investorEmail: ['like', 'leq'],
  investorName: ['like', 'leq'],
  advisorName: ['like', 'leq'],
  status: ['in'],
  identity: ['in'],
  review: ['in'],
  createdAt: ['gte', 'lte'],
  submittedAt: ['gte', 'lte'],
} as const;
export type KycFilterName = keyof typeof KYC_FILTER_OPERATORS;
