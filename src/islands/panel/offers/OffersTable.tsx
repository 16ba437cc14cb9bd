import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferListRow, OfferScope } from '../../../lib/contracts/offer-list';
import { FOLDED_CLASS, ListTable, priorityClass } from '../table/ListTable';
import { RowCard } from '../table/RowCard';
import { TruncatedText } from '../table/TruncatedText';
import { goToPage, lastPage } from '../table/table-state';
import type { TableUrlState } from '../table/use-table-url-state';
import { ListFailure, ListLoading } from '../ui/ListStates';
import { AttachmentList } from '../ui/offer/AttachmentList';
import type { OwnerChangeTarget } from './ChangeAdvisorDialog';
import { COLUMN_PRIORITY, COLUMN_SORT, SCOPE_COLUMNS, type OfferTableColumn } from '../ui/offer/offer-table-config';
import { dateCell, dateTimeCell, moneyCell } from '../../../lib/format/cells';
import { offerListQuery } from '../ui/offer/offers-api';
import { LostReasonNote } from '../ui/offer/LostReason';
import { PageBox, RowBox, type TableSelection } from '../ui/SelectBoxes';
import { OfferStatusBadge } from '../ui/offer/OfferStatusBadge';
import { ReflectionNotes } from './OfferRefund';
import { offerHref } from '../ui/offer/offer-href';

interface Props {
  scope: OfferScope;
  table: TableUrlState;
  visible: readonly string[];
  lang: string;
  onChangeOwner: (offer: OwnerChangeTarget) => void;
  /** The list answered 403 (a plain advisor on the network view). */
  onForbidden: () => void;
  /** Rows can be chosen for bulk actions. */
  selection?: TableSelection;
}

/** The owner-change target of a row. */
export const ownerTarget = (row: OfferListRow, ownerName?: string | null): OwnerChangeTarget => ({
  id: row.id,
  investorName: row.investorName,
  networkId: row.networkId,
  networkName: row.networkName,
  ownerId: row.ownerId,
  ownerName: row.ownerName ?? ownerName ?? null,
});

/** The investor's name linking to the offer, the e-mail folded under it while its own column gives way. */
const investorCell = (row: OfferListRow, visible?: readonly string[]): ReactNode => (
  <>
    <a className="link font-medium" href={offerHref(row.id)}>
      {row.investorName || row.investorEmail}
    </a>
    {visible?.includes('investorEmail') && row.investorName && (
      <span className={FOLDED_CLASS} data-folded="investorEmail">
        <TruncatedText text={row.investorEmail} className="max-w-[8rem]" />
      </span>
    )}
  </>
);

/** The campaign's name, the product code and the network folded under it while their own columns show. */
function campaignCell(row: OfferListRow, visible?: readonly string[]): ReactNode {
  const folded = [
    visible?.includes('productCode') ? row.productCode : null,
    visible?.includes('network') ? row.networkName : null,
  ].filter(Boolean);
  return (
    <span className="block min-w-[8rem]">
      {row.campaignName}
      {folded.length > 0 && (
        <span className={FOLDED_CLASS} data-folded="productCode network">
          {folded.join(' · ')}
        </span>
      )}
    </span>
  );
}

/** The content of one cell; `visible` folds the e-mail, product code and network into their neighbours. */
function cell(column: OfferTableColumn, row: OfferListRow, scope: OfferScope, visible?: readonly string[]): ReactNode {
  switch (column) {
    case 'investorName':
      return investorCell(row, visible);
    case 'investorEmail':
      return <TruncatedText text={row.investorEmail} className="max-w-[16rem]" />;
    case 'ownerName':
      return row.ownerName ?? '';
    case 'agreementDate':
    case 'paymentDate':
    case 'endDate':
      return <span className="whitespace-nowrap">{dateCell(row[column])}</span>;
    case 'network':
      return row.networkName;
    case 'investmentValue':
      return <span className="whitespace-nowrap tabular-nums">{moneyCell(row.investmentValue, row.currency)}</span>;
    case 'status':
      return (
        <>
          <OfferStatusBadge status={row.status} />
          {row.lostReason && <LostReasonNote code={row.lostReason} />}
          <ReflectionNotes offer={row} />
        </>
      );
    case 'statusDate':
      // The time may go under the date where the box is tight.
      return dateTimeCell(row.statusDate);
    case 'campaignName':
      return campaignCell(row, visible);
    case 'productCode':
      return row.productCode;
    case 'paymentConfirmations':
      return (
        <AttachmentList offerId={row.id} files={row.paymentConfirmations} labelled={scope === 'network'} compact />
      );
  }
}

