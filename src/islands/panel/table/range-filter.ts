import { makeState, type TableState } from './table-state';

/**
 * Range filters (dates, amounts): one name carries two filters, gte and lte, each optional. setFilter in
 * table-state replaces every filter of a name, which would drop the other end of a range, so ranges are
 * edited here by name and operator together. The URL form is the same (filter.<name>=<operator>:<value>,
 * repeated), and parseTableState already keeps one filter per name and operator.
 */

/** The value of the filter `name` with `operator` ('' when not set). */
export const operatorValue = (state: TableState, name: string, operator: string): string =>
  state.filters.find((f) => f.name === name && f.operator === operator)?.value ?? '';

/** Sets (or, with an empty value, removes) the filter `name` with `operator`, keeping its place; back to page 1. */
export function setOperatorFilter(state: TableState, name: string, operator: string, value: string): TableState {
  const trimmed = value.trim();
  const index = state.filters.findIndex((f) => f.name === name && f.operator === operator);
  const filters = [...state.filters];
  if (index >= 0) {
    if (trimmed === '') filters.splice(index, 1);
    else filters[index] = { name, operator, value: trimmed };
  } else if (trimmed !== '') {
    filters.push({ name, operator, value: trimmed });
  }
  return makeState({ ...state, filters, page: 1 });
}

/** Both ends of a range at once (one history entry); empty ends are removed. */
export function setRangeFilter(
  state: TableState,
  name: string,
  range: { from: string; to: string },
  operators: readonly [string, string] = ['gte', 'lte'],
): TableState {
  return setOperatorFilter(setOperatorFilter(state, name, operators[0], range.from), name, operators[1], range.to);
}
