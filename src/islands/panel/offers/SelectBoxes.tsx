import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferRow } from '../../../lib/schemas/offer-list';
import { isPicked, pageState, toggleRow, togglePage, type Picked, type Selection } from './selection';

/** The table's selection: its state and how a change is written back. */
export interface TableSelection {
  state: Selection;
  onChange: (next: Selection) => void;
}

export const pickedOf = (row: OfferRow): Picked => ({ id: row.id, name: row.investorName || row.investorEmail });

/** The header box: the page chosen, none, or some (mixed). */
export function PageBox({ rows, selection }: { rows: readonly OfferRow[]; selection: TableSelection }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const page = rows.map(pickedOf);
  const state = pageState(selection.state, page);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="h-5 w-5"
      checked={state === 'all'}
      disabled={rows.length === 0}
      aria-label={t('offers.bulk.pickPage')}
      onChange={() => selection.onChange(togglePage(selection.state, page))}
      data-pick-page
    />
  );
}

/** A row's box; with Shift held, the range from the last row clicked. */
export function RowBox({
  rows,
  row,
  selection,
}: {
  rows: readonly OfferRow[];
  row: OfferRow;
  selection: TableSelection;
}) {
  const { t } = useTranslation();
  const index = rows.indexOf(row);
  return (
    <input
      type="checkbox"
      className="h-5 w-5"
      checked={isPicked(selection.state, row.id)}
      aria-label={t('offers.bulk.pickRow', { investor: row.investorName || row.investorEmail })}
      // The click carries Shift; onChange would not.
      onClick={(event) => selection.onChange(toggleRow(selection.state, rows.map(pickedOf), index, event.shiftKey))}
      onChange={() => undefined}
      data-pick-row={row.id}
    />
  );
}
