import { V, type CheckResult } from '../lib/validation/keys';
import { isStrongPassword } from '../lib/validation/patterns';
import { passes } from '../lib/validation/rule-check';

/** A field check of a sign-in form: the failure (an i18n key of SPEC section 5) or null. */
export type FieldCheck = (value: string) => CheckResult;

/** Required: 'This field is required'. */
export const required: FieldCheck = (value) => (passes(value, ['required']) ? null : { key: V.required });

/** A required, valid e-mail address. */
export const requiredEmail: FieldCheck = (value) =>
  required(value) ?? (passes(value.trim(), ['email']) ? null : { key: V.email });

/** A new password: required and strong (SPEC section 5; at least 8 characters, see isStrongPassword). */
export const strongPassword: FieldCheck = (value) =>
  value ? (isStrongPassword(value) ? null : { key: V.passwordTooWeak }) : { key: V.required };

/** The confirmation of a new password: required and equal to the password it repeats (read when checked). */
export const matchingPassword =
  (password: () => string): FieldCheck =>
  (value) =>
    value
      ? passes(value, [['confirm', 'password']], { values: { password: password() } })
        ? null
        : { key: V.passwordsMustMatch }
      : { key: V.required };

/** The message key of a malformed two-factor code. */
const TWO_FACTOR_CODE_KEY = 'validation.twoFactorCode';

/** The code from an authenticator app without the spaces some apps show ('123 456'). */
export const normaliseCode = (value: string) => value.replace(/\s+/g, '');

/** A two-factor code: six digits. */
export const twoFactorCode: FieldCheck = (value) =>
  required(value) ?? (/^\d{6}$/.test(normaliseCode(value)) ? null : { key: TWO_FACTOR_CODE_KEY });
