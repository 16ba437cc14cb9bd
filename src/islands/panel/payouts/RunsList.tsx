// The landing's payout runs (issue 38 item 3): campaign, schedule date, currency, state, the totals (gross interest,
// tax withheld, net, what is paid out) and the held lines, newest schedule date first; the campaign's name opens the
// run. A further run of a date (the rows of offers activated after the first was built) shows its number after the
// date ("15.12.2026 · 2"). A table in its own sideways scroll region, so a phone never scrolls the page.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutRunState, PayoutRunSummary } from '../../../lib/contracts/payout-run';
import { dateCell, moneyCell } from '../../../lib/format/cells';
import type { Translate } from '../../../lib/i18n-types';
import { ScrollRegion, STICKY_FIRST_COLUMN } from '../table/ScrollRegion';
import { Card, QueryState, usePageLanguage } from '../ui/page-parts';
import { runsQuery } from './payouts-api';

const STATE_CLASSES: Record<PayoutRunState, string> = {
  draft: 'bg-gray-100 text-gray-900',
  approved: 'bg-amber-100 text-amber-900',
  executed: 'bg-green-100 text-green-900',
};

export function RunState({ state }: { state: PayoutRunState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_CLASSES[state]}`}
      data-payout-state={state}
    >
      {t(`payouts.state.${state}`)}
    </span>
  );
}

/**
 * A run's schedule date as shown, with its number when it is not the date's first run ("15.12.2026 · 2"); `spoken`
 * for labels read out ("15.12.2026, run 2").
 */
export function runDate(t: Translate, run: Pick<PayoutRunSummary, 'scheduleDate' | 'ordinal'>, spoken = false): string {
  const date = dateCell(run.scheduleDate);
  if (run.ordinal <= 1) return date;
  return t(spoken ? 'payouts.list.dateNthSpoken' : 'payouts.list.dateNth', { date, ordinal: run.ordinal });
}

const th = 'px-3 py-2 font-semibold';
const money = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

function RunsHead() {
  const { t } = useTranslation();
  return (
    <thead className="bg-highlight text-gray-900">
      <tr>
        <th scope="col" className={`${th} text-left`}>
          {t('payouts.list.campaign')}
        </th>
        <th scope="col" className={`${th} text-left`}>
          {t('payouts.list.date')}
        </th>
        <th scope="col" className={`${th} text-left`}>
          {t('payouts.list.currency')}
        </th>
        <th scope="col" className={`${th} text-left`}>
          {t('payouts.list.state')}
        </th>
        <th scope="col" className={`${th} text-right`}>
          {t('payouts.totals.gross')}
        </th>
        <th scope="col" className={`${th} text-right`}>
          {t('payouts.totals.tax')}
        </th>
        <th scope="col" className={`${th} text-right`}>
          {t('payouts.totals.net')}
        </th>
        <th scope="col" className={`${th} text-right`}>
          {t('payouts.totals.payout')}
        </th>
        <th scope="col" className={`${th} text-right`}>
          {t('payouts.list.held')}
        </th>
      </tr>
    </thead>
  );
}

export function RunsList({ selected, onOpen }: { selected: string | null; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const query = useQuery(runsQuery(usePageLanguage()));
  return (
    <Card title={t('payouts.list.title')} headingId={`${ids}-title`} data-payout-runs>
      <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
      {query.data &&
        (query.data.length === 0 ? (
          <p className="mt-2 text-gray-700" data-payout-runs-empty>
            {t('payouts.list.none')}
          </p>
        ) : (
          <>
            {/* Nine columns do not fit a phone: say that the table scrolls sideways (it is its own scroll region). */}
            <p className="mt-3 text-sm text-gray-700 md:hidden" data-payout-runs-scroll-hint>
              {t('payouts.list.scrollHint')}
            </p>
            <ScrollRegion label={t('payouts.list.title')} className="mt-3">
              <table className={`min-w-full divide-y divide-gray-200 text-sm ${STICKY_FIRST_COLUMN}`}>
                <caption className="sr-only">{t('payouts.list.caption')}</caption>
                <RunsHead />
                <tbody className="divide-y divide-gray-100">
                  {query.data.map((run) => (
                    <tr key={run.id} data-payout-run={run.id} aria-current={run.id === selected ? 'true' : undefined}>
                      <td className="px-3 py-2">
                        <button
                          type="button"
                          className="link text-left font-semibold"
                          onClick={() => onOpen(run.id)}
                          aria-label={t('payouts.list.open', {
                            campaign: run.campaignName,
                            date: runDate(t, run, true),
                          })}
                          data-payout-open
                        >
                          {run.campaignName}
                        </button>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap" data-payout-date={run.ordinal}>
                        {runDate(t, run)}
                      </td>
                      <td className="px-3 py-2">{run.currency}</td>
                      <td className="px-3 py-2">
                        <RunState state={run.state} />
                      </td>
                      <td className={money}>{moneyCell(run.totals.grossInterest, run.currency)}</td>
                      <td className={money}>{moneyCell(run.totals.tax, run.currency)}</td>
                      <td className={money}>{moneyCell(run.totals.netInterest, run.currency)}</td>
                      <td className={money}>{moneyCell(run.totals.payout, run.currency)}</td>
                      <td className={money} data-payout-held={run.totals.held}>
                        {t('payouts.list.heldCount', { held: run.totals.held, lines: run.totals.lines })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        ))}
    </Card>
  );
}
