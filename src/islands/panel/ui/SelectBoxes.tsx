import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferRow } from '../../../lib/contracts/offer-list';
import { isPicked, pageState, toggleRow, togglePage, type Picked, type Selection } from './selection';

/** The table's selection: its state and how a change is written back. */
export interface TableSelection {
  state: Selection;
  onChange: (next: Selection) => void;
}

export const pickedOf = (row: OfferRow): Picked => ({ id: row.id, name: row.investorName || row.investorEmail });

/** A page's header box over any rows: the page chosen, none, or some (mixed). */
export function PickPageBox({
  page,
  selection,
  label,
}: {
  page: readonly Picked[];
  selection: TableSelection;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
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
      disabled={page.length === 0}
      aria-label={label}
      onChange={() => selection.onChange(togglePage(selection.state, page))}
      data-pick-page
    />
  );
}

/** A row's box over any rows; with Shift held, the range from the last row clicked. */
export function PickRowBox({
  page,
  id,
  selection,
  label,
}: {
  page: readonly Picked[];
  id: string;
  selection: TableSelection;
  label: string;
}) {
  const index = page.findIndex((p) => p.id === id);
  return (
    <input
      type="checkbox"
      className="h-5 w-5"
      checked={isPicked(selection.state, id)}
      aria-label={label}
      // The click carries Shift; onChange would not.
      onClick={(event) => selection.onChange(toggleRow(selection.state, page, index, event.shiftKey))}
      onChange={() => undefined}
      data-pick-row={id}
    />
  );
}

/** The offers table's header box. */
export function PageBox({ rows, selection }: { rows: readonly OfferRow[]; selection: TableSelection }) {
  const { t } = useTranslation();
  return <PickPageBox page={rows.map(pickedOf)} selection={selection} label={t('offers.bulk.pickPage')} />;
}

/** An offer row's box. */
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
  return (
    <PickRowBox
      page={rows.map(pickedOf)}
      id={row.id}
      selection={selection}
      label={t('offers.bulk.pickRow', { investor: row.investorName || row.investorEmail })}
    />
  );
}
