// The certificates of residence due for renewal, on the money desk's payouts screen (issue 38 item 3; decision
// 0076): the investors with an active investment whose certificate ends within the next days or ended lately, each
// linking to the investor's page where a new one is recorded. Once a certificate has ended, payouts are taxed at the
// Polish rate, so the desk asks for a new one before the next payout.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import {
  RENEWAL_LOOKBACK_DAYS,
  type CertificateRenewals as Renewals,
} from '../../../lib/contracts/residence-certificate';
import { dateCell } from '../../../lib/format/cells';
import { countryName } from '../../../lib/format/country';
import { Card, QueryState, usePageLanguage } from '../ui/page-parts';
import { payoutsKey } from './payouts-api';

const renewalsQuery = queryOptions({
  queryKey: [...payoutsKey, 'certificate-renewals'],
  queryFn: () => browserCore().api.get<Renewals>('/api/advisor/residence-certificates/renewals'),
});

export function CertificateRenewals() {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const headingId = useId();
  const query = useQuery(renewalsQuery);
  const days = query.data?.horizonDays ?? 0;
  return (
    <Card title={t('payouts.renewals.title')} headingId={headingId} data-certificate-renewals>
      <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
      {query.data &&
        (query.data.renewals.length === 0 ? (
          <p className="mt-2 text-gray-900" data-renewals-none>
            {t('payouts.renewals.none', { days, past: RENEWAL_LOOKBACK_DAYS })}
          </p>
        ) : (
          <>
            <p className="mt-2 text-gray-700">{t('payouts.renewals.intro', { days })}</p>
            <ul className="mt-3 flex flex-col gap-2">
              {query.data.renewals.map((renewal) => (
                <li
                  key={renewal.investorId}
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
                  data-renewal={renewal.investorId}
                >
                  <a
                    className="link font-semibold break-words [overflow-wrap:anywhere]"
                    href={`/app/investors/client/${encodeURIComponent(renewal.investorId)}`}
                  >
                    {renewal.investorName}
                  </a>
                  <span className="text-gray-900">{countryName(renewal.country, lang)}</span>
                  <span
                    className={`inline-block rounded-lg px-2.5 py-0.5 text-xs leading-tight font-semibold ${
                      renewal.expired ? 'bg-amber-100 text-amber-900' : 'bg-gray-100 text-gray-900'
                    }`}
                    data-renewal-state={renewal.expired ? 'expired' : 'expiring'}
                  >
                    {t(renewal.expired ? 'payouts.renewals.expired' : 'payouts.renewals.expires', {
                      date: dateCell(renewal.validTo),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ))}
    </Card>
  );
}
