// The investor's home (/app for role investor): the summary (invested per currency, expected interest, next
// payments), the offers with their status, amount and next action, and the way to the products.
//
// Paths: the start-up access rules send investors away from any path containing "advisors" or "investors"
// (SPEC section 2), and /app/investments/{id} is the advisors' investment page, so the investor's own screens
// live at /app/portfolio/{id} (one offer) and /app/products[/{id}], which neither rule nor advisor page touches.
//
// First visit: an investor who has never sent the lead form is taken to /onboarding once per browser session
// (sessionStorage), so "later" on that page is respected until the next sign-in; a coordinator viewing the panel
// as the investor is never taken there.
import { YearlyStatementLinks } from './YearlyStatementLinks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import { dateCell } from '../../../lib/format/cells';
import { moneyText } from '../../../lib/format/campaign-format';
import { leadFormQuery, offersQuery, summaryQuery, type InvestorSummary } from './investor-api';
import { amountText, INVESTOR_MOVES, nextAction, SCHEDULE_STATUS_CLASSES } from './investor-format';
import type { InvestorOfferRow } from './investor-api';
import { Card, QueryState, usePageLanguage } from '../ui/page-parts';
import { InvestorOfferList, offerPath } from './InvestorOfferList';

const ONBOARDING_PATH = '/onboarding';
const ONBOARDING_OFFERED_KEY = 'investorOnboardingOffered';
const PRODUCTS_PATH = '/app/products';

/** Sends a first-time investor to /onboarding, once per browser session. */
function useFirstVisitRedirect() {
  const leadForm = useQuery(leadFormQuery());
  useEffect(() => {
    if (!leadForm.data || leadForm.data.submittedAt !== null) return;
    const core = browserCore();
    if ((core.store.$token.get() as { imp?: unknown } | null)?.imp) return;
    try {
      if (window.sessionStorage.getItem(ONBOARDING_OFFERED_KEY)) return;
      window.sessionStorage.setItem(ONBOARDING_OFFERED_KEY, '1');
    } catch {
      // No session storage (privacy mode): offer it on every visit of the home rather than never.
    }
    core.navigate(ONBOARDING_PATH);
  }, [leadForm.data]);
}

function SummaryCards({ summary }: { summary: InvestorSummary }) {
  const { t } = useTranslation();
  if (summary.currencies.length === 0)
    return (
      <p className="mt-2 text-gray-700" data-summary-empty>
        {t('investor.summary.empty')}
      </p>
    );
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {summary.currencies.map((c) => (
        <li
          key={c.currency}
          className="rounded-lg border border-gray-200 bg-highlight p-4"
          data-summary-currency={c.currency}
        >
          <h3 className="text-sm font-semibold text-gray-700">
            {t('investor.summary.currency', { currency: c.currency })}
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
            <div className="col-span-2">
              <dt className="text-sm text-gray-700">{t('investor.summary.invested')}</dt>
              <dd className="text-xl font-semibold text-gray-900" data-summary-invested>
                {moneyText(c.invested, c.currency)}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-sm text-gray-700">{t('investor.summary.expectedInterest')}</dt>
              <dd className="font-semibold text-gray-900" data-summary-expected>
                {moneyText(c.expectedInterest, c.currency)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700">{t('investor.summary.pending')}</dt>
              <dd className="text-gray-900">{moneyText(c.pending, c.currency)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700">{t('investor.summary.paidInterest')}</dt>
              <dd className="text-gray-900">{moneyText(c.paidInterest, c.currency)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function NextPayments({ summary }: { summary: InvestorSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="mt-6">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {t('investor.summary.nextPayments')}
      </h3>
      {summary.nextPayments.length === 0 ? (
        <p className="mt-1 text-gray-700">{t('investor.summary.noPayments')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 divide-y divide-gray-100" data-next-payments>
          {summary.nextPayments.map((p, i) => (
            <li
              key={`${p.offerId}-${p.paymentDate}-${i}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <span>
                <span className="font-semibold text-gray-900">{dateCell(p.paymentDate)}</span>{' '}
                <a className="link" href={offerPath(p.offerId)}>
                  {p.campaignName} ({p.productCode})
                </a>
              </span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums text-gray-900">{moneyText(p.net, p.currency)}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SCHEDULE_STATUS_CLASSES[p.status]}`}>
                  {t(`investments.schedule.statuses.${p.status}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Only what waits for the investor: each offer's next move as a link to it (the list below has every offer). */
function ToDo({ rows }: { rows: InvestorOfferRow[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const due = rows.flatMap((row) => {
    const action = nextAction(row);
    return action && INVESTOR_MOVES.includes(action) ? [{ row, action }] : [];
  });
  return (
    <Card title={t('investor.todo.title')} headingId={headingId} data-investor-todo>
      {due.length === 0 ? (
        <p className="mt-2 text-gray-700" data-todo-empty>
          {t('investor.todo.empty')}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {due.map(({ row, action }) => (
            <li key={row.id} data-todo={action}>
              <a
                className="link inline-block min-h-11 py-2 break-words md:min-h-0 md:py-0"
                href={`${offerPath(row.id)}#${action}`}
              >
                {t(`investor.todo.${action}`, {
                  // Two offers of one campaign (two series) read apart: the product and its code name each.
                  offer: `${row.campaign.name}, ${row.product.name} (${row.product.code})`,
                  amount: amountText(row.investmentValue, row.currency) ?? '',
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The investor home's content (inside PanelProviders, once the session is ready). */
export function InvestorHome() {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const summaryId = useId();
  const offersId = useId();
  useFirstVisitRedirect();
  const summary = useQuery(summaryQuery(lang));
  const offers = useQuery(offersQuery(lang));
  return (
    <div className="flex flex-col gap-6">
      {offers.data && <ToDo rows={offers.data} />}
      <Card title={t('investor.summary.title')} headingId={summaryId} data-investor-summary>
        <QueryState pending={summary.isPending} error={summary.error} retry={() => void summary.refetch()} />
        {summary.data && (
          <>
            <SummaryCards summary={summary.data} />
            <NextPayments summary={summary.data} />
            <YearlyStatementLinks lang={lang} />
          </>
        )}
      </Card>
      <Card title={t('investor.offers.title')} headingId={offersId}>
        <QueryState pending={offers.isPending} error={offers.error} retry={() => void offers.refetch()} />
        {offers.data &&
          (offers.data.length === 0 ? (
            <p className="mt-2 text-gray-700" data-offers-empty>
              {t('panel.offers.empty')}
            </p>
          ) : (
            <InvestorOfferList rows={offers.data} />
          ))}
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <a className="link" href={PRODUCTS_PATH}>
            {t('investor.products.link')}
          </a>
          <a className="link" href={ONBOARDING_PATH}>
            {t('investor.onboardingLink')}
          </a>
        </p>
      </Card>
    </div>
  );
}
