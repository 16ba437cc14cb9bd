/* eslint-disable max-lines -- one mapping per questionnaire field in each direction: draft, values, schema input */
// The questionnaire of /kyc-form as the form holds it (every text a string, every flag a boolean, choices ''
// until made) and the conversions around it: the saved draft -> values, values -> draft (PUT .../draft) and
// values -> the input of the shared schema (src/lib/contracts/kyc.ts), whose zod rules are the form's resolver.
// What does not apply (property regime of an unmarried investor, a correspondence address equal to the
// residential one, beneficial owners of someone acting on their own behalf) is left out of the checked input,
// so a hidden field never blocks a step, yet stays in the form (and the draft) should the answer change back.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { formatBankAccount } from '../../lib/format/bank-account';
import { formatDate } from '../../lib/format/date';
import { parseMoney } from '../../lib/format/money';
import type { Translate } from '../../lib/i18n-types';
import {
  FUNDS_ORIGINS,
  KYC_DOCUMENT_KINDS,
  KYC_STEPS,
  kycFormSchema,
  type FundsOrigin,
  type KycDraft,
  type KycFormData,
  type KycFormInput,
  type KycStepId,
  SANCTION_COUNTRIES,
  type SanctionCountry,
} from '../../lib/contracts/kyc';
import type { KycReturnedView } from '../../lib/contracts/kyc-views';
import { peselBirthDate } from '../../lib/validation/pesel';
import { issueMessage, issueParams, type IssueLike } from '../../lib/validation/zod-issues';

