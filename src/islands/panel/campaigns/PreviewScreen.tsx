import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date';
import type { Language } from '../../../lib/language';
import type { CampaignDetail, ProductTerms } from '../../../lib/contracts/campaign-views';
import { usePanelSession } from '../../session/use-panel-session';
import { PanelProviders } from '../PanelProviders';
import { advisorScreenGate } from '../SessionPending';
import { CampaignMetrics } from './CampaignMetrics';
import { CAMPAIGNS_PATH, campaignPage, campaignQuery, productQuery } from './campaigns-api';
import { ProductTermsList } from './ProductTermsList';
import { RaisedProgress } from './RaisedProgress';
import { LoadFailed, Loading, NotFound, Page } from './screen-parts';

/** The campaign's figures an investor sees next to the product (its own terms are in the product's list). */
const INVESTOR_METRICS = ['raised', 'declared', 'target', 'daysLeft'] as const;

function Banner({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice-info flex flex-wrap items-center justify-between gap-2" data-preview-banner>
      <p>
        <span className="font-semibold">{t('campaigns.previewBanner.title')}</span> {t('campaigns.previewBanner.text')}
      </p>
      <a className="link" href={campaignPage(campaignId)}>
        {t('campaigns.previewBanner.back')}
      </a>
    </div>
  );
}

/** The offer as the investor will see it: names in the page language, figures, terms; its buttons do nothing. */
function Preview({ product, campaign }: { product: ProductTerms; campaign: CampaignDetail | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-preview={product.id}>
      <Banner campaignId={product.campaignId} />
      <article
        className="flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
        aria-labelledby="preview-title"
      >
        {product.imageUrl && <img src={product.imageUrl} alt="" className="max-h-64 w-full rounded-lg object-cover" />}
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-gray-700">{product.campaignName}</p>
          <h1 id="preview-title" className="text-2xl font-semibold text-gray-900">
            {product.name}
          </h1>
          <p className="text-sm text-gray-700">{t('campaigns.productCode', { code: product.code })}</p>
          {campaign && (
            <p className="text-sm text-gray-700">
              {t('campaigns.dates', {
                start: formatDate(campaign.startDate, 'DD.MM.YYYY'),
                end: formatDate(campaign.endDate, 'DD.MM.YYYY'),
              })}
            </p>
          )}
        </div>
        {campaign?.description && <p className="text-gray-800">{campaign.description}</p>}
        {product.description && <p className="text-gray-800">{product.description}</p>}
        <section className="flex flex-col gap-3" aria-labelledby="preview-terms">
          <h2 id="preview-terms" className="text-lg font-semibold text-gray-900">
            {t('campaigns.terms')}
          </h2>
          <ProductTermsList product={product} />
        </section>
        {campaign && (
          <section className="flex flex-col gap-3" aria-labelledby="preview-funding">
            <h2 id="preview-funding" className="text-lg font-semibold text-gray-900">
              {t('campaigns.funding')}
            </h2>
            <CampaignMetrics metrics={campaign.metrics} only={INVESTOR_METRICS} />
            <RaisedProgress metrics={campaign.metrics} />
          </section>
        )}
        <div className="flex flex-col gap-2">
          {/* The investor's own buttons, shown but inert: a preview must never act for anyone. */}
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary w-auto" disabled aria-describedby="preview-inert">
              {t('campaigns.previewInterest')}
            </button>
          </div>
          <p id="preview-inert" className="text-sm text-gray-700">
            {t('campaigns.previewInert')}
          </p>
        </div>
      </article>
    </div>
  );
}

function Loader({ id, lang }: { id: string; lang: Language }) {
  const { t } = useTranslation();
  const product = useQuery({ ...productQuery(id, lang), retry: false });
  const campaignId = product.data?.campaignId;
  const campaign = useQuery({ ...campaignQuery(campaignId ?? '', lang), enabled: campaignId !== undefined });
  const title = t('campaigns.previewTitle');
  if (product.isPending) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    const back = (
      <a className="link self-start" href={CAMPAIGNS_PATH}>
        {t('campaigns.backToList')}
      </a>
    );
    return (
      <Page title={title}>
        {missing ? (
          <NotFound text={t('campaigns.productNotFound')} back={back} />
        ) : (
          <LoadFailed error={product.error} retry={() => void product.refetch()} />
        )}
      </Page>
    );
  }
  // The campaign's figures are extra: without them the product and its terms still show.
  return <Preview product={product.data} campaign={campaign.data} />;
}

function Screen({ lang, productId }: { lang: Language; productId: string }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const title = t('campaigns.previewTitle');
  const gate = advisorScreenGate(session);
  if (gate) return <Page title={title}>{gate}</Page>;
  return <Loader id={productId} lang={lang} />;
}

/** The island of /app/preview/{id} (client:load): a product as the investor will see it. */
export function PreviewScreen({ lang, productId }: { lang: Language; productId: string }) {
  return (
    <PanelProviders lang={lang}>
      <Screen lang={lang} productId={productId} />
    </PanelProviders>
  );
}
