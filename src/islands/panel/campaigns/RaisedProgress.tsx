import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignMetrics } from '../../../lib/contracts/campaign-views';
import { InfoTip } from '../ui/InfoTip';
import { moneyText, raisedPercent } from '../../../lib/format/campaign-format';

/**
 * Raised against the target as a bar with the same facts in text (the bar alone says nothing to a screen reader):
 * money paid (active offers) as the solid part, declarations (accepted, not yet paid) as the lighter part, so
 * nobody reads a declaration as money in the account; the percentage counts both, as the target does (issue 17).
 */
export function RaisedProgress({ metrics }: { metrics: CampaignMetrics }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = raisedPercent(metrics.raised, metrics.target);
  const paidPercent = Math.min(percent, raisedPercent(metrics.paid, metrics.target));
  const text = t('campaigns.raisedOfTarget', {
    paid: moneyText(metrics.paid, metrics.currency),
    declared: moneyText(metrics.raised - metrics.paid, metrics.currency),
    target: moneyText(metrics.target, metrics.currency),
    percent,
  });
  return (
    <div className="flex flex-col gap-1" data-raised-progress>
      <div className="flex items-start justify-between gap-2">
        <p id={id} className="text-sm text-gray-800">
          {text}
        </p>
        <InfoTip label={t('campaign.raisedHelp.title')} text={t('campaign.raisedHelp.text')} />
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full bg-main" style={{ width: `${paidPercent}%` }} data-paid-bar />
        <div className="h-full bg-main opacity-40" style={{ width: `${percent - paidPercent}%` }} data-declared-bar />
      </div>
    </div>
  );
}