/** A row's actions: open the offer, change its advisor (each named for screen readers). */
function RowActions({ row, onChangeOwner }: { row: OfferListRow; onChangeOwner: Props['onChangeOwner'] }) {
  const { t } = useTranslation();
  const name = row.investorName || row.investorEmail;
  return (
    <>
      <a className="link whitespace-nowrap" href={offerHref(row.id)}>
        {t('investors.action.open')}
        <span className="sr-only">{` – ${name}`}</span>
      </a>
      <button
        type="button"
        className="link whitespace-nowrap"
        onClick={() => onChangeOwner(ownerTarget(row))}
        data-change-owner
      >
        {t('investors.action.changeOwner')}
        <span className="sr-only">{` – ${name}`}</span>
      </button>
    </>
  );
}

/** The table's server page; a 403 tells the parent, a page past the end shows the last one. */
function useOfferPage({
  scope,
  table: { state, update },
  lang,
  onForbidden,
}: Pick<Props, 'scope' | 'table' | 'lang' | 'onForbidden'>) {
  const query = useQuery(
    offerListQuery({
      scope,
      sorting: state.sorting,
      filters: state.filters,
      limit: state.limit,
      offset: state.offset,
      lang,
    }),
  );
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

  return { query, forbidden };
}

/** The table view: one server page of offers, the chosen columns, sortable headers, pagination. */
export function OffersTable({ scope, table, visible, lang, onChangeOwner, onForbidden, selection }: Props) {
  const { t } = useTranslation();
  const { state } = table;
  const { query, forbidden } = useOfferPage({ scope, table, lang, onForbidden });

  if (query.isPending) return <ListLoading label={t('investors.loading')} />;
  if (query.isError && !query.data)
    return forbidden ? null : <ListFailure error={query.error} onRetry={() => void query.refetch()} />;

  const columns = SCOPE_COLUMNS[scope].filter((c) => visible.includes(c));
  return (
    <ListTable
      label={t('investors.caption')}
      marker="data-offers-table"
      table={table}
      busy={query.isFetching}
      columns={columns.map((column) => ({
        id: column,
        label: t(`investors.column.${column}`),
        sort: COLUMN_SORT[column],
        priority: COLUMN_PRIORITY[column],
      }))}
      actionsLabel={t('investors.column.actions')}
      rows={query.data.items}
      pickPage={
        selection && {
          box: <PageBox rows={query.data.items} selection={selection} />,
          label: t('offers.bulk.pickPage'),
        }
      }
      renderRow={(row) => (
        <tr key={row.id} data-offer-row={row.id} data-investor={row.investorEmail}>
          {selection && (
            <td className="px-3 py-2 align-top">
              <RowBox rows={query.data.items} row={row} selection={selection} />
            </td>
          )}
          {columns.map((column) => (
            <td
              key={column}
              className={`px-3 py-2 align-top [overflow-wrap:anywhere] ${priorityClass(COLUMN_PRIORITY[column])}`}
              data-cell={column}
            >
              {cell(column, row, scope, columns)}
            </td>
          ))}
          <td className="px-3 py-2 align-top">
            <div className="flex flex-wrap gap-2">
              <RowActions row={row} onChangeOwner={onChangeOwner} />
            </div>
          </td>
        </tr>
      )}
      renderCard={(row) => (
        <RowCard
          key={row.id}
          markers={{ 'data-offer-row': row.id, 'data-investor': row.investorEmail }}
          leading={selection && <RowBox rows={query.data.items} row={row} selection={selection} />}
          title={cell('investorName', row, scope)}
          fields={columns
            .filter((column) => column !== 'investorName')
            .map((column) => ({
              id: column,
              label: t(`investors.column.${column}`),
              value:
                column === 'investorEmail' ? (
                  // A card has the room for the whole address.
                  <span className="break-all">{row.investorEmail}</span>
                ) : (
                  cell(column, row, scope)
                ),
            }))}
          actions={<RowActions row={row} onChangeOwner={onChangeOwner} />}
        />
      )}
      emptyText={t(state.filters.length > 0 ? 'investors.emptyFiltered' : 'investors.empty')}
      total={query.data.total}
      notice={query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
    />
  );
}