export interface AddressValues {
  street: string;
  buildingNumber: string;
  apartmentNumber: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface OwnerValues {
  firstName: string;
  surname: string;
  birthDate: string;
  citizenship: string;
  pesel: string;
}

export interface KycFormValues {
  title: '' | 'mr' | 'mrs';
  firstName: string;
  middleName: string;
  surname: string;
  familyName: string;
  birthDate: string;
  birthPlace: string;
  citizenship: string;
  pesel: string;
  document: { type: '' | 'ID_CARD' | 'PASSPORT'; number: string; expiryDate: string; country: string };
  residentialAddress: AddressValues;
  correspondenceSameAsResidential: boolean;
  correspondenceAddress: AddressValues;
  maritalStatus: '' | 'married' | 'other';
  propertyRegime: '' | 'community' | 'separate';
  taxResidenceCountry: string;
  nip: string;
  foreignTaxNumber: string;
  usPerson: boolean;
  ownBehalf: boolean;
  beneficialOwners: OwnerValues[];
  fundsOrigin: FundsOrigin[];
  fundsOriginDescription: string;
  pep: { isPep: boolean; familyMember: boolean; closeAssociate: boolean; position: string };
  bankAccount: { iban: string; swift: string; bankName: string; bankCity: string; accountOwner: string };
  sanctions: Record<SanctionCountry, string>;
  statementTrue: boolean;
}

/** Poland is where nearly every investor lives: the country fields start there (a choice, not a rule). */
export const HOME_COUNTRY = 'PL';

const emptyAddress = (): AddressValues => ({
  street: '',
  buildingNumber: '',
  apartmentNumber: '',
  zipCode: '',
  city: '',
  country: HOME_COUNTRY,
});
export const emptyOwner = (): OwnerValues => ({
  firstName: '',
  surname: '',
  birthDate: '',
  citizenship: HOME_COUNTRY,
  pesel: '',
});
const emptySanctions = () =>
  Object.fromEntries(SANCTION_COUNTRIES.map((c) => [c, ''])) as Record<SanctionCountry, string>;

export function emptyKycValues(): KycFormValues {
  return {
    title: '',
    firstName: '',
    middleName: '',
    surname: '',
    familyName: '',
    birthDate: '',
    birthPlace: '',
    citizenship: HOME_COUNTRY,
    pesel: '',
    document: { type: '', number: '', expiryDate: '', country: HOME_COUNTRY },
    residentialAddress: emptyAddress(),
    correspondenceSameAsResidential: true,
    correspondenceAddress: emptyAddress(),
    maritalStatus: '',
    propertyRegime: '',
    taxResidenceCountry: HOME_COUNTRY,
    nip: '',
    foreignTaxNumber: '',
    usPerson: false,
    ownBehalf: true,
    beneficialOwners: [],
    fundsOrigin: [],
    fundsOriginDescription: '',
    pep: { isPep: false, familyMember: false, closeAssociate: false, position: '' },
    bankAccount: { iban: '', swift: '', bankName: '', bankCity: '', accountOwner: '' },
    sanctions: emptySanctions(),
    statementTrue: false,
  };
}

const s = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const b = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const isFundsOrigin = (value: unknown): value is FundsOrigin => FUNDS_ORIGINS.some((origin) => origin === value);

const rec = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function addressOf(value: unknown): AddressValues {
  const a = rec(value);
  const empty = emptyAddress();
  return {
    street: s(a.street),
    buildingNumber: s(a.buildingNumber),
    apartmentNumber: s(a.apartmentNumber),
    zipCode: s(a.zipCode),
    city: s(a.city),
    country: s(a.country, empty.country) || empty.country,
  };
}

/** The form filled with a saved draft (anything missing keeps its empty value). */
export function draftToValues(draft: KycDraft | null | undefined): KycFormValues {
  const empty = emptyKycValues();
  if (!draft) return empty;
  const d = rec(draft);
  const doc = rec(d.document);
  const pep = rec(d.pep);
  const bank = rec(d.bankAccount);
  const sanctions = rec(d.sanctions);
  return {
    title: (d.title as KycFormValues['title']) ?? '',
    firstName: s(d.firstName),
    middleName: s(d.middleName),
    surname: s(d.surname),
    familyName: s(d.familyName),
    birthDate: s(d.birthDate),
    birthPlace: s(d.birthPlace),
    citizenship: s(d.citizenship) || empty.citizenship,
    pesel: s(d.pesel),
    document: {
      type: (doc.type as KycFormValues['document']['type']) ?? '',
      number: s(doc.number),
      expiryDate: s(doc.expiryDate),
      country: s(doc.country) || empty.document.country,
    },
    residentialAddress: addressOf(d.residentialAddress),
    correspondenceSameAsResidential: b(d.correspondenceSameAsResidential, true),
    correspondenceAddress: addressOf(d.correspondenceAddress),
    maritalStatus: (d.maritalStatus as KycFormValues['maritalStatus']) ?? '',
    propertyRegime: (d.propertyRegime as KycFormValues['propertyRegime']) ?? '',
    taxResidenceCountry: s(d.taxResidenceCountry) || empty.taxResidenceCountry,
    nip: s(d.nip),
    foreignTaxNumber: s(d.foreignTaxNumber),
    usPerson: b(d.usPerson, false),
    ownBehalf: b(d.ownBehalf, true),
    beneficialOwners: (Array.isArray(d.beneficialOwners) ? d.beneficialOwners : []).map((o) => {
      const owner = rec(o);
      return {
        firstName: s(owner.firstName),
        surname: s(owner.surname),
        birthDate: s(owner.birthDate),
        citizenship: s(owner.citizenship) || HOME_COUNTRY,
        pesel: s(owner.pesel),
      };
    }),
    fundsOrigin: Array.isArray(d.fundsOrigin) ? d.fundsOrigin.filter(isFundsOrigin) : [],
    fundsOriginDescription: s(d.fundsOriginDescription),
    pep: {
      isPep: b(pep.isPep, false),
      familyMember: b(pep.familyMember, false),
      closeAssociate: b(pep.closeAssociate, false),
      position: s(pep.position),
    },
    bankAccount: {
      iban: formatBankAccount(s(bank.iban)),
      swift: s(bank.swift),
      bankName: s(bank.bankName),
      bankCity: s(bank.bankCity),
      accountOwner: s(bank.accountOwner),
    },
    sanctions: Object.fromEntries(SANCTION_COUNTRIES.map((c) => [c, s(sanctions[c])])) as Record<
      SanctionCountry,
      string
    >,
    statementTrue: b(d.statementTrue, false),
  };
}

/** Empty text is "not given yet" in a draft. */
const n = (value: string): string | null => (value === '' ? null : value);
const nAddress = (a: AddressValues) => ({
  street: n(a.street),
  buildingNumber: n(a.buildingNumber),
  apartmentNumber: n(a.apartmentNumber),
  zipCode: n(a.zipCode),
  city: n(a.city),
  country: n(a.country),
});

/** What PUT .../draft keeps: everything typed so far, hidden answers included (they may apply again). */
export function valuesToDraft(v: KycFormValues): KycDraft {
  return {
    title: v.title || null,
    firstName: n(v.firstName),
    middleName: n(v.middleName),
    surname: n(v.surname),
    familyName: n(v.familyName),
    birthDate: n(v.birthDate),
    birthPlace: n(v.birthPlace),
    citizenship: n(v.citizenship),
    pesel: n(v.pesel),
    document: {
      type: v.document.type || null,
      number: n(v.document.number),
      expiryDate: n(v.document.expiryDate),
      country: n(v.document.country),
    },
    residentialAddress: nAddress(v.residentialAddress),
    correspondenceSameAsResidential: v.correspondenceSameAsResidential,
    correspondenceAddress: nAddress(v.correspondenceAddress),
    maritalStatus: v.maritalStatus || null,
    propertyRegime: v.propertyRegime || null,
    taxResidenceCountry: n(v.taxResidenceCountry),
    nip: n(v.nip),
    foreignTaxNumber: n(v.foreignTaxNumber),
    usPerson: v.usPerson,
    ownBehalf: v.ownBehalf,
    beneficialOwners: v.beneficialOwners.map((o) => ({
      firstName: n(o.firstName),
      surname: n(o.surname),
      birthDate: n(o.birthDate),
      citizenship: n(o.citizenship),
      pesel: n(o.pesel),
    })),
    fundsOrigin: [...v.fundsOrigin],
    fundsOriginDescription: n(v.fundsOriginDescription),
    pep: { ...v.pep, position: n(v.pep.position) },
    bankAccount: {
      iban: n(v.bankAccount.iban),
      swift: n(v.bankAccount.swift),
      bankName: n(v.bankAccount.bankName),
      bankCity: n(v.bankAccount.bankCity),
      accountOwner: n(v.bankAccount.accountOwner),
    },
    sanctions: Object.fromEntries(SANCTION_COUNTRIES.map((c) => [c, n(v.sanctions[c])])),
    statementTrue: v.statementTrue,
  };
}

/** The input of the shared schema: the answers that apply (see the header). */
export function valuesToInput(v: KycFormValues): KycFormInput {
  return {
    ...v,
    title: v.title as KycFormInput['title'],
    document: { ...v.document, type: v.document.type as KycFormInput['document']['type'] },
    maritalStatus: v.maritalStatus as KycFormInput['maritalStatus'],
    propertyRegime: v.maritalStatus === 'married' && v.propertyRegime ? v.propertyRegime : null,
    correspondenceAddress: v.correspondenceSameAsResidential ? null : v.correspondenceAddress,
    beneficialOwners: v.ownBehalf ? [] : v.beneficialOwners,
    // The schema reads an empty share as 0; the form sends what was typed.
    sanctions: { ...v.sanctions },
    // Unticked is sent as it is: the schema's rule says the statement must be ticked.
    statementTrue: v.statementTrue as true,
  };
}

/** The translated message of a schema issue: the shared validation.* keys with their values, or our kyc.* keys. */
function kycIssueMessage(issue: IssueLike, t: Translate): string {
  if (issue.message.startsWith('kyc.')) return t(issue.message, issueParams(issue));
  return issueMessage(issue, t);
}

/** Fills for required answers still empty (see kycIssues): valid, and neutral for every cross-field rule. */
const FILL = {
  text: 'x',
  country: 'DE',
  taxCountry: 'PL',
  zip: '00-000',
  date: '2000-01-01',
  iban: 'PL61109010140000071219812874',
};

/**
 * The answers with every empty required field filled (and the paths filled). The shared schema skips its
 * cross-field rules (PESEL against the birth date, zip codes, conditional requirements) while any required field
 * is empty; a questionnaire filled step by step always has empty fields further on, so the rules run on this copy.
 * A birth date is filled with the one a valid PESEL gives, so the fill never contradicts what was typed.
 */
function withRequiredFilled(v: KycFormValues): { values: KycFormValues; filled: Set<string> } {
  const filled = new Set<string>();
  const copy = structuredClone(v);
  const fill = (object: Record<string, unknown>, key: string, path: string, value: string) => {
    if (typeof object[key] === 'string' && object[key].trim() === '') {
      object[key] = value;
      filled.add(path);
    }
  };
  const birthFill = (pesel: string) => {
    const date = peselBirthDate(pesel.trim());
    return date ? formatDate(date, 'YYYY-MM-DD') : FILL.date;
  };
  const person = copy as unknown as Record<string, unknown>;
  for (const key of ['firstName', 'surname', 'birthPlace']) fill(person, key, key, FILL.text);
  fill(person, 'birthDate', 'birthDate', birthFill(copy.pesel));
  fill(person, 'citizenship', 'citizenship', FILL.country);
  fill(person, 'taxResidenceCountry', 'taxResidenceCountry', FILL.taxCountry);
  fill(copy.document, 'number', 'document.number', FILL.text);
  fill(copy.document, 'country', 'document.country', FILL.country);
  for (const prefix of ['residentialAddress', 'correspondenceAddress'] as const) {
    const address = copy[prefix] as unknown as Record<string, unknown>;
    for (const key of ['street', 'buildingNumber', 'city']) fill(address, key, `${prefix}.${key}`, FILL.text);
    fill(address, 'zipCode', `${prefix}.zipCode`, FILL.zip);
    fill(address, 'country', `${prefix}.country`, FILL.country);
  }
  copy.beneficialOwners.forEach((owner, i) => {
    const o = owner as unknown as Record<string, unknown>;
    for (const key of ['firstName', 'surname']) fill(o, key, `beneficialOwners.${i}.${key}`, FILL.text);
    fill(o, 'birthDate', `beneficialOwners.${i}.birthDate`, birthFill(owner.pesel));
    fill(o, 'citizenship', `beneficialOwners.${i}.citizenship`, FILL.country);
  });
  const bank = copy.bankAccount as unknown as Record<string, unknown>;
  fill(bank, 'iban', 'bankAccount.iban', FILL.iban);
  for (const key of ['bankName', 'bankCity', 'accountOwner']) fill(bank, key, `bankAccount.${key}`, FILL.text);
  return { values: copy, filled };
}

type KycParse = { success: true; data: KycFormData } | { success: false; issues: IssueLike[] };

/**
 * Every issue of the answers: the shared schema's, plus the cross-field rules it skipped because a required field
 * is still empty (found on a copy with those fields filled; issues of the filled fields themselves are dropped,
 * the first pass already says they are required).
 */
function kycIssues(values: KycFormValues, clock: () => number): KycParse {
  const schema = kycFormSchema(clock);
  const parsed = schema.safeParse(valuesToInput(values));
  if (parsed.success) return { success: true, data: parsed.data };
  const issues: IssueLike[] = [...parsed.error.issues];
  const { values: complete, filled } = withRequiredFilled(values);
  if (filled.size === 0) return { success: false, issues };
  const second = schema.safeParse(valuesToInput(complete));
  if (second.success) return { success: false, issues };
  const seen = new Set(issues.map((issue) => issue.path.map(String).join('.')));
  for (const issue of second.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!seen.has(path) && !filled.has(path)) issues.push(issue);
  }
  return { success: false, issues };
}

