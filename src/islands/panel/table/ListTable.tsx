import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './Pagination';
import { ScrollRegion, STICKY_FIRST_COLUMN } from './ScrollRegion';
import { SortableHeader } from './SortableHeader';
import { goToPage, makeState, setPerPage, sortBy, type TableSorting } from './table-state';
import type { TableUrlState } from './use-table-url-state';
import { useWideScreen } from './use-wide-screen';

/**
 * How much room a column needs to show (issue 36, item 7): 1 always; 2 once the table's box is 62rem (992 px)
 * wide, as at a 1024 px window and more; 3 from 80rem (1280 px), wider than the panel's box today, so such a
 * column shows only in a wider box. The box, not the window, decides (a container query on the scrolling region).
 */
export type ColumnPriority = 1 | 2 | 3;
const PRIORITY_CLASS: Record<ColumnPriority, string> = {
  1: '',
  2: 'hidden @min-[62rem]:table-cell',
  3: 'hidden @min-[80rem]:table-cell',
};
/**
 * A priority-3 column's value shown under a neighbour's while that column is hidden (marked data-folded): the
 * e-mail under the name, the product code under the campaign.
 */
export const FOLDED_CLASS = 'block text-xs text-gray-700 @min-[80rem]:hidden';
/** The classes of a column's header and cells at its priority. */
export const priorityClass = (priority: ColumnPriority = 1) => PRIORITY_CLASS[priority];

/** A column of a list table: its header, the sort name when it sorts, and how much room it needs to show. */
interface ListColumn {
  id: string;
  label: string;
  sort?: string | null | undefined;
  priority?: ColumnPriority | undefined;
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
  /** One row as a card below 768 px: an <li> with its key (RowCard). */
  renderCard: (row: R) => ReactElement;
  /** Said in place of rows when the page has none. */
  emptyText: string;
  /** Rows matching the filters on all pages. */
  total: number;
  /** Above the table, e.g. a failed refetch while the last page stays on screen. */
  notice?: ReactNode;
  /**
   * The "choose the page" box of a list with row selection, with what it says: the first header cell of the table,
   * a labelled box above the cards.
   */
  pickPage?: { box: ReactNode; label: string } | false | undefined;
}

/** The cards' sorting (they have no column headers): one choice per sortable column and order. */
function CardSort({
  columns,
  sorting,
  onSort,
}: {
  columns: readonly ListColumn[];
  sorting: TableSorting;
  onSort: (sorting: TableSorting) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choices = columns.flatMap((column) =>
    column.sort
      ? (['asc', 'desc'] as const).map((order) => ({
          value: `${column.sort}:${order}`,
          label: t(order === 'asc' ? 'table.sortAscending' : 'table.sortDescending', { column: column.label }),
        }))
      : [],
  );
  if (choices.length === 0) return null;
  return (
    <div className="field mb-3">
      <label className="field-label" htmlFor={id}>
        {t('table.sortBy')}
      </label>
      <select
        id={id}
        className="field-input"
        value={`${sorting.name}:${sorting.order}`}
        onChange={(event) => {
          const [name, order] = event.target.value.split(':') as [string, 'asc' | 'desc'];
          onSort({ name, order });
        }}
        data-card-sort
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The header row: the page's bulk box, each column (sortable or not), and the actions column when there is one. */
function TableHead({
  columns,
  sorting,
  onSort,
  actionsLabel,
  pickPage,
}: {
  columns: readonly ListColumn[];
  sorting: TableSorting;
  onSort: (name: string) => void;
  actionsLabel: string | undefined;
  pickPage: Props<unknown>['pickPage'];
}) {
  return (
    <thead className="bg-highlight text-gray-900">
      <tr>
        {pickPage && (
          <th scope="col" className="w-10 px-3 py-2 text-left">
            {pickPage.box}
          </th>
        )}
        {columns.map((column) =>
          column.sort ? (
            <SortableHeader
              key={column.id}
              name={column.sort}
              label={column.label}
              sorting={sorting}
              onSort={onSort}
              className={priorityClass(column.priority)}
            />
          ) : (
            <th
              key={column.id}
              scope="col"
              className={`px-3 py-2 text-left font-semibold ${priorityClass(column.priority)}`}
              data-column={column.id}
            >
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
  );
}

/**
 * The table of a server-paged list (advisors, offers, KYC requests): a focusable scrolling region, sortable
 * headers, the rows, the empty text and the pagination, all driven by the table's URL state. Below 768 px the rows
 * are a list of cards (each field with its label, the actions under them) under the same pagination.
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
  renderCard,
  emptyText,
  total,
  notice,
  pickPage,
}: Props<R>) {
  const { state, update } = table;
  const onSort = (name: string) => update((s) => sortBy(s, name));
  const wide = useWideScreen();
  const empty = rows.length === 0 && (
    <p className="px-4 py-6 text-center text-gray-700" data-empty>
      {emptyText}
    </p>
  );
  const pagination = total > 0 && (
    <Pagination
      page={state.page}
      perPage={state.perPage}
      total={total}
      onPage={(page) => update((s) => goToPage(s, page))}
      onPerPage={(perPage) => update((s) => setPerPage(s, perPage))}
    />
  );
  if (!wide)
    return (
      <div className="flex flex-col gap-4">
        {notice}
        <section aria-label={label} aria-busy={busy || undefined} data-row-cards>
          <CardSort
            columns={columns}
            sorting={state.sorting}
            onSort={(sorting) => update((s) => makeState({ ...s, sorting, page: 1 }))}
          />
          {pickPage && rows.length > 0 && (
            // The box keeps its own accessible name; the text beside it is what the eye reads.
            <label className="mb-3 flex min-h-11 items-center gap-3 px-4 text-sm font-medium text-gray-900">
              {pickPage.box}
              <span aria-hidden="true">{pickPage.label}</span>
            </label>
          )}
          <ul className="flex flex-col gap-3">{rows.map(renderCard)}</ul>
          {empty && <div className="rounded-xl border border-gray-200 bg-white">{empty}</div>}
        </section>
        {pagination}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      {notice}
      <ScrollRegion label={label} className="@container rounded-xl border border-gray-200 bg-white shadow-sm">
        <table
          className={`min-w-full divide-y divide-gray-200 text-sm ${STICKY_FIRST_COLUMN}`}
          aria-busy={busy || undefined}
          {...{ [marker]: '' }}
        >
          <caption className="sr-only">{label}</caption>
          <TableHead
            columns={columns}
            sorting={state.sorting}
            onSort={onSort}
            actionsLabel={actionsLabel}
            pickPage={pickPage}
          />
          <tbody className="divide-y divide-gray-100">{rows.map(renderRow)}</tbody>
        </table>
        {empty}
      </ScrollRegion>
      {pagination}
    </div>
  );
}
