import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../table/Pagination';
import { SortableHeader } from '../../table/SortableHeader';
import { goToPage, lastPage, setPerPage, sortBy } from '../../table/table-state';
import type { TableUrlState } from '../../table/use-table-url-state';
import { advisorListQuery } from '../advisors-api';
import { AdvisorActions } from './AdvisorActions';
import { networkNames } from './advisor-text';
import { ListFailure, ListLoading } from './ListStates';
import { StatusBadge } from './StatusBadge';

interface Props {
  table: TableUrlState;
  /** Whether the caller coordinates a network (then rows they may change get actions). */
  canManage: boolean;
}

/** The table view: one server page of advisors, sortable columns, pagination. */
export function AdvisorsTable({ table, canManage }: Props) {
  const { t } = useTranslation();
  const { state, update } = table;
  const query = useQuery(advisorListQuery({ sorting: state.sorting, filters: state.filters, limit: state.limit, offset: state.offset }));
  const total = query.data?.total;

  // A page past the end (fewer rows since the link was made): show the last one instead, without a new entry.
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = lastPage(total, state.perPage);
    if (state.page > last) update((s) => goToPage(s, last), 'replace');
  }, [total, state.page, state.perPage, query.isPlaceholderData, update]);

  if (query.isPending) return <ListLoading />;
  if (query.isError && !query.data) return <ListFailure error={query.error} onRetry={() => void query.refetch()} />;

  const rows = query.data.items;
  const filtered = state.filters.length > 0;
  return (
    <div className="flex flex-col gap-4">
      {query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={query.isFetching || undefined} data-advisors-table>
          <caption className="sr-only">{t('advisors.list.caption')}</caption>
          <thead className="bg-highlight text-gray-900">
            <tr>
              {(['firstName', 'surname', 'email'] as const).map((name) => (
                <SortableHeader key={name} name={name} label={t(`advisors.list.column.${name}`)} sorting={state.sorting} onSort={(n) => update((s) => sortBy(s, n))} />
              ))}
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('advisors.list.column.networks')}
              </th>
              <SortableHeader name="status" label={t('advisors.list.column.status')} sorting={state.sorting} onSort={(n) => update((s) => sortBy(s, n))} />
              {canManage && (
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {t('advisors.list.column.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((advisor) => (
              <tr key={advisor.id} data-advisor-row={advisor.email}>
                <td className="px-3 py-2">{advisor.firstName}</td>
                <td className="px-3 py-2">{advisor.surname}</td>
                <td className="px-3 py-2 whitespace-nowrap">{advisor.email}</td>
                <td className="px-3 py-2">{networkNames(advisor) || <span className="text-gray-600">{t('advisors.list.noNetworks')}</span>}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={advisor.status} />
                </td>
                {canManage && (
                  <td className="px-3 py-2">
                    <AdvisorActions advisor={advisor} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="px-4 py-6 text-center text-gray-700" data-empty>
            {t(filtered ? 'advisors.list.emptyFiltered' : 'advisors.list.empty')}
          </p>
        )}
      </div>
      {query.data.total > 0 && (
        <Pagination
          page={state.page}
          perPage={state.perPage}
          total={query.data.total}
          onPage={(page) => update((s) => goToPage(s, page))}
          onPerPage={(perPage) => update((s) => setPerPage(s, perPage))}
        />
      )}
    </div>
  );
}
