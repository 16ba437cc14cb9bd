import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_COLUMNS } from '../../../lib/contracts/campaign';
import type {
  AdvisorDashboard,
  OfferColumnCounts as Counts,
  OfferColumnMoney as Money,
} from '../../../lib/contracts/dashboard';
import { sumLines } from '../../../lib/format/cells';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import { offersWithStatus } from './dashboard-api';

/**
 * Offers per status (SPEC issue 4: "counts per offer status"): the caller's own, and for coordinators their
 * networks' too; each card opens the matching offers list filtered to that status. Under the accepted and active
 * cards, the money declared and the money paid apart (decision 0077).
 */
export function OfferCounts({
  offers,
  money,
}: {
  offers: AdvisorDashboard['offers'];
  money: AdvisorDashboard['money'] | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.home.offers.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('panel.home.offers.intro')}</p>
      <CountGroup scope="own" counts={offers.own} money={money?.own} />
      {offers.network && <CountGroup scope="network" counts={offers.network} money={money?.network ?? undefined} />}
    </section>
  );
}

function CountGroup({ scope, counts, money }: { scope: OfferScope; counts: Counts; money: Money | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="mt-4">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t(`panel.home.offers.${scope}`)}
      </h3>
      <ul
        aria-labelledby={headingId}
        className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        data-offer-counts={scope}
      >
        {OFFER_COLUMNS.map((status) => {
          const label = t(`offers.status.${status}`);
          const sums = money && (status === 'accepted' || status === 'active') ? money[status] : undefined;
          return (
            <li key={status} className="flex flex-col gap-1">
              <a
                href={offersWithStatus(scope, status)}
                data-offer-status={status}
                aria-label={t(`panel.home.offers.${scope}LinkLabel`, { label, count: counts[status] })}
                className={
                  'flex h-full flex-col rounded-lg border border-gray-200 p-4 hover:border-main hover:bg-highlight ' +
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main'
                }
              >
                <span className="text-3xl font-semibold text-gray-900 tabular-nums">{counts[status]}</span>
                <span className="mt-1 text-sm font-medium text-gray-700">{label}</span>
              </a>
              {sums && sums.declared.length > 0 && <ColumnMoney money={sums} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** An amount that wraps as one piece in the narrow cards (390 px): "2 645 000,00 PLN" never splits. */
const unbroken = (sums: Money['accepted']['paid']) => sumLines(sums).map((line) => line.replaceAll(' ', '\u00a0'));

/** A column's money: the sums declared and what was paid, per currency. */
function ColumnMoney({ money }: { money: Money['accepted'] }) {
  const { t } = useTranslation();
  return (
    <dl className="px-1 text-sm text-gray-800" data-offer-money>
      <dt className="sr-only">{t('investors.kanban.sum')}</dt>
      {unbroken(money.declared).map((line) => (
        <dd key={line} className="font-semibold tabular-nums" data-sum>
          {t('investors.kanban.sumLine', { amount: line })}
        </dd>
      ))}
      <dt className="sr-only">{t('investors.kanban.paid')}</dt>
      {unbroken(money.paid).map((line) => (
        <dd key={line} className="tabular-nums" data-paid-sum>
          {t('investors.kanban.paidLine', { amount: line })}
        </dd>
      ))}
    </dl>
  );
}
