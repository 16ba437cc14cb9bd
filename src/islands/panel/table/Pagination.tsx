import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lastPage, PER_PAGE_OPTIONS } from './table-state';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  perPageOptions?: readonly number[];
}

/** The page numbers to show: the first, the last and two around the current one; null marks a gap. */
export function pageItems(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const [i, n] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push(null);
    items.push(n);
  }
  return items;
}

const pageButton = 'min-w-9 rounded-md border px-2.5 py-1.5 text-sm font-medium';
const currentPage = 'border-main bg-main text-on-main';
const otherPage = 'border-gray-300 bg-white text-gray-900 hover:bg-highlight';

/** Page numbers with previous/next, the rows shown out of the total, and the page size. */
export function Pagination({ page, perPage, total, onPage, onPerPage, perPageOptions = PER_PAGE_OPTIONS }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  const pages = lastPage(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);

  return (
    <div className="flex flex-wrap items-center justify-between gap-4 text-sm text-gray-700" data-pagination>
      <p data-range>{t('table.range', { from, to, total })}</p>
      <nav aria-label={t('table.pagination')}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button
              type="button"
              className={`${pageButton} border-gray-300 bg-white disabled:opacity-50`}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {t('table.previous')}
            </button>
          </li>
          {pageItems(page, pages).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1">
                …
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  className={`${pageButton} ${n === page ? currentPage : otherPage}`}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={t('table.page', { page: n })}
                  onClick={() => n !== page && onPage(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={`${pageButton} border-gray-300 bg-white disabled:opacity-50`}
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              {t('table.next')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId}>{t('table.perPage')}</label>
        <select
          id={selectId}
          className="rounded-md border border-gray-400 bg-white px-2 py-1.5 text-gray-900"
          value={perPage}
          onChange={(event) => onPerPage(Number(event.target.value))}
        >
          {perPageOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
