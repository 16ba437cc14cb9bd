import { useTranslation } from 'react-i18next';
import type { InvestmentDetail, InvestmentScheduleRow } from '../../../../lib/contracts/offer-list';
import type { ScheduleStatus } from '../../../../lib/contracts/campaign';
import { dateCell, moneyCell } from '../../../../lib/format/cells';
import { ScrollRegion } from '../../table/ScrollRegion';

const STATUS_CLASSES: Record<ScheduleStatus, string> = {
  scheduled: 'bg-gray-100 text-gray-900',
  unpaid: 'bg-red-100 text-red-900',
  'partially-paid': 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-700',
};

/** The schedule's column headers. */
function ScheduleHead() {
  const { t } = useTranslation();
  return (
    <thead className="bg-highlight text-gray-900">
      <tr>
        <th scope="col" className="px-3 py-2 text-left font-semibold">
          {t('investments.schedule.seq')}
        </th>
        <th scope="col" className="px-3 py-2 text-left font-semibold">
          {t('investments.schedule.period')}
        </th>
        <th scope="col" className="px-3 py-2 text-left font-semibold">
          {t('investments.schedule.paymentDate')}
        </th>
        <th scope="col" className="px-3 py-2 text-right font-semibold">
          {t('investments.schedule.gross')}
        </th>
        <th scope="col" className="px-3 py-2 text-right font-semibold">
          {t('investments.schedule.tax')}
        </th>
        <th scope="col" className="px-3 py-2 text-right font-semibold">
          {t('investments.schedule.net')}
        </th>
        <th scope="col" className="px-3 py-2 text-left font-semibold">
          {t('investments.schedule.status')}
        </th>
        <th scope="col" className="px-3 py-2 text-right font-semibold">
          {t('investments.schedule.paid')}
        </th>
      </tr>
    </thead>
  );
}

/**
 * The interest schedule: period from-to, payment date, gross, tax, net, status, paid; totals below (cancelled rows
 * left out, as the server sums them).
 */
export function ScheduleTable({
  rows,
  totals,
  currency,
}: {
  rows: readonly InvestmentScheduleRow[];
  totals: InvestmentDetail['totals'];
  currency: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-gray-700">{t('investments.schedule.empty')}</p>;
  const money = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
  return (
    <ScrollRegion label={t('investments.schedule.title')}>
      <table className="min-w-full divide-y divide-gray-200 text-sm" data-schedule>
        <caption className="sr-only">{t('investments.schedule.caption', { currency })}</caption>
        <ScheduleHead />
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr
              key={row.seq}
              data-schedule-row={row.seq}
              className={row.status === 'cancelled' ? 'text-gray-600 line-through' : undefined}
            >
              <td className="px-3 py-2">{row.seq}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {dateCell(row.periodFrom)} – {dateCell(row.periodTo)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{dateCell(row.paymentDate)}</td>
              <td className={money}>{moneyCell(row.gross, currency)}</td>
              <td className={money}>{moneyCell(row.tax, currency)}</td>
              <td className={money}>{moneyCell(row.net, currency)}</td>
              <td className="px-3 py-2">
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold no-underline ${STATUS_CLASSES[row.status]}`}
                  data-schedule-status={row.status}
                >
                  {t(`investments.schedule.statuses.${row.status}`)}
                </span>
              </td>
              <td className={money}>
                {moneyCell(row.paidAmount, currency)}
                {row.paidAt && <span className="block text-xs text-gray-600">{dateCell(row.paidAt)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-gray-300 font-semibold text-gray-900">
          <tr data-schedule-totals>
            <th scope="row" colSpan={3} className="px-3 py-2 text-left">
              {t('investments.schedule.totals')}
            </th>
            <td className={money}>{moneyCell(totals.gross, currency)}</td>
            <td className={money}>{moneyCell(totals.tax, currency)}</td>
            <td className={money}>{moneyCell(totals.net, currency)}</td>
            <td />
            <td className={money}>{moneyCell(totals.paid, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