/**
 * The resolver of the whole questionnaire: the shared schema (with the page's clock for the document expiry)
 * on the answers that apply, each failing field given the first issue's translated message.
 */
export function kycResolver(clock: () => number, t: Translate): Resolver<KycFormValues, unknown, KycFormData> {
  return async (values, _context, options) => {
    const parsed = kycIssues(values, clock);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.issues) {
      const path = issue.path.map(String).join('.');
      if (!path || errors[path]) continue;
      errors[path] = { type: issue.code, message: kycIssueMessage(issue, t) };
    }
    // A field and its own parts never both carry an error object: the parts win (they name the inputs).
    for (const path of Object.keys(errors)) {
      if (Object.keys(errors).some((other) => other.startsWith(`${path}.`))) delete errors[path];
    }
    return { values: {}, errors: toNestErrors<KycFormValues>(errors, options) };
  };
}

/** The review step after the questionnaire's own steps. */
export const REVIEW_STEP = 'review' as const;
/** The uploads of a questionnaire sent back for documents (decision 0048). */
export const DOCUMENTS_STEP = 'documents' as const;
export type FormStepId = KycStepId | typeof DOCUMENTS_STEP | typeof REVIEW_STEP;
export const FORM_STEPS: readonly FormStepId[] = [...KYC_STEPS.map((step) => step.id), REVIEW_STEP];

