import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorDashboard, LostReasonCount } from '../../../lib/contracts/dashboard';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import { useLostReasonLabel } from '../ui/offer/LostReason';
import { offersWithLostReason } from './dashboard-api';

/**
 * Why offers were lost (issue 19): the advisor's own offers marked lost per reason, and for coordinators their
 * networks' too; each line opens the offers list filtered to that reason. Shown once any offer has a reason.
 */
export function LostReasonCounts({ reasons }: { reasons: AdvisorDashboard['lostReasons'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (reasons.own.length === 0 && !reasons.network?.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-lost-reason-counts
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.home.lostReasons.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('panel.home.lostReasons.intro')}</p>
      <div className="mt-2 grid gap-x-8 sm:grid-cols-2">
        <ReasonGroup scope="own" counts={reasons.own} />
        {reasons.network && <ReasonGroup scope="network" counts={reasons.network} />}
      </div>
    </section>
  );
}

function ReasonGroup({ scope, counts }: { scope: OfferScope; counts: LostReasonCount[] }) {
  const { t } = useTranslation();
  const label = useLostReasonLabel();
  const headingId = useId();
  return (
    <div className="mt-2">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t(`panel.home.offers.${scope}`)}
      </h3>
      {counts.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700">{t('panel.home.lostReasons.none')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-1 divide-y divide-gray-100" data-lost-reasons={scope}>
          {counts.map(({ code, count }) => (
            <li key={code} className="flex items-center justify-between gap-3 py-2">
              <a className="link min-w-0 break-words" href={offersWithLostReason(scope, code)} data-lost-reason={code}>
                {label(code)}
              </a>
              <span className="font-semibold text-gray-900 tabular-nums">
                <span aria-hidden="true">{count}</span>
                <span className="sr-only">{t('panel.home.lostReasons.count', { count })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
