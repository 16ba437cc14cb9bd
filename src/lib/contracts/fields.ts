import { z } from 'zod';
import { V } from '../validation/keys';
import { isBankAccount, isPhone, isStrongPassword, isZipCode } from '../validation/patterns';
import { passes } from '../validation/rule-check';
import { isPesel, peselMatchesBirthDate } from '../validation/pesel';
import {
  checkDocumentExpiry,
  checkInviteMessage,
  checkInvestmentValue,
  checkSanctions,
  splitEmailList,
  SANCTION_COUNTRIES,
  type InvestmentBounds,
} from '../validation/product-rules';
import { parseDate } from '../format/date';
import { singleLine } from '../validation/text-hygiene';

/**
 * Zod building blocks for the forms of SPEC section 5. Every message is an i18n key (validation.*), so one
 * schema serves the form (translated with issueMessage) and the API (keys in violations). The generic checks
 * (required, email, url, number bounds, length, accepted) are the rule set's (src/lib/validation/rules.ts, through
 * rule-check.ts): one source of rules for every form.
 */

/**
 * A required text: trimmed, non-empty, single-line (no control or bidirectional characters: text-hygiene.ts, as
 * the server's entry check); when empty or unsafe, no further check of the field reports.
 */
export const requiredString = () =>
  singleLine(
    z
      .string({ error: V.required })
      .trim()
      .refine((value) => passes(value, ['required']), { error: V.required, abort: true }),
  );

/** Optional text: '' and missing both mean "not given"; single-line like requiredString. */
export const optionalString = () => singleLine(z.string().trim().optional().or(z.literal('')));

/** Required, with its own message when the value is malformed. */
const requiredMatching = (check: (value: string) => boolean, key: string) =>
  requiredString().refine(check, { error: key });

export const email = () => requiredMatching((value) => passes(value, ['email']), V.email);
export const strongPassword = () =>
  z
    .string({ error: V.required })
    .refine((value) => passes(value, ['required']), { error: V.required, abort: true })
    .refine(isStrongPassword, { error: V.passwordTooWeak });
export const zipCode = () => requiredMatching(isZipCode, V.zipCode);
export const bankAccount = () => requiredMatching(isBankAccount, V.bankAccount);
export const phone = () => requiredMatching(isPhone, V.phone);
export const url = () => requiredMatching((value) => passes(value, ['url']), V.url);
export const pesel = () => requiredMatching(isPesel, V.peselInvalid);
/** A required date as YYYY-MM-DD or DD.MM.YYYY. */
export const dateString = () => requiredMatching((value) => parseDate(value) !== null, V.invalidDate);

/** Text with a minimum and/or maximum length. */
export const lengthBetween = (min: number, max?: number) => {
  const base = z
    .string({ error: V.required })
    .refine((value) => (min >= 1 ? passes(value, ['required']) : true), { error: V.required, abort: true })
    .refine((value) => passes(value, [['length', String(min)]]), { error: V.minLength });
  return max === undefined
    ? base
    : base.refine((value) => passes(value, [['length', '0', String(max)]]), { error: V.maxLength });
};

/** A number (already parsed) between bounds. */
export const numberBetween = (min?: number, max?: number) =>
  z
    .number({ error: V.number })
    .refine((value) => min === undefined || passes(value, [['min', String(min)]]), { error: V.minValue })
    .refine((value) => max === undefined || passes(value, [['max', String(max)]]), { error: V.maxValue });

/** A checkbox that must be ticked (e.g. the client's consent to process personal data). */
export const checked = () =>
  z.literal(true, { error: V.checkboxRequired }).refine((value) => passes(value, ['accepted']), {
    error: V.checkboxRequired,
  });

/** Client e-mails separated by ';' without spaces; parses to the list of distinct e-mails. */
export const emailList = () =>
  requiredString()
    .refine((value) => splitEmailList(value) !== null, { error: V.emailList })
    .transform((value) => splitEmailList(value) ?? []);

/** The invitation message: empty, the default single space, or at least 10 characters. */
export const inviteMessage = () =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const failure = checkInviteMessage(value);
      if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
    });

/** At least one item (networks: V.networkRequired; industries: V.industryRequired). */
export const atLeastOne = <T extends z.ZodType>(item: T, key: string) =>
  // The rule set's min on a list (at least n items), as zod's min so the OpenAPI document says minItems: 1.
  z.array(item, { error: key }).min(1, { error: key });

/** Document expiry: at least 7 days from the injected clock's today, or 'indefinitely'. */
export const documentExpiry = (clock: () => Date | number) =>
  z.string({ error: V.required }).superRefine((value, ctx) => {
    const failure = checkDocumentExpiry(value, clock());
    if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
  });

const percentage = z.union([z.string(), z.number()]).nullable().optional();
/** The sanctions questionnaire: a share per country, totalling at most 100 %. */
export const sanctions = () =>
  z.object(Object.fromEntries(SANCTION_COUNTRIES.map((c) => [c, percentage]))).superRefine((shares, ctx) => {
    const failure = checkSanctions(shares);
    if (failure) ctx.addIssue({ code: 'custom', message: failure.key, path: failure.country ? [failure.country] : [] });
  });

/** An investment in integer minor units within the campaign's minimum, maximum and step. */
export const investmentValue = (bounds: InvestmentBounds) =>
  z.number({ error: V.required }).superRefine((value, ctx) => {
    const failure = checkInvestmentValue(value, bounds);
    if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
  });

/** Adds "passwords must match" to an object schema, reported on the confirmation field. */
export const withPasswordConfirmation = <T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password = 'password',
  confirmation = 'passwordConfirmation',
) =>
  schema.refine((values) => values[password] === values[confirmation], {
    error: V.passwordsMustMatch,
    path: [confirmation],
  });

/** Adds "PESEL must match the birth date" to an object schema, reported on the PESEL field. */
export const withPeselMatchingBirthDate = <T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  peselField = 'pesel',
  birthDateField = 'birthDate',
) =>
  schema.refine(
    (values) => {
      const [p, b] = [values[peselField], values[birthDateField]];
      if (typeof p !== 'string' || typeof b !== 'string' || !isPesel(p) || !parseDate(b)) return true;
      return peselMatchesBirthDate(p, b);
    },
    { error: V.peselBirthDate, path: [peselField] },
  );