/**
 * The steps the investor goes through: all of them, or for a questionnaire sent back only the parts the reviewer
 * asked for (in the form's order), the documents if any were asked, and the review.
 */
export function formSteps(returned: Pick<KycReturnedView, 'items'> | null): readonly FormStepId[] {
  if (!returned) return FORM_STEPS;
  const asked = KYC_STEPS.map((step) => step.id).filter((id) => returned.items.includes(id));
  const documents = returned.items.some((item) => (KYC_DOCUMENT_KINDS as readonly string[]).includes(item));
  return [...asked, ...(documents ? [DOCUMENTS_STEP] : []), REVIEW_STEP];
}

/** The top-level fields a step validates (the review step: none of its own). */
export function stepFields(step: FormStepId): readonly string[] {
  return KYC_STEPS.find((s) => s.id === step)?.fields ?? [];
}

/** A server violation's path ('beneficialOwners[0].pesel') as the form's field name ('beneficialOwners.0.pesel'). */
export const fieldNameOfPath = (propertyPath: string): string => propertyPath.replace(/\[(\d+)\]/g, '.$1');

/** The step of a form field name (its top-level part). */
export function stepOfField(name: string): KycStepId | undefined {
  const top = name.split('.')[0] ?? '';
  return KYC_STEPS.find((step) => (step.fields as readonly string[]).includes(top))?.id;
}

