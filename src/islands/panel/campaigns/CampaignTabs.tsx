import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TABS, type CampaignTab } from '../../../lib/contracts/campaign-views';

export const tabId = (tab: CampaignTab) => `campaigns-tab-${tab}`;
export const PANEL_ID = 'campaigns-panel';

/** The tab of the URL (?tab=archived); anything else is the active tab. */
export const tabFromSearch = (search: string): CampaignTab =>
  new URLSearchParams(search).get('tab') === 'archived' ? 'archived' : 'active';

/**
 * Active / Archived as an ARIA tablist (roving tabindex; arrows, Home and End move and select, like the
 * WAI-ARIA tabs pattern with automatic activation).
 */
export function CampaignTabs({ tab, onSelect }: { tab: CampaignTab; onSelect: (tab: CampaignTab) => void }) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<CampaignTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = CAMPAIGN_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = CAMPAIGN_TABS[next]!;
    onSelect(target);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('campaigns.tabs')} className="flex gap-1 border-b border-gray-200">
      {CAMPAIGN_TABS.map((name, index) => {
        const selected = name === tab;
        return (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            id={tabId(name)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={
              '-mb-px border-b-2 px-4 py-2 font-semibold ' +
              (selected ? 'border-main text-gray-900' : 'border-transparent text-gray-700 hover:text-gray-900')
            }
            onClick={() => onSelect(name)}
            onKeyDown={(event) => move(event, index)}
            data-tab={name}
          >
            {t(`campaigns.tab.${name}`)}
          </button>
        );
      })}
    </div>
  );
}
