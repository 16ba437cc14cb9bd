import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignMetrics } from '../../../lib/schemas/campaign-views';
import { moneyText, raisedPercent } from './campaign-format';

/** Raised against the target as a bar with the same facts in text (the bar alone says nothing to a screen reader). */
export function RaisedProgress({ metrics }: { metrics: CampaignMetrics }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = raisedPercent(metrics.raised, metrics.target);
  const text = t('campaigns.raisedOfTarget', {
    raised: moneyText(metrics.raised, metrics.currency),
    target: moneyText(metrics.target, metrics.currency),
    percent,
  });
  return (
    <div className="flex flex-col gap-1" data-raised-progress>
      <p id={id} className="text-sm text-gray-800">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-main" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
