import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { investorDictionaryQuery, investorOffersQuery } from './investor-queries';

/** The investor's offers: for now how many there are, or the empty state (the offer screens come later). */
export function InvestorOffers() {
  const { t } = useTranslation();
  const headingId = useId();
  useQuery(investorDictionaryQuery());
  const offers = useQuery(investorOffersQuery());
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.offers.title')}
      </h2>
      {offers.isPending ? (
        <p className="mt-2 text-sm text-gray-700" role="status">
          {t('panel.loading')}
        </p>
      ) : offers.data?.length ? (
        <p className="mt-2 text-gray-700">{t('panel.offers.count', { count: offers.data.length })}</p>
      ) : (
        <p className="mt-2 text-gray-700" data-offers-empty>
          {t('panel.offers.empty')}
        </p>
      )}
    </section>
  );
}
