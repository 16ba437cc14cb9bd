// Which offers are chosen for a bulk action (issue 19): rows picked one by one (a Shift-click picks the range from
// the last one picked on the page), the whole page, or "all N matching the filter". Pure, so the table only keeps
// the state; a change of filters or scope starts over (the parent keys it by them).

export interface Picked {
  id: string;
  /** How the summary names the offer. */
  name: string;
}

export interface Selection {
  /** The rows picked, in the order picked. */
  picked: Picked[];
  /** Every offer the filter matches, on any page (the server resolves them). */
  allMatching: boolean;
  /** The row a Shift-click extends from (an index on the current page). */
  anchor: number | null;
}

export const EMPTY_SELECTION: Selection = { picked: [], allMatching: false, anchor: null };

const has = (s: Selection, id: string) => s.picked.some((p) => p.id === id);

/** A row's box clicked: picked or dropped; with Shift, every row from the anchor to it takes the clicked row's new state. */
export function toggleRow(s: Selection, page: readonly Picked[], index: number, shift: boolean): Selection {
  const row = page[index];
  if (!row) return s;
  const pick = !has(s, row.id);
  const from = shift && s.anchor !== null ? Math.min(s.anchor, index) : index;
  const to = shift && s.anchor !== null ? Math.max(s.anchor, index) : index;
  const range = page.slice(from, to + 1);
  const picked = pick
    ? [...s.picked, ...range.filter((r) => !has(s, r.id))]
    : s.picked.filter((p) => !range.some((r) => r.id === p.id));
  return { picked, allMatching: false, anchor: index };
}

/** Whether every row of the page is picked (the header box checked), some (mixed) or none. */
export function pageState(s: Selection, page: readonly Picked[]): 'all' | 'some' | 'none' {
  if (page.length === 0) return 'none';
  if (s.allMatching) return 'all';
  const count = page.filter((r) => has(s, r.id)).length;
  return count === page.length ? 'all' : count > 0 ? 'some' : 'none';
}

/** The header box: the whole page picked, or dropped when it all was. */
export function togglePage(s: Selection, page: readonly Picked[]): Selection {
  if (pageState(s, page) === 'all')
    return { picked: s.picked.filter((p) => !page.some((r) => r.id === p.id)), allMatching: false, anchor: null };
  return { picked: [...s.picked, ...page.filter((r) => !has(s, r.id))], allMatching: false, anchor: null };
}

/** "Select all N matching the filter". */
export const selectAllMatching = (s: Selection): Selection => ({ ...s, allMatching: true });

/** How many offers the action would take. */
export const selectedCount = (s: Selection, total: number) => (s.allMatching ? total : s.picked.length);

export const isPicked = (s: Selection, id: string) => s.allMatching || has(s, id);
