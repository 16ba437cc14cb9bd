import type { TableSorting } from './table-state';

interface Props {
  name: string;
  label: string;
  sorting: TableSorting;
  onSort: (name: string) => void;
  /** More classes of the header cell (a column's priority). */
  className?: string | undefined;
}

/**
 * A column header that sorts: a button inside the th (the header stays a header for screen readers) and
 * aria-sort on the sorted column only, as the ARIA practices advise.
 */
export function SortableHeader({ name, label, sorting, onSort, className = '' }: Props) {
  const active = sorting.name === name;
  const ariaSort = active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={`px-3 py-2 text-left font-semibold ${className}`}
      data-column={name}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:text-main"
        onClick={() => onSort(name)}
      >
        {label}
        <span aria-hidden="true" className={active ? 'text-main' : 'text-gray-400'}>
          {active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
