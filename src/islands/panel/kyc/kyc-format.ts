import { formatBankAccount } from '../../../lib/format/bank-account';
import { formatDate } from '../../../lib/format/date';
import { parseNumber, roundTo } from '../../../lib/format/number';
import {
  KYC_STEPS,
  SANCTION_COUNTRIES,
  type KycAddress,
  type KycFormData,
  type KycStepId,
} from '../../../lib/contracts/kyc';
import { INDEFINITELY } from '../../../lib/validation/product-rules';

/**
 * How the advisor reads a submitted KYC questionnaire (/app/kyc/{id}): every answer grouped by the form's steps
 * (KYC_STEPS), labelled with the form's own labels (kyc.field.*), values as SPEC section 5 shows them: days as
 * DD.MM.YYYY, the bank account in blocks of four, shares as percentages, countries by name.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What an unanswered field shows. */
export const EMPTY = '—';

/** A day ('YYYY-MM-DD', a timestamp's UTC day) as DD.MM.YYYY; a dash when missing or unreadable. */
export const dayText = (value: string | null | undefined): string => formatDate(value ?? null) || EMPTY;

/**
 * A share as a percentage with a decimal comma and no needless zeros: '5,5' -> '5,5 %', 0 -> '0 %', '10.25' ->
 * '10,25 %'. An empty share counts as 0 (the form's rule), anything unreadable is shown as typed.
 */
export function percentText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '0 %';
  const parsed = parseNumber(typeof value === 'number' ? value : value.trim());
  if (parsed === null) return `${String(value)} %`;
  return `${String(roundTo(parsed, 2)).replace('.', ',')} %`;
}

/** A country code as its name in the reader's language with the code: 'Polska (PL)'; the code alone when unknown. */
export function countryText(code: string | null | undefined, lang: string): string {
  const value = (code ?? '').trim().toUpperCase();
  if (!value) return EMPTY;
  try {
    const name = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(value);
    return name && name !== value ? `${name} (${value})` : value;
  } catch {
    return value;
  }
}

/** An address as the lines of an envelope: street and numbers, zip code and city, country. */
export function addressLines(address: KycAddress | null | undefined, lang: string): string[] {
  if (!address) return [];
  const numbers = address.apartmentNumber
    ? `${address.buildingNumber}/${address.apartmentNumber}`
    : address.buildingNumber;
  return [
    `${address.street} ${numbers}`.trim(),
    `${address.zipCode} ${address.city}`.trim(),
    countryText(address.country, lang),
  ].filter((line) => line && line !== EMPTY);
}

/** One answer: its label and its value, a single line or several (addresses, lists). */
export interface AnswerItem {
  /** The answer's path in the questionnaire (e.g. 'bankAccount.iban'), for tests and anchors. */
  path: string;
  label: string;
  value: string | string[];
}

export interface AnswerSection {
  step: KycStepId;
  title: string;
  items: AnswerItem[];
  /** The beneficial owners step lists each owner as a group of its own. */
  groups?: Array<{ title: string; items: AnswerItem[] }>;
}

const text = (value: string | null | undefined) => (value?.trim() ? value : EMPTY);
const yesNo = (value: boolean | null | undefined, t: Translate) =>
  value === true ? t('appKyc.yes') : value === false ? t('appKyc.no') : EMPTY;
const item = (path: string, label: string, value: string | string[]): AnswerItem => ({
  path,
  label,
  value: Array.isArray(value) && value.length === 0 ? EMPTY : value,
});

/** What a step's answers are read with: the answers, the translation, the reader's language and the field labels. */
interface SectionInput {
  answers: KycFormData;
  t: Translate;
  lang: string;
  f: (key: string) => string;
}

