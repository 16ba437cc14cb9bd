import { V, type CheckResult } from '../lib/validation/keys';
import { isEmail } from '../lib/validation/patterns';

/** A field check of a sign-in form: the failure (an i18n key of SPEC section 5) or null. */
export type FieldCheck = (value: string) => CheckResult;

/** Required: 'This field is required'. */
export const required: FieldCheck = (value) => (value.trim() ? null : { key: V.required });

/** A required, valid e-mail address. */
export const requiredEmail: FieldCheck = (value) =>
  required(value) ?? (isEmail(value.trim()) ? null : { key: V.email });
