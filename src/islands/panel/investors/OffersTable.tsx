import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferRow, OfferScope } from '../../../lib/schemas/offer-list';
import { Pagination } from '../table/Pagination';
import { SortableHeader } from '../table/SortableHeader';
import { goToPage, lastPage, setPerPage, sortBy } from '../table/table-state';
import type { TableUrlState } from '../table/use-table-url-state';
import { ListFailure, ListLoading } from '../advisors/list/ListStates';
import { AttachmentList } from './AttachmentList';
import type { OwnerChangeTarget } from './ChangeAdvisorDialog';
import { COLUMN_SORT, SCOPE_COLUMNS, type OfferTableColumn } from './offer-table-config';
import { dateCell, dateTimeCell, moneyCell } from './offer-format';
import { offerListQuery } from './offers-api';
import { OfferStatusBadge } from './OfferStatusBadge';

interface Props {
  scope: OfferScope;
  table: TableUrlState;
  visible: readonly string[];
  lang: string;
  onChangeOwner: (offer: OwnerChangeTarget) => void;
  /** The list answered 403 (a plain advisor on the network view). */
  onForbidden: () => void;
}

export const offerHref = (id: string) => `/app/investors/offer/${encodeURIComponent(id)}`;

/** The owner-change target of a row. */
export const ownerTarget = (row: OfferRow, ownerName?: string | null): OwnerChangeTarget => ({
  id: row.id,
  investorName: row.investorName,
  networkId: row.networkId,
  networkName: row.networkName,
  ownerId: row.ownerId,
  ownerName: row.ownerName ?? ownerName ?? null,
});

/** The content of one cell. */
function cell(column: OfferTableColumn, row: OfferRow, scope: OfferScope): ReactNode {
  switch (column) {
    case 'investorName':
      return (
        <a className="link font-medium" href={offerHref(row.id)}>
          {row.investorName || row.investorEmail}
        </a>
      );
    case 'investorEmail':
      return <span className="break-all">{row.investorEmail}</span>;
    case 'ownerName':
      return row.ownerName ?? '';
    case 'agreementDate':
    case 'paymentDate':
    case 'endDate':
      return dateCell(row[column]);
    case 'network':
      return row.networkName;
    case 'investmentValue':
      return <span className="whitespace-nowrap tabular-nums">{moneyCell(row.investmentValue, row.currency)}</span>;
    case 'status':
      return <OfferStatusBadge status={row.status} />;
    case 'statusDate':
      return <span className="whitespace-nowrap">{dateTimeCell(row.statusDate)}</span>;
    case 'campaignName':
      return row.campaignName;
    case 'productCode':
      return row.productCode;
    case 'paymentConfirmations':
      return <AttachmentList offerId={row.id} files={row.paymentConfirmations} labelled={scope === 'network'} compact />;
  }
}

/** The table view: one server page of offers, the chosen columns, sortable headers, pagination. */
export function OffersTable({ scope, table, visible, lang, onChangeOwner, onForbidden }: Props) {
  const { t } = useTranslation();
  const { state, update } = table;
  const query = useQuery(offerListQuery({ scope, sorting: state.sorting, filters: state.filters, limit: state.limit, offset: state.offset, lang }));
  const total = query.data?.total;
  const forbidden = query.isError && (query.error as { status?: number }).status === 403;

  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  // A page past the end (fewer rows since the link was made): show the last one, without a new entry.
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = lastPage(total, state.perPage);
    if (state.page > last) update((s) => goToPage(s, last), 'replace');
  }, [total, state.page, state.perPage, query.isPlaceholderData, update]);

  if (query.isPending) return <ListLoading label={t('investors.loading')} />;
  if (query.isError && !query.data) return forbidden ? null : <ListFailure error={query.error} onRetry={() => void query.refetch()} />;

  const columns = SCOPE_COLUMNS[scope].filter((c) => visible.includes(c));
  const rows = query.data.items;
  const onSort = (name: string) => update((s) => sortBy(s, name));
  return (
    <div className="flex flex-col gap-4">
      {query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm" role="region" aria-label={t('investors.caption')} tabIndex={0}>
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-busy={query.isFetching || undefined} data-offers-table>
          <caption className="sr-only">{t('investors.caption')}</caption>
          <thead className="bg-highlight text-gray-900">
            <tr>
              {columns.map((column) => {
                const sortName = COLUMN_SORT[column];
                const label = t(`investors.column.${column}`);
                return sortName ? (
                  <SortableHeader key={column} name={sortName} label={label} sorting={state.sorting} onSort={onSort} />
                ) : (
                  <th key={column} scope="col" className="px-3 py-2 text-left font-semibold" data-column={column}>
                    {label}
                  </th>
                );
              })}
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('investors.column.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={row.id} data-offer-row={row.id} data-investor={row.investorEmail}>
                {columns.map((column) => (
                  <td key={column} className="px-3 py-2 align-top" data-cell={column}>
                    {cell(column, row, scope)}
                  </td>
                ))}
                <td className="px-3 py-2 align-top">
                  <div className="flex flex-wrap gap-2">
                    <a className="link whitespace-nowrap" href={offerHref(row.id)}>
                      {t('investors.action.open')}
                      <span className="sr-only">{` – ${row.investorName || row.investorEmail}`}</span>
                    </a>
                    <button type="button" className="link whitespace-nowrap" onClick={() => onChangeOwner(ownerTarget(row))} data-change-owner>
                      {t('investors.action.changeOwner')}
                      <span className="sr-only">{` – ${row.investorName || row.investorEmail}`}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="px-4 py-6 text-center text-gray-700" data-empty>
            {t(state.filters.length > 0 ? 'investors.emptyFiltered' : 'investors.empty')}
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
