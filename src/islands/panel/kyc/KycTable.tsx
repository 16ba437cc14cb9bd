import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycRequestListRow } from '../../../lib/contracts/kyc-views';
import { ListFailure, ListLoading } from '../ui/ListStates';
import { FOLDED_CLASS, ListTable, priorityClass } from '../table/ListTable';
import { RowCard } from '../table/RowCard';
import { TruncatedText } from '../table/TruncatedText';
import { goToPage, lastPage } from '../table/table-state';
import type { TableUrlState } from '../table/use-table-url-state';
import { isOpenRequest, kycListQuery } from './kyc-api';
import { IdentityBadge, KycStatusBadge, ReviewBadge, RiskFlags } from '../ui/kyc/KycBadges';
import { dayText, EMPTY } from './kyc-format';
import { KYC_COLUMN_PRIORITY, KYC_COLUMN_SORT, KYC_TABLE_COLUMNS, type KycTableColumn } from './kyc-table-config';
import type { KycActionTarget } from './use-kyc-actions';

const kycHref = (id: string) => `/app/kyc/${encodeURIComponent(id)}`;
/** Who a request is for, as people read it: the name from the answers, else the e-mail. */
export const investorOf = (row: Pick<KycRequestListRow, 'investorName' | 'investorEmail'>) =>
  row.investorName?.trim() || row.investorEmail;

function cell(column: KycTableColumn, row: KycRequestListRow, visible?: readonly string[]): ReactNode {
  const named = row.investorName?.trim();
  switch (column) {
    // The name comes with the submitted answers; until then the e-mail is the link. While the e-mail's own column
    // gives way (a box under 80rem), the e-mail shows under the name.
    case 'investorName':
      return (
        <>
          <a
            className="link block max-w-[12rem] truncate font-medium"
            href={kycHref(row.id)}
            title={named ? undefined : row.investorEmail}
          >
            {named || row.investorEmail}
          </a>
          {named && visible?.includes('investorEmail') && (
            <span className={FOLDED_CLASS} data-folded="investorEmail">
              <TruncatedText text={row.investorEmail} className="max-w-[12rem]" />
            </span>
          )}
        </>
      );
    case 'investorEmail':
      return <TruncatedText text={row.investorEmail} className="max-w-[16rem]" />;
    case 'advisorName':
      return row.advisorName ?? EMPTY;
    case 'status':
      return <KycStatusBadge status={row.status} expired={row.expired} />;
    case 'createdAt':
    case 'submittedAt':
    case 'expiresAt':
      return <span className="whitespace-nowrap">{dayText(row[column])}</span>;
    case 'review':
      return <ReviewCell row={row} />;
    case 'identity':
      return <IdentityBadge state={row.identity} />;
    // Masked by the server (decision 0019): the list never carries the full values.
    case 'peselMasked':
    case 'bankAccountMasked':
      return <span className="font-mono whitespace-nowrap">{row[column] ?? EMPTY}</span>;
  }
}

/** The review: its state, the risk flags, and how long it has waited or who decided last. */
function ReviewCell({ row }: { row: KycRequestListRow }) {
  const { t } = useTranslation();
  const { review } = row;
  if (!review.state) return EMPTY;
  const waiting = review.state === 'pending' || review.state === 'proposed';
  return (
    <span className="flex flex-col items-start gap-1">
      <ReviewBadge state={review.state} />
      <RiskFlags flags={review.riskFlags} />
      <span className="text-xs whitespace-nowrap text-gray-700">
        {waiting && row.submittedAt
          ? t('appKyc.review.waitingDays', { count: daysSince(row.submittedAt) })
          : review.reviewer?.name
            ? review.reviewer.name
            : null}
      </span>
    </span>
  );
}

/** Whole days since an instant (0 on the day itself). */
const daysSince = (iso: string) => Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 86_400_000));

