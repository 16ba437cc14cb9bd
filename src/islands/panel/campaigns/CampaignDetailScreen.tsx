import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date';
import type { Language } from '../../../lib/language';
import type { CampaignDetail } from '../../../lib/contracts/campaign-views';
import { usePanelSession } from '../../session/use-panel-session';
import { IssuerForm } from './IssuerForm';
import { InviteInvestorDialog, type InviteDialogTarget } from '../ui/invite/InviteInvestorDialog';
import { InviteTextContext } from '../ui/invite/invite-text';
import { PanelProviders } from '../PanelProviders';
import { advisorScreenGate } from '../SessionPending';
import { CampaignMetrics } from './CampaignMetrics';
import { CampaignOffers } from './CampaignOffers';
import { CAMPAIGNS_PATH, campaignQuery } from './campaigns-api';
import { CampaignStateBadge } from './CampaignStateBadge';
import { CampaignOfferCounts } from './CampaignOfferCounts';
import { ProductCard } from './ProductCard';
import { RaisedProgress } from './RaisedProgress';
import { LoadFailed, Loading, NotFound, Page } from './screen-parts';

function BackLink() {
  const { t } = useTranslation();
  return (
    <a className="link self-start" href={CAMPAIGNS_PATH}>
      {t('campaigns.backToList')}
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="flex flex-col gap-3" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ campaign, coordinator, desk }: { campaign: CampaignDetail; coordinator: boolean; desk: boolean }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<InviteDialogTarget | null>(null);
  return (
    <Page title={campaign.name}>
      <div className="flex flex-wrap items-center gap-3">
        <CampaignStateBadge state={campaign.state} />
        <p className="text-sm text-gray-700">
          {t('campaigns.dates', {
            start: formatDate(campaign.startDate, 'DD.MM.YYYY'),
            end: formatDate(campaign.endDate, 'DD.MM.YYYY'),
          })}
        </p>
      </div>
      {campaign.description && <p className="max-w-3xl text-gray-800">{campaign.description}</p>}
      <div className="flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <CampaignMetrics metrics={campaign.metrics} />
        <RaisedProgress metrics={campaign.metrics} />
        <CampaignOfferCounts own={campaign.offerCounts.own} network={campaign.offerCounts.network} />
      </div>
      <Section title={t('campaigns.products')}>
        {campaign.products.length === 0 ? (
          <p className="text-gray-700">{t('campaigns.noProducts')}</p>
        ) : (
          <div className="flex flex-col gap-3">
            {campaign.products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                onInvite={() =>
                  setTarget({
                    campaignId: campaign.id,
                    productId: product.id,
                    productName: product.name,
                    campaignName: campaign.name,
                  })
                }
              />
            ))}
          </div>
        )}
      </Section>
      <Section title={t(coordinator ? 'campaigns.offers.titleCoordinator' : 'campaigns.offers.title')}>
        <CampaignOffers campaignId={campaign.id} coordinator={coordinator} />
      </Section>
      {desk && (
        <Section title={t('campaignIssuer.title')}>
          <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
            <IssuerForm campaignId={campaign.id} issuer={campaign.issuer} />
          </div>
        </Section>
      )}
      <BackLink />
      <InviteInvestorDialog open={target !== null} target={target} onClose={() => setTarget(null)} />
    </Page>
  );
}

function Loader({ id, lang, coordinator, desk }: { id: string; lang: Language; coordinator: boolean; desk: boolean }) {
  const { t } = useTranslation();
  const campaign = useQuery({ ...campaignQuery(id, lang), retry: false });
  const title = t('campaigns.detailTitle');
  if (campaign.isPending) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  if (campaign.isError) {
    return (
      <Page title={title}>
        {campaign.error instanceof ApiError && campaign.error.status === 404 ? (
          <NotFound text={t('campaigns.notFound')} back={<BackLink />} />
        ) : (
          <LoadFailed error={campaign.error} retry={() => void campaign.refetch()} />
        )}
      </Page>
    );
  }
  return <Detail campaign={campaign.data} coordinator={coordinator} desk={desk} />;
}

function Screen({ lang, campaignId }: { lang: Language; campaignId: string }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const title = t('campaigns.detailTitle');
  const gate = advisorScreenGate(session);
  if (gate) return <Page title={title}>{gate}</Page>;
  const coordinator = session.role === 'coordinator';
  // The money desk (a coordinator or the compliance officer) records the issuer the yearly statements name.
  return <Loader id={campaignId} lang={lang} coordinator={coordinator} desk={coordinator || session.compliance} />;
}

/**
 * The island of /app/offers/{id} (client:load): a campaign's metrics, products and offers; `inviteText` starts the
 * invitations' message.
 */
export function CampaignDetailScreen(props: { lang: Language; campaignId: string; inviteText: string }) {
  return (
    <PanelProviders lang={props.lang}>
      <InviteTextContext.Provider value={props.inviteText}>
        <Screen lang={props.lang} campaignId={props.campaignId} />
      </InviteTextContext.Provider>
    </PanelProviders>
  );
}
