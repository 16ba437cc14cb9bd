import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorStatus } from '../../../../lib/contracts/advisor';
import { filterList, type TableState } from '../../table/table-state';
import { advisorColumnQuery } from '../../ui/advisor/advisors-api';
import { AdvisorActions } from './AdvisorActions';
import { advisorName, networkNames } from '../../ui/advisor/advisor-text';
import { KANBAN_STATUSES } from './advisor-table-config';
import { ListFailure } from '../../ui/ListStates';

/** The kanban's columns: all three in SPEC order, or those the status filter selects. */
function visibleColumns(state: TableState): AdvisorStatus[] {
  const selected = filterList(state, 'status');
  return KANBAN_STATUSES.filter((status) => selected.length === 0 || selected.includes(status));
}

const COLUMN_ACCENT: Record<AdvisorStatus, string> = {
  initial: 'border-t-amber-500',
  active: 'border-t-green-600',
  deleted: 'border-t-gray-500',
};

function KanbanColumn({ status, state, canManage }: { status: AdvisorStatus; state: TableState; canManage: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useInfiniteQuery(
    advisorColumnQuery(status, { sorting: state.sorting, filters: state.filters }, state.perPage),
  );
  const label = t(`advisors.status.${status}`);
  const cards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      className={`flex min-w-0 flex-col gap-3 rounded-xl border border-t-4 border-gray-200 bg-white p-4 shadow-sm ${COLUMN_ACCENT[status]}`}
      data-kanban-column={status}
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 text-base font-semibold text-gray-900">
        {label}
        {total !== undefined && (
          <span className="rounded-full bg-highlight px-2 py-0.5 text-sm font-medium text-gray-800" data-count>
            <span aria-hidden="true">{total}</span>
            <span className="sr-only">{t('advisors.list.kanbanCount', { count: total })}</span>
          </span>
        )}
      </h2>
      {query.isPending && (
        <p className="text-sm text-gray-700" role="status">
          {t('advisors.list.loading')}
        </p>
      )}
      {query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && cards.length === 0 && <p className="text-sm text-gray-700">{t('advisors.list.columnEmpty')}</p>}
      {cards.length > 0 && (
        <ul className="flex flex-col gap-2">
          {cards.map((advisor) => (
            <li
              key={advisor.id}
              className="flex flex-col gap-1.5 rounded-lg border border-gray-200 p-3"
              data-advisor-card={advisor.email}
            >
              <h3 className="font-semibold text-gray-900">{advisorName(advisor)}</h3>
              <p className="text-sm break-all text-gray-700">{advisor.email}</p>
              <p className="text-sm text-gray-700">{networkNames(advisor) || t('advisors.list.noNetworks')}</p>
              {canManage && <AdvisorActions advisor={advisor} />}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={
            'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 ' +
            'hover:bg-highlight aria-disabled:cursor-progress aria-disabled:opacity-60'
          }
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('table.loadingMore') : t('table.showMore')}
          <span className="sr-only">{` – ${label}`}</span>
        </button>
      )}
    </section>
  );
}

/** The kanban view: a column per status, each counting and paging its own advisors under the same filters. */
export function AdvisorsKanban({ state, canManage }: { state: TableState; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-4 md:grid-cols-3"
      role="region"
      aria-label={t('advisors.list.kanban')}
      data-advisors-kanban
    >
      {visibleColumns(state).map((status) => (
        <KanbanColumn key={status} status={status} state={state} canManage={canManage} />
      ))}
    </div>
  );
}
