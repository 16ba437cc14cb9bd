// Which rows a bulk action takes (issue 19): the ids chosen, or every row a list's filters match ("all N
// matching"), resolved by the list itself. Shared by the offers' and the advisors' bulk actions.
import { V } from '../../lib/validation/keys';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';

const violation = (propertyPath: string, message: string) =>
  new ValidationError([{ propertyPath, title: message, message }]);

/**
 * The ids an action takes: the given ones (lower-cased, duplicates dropped, in the order given), or what `resolve`
 * finds for the filter (asked for one more than the limit, to tell "too many"). Exactly one of the two; more than
 * `limit` is 400 with the limit in parameters and a violation on what chose them, before anything is done.
 */
export async function bulkChoice<F>(
  request: { ids: readonly string[] | undefined; filter: F | undefined },
  what: { idsPath: string; noun: string; limit: number },
  resolve: (filter: F, take: number) => Promise<string[]>,
): Promise<string[]> {
  const overLimit = (propertyPath: string) =>
    new HttpError(400, `At most ${what.limit} ${what.noun} per action`, ERROR_CODES.violations, { limit: what.limit }, [
      { propertyPath, title: V.maxValue, message: V.maxValue },
    ]);
  if (request.ids && request.filter) throw violation('filter', V.invalidValue);
  if (request.ids) {
    const ids = [...new Set(request.ids.map((id) => id.toLowerCase()))];
    if (ids.length === 0) throw violation(what.idsPath, V.required);
    if (ids.length > what.limit) throw overLimit(what.idsPath);
    return ids;
  }
  if (!request.filter) throw violation(what.idsPath, V.required);
  const ids = await resolve(request.filter, what.limit + 1);
  if (ids.length > what.limit) throw overLimit('filter');
  return ids;
}
