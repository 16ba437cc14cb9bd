import { useTranslation } from 'react-i18next';
import type { CampaignViewState } from '../../../lib/contracts/campaign-views';

const COLOURS: Record<CampaignViewState, string> = {
  upcoming: 'border-sky-300 bg-sky-50 text-sky-900',
  active: 'border-green-300 bg-green-50 text-green-800',
  completed: 'border-gray-300 bg-gray-100 text-gray-800',
  closed: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** The campaign's phase as a pill (upcoming, active, completed, closed). */
export function CampaignStateBadge({ state }: { state: CampaignViewState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full border px-2.5 py-0.5 text-sm font-medium ${COLOURS[state]}`}
      data-campaign-state={state}
    >
      {t(`campaigns.state.${state}`)}
    </span>
  );
}
