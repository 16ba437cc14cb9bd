import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import type { CampaignTab } from '../../../lib/contracts/campaign-views';
import { usePanelSession } from '../../session/use-panel-session';
import { InviteInvestorDialog, type InviteTarget } from '../ui/invite/InviteInvestorDialog';
import { InviteTextContext } from '../ui/invite/invite-text';
import { SendKycInviteButton } from '../ui/invite/SendKycInviteButton';
import { PanelProviders } from '../PanelProviders';
import { advisorScreenGate } from '../SessionPending';
import { CampaignCard } from './CampaignCard';
import { campaignsQuery } from './campaigns-api';
import { CampaignTabs, PANEL_ID, tabFromSearch, tabId } from './CampaignTabs';
import { LoadFailed, Loading, Page } from './screen-parts';

/** The tab kept in the URL (?tab=archived), so a reload or a shared link opens the same tab. */
function useTabInUrl(): [CampaignTab, (tab: CampaignTab) => void] {
  const [tab, setTab] = useState<CampaignTab>('active');
  useEffect(() => {
    const read = () => setTab(tabFromSearch(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const select = (next: CampaignTab) => {
    if (next === tab) return;
    const url = new URL(window.location.href);
    if (next === 'active') url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    window.history.pushState(null, '', url);
    setTab(next);
  };
  return [tab, select];
}

function CampaignList({
  tab,
  lang,
  onInvite,
}: {
  tab: CampaignTab;
  lang: Language;
  onInvite: (target: InviteTarget) => void;
}) {
  const { t } = useTranslation();
  const campaigns = useQuery(campaignsQuery(tab, lang));
  if (campaigns.isPending) return <Loading />;
  if (campaigns.isError) return <LoadFailed error={campaigns.error} retry={() => void campaigns.refetch()} />;
  if (campaigns.data.length === 0) return <p className="text-gray-700">{t(`campaigns.empty.${tab}`)}</p>;
  return (
    <div className="flex flex-col gap-4" data-campaign-list={tab}>
      {campaigns.data.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} onInvite={onInvite} />
      ))}
    </div>
  );
}

function Screen({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const [tab, selectTab] = useTabInUrl();
  const [target, setTarget] = useState<InviteTarget | null>(null);
  const title = t('campaigns.title');
  const gate = advisorScreenGate(session);
  if (gate) return <Page title={title}>{gate}</Page>;
  return (
    <Page title={title} action={<SendKycInviteButton />}>
      <p className="text-gray-700">
        {t(session.role === 'coordinator' ? 'campaigns.introCoordinator' : 'campaigns.intro')}
      </p>
      <CampaignTabs tab={tab} onSelect={selectTab} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={0} className="focus:outline-none">
        <CampaignList tab={tab} lang={lang} onInvite={setTarget} />
      </div>
      <InviteInvestorDialog open={target !== null} target={target} onClose={() => setTarget(null)} />
    </Page>
  );
}

/**
 * The island of /app/offers (client:load): the campaigns in Active and Archived tabs; `inviteText` starts the
 * invitations' message.
 */
export function CampaignsScreen({ lang, inviteText }: { lang: Language; inviteText: string }) {
  return (
    <PanelProviders lang={lang}>
      <InviteTextContext.Provider value={inviteText}>
        <Screen lang={lang} />
      </InviteTextContext.Provider>
    </PanelProviders>
  );
}
