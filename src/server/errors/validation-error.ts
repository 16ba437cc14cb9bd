import type { z } from 'zod';
import type { Violation } from '../../lib/contracts/error-body';
import { ERROR_CODES } from './codes';
import { HttpError } from './http-error';

/** "hosts[1]", "texts.pl.title": the property path style of the spec's violations. */
export function propertyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** The zod issues of a rejected input as the spec's violations. */
export function violationsFromZod(error: z.ZodError): Violation[] {
  return error.issues.map((issue) => ({
    propertyPath: propertyPath(issue.path),
    title: issue.message,
    message: issue.message,
  }));
}

/** Input that fails its schema: 400 with code 9e4235af and one violation per problem. */
export class ValidationError extends HttpError {
  constructor(violations: Violation[], label = 'Validation failed') {
    super(400, label, ERROR_CODES.violations, {}, violations);
  }

  static fromZod(error: z.ZodError): ValidationError {
    return new ValidationError(violationsFromZod(error));
  }
}
