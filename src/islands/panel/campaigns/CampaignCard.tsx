import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import type { CampaignSummary } from '../../../lib/contracts/campaign-views';
import type { InviteTarget } from '../ui/invite/InviteInvestorDialog';
import { campaignPage } from './campaigns-api';
import { CampaignMetrics } from './CampaignMetrics';
import { CampaignStateBadge } from './CampaignStateBadge';
import { CampaignOfferCounts } from './CampaignOfferCounts';
import { RaisedProgress } from './RaisedProgress';

/** The metrics a card shows; the detail page has them all. */
const CARD_METRICS = ['interestRate', 'frequency', 'duration', 'minInvestment', 'daysLeft'] as const;

interface Props {
  campaign: CampaignSummary;
  onInvite: (target: InviteTarget) => void;
}

/** One campaign of the list: name, phase, key metrics, raised vs target, offers by status, its products. */
export function CampaignCard({ campaign, onInvite }: Props) {
  const { t } = useTranslation();
  const headingId = `campaign-${campaign.id}`;
  return (
    <article
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      aria-labelledby={headingId}
      data-campaign-card={campaign.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            <a className="link" href={campaignPage(campaign.id)}>
              {campaign.name}
            </a>
          </h2>
          <p className="text-sm text-gray-700">
            {t('campaigns.dates', {
              start: formatDate(campaign.startDate, 'DD.MM.YYYY'),
              end: formatDate(campaign.endDate, 'DD.MM.YYYY'),
            })}
          </p>
        </div>
        <CampaignStateBadge state={campaign.state} />
      </div>
      <CampaignMetrics metrics={campaign.metrics} only={CARD_METRICS} />
      <RaisedProgress metrics={campaign.metrics} />
      <CampaignOfferCounts own={campaign.offerCounts.own} network={campaign.offerCounts.network} />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-gray-900">{t('campaigns.products')}</h3>
        {campaign.products.length === 0 ? (
          <p className="text-sm text-gray-700">{t('campaigns.noProducts')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {campaign.products.map((product) => (
              <li
                key={product.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 px-3 py-2"
                data-product={product.code}
              >
                <span className="text-sm text-gray-900">
                  <span className="font-semibold">{product.code}</span> · {product.name}
                </span>
                <button
                  type="button"
                  className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-highlight"
                  aria-label={t('campaigns.inviteTo', { product: product.name })}
                  onClick={() =>
                    onInvite({
                      campaignId: campaign.id,
                      productId: product.id,
                      productName: product.name,
                      campaignName: campaign.name,
                    })
                  }
                  data-invite-product={product.id}
                >
                  {t('campaigns.invite')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <a
        className="link self-start"
        href={campaignPage(campaign.id)}
        aria-label={t('campaigns.detailsOf', { name: campaign.name })}
      >
        {t('campaigns.details')}
      </a>
    </article>
  );
}
