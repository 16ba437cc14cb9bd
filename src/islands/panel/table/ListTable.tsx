import type { ReactElement, ReactNode } from 'react';
import { Pagination } from './Pagination';
import { ScrollRegion, STICKY_FIRST_COLUMN } from './ScrollRegion';
import { SortableHeader } from './SortableHeader';
import { goToPage, setPerPage, sortBy } from './table-state';
import type { TableUrlState } from './use-table-url-state';

/** A column of a list table: its header, and the sort name when it sorts. */
interface ListColumn {
  id: string;
  label: string;
  sort?: string | null | undefined;
}

interface Props<R> {
  /** The table's caption (for screen readers) and the name of its scrolling region. */
  label: string;
  /** The data attribute that marks the table, e.g. 'data-kyc-table'. */
  marker: `data-${string}`;
  /** Sorting, page and page size live in the URL state. */
  table: TableUrlState;
  /** A page is being fetched (aria-busy). */
  busy: boolean;
  columns: readonly ListColumn[];
  /** The header of a last column of row actions, when the table has one. */
  actionsLabel?: string | undefined;
  rows: readonly R[];
  /** One row: a <tr> with its key. */
  renderRow: (row: R) => ReactElement;
  /** Said in place of rows when the page has none. */
  emptyText: string;
  /** Rows matching the filters on all pages. */
  total: number;
  /** Above the table, e.g. a failed refetch while the last page stays on screen. */
  notice?: ReactNode;
  /** A first header cell before the columns (the "choose the page" box of a table with row selection). */
  leadingHeader?: ReactNode;
}

/**
 * The table of a server-paged list (advisors, offers, KYC requests): a focusable scrolling region, sortable
 * headers, the rows, the empty text and the pagination, all driven by the table's URL state.
 */
export function ListTable<R>({
  label,
  marker,
  table,
  busy,
  columns,
  actionsLabel,
  rows,
  renderRow,
  emptyText,
  total,
  notice,
  leadingHeader,
}: Props<R>) {
  const { state, update } = table;
  const onSort = (name: string) => update((s) => sortBy(s, name));
  return (
    <div className="flex flex-col gap-4">
      {notice}
      <ScrollRegion label={label} className="rounded-xl border border-gray-200 bg-white shadow-sm">
        <table
          className={`min-w-full divide-y divide-gray-200 text-sm ${STICKY_FIRST_COLUMN}`}
          aria-busy={busy || undefined}
          {...{ [marker]: '' }}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="bg-highlight text-gray-900">
            <tr>
              {leadingHeader}
              {columns.map((column) =>
                column.sort ? (
                  <SortableHeader
                    key={column.id}
                    name={column.sort}
                    label={column.label}
                    sorting={state.sorting}
                    onSort={onSort}
                  />
                ) : (
                  <th key={column.id} scope="col" className="px-3 py-2 text-left font-semibold" data-column={column.id}>
                    {column.label}
                  </th>
                ),
              )}
              {actionsLabel !== undefined && (
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {actionsLabel}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">{rows.map(renderRow)}</tbody>
        </table>
        {rows.length === 0 && (
          <p className="px-4 py-6 text-center text-gray-700" data-empty>
            {emptyText}
          </p>
        )}
      </ScrollRegion>
      {total > 0 && (
        <Pagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          onPage={(page) => update((s) => goToPage(s, page))}
          onPerPage={(perPage) => update((s) => setPerPage(s, perPage))}
        />
      )}
    </div>
  );
}
