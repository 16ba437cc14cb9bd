import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/i18n-types';
import type { CampaignMetrics as Metrics } from '../../../lib/contracts/campaign-views';
import { durationText, moneyText, rateRangeText } from '../../../lib/format/campaign-format';

/** The metrics a campaign is judged by, as label/value pairs (the same words on the detail and the preview). */
function metricItems(metrics: Metrics, t: Translate): Array<{ key: string; label: string; value: string }> {
  const money = (minor: number) => moneyText(minor, metrics.currency);
  const rate = rateRangeText(metrics.interestRate);
  return [
    {
      key: 'interestType',
      label: t('campaigns.metric.interestType'),
      value: t(`campaigns.interestType.${metrics.interestType}`),
    },
    ...(rate ? [{ key: 'interestRate', label: t('campaigns.metric.interestRate'), value: rate }] : []),
    { key: 'frequency', label: t('campaigns.metric.frequency'), value: t(`campaigns.frequency.${metrics.frequency}`) },
    { key: 'duration', label: t('campaigns.metric.duration'), value: durationText(metrics.duration, t) },
    { key: 'minInvestment', label: t('campaigns.metric.minInvestment'), value: money(metrics.minInvestment) },
    // Paid money apart from declarations (issue 17); the target counts both.
    { key: 'raised', label: t('campaigns.metric.raised'), value: money(metrics.paid) },
    { key: 'declared', label: t('campaigns.metric.declared'), value: money(metrics.raised - metrics.paid) },
    { key: 'target', label: t('campaigns.metric.target'), value: money(metrics.target) },
    { key: 'daysLeft', label: t('campaigns.metric.daysLeft'), value: String(metrics.daysLeft) },
    { key: 'step', label: t('campaigns.metric.step'), value: money(metrics.step) },
    {
      key: 'maxInvestment',
      label: t('campaigns.metric.maxInvestment'),
      value: metrics.maxInvestment === null ? t('campaigns.noMaximum') : money(metrics.maxInvestment),
    },
  ];
}

/** The metrics grid of a campaign (SPEC section 3: Campaign). `only` picks a subset, in this order. */
export function CampaignMetrics({ metrics, only }: { metrics: Metrics; only?: readonly string[] }) {
  const { t } = useTranslation();
  const items = metricItems(metrics, t as Translate).filter((item) => !only || only.includes(item.key));
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5" data-campaign-metrics>
      {items.map((item) => (
        <div key={item.key} className="flex flex-col" data-metric={item.key}>
          <dt className="text-sm text-gray-700">{item.label}</dt>
          <dd className="font-semibold text-gray-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
