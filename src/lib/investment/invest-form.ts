// The public invest form (/invest): what the investor sends and its field rules, shared by the page script and
// the server (src/server/public-offer/invest-form.ts) so both refuse the same input. Zod-free: see amount.ts.
import { V, type CheckResult } from '../validation/keys';
import { isPhone } from '../validation/patterns';
import { checkAmount, type AmountRules } from './amount';

/** POST /public-api/campaign-offer/{token}/invest-form. */
export interface InvestFormInput {
  /** Integer minor units of the campaign's currency. */
  investmentValue: number;
  firstName: string;
  surname: string;
  phone: string;
  consents: InvestFormConsents;
}

/** The landing's documents accepted (required when the landing has them) and its two marketing consents. */
export interface InvestFormConsents {
  documents: boolean;
  marketingConsent1: boolean;
  marketingConsent2: boolean;
}

export const NAME_MAX = 100;
const PHONE_MAX = 30;

export type InvestFormField = 'investmentValue' | 'firstName' | 'surname' | 'phone' | 'consents.documents';

const checkName = (value: string): CheckResult => {
  const text = value.trim();
  if (!text) return { key: V.required };
  return text.length > NAME_MAX ? { key: V.maxLength, params: { max: NAME_MAX } } : null;
};

const checkPhone = (value: string): CheckResult => {
  const text = value.trim();
  if (!text) return { key: V.required };
  return text.length <= PHONE_MAX && isPhone(text) ? null : { key: V.phone };
};

/** Single-field checks of the typed texts (the page checks on blur; the server all at once). */
export const INVEST_FIELD_CHECKS = { firstName: checkName, surname: checkName, phone: checkPhone } as const;

/**
 * Every failure of a whole submission, by field. `requireDocuments`: the landing has a regulation or privacy
 * document, so accepting them is required. Marketing consents are optional (GDPR: consent is freely given).
 */
export function investFormFailures(
  input: InvestFormInput,
  rules: AmountRules,
  requireDocuments: boolean,
): Partial<Record<InvestFormField, NonNullable<CheckResult>>> {
  const failures: Partial<Record<InvestFormField, NonNullable<CheckResult>>> = {};
  const amount =
    Number.isSafeInteger(input.investmentValue) && input.investmentValue > 0
      ? checkAmount(input.investmentValue, rules)
      : { key: V.number };
  if (amount) failures.investmentValue = amount;
  for (const name of ['firstName', 'surname', 'phone'] as const) {
    const failure = INVEST_FIELD_CHECKS[name](input[name]);
    if (failure) failures[name] = failure;
  }
  if (requireDocuments && !input.consents.documents) failures['consents.documents'] = { key: V.checkboxRequired };
  return failures;
}
