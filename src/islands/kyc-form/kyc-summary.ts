// The review step's summary: the answers of each step as label/value rows in the page language, only those that
// apply (no property regime for an unmarried investor, and so on), the bank account in blocks of four.
import { formatBankAccount } from '../../lib/format/bank-account';
import type { Translate } from '../../lib/i18n-types';
import { KYC_STEPS, SANCTION_COUNTRIES, type KycStepId } from '../../lib/contracts/kyc';
import { INDEFINITELY } from '../../lib/validation/product-rules';
import { countryName } from '../../lib/format/country';
import type { AddressValues, KycFormValues } from './kyc-form-values';

interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  step: KycStepId;
  rows: SummaryRow[];
}

/** The words every step's rows are made of, in the page language. */
function summaryWords(t: Translate, lang: string, names?: ReadonlyMap<string, string>) {
  const none = t('kycForm.review.notGiven');
  const countryOr = (code: string, empty: string) => (code ? (names?.get(code) ?? countryName(code, lang)) : empty);
  return {
    t,
    none,
    /** A field's label. */
    f: (key: string) => t(`kyc.field.${key}`),
    text: (value: string) => value.trim() || none,
    yesNo: (value: boolean) => t(value ? 'kycForm.review.yes' : 'kycForm.review.no'),
    country: (code: string) => countryOr(code, none),
    /** Street with the building/apartment numbers, postcode with city, country; the parts given. */
    address: (a: AddressValues) => {
      const street = [a.street, [a.buildingNumber, a.apartmentNumber].filter(Boolean).join('/')]
        .filter(Boolean)
        .join(' ');
      return (
        [street, [a.zipCode, a.city].filter(Boolean).join(' '), countryOr(a.country, '')]
          .filter((part) => part.trim())
          .join(', ') || none
      );
    },
    /** A beneficial owner in one line: name, birth date, citizenship, PESEL; the parts given. */
    owner: (o: KycFormValues['beneficialOwners'][number]) =>
      [[o.firstName, o.surname].filter(Boolean).join(' '), o.birthDate, countryOr(o.citizenship, ''), o.pesel]
        .filter((part) => part.trim())
        .join(', ') || none,
  };
}

type Words = ReturnType<typeof summaryWords>;

/** Each step's rows, only those that apply. */
const STEP_ROWS: Record<KycStepId, (v: KycFormValues, w: Words) => SummaryRow[]> = {
  personal: (v, { t, none, f, text, country }) => [
    { label: f('title'), value: v.title ? t(`kyc.title.${v.title}`) : none },
    { label: f('firstName'), value: text(v.firstName) },
    ...(v.middleName.trim() ? [{ label: f('middleName'), value: v.middleName }] : []),
    { label: f('surname'), value: text(v.surname) },
    ...(v.familyName.trim() ? [{ label: f('familyName'), value: v.familyName }] : []),
    { label: f('birthDate'), value: text(v.birthDate) },
    { label: f('birthPlace'), value: text(v.birthPlace) },
    { label: f('citizenship'), value: country(v.citizenship) },
    { label: f('pesel'), value: text(v.pesel) },
  ],
  document: (v, { t, none, f, text, country }) => [
    { label: f('document.type'), value: v.document.type ? t(`advisors.form.documentType.${v.document.type}`) : none },
    { label: f('document.number'), value: text(v.document.number) },
    {
      label: f('document.expiryDate'),
      value: v.document.expiryDate === INDEFINITELY ? f('document.indefinitely') : text(v.document.expiryDate),
    },
    { label: f('document.country'), value: country(v.document.country) },
  ],
  addresses: (v, { t, f, address }) => [
    { label: f('residentialAddress'), value: address(v.residentialAddress) },
    {
      label: f('correspondenceAddress'),
      value: v.correspondenceSameAsResidential
        ? t('kycForm.review.sameAsResidential')
        : address(v.correspondenceAddress),
    },
  ],
  status: (v, { t, none, f, text, yesNo, country }) => [
    { label: f('maritalStatus'), value: v.maritalStatus ? t(`kyc.maritalStatus.${v.maritalStatus}`) : none },
    ...(v.maritalStatus === 'married'
      ? [{ label: f('propertyRegime'), value: v.propertyRegime ? t(`kyc.propertyRegime.${v.propertyRegime}`) : none }]
      : []),
    { label: f('taxResidenceCountry'), value: country(v.taxResidenceCountry) },
    { label: f('nip'), value: text(v.nip) },
    ...(v.foreignTaxNumber.trim() || (v.taxResidenceCountry && v.taxResidenceCountry !== 'PL')
      ? [{ label: f('foreignTaxNumber'), value: text(v.foreignTaxNumber) }]
      : []),
    { label: f('usPerson'), value: yesNo(v.usPerson) },
  ],
  owners: (v, { t, f, yesNo, owner }) => [
    { label: f('ownBehalf'), value: yesNo(v.ownBehalf) },
    ...(v.ownBehalf
      ? []
      : v.beneficialOwners.map((o, i) => ({
          label: t('kycForm.owners.item', { number: i + 1 }),
          value: owner(o),
        }))),
  ],
  funds: (v, { t, none, f, text, yesNo }) => [
    {
      label: f('fundsOrigin'),
      value: v.fundsOrigin.length ? v.fundsOrigin.map((o) => t(`kyc.fundsOrigin.${o}`)).join(', ') : none,
    },
    ...(v.fundsOrigin.includes('other')
      ? [{ label: f('fundsOriginDescription'), value: text(v.fundsOriginDescription) }]
      : []),
    { label: f('pep.isPep'), value: yesNo(v.pep.isPep) },
    { label: f('pep.familyMember'), value: yesNo(v.pep.familyMember) },
    { label: f('pep.closeAssociate'), value: yesNo(v.pep.closeAssociate) },
    ...(v.pep.isPep || v.pep.familyMember || v.pep.closeAssociate
      ? [{ label: f('pep.position'), value: text(v.pep.position) }]
      : []),
  ],
  bank: (v, { none, f, text }) => [
    { label: f('bankAccount.iban'), value: formatBankAccount(v.bankAccount.iban) || none },
    { label: f('bankAccount.swift'), value: text(v.bankAccount.swift) },
    { label: f('bankAccount.bankName'), value: text(v.bankAccount.bankName) },
    { label: f('bankAccount.bankCity'), value: text(v.bankAccount.bankCity) },
    { label: f('bankAccount.accountOwner'), value: text(v.bankAccount.accountOwner) },
  ],
  sanctions: (v, { t, f, yesNo }) => [
    ...SANCTION_COUNTRIES.map((c) => ({
      label: t(`kyc.sanctions.${c}`),
      value: `${v.sanctions[c].trim() || '0'} %`,
    })),
    { label: f('statementTrue'), value: yesNo(v.statementTrue) },
  ],
};

/** The answers step by step, as the review shows them. */
export function kycSummary(
  v: KycFormValues,
  t: Translate,
  lang: string,
  /** Country names by code as the page shows them (else the runtime's Intl names). */
  names?: ReadonlyMap<string, string>,
): SummarySection[] {
  const words = summaryWords(t, lang, names);
  return KYC_STEPS.map((step) => ({ step: step.id, rows: STEP_ROWS[step.id](v, words) }));
}