/** A request's actions: open it; resend or revoke it while it is open (each named for screen readers). */
function RowActions({
  row,
  onAction,
}: {
  row: KycRequestListRow;
  onAction: (action: 'resend' | 'revoke', target: KycActionTarget) => void;
}) {
  const { t } = useTranslation();
  const investor = investorOf(row);
  const open = isOpenRequest(row);
  return (
    <>
      <a className="link whitespace-nowrap" href={kycHref(row.id)} data-open-kyc>
        {t('appKyc.action.open')}
        <span className="sr-only">{` – ${investor}`}</span>
      </a>
      {open && (
        <button
          type="button"
          className="link whitespace-nowrap"
          onClick={() => onAction('resend', { id: row.id, investor })}
          data-resend-kyc
        >
          {t('appKyc.action.resend')}
          <span className="sr-only">{` – ${investor}`}</span>
        </button>
      )}
      {open && (
        <button
          type="button"
          className="link whitespace-nowrap text-red-800"
          onClick={() => onAction('revoke', { id: row.id, investor })}
          data-revoke-kyc
        >
          {t('appKyc.action.revoke')}
          <span className="sr-only">{` – ${investor}`}</span>
        </button>
      )}
    </>
  );
}

/** The table's server page; a page past the end (fewer rows since the link was made) shows the last one. */
function useKycPage({ state, update }: TableUrlState) {
  const query = useQuery(
    kycListQuery({ sorting: state.sorting, filters: state.filters, limit: state.limit, offset: state.offset }),
  );
  const total = query.data?.total;

  // A page past the end (fewer rows since the link was made): show the last one, without a new entry.
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = lastPage(total, state.perPage);
    if (state.page > last) update((s) => goToPage(s, last), 'replace');
  }, [total, state.page, state.perPage, query.isPlaceholderData, update]);
  return query;
}

/** One server page of KYC requests: the chosen columns, sortable headers, row actions and pagination. */
export function KycTable({
  table,
  visible,
  onAction,
}: {
  table: TableUrlState;
  visible: readonly string[];
  onAction: (action: 'resend' | 'revoke', target: KycActionTarget) => void;
}) {
  const { t } = useTranslation();
  const { state } = table;
  const query = useKycPage(table);

  if (query.isPending) return <ListLoading label={t('appKyc.loading')} />;
  if (query.isError && !query.data) return <ListFailure error={query.error} onRetry={() => void query.refetch()} />;

  const columns = KYC_TABLE_COLUMNS.filter((c) => visible.includes(c));
  return (
    <ListTable
      label={t('appKyc.caption')}
      marker="data-kyc-table"
      table={table}
      busy={query.isFetching}
      columns={columns.map((column) => ({
        id: column,
        label: t(`appKyc.column.${column}`),
        sort: KYC_COLUMN_SORT[column],
        priority: KYC_COLUMN_PRIORITY[column],
      }))}
      actionsLabel={t('appKyc.column.actions')}
      rows={query.data.items}
      renderRow={(row) => {
        return (
          <tr key={row.id} data-kyc-row={row.id} data-investor={row.investorEmail}>
            {columns.map((column) => (
              <td
                key={column}
                className={`px-3 py-2 align-top [overflow-wrap:anywhere] ${priorityClass(KYC_COLUMN_PRIORITY[column])}`}
                data-cell={column}
              >
                {cell(column, row, columns)}
              </td>
            ))}
            <td className="px-3 py-2 align-top">
              <div className="flex flex-wrap gap-x-3 gap-y-1">
                <RowActions row={row} onAction={onAction} />
              </div>
            </td>
          </tr>
        );
      }}
      renderCard={(row) => (
        <RowCard
          key={row.id}
          markers={{ 'data-kyc-row': row.id, 'data-investor': row.investorEmail }}
          title={
            <a className="link" href={kycHref(row.id)}>
              {investorOf(row)}
            </a>
          }
          fields={columns
            .filter((column) => column !== 'investorName')
            .map((column) => ({
              id: column,
              label: t(`appKyc.column.${column}`),
              value:
                column === 'investorEmail' ? (
                  // A card has the room for the whole address.
                  <span className="break-all">{row.investorEmail}</span>
                ) : (
                  cell(column, row)
                ),
            }))}
          actions={<RowActions row={row} onAction={onAction} />}
        />
      )}
      emptyText={t(state.filters.length > 0 ? 'appKyc.emptyFiltered' : 'appKyc.empty')}
      total={query.data.total}
      notice={query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
    />
  );
}