/**
 * The sanctions total in hundredths of a percent ('12,5' + '30' -> 4250), or null when a share is not a number;
 * the running total the form shows (the rule itself is the schema's).
 */
export function sanctionsTotal(shares: Partial<Record<SanctionCountry, string>>): number | null {
  let total = 0;
  for (const country of SANCTION_COUNTRIES) {
    const text = (shares[country] ?? '').trim();
    if (!text) continue;
    const value = parseMoney(text);
    if (value === null || value < 0) return null;
    total += value;
  }
  return total;
}

/** Hundredths of a percent as the page writes them: '42,5 %' (no needless zeros). */
export function formatPercent(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  const decimals = fraction === 0 ? '' : `,${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole}${decimals} %`;
}

/**
 * The step to open: the first one whose answers do not pass yet (the one the investor was filling when the tab
 * closed), or the review when everything passes. The draft has no step of its own, so it is found again from
 * the answers, on any device.
 */
export function resumeStep(values: KycFormValues, clock: () => number): FormStepId {
  const parsed = kycIssues(values, clock);
  if (parsed.success) return REVIEW_STEP;
  const failing = new Set(parsed.issues.map((issue) => stepOfField(issue.path.map(String).join('.'))));
  return FORM_STEPS.find((step) => failing.has(step as KycStepId)) ?? REVIEW_STEP;
}
