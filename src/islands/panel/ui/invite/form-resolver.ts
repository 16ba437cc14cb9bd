import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { z } from 'zod';
import type { Translate } from '../../../../lib/i18n-types';
import { issueMessage } from '../../../../lib/validation/zod-issues';

/**
 * A react-hook-form resolver for a flat zod schema whose messages are validation.* keys: each field gets the
 * translated message of its first issue (with the issue's values, e.g. the minimum length).
 */
export function translatedResolver<Values extends FieldValues>(schema: z.ZodType, t: Translate): Resolver<Values> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!field || errors[field]) continue;
      errors[field] = { type: issue.code, message: issueMessage(issue, t) };
    }
    return { values: {}, errors: toNestErrors<Values>(errors, options) };
  };
}
