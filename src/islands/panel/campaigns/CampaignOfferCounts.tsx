import { useTranslation } from 'react-i18next';
import { OFFER_COLUMNS, type OfferStatus } from '../../../lib/contracts/campaign';
import type { OfferCounts as Counts } from '../../../lib/contracts/campaign-views';

/** Counts per kanban column: rejected and declined together as Lost (SPEC section 4). */
export function columnCounts(counts: Counts): Array<{ column: (typeof OFFER_COLUMNS)[number]; count: number }> {
  return OFFER_COLUMNS.map((column) => ({
    column,
    count: column === 'lost' ? counts.rejected + counts.declined : counts[column as OfferStatus],
  }));
}

/** One line of offers per status: the caller's own, or their networks'. */
function CountsRow({ label, counts, scope }: { label: string; counts: Counts; scope: 'own' | 'network' }) {
  const { t } = useTranslation();
  const columns = columnCounts(counts);
  const total = columns.reduce((sum, c) => sum + c.count, 0);
  return (
    <div className="flex flex-col gap-1" data-offer-counts={scope}>
      <h4 className="text-sm font-semibold text-gray-900">
        {label} ({total})
      </h4>
      <ul className="flex flex-wrap gap-1.5 text-sm">
        {columns.map(({ column, count }) => (
          <li
            key={column}
            className="rounded-full border border-gray-300 bg-white px-2.5 py-0.5 text-gray-800"
            data-count={column}
          >
            {t(`campaigns.offerStatus.${column}`)}: <span className="font-semibold">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The campaign's offers by status: own, and the networks' for a coordinator. */
export function CampaignOfferCounts({ own, network }: { own: Counts; network: Counts | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <CountsRow label={t('campaigns.counts.own')} counts={own} scope="own" />
      {network && <CountsRow label={t('campaigns.counts.network')} counts={network} scope="network" />}
    </div>
  );
}