/** Each step's answers; fields that do not apply (e.g. property regime when not married) are left out. */
const SECTIONS: Record<KycStepId, (input: SectionInput) => Omit<AnswerSection, 'step' | 'title'>> = {
  personal: ({ answers, t, lang, f }) => ({
    items: [
      item('title', f('title'), t(`kyc.title.${answers.title}`)),
      item('firstName', f('firstName'), text(answers.firstName)),
      item('middleName', f('middleName'), text(answers.middleName)),
      item('surname', f('surname'), text(answers.surname)),
      item('familyName', f('familyName'), text(answers.familyName)),
      item('birthDate', f('birthDate'), dayText(answers.birthDate)),
      item('birthPlace', f('birthPlace'), text(answers.birthPlace)),
      item('citizenship', f('citizenship'), countryText(answers.citizenship, lang)),
      item('pesel', f('pesel'), text(answers.pesel)),
    ],
  }),
  document: ({ answers, t, lang, f }) => ({
    items: [
      item('document.type', f('document.type'), t(`advisors.form.documentType.${answers.document.type}`)),
      item('document.number', f('document.number'), text(answers.document.number)),
      item(
        'document.expiryDate',
        f('document.expiryDate'),
        answers.document.expiryDate === INDEFINITELY
          ? f('document.indefinitely')
          : dayText(answers.document.expiryDate),
      ),
      item('document.country', f('document.country'), countryText(answers.document.country, lang)),
    ],
  }),
  addresses: ({ answers, t, lang, f }) => ({
    items: [
      item('residentialAddress', f('residentialAddress'), addressLines(answers.residentialAddress, lang)),
      item(
        'correspondenceSameAsResidential',
        f('correspondenceSameAsResidential'),
        yesNo(answers.correspondenceSameAsResidential, t),
      ),
      ...(answers.correspondenceSameAsResidential
        ? []
        : [
            item(
              'correspondenceAddress',
              f('correspondenceAddress'),
              addressLines(answers.correspondenceAddress, lang),
            ),
          ]),
    ],
  }),
  status: ({ answers, t, lang, f }) => ({
    items: [
      item('maritalStatus', f('maritalStatus'), t(`kyc.maritalStatus.${answers.maritalStatus}`)),
      ...(answers.maritalStatus === 'married' && answers.propertyRegime
        ? [item('propertyRegime', f('propertyRegime'), t(`kyc.propertyRegime.${answers.propertyRegime}`))]
        : []),
      item('taxResidenceCountry', f('taxResidenceCountry'), countryText(answers.taxResidenceCountry, lang)),
      item('nip', f('nip'), text(answers.nip)),
      ...(answers.foreignTaxNumber || answers.taxResidenceCountry !== 'PL'
        ? [item('foreignTaxNumber', f('foreignTaxNumber'), text(answers.foreignTaxNumber))]
        : []),
      item('usPerson', f('usPerson'), yesNo(answers.usPerson, t)),
    ],
  }),
  owners: ({ answers, t, lang, f }) => ({
    items: [item('ownBehalf', f('ownBehalf'), yesNo(answers.ownBehalf, t))],
    groups: answers.ownBehalf
      ? []
      : answers.beneficialOwners.map((owner, i) => ({
          title: t('appKyc.detail.owner', { number: i + 1 }),
          items: [
            item(`beneficialOwners[${i}].firstName`, f('firstName'), text(owner.firstName)),
            item(`beneficialOwners[${i}].surname`, f('surname'), text(owner.surname)),
            item(`beneficialOwners[${i}].birthDate`, f('birthDate'), dayText(owner.birthDate)),
            item(`beneficialOwners[${i}].citizenship`, f('citizenship'), countryText(owner.citizenship, lang)),
            item(`beneficialOwners[${i}].pesel`, f('pesel'), text(owner.pesel)),
          ],
        })),
  }),
  funds: ({ answers, t, f }) => ({
    items: [
      item(
        'fundsOrigin',
        f('fundsOrigin'),
        answers.fundsOrigin.map((origin) => t(`kyc.fundsOrigin.${origin}`)),
      ),
      ...(answers.fundsOrigin.includes('other') || answers.fundsOriginDescription
        ? [item('fundsOriginDescription', f('fundsOriginDescription'), text(answers.fundsOriginDescription))]
        : []),
      item('pep.isPep', f('pep.isPep'), yesNo(answers.pep.isPep, t)),
      item('pep.familyMember', f('pep.familyMember'), yesNo(answers.pep.familyMember, t)),
      item('pep.closeAssociate', f('pep.closeAssociate'), yesNo(answers.pep.closeAssociate, t)),
      ...(answers.pep.position ? [item('pep.position', f('pep.position'), answers.pep.position)] : []),
    ],
  }),
  bank: ({ answers, f }) => ({
    items: [
      item('bankAccount.iban', f('bankAccount.iban'), formatBankAccount(answers.bankAccount.iban) || EMPTY),
      item('bankAccount.swift', f('bankAccount.swift'), text(answers.bankAccount.swift)),
      item('bankAccount.bankName', f('bankAccount.bankName'), text(answers.bankAccount.bankName)),
      item('bankAccount.bankCity', f('bankAccount.bankCity'), text(answers.bankAccount.bankCity)),
      item('bankAccount.accountOwner', f('bankAccount.accountOwner'), text(answers.bankAccount.accountOwner)),
    ],
  }),
  sanctions: ({ answers, t, f }) => ({
    items: [
      ...SANCTION_COUNTRIES.map((country) =>
        item(
          `sanctions.${country}`,
          t('appKyc.detail.sanctionShare', { country: t(`kyc.sanctions.${country}`) }),
          percentText((answers.sanctions as Record<string, string | number | null | undefined>)[country]),
        ),
      ),
      item('statementTrue', f('statementTrue'), yesNo(answers.statementTrue === true, t)),
    ],
  }),
};

/** The submitted answers as sections in the form's order; fields that do not apply (e.g. property regime when not married) are left out. */
export function answerSections(answers: KycFormData, t: Translate, lang: string): AnswerSection[] {
  const input: SectionInput = { answers, t, lang, f: (key: string) => t(`kyc.field.${key}`) };
  return KYC_STEPS.map((step) => ({ step: step.id, title: t(`kyc.step.${step.id}`), ...SECTIONS[step.id](input) }));
}
