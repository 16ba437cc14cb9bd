import type { Translate } from '../i18n-types';
import type { Violation } from '../contracts/error-body';
import { V } from './keys';

/** The parts of a zod 4 issue this module reads; typed structurally so it needs no zod import. */
export interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
  format?: string;
  /** A number or bigint for sizes and numbers; a Date or anything else for other checks. */
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}

/** The i18n key of an issue: our schemas' own key, or one chosen from zod's issue code. */
export function issueKey(issue: IssueLike): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // A form field zod finds of the wrong type is, in practice, a field left empty.
      return V.required;
    case 'too_small':
      return issue.origin === 'string' ? V.minLength : issue.origin === 'array' ? V.required : V.minValue;
    case 'too_big':
      return issue.origin === 'string' ? V.maxLength : V.maxValue;
    case 'invalid_format':
      return issue.format === 'email'
        ? V.email
        : issue.format === 'url'
          ? V.url
          : issue.format === 'date'
            ? V.invalidDate
            : V.invalidValue;
    default:
      return V.invalidValue;
  }
}

/** The values an issue's message interpolates: {{min}}, {{max}} and any params the schema added. */
export function issueParams(issue: IssueLike): Record<string, unknown> {
  const params: Record<string, unknown> = { ...issue.params };
  if (issue.minimum !== undefined) params['min'] ??= Number(issue.minimum);
  if (issue.maximum !== undefined) params['max'] ??= Number(issue.maximum);
  return params;
}

/** The translated message of one zod issue. */
export function issueMessage(issue: IssueLike, t: Translate): string {
  return t(issueKey(issue), issueParams(issue));
}

/** 'owners.0.pesel' for the path [owners, 0, pesel]; '' for the form itself. */
const issuePath = (issue: IssueLike) => issue.path.map(String).join('.');

/** Translated messages per field path, the first issue of each field winning (what a form shows). */
export function fieldErrors(issues: readonly IssueLike[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issuePath(issue)] ??= issueMessage(issue, t);
  return errors;
}

/**
 * Issues as the violations of the server error body (SPEC section 3): with `t` the texts are translated,
 * without it they are the validation.* keys, which the client's error catalogue translates.
 */
export function issuesToViolations(issues: readonly IssueLike[], t?: Translate): Violation[] {
  return issues.map((issue) => {
    const text = t ? issueMessage(issue, t) : issueKey(issue);
    return { propertyPath: issuePath(issue), title: text, message: text };
  });
}
