import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorBodyOf } from '../../../lib/api/api-error';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';

/**
 * Puts the server's violations on the form's fields (`aliases` maps a server property path to a field name);
 * returns how many it placed. The form shows the catalogue's message for the call as well.
 */
export function setServerViolations<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: Translate,
  aliases: Record<string, Path<T>> = {},
): number {
  let placed = 0;
  for (const violation of errorBodyOf(error).violations ?? []) {
    const name = (aliases[violation.propertyPath] ?? violation.propertyPath) as Path<T>;
    const text = violation.message ?? violation.title;
    if (!text || !fields.includes(name)) continue;
    setError(name, { type: 'server', message: translateIfKnown(t, text) ?? text }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
