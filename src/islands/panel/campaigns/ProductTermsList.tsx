import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/i18n-types';
import type { ProductTerms } from '../../../lib/contracts/campaign-views';
import { durationText, moneyText, rateText } from '../../../lib/format/campaign-format';

/** A product's terms as label/value pairs (the detail's product cards and the preview). */
function productTermItems(product: ProductTerms, t: Translate): Array<{ key: string; label: string; value: string }> {
  const money = (minor: number) => moneyText(minor, product.currency);
  return [
    { key: 'interestRate', label: t('campaigns.metric.interestRate'), value: rateText(product.interestRate) },
    {
      key: 'interestType',
      label: t('campaigns.metric.interestType'),
      value: t(`campaigns.interestType.${product.interestType}`),
    },
    { key: 'frequency', label: t('campaigns.metric.frequency'), value: t(`campaigns.frequency.${product.frequency}`) },
    { key: 'duration', label: t('campaigns.metric.duration'), value: durationText(product.duration, t) },
    { key: 'minInvestment', label: t('campaigns.metric.minInvestment'), value: money(product.minInvestment) },
    { key: 'step', label: t('campaigns.metric.step'), value: money(product.step) },
    {
      key: 'maxInvestment',
      label: t('campaigns.metric.maxInvestment'),
      value: product.maxInvestment === null ? t('campaigns.noMaximum') : money(product.maxInvestment),
    },
  ];
}

/** The terms of one product as a definition list. */
export function ProductTermsList({ product }: { product: ProductTerms }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4" data-product-terms>
      {productTermItems(product, t as Translate).map((item) => (
        <div key={item.key} className="flex flex-col" data-term={item.key}>
          <dt className="text-sm text-gray-700">{item.label}</dt>
          <dd className="font-semibold text-gray-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
