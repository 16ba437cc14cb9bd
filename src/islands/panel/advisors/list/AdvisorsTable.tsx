import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { AdvisorRow } from '../../../../lib/contracts/advisor';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../table/ListTable';
import { RowCard } from '../../table/RowCard';
import { TruncatedText } from '../../table/TruncatedText';
import { goToPage, lastPage } from '../../table/table-state';
import type { TableUrlState } from '../../table/use-table-url-state';
import { advisorListQuery } from '../../ui/advisor/advisors-api';
import { AdvisorActions } from './AdvisorActions';
import { AdvisorPageBox, AdvisorRowBox, type AdvisorSelection } from './AdvisorBulk';
import { advisorName, networkNames } from '../../ui/advisor/advisor-text';
import { ListFailure, ListLoading } from '../../ui/ListStates';
import { StatusBadge } from './StatusBadge';

interface Props {
  table: TableUrlState;
  /** The advisors chosen for a bulk action (coordinators); no boxes without it. */
  selection?: AdvisorSelection | undefined;
  /** Whether the caller coordinates a network (then rows they may change get actions). */
  canManage: boolean;
}

/** The table view: one server page of advisors, sortable columns, pagination. */
export function AdvisorsTable({ table, canManage, selection }: Props) {
  const { t } = useTranslation();
  const { state, update } = table;
  const query = useQuery(
    advisorListQuery({ sorting: state.sorting, filters: state.filters, limit: state.limit, offset: state.offset }),
  );
  const total = query.data?.total;

  // A page past the end (fewer rows since the link was made): show the last one instead, without a new entry.
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = lastPage(total, state.perPage);
    if (state.page > last) update((s) => goToPage(s, last), 'replace');
  }, [total, state.page, state.perPage, query.isPlaceholderData, update]);

  if (query.isPending) return <ListLoading />;
  if (query.isError && !query.data) return <ListFailure error={query.error} onRetry={() => void query.refetch()} />;

  const networks = (advisor: (typeof query.data.items)[number]) =>
    networkNames(advisor) || <span className="text-gray-600">{t('advisors.list.noNetworks')}</span>;
  const sortable = (name: 'firstName' | 'surname' | 'email' | 'status') => ({
    id: name,
    label: t(`advisors.list.column.${name}`),
    sort: name,
  });
  return (
    <ListTable
      label={t('advisors.list.caption')}
      marker="data-advisors-table"
      table={table}
      busy={query.isFetching}
      columns={[
        sortable('firstName'),
        sortable('surname'),
        sortable('email'),
        { id: 'networks', label: t('advisors.list.column.networks') },
        sortable('status'),
      ]}
      actionsLabel={canManage ? t('advisors.list.column.actions') : undefined}
      pickPage={
        selection && {
          box: <AdvisorPageBox rows={query.data.items} selection={selection} />,
          label: t('advisors.bulk.pickPage'),
        }
      }
      rows={query.data.items}
      renderRow={(advisor) => (
        <AdvisorTableRow
          key={advisor.id}
          advisor={advisor}
          rows={query.data.items}
          selection={selection}
          canManage={canManage}
          networks={networks(advisor)}
        />
      )}
      renderCard={(advisor) => (
        <RowCard
          key={advisor.id}
          markers={{ 'data-advisor-row': advisor.email }}
          leading={selection && <AdvisorRowBox rows={query.data.items} advisor={advisor} selection={selection} />}
          title={advisorName(advisor)}
          fields={[
            {
              id: 'email',
              label: t('advisors.list.column.email'),
              value: <span className="break-all">{advisor.email}</span>,
            },
            { id: 'networks', label: t('advisors.list.column.networks'), value: networks(advisor) },
            { id: 'status', label: t('advisors.list.column.status'), value: <StatusBadge status={advisor.status} /> },
          ]}
          actions={canManage && <AdvisorActions advisor={advisor} />}
        />
      )}
      emptyText={t(state.filters.length > 0 ? 'advisors.list.emptyFiltered' : 'advisors.list.empty')}
      total={query.data.total}
      notice={query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
    />
  );
}

/** One advisor as a table row: the bulk box, the names, e-mail, networks, status and the actions. */
function AdvisorTableRow({
  advisor,
  rows,
  selection,
  canManage,
  networks,
}: {
  advisor: AdvisorRow;
  rows: readonly AdvisorRow[];
  selection: AdvisorSelection | undefined;
  canManage: boolean;
  networks: ReactNode;
}) {
  return (
    <tr data-advisor-row={advisor.email}>
      {selection && (
        <td className="px-3 py-2">
          <AdvisorRowBox rows={rows} advisor={advisor} selection={selection} />
        </td>
      )}
      <td className="px-3 py-2">{advisor.firstName}</td>
      <td className="px-3 py-2">{advisor.surname}</td>
      <td className="px-3 py-2">
        <TruncatedText text={advisor.email} className="max-w-[16rem]" />
      </td>
      <td className="px-3 py-2">{networks}</td>
      <td className="px-3 py-2">
        <StatusBadge status={advisor.status} />
      </td>
      {canManage && (
        <td className="px-3 py-2">
          <AdvisorActions advisor={advisor} />
        </td>
      )}
    </tr>
  );
}
