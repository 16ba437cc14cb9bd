// The products an investor may look at (/app/products and /app/products/{id}): those of running or upcoming
// campaigns of the landing, and any they hold an offer for (decision 0017). Terms only: offers come by invitation.
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { durationText, moneyText, rateText } from '../../../lib/format/campaign-format';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { productQuery, productsQuery, type ProductTerms } from './investor-api';
import { Card, isNotFound, QueryState, Term, usePageLanguage } from '../ui/page-parts';

const productPath = (id: string) => `/app/products/${encodeURIComponent(id)}`;

function ProductTermsList({ product }: { product: ProductTerms }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Term label={t('investor.offer.rate')}>{rateText(product.interestRate)}</Term>
      <Term label={t('campaigns.metric.interestType')}>{t(`campaigns.interestType.${product.interestType}`)}</Term>
      <Term label={t('investor.offer.frequency')}>{t(`campaigns.frequency.${product.frequency}`)}</Term>
      <Term label={t('investor.offer.duration')}>{durationText(product.duration, t)}</Term>
      <Term label={t('investor.offer.min')}>{moneyText(product.minInvestment, product.currency)}</Term>
      <Term label={t('investor.offer.max')}>
        {product.maxInvestment === null
          ? t('investor.offer.noMax')
          : moneyText(product.maxInvestment, product.currency)}
      </Term>
      <Term label={t('investor.offer.step')}>{moneyText(product.step, product.currency)}</Term>
    </dl>
  );
}

/** Renders its content (and so starts its queries) only for a signed-in investor. */
function Gate({ lang, children }: { lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  if (session.state !== 'ready') return <SessionPending state={session.state} />;
  if (session.role !== 'investor') return <p className="notice notice-info">{t('investor.onlyInvestors')}</p>;
  return <>{children}</>;
}

function ProductList() {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const products = useQuery(productsQuery(lang));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <a className="link" href="/app">
          {t('investor.back')}
        </a>
        <h1 className="mt-2 text-2xl font-semibold text-gray-900">{t('investor.products.title')}</h1>
        <p className="mt-1 text-gray-700">{t('investor.products.intro')}</p>
      </div>
      <QueryState pending={products.isPending} error={products.error} retry={() => void products.refetch()} />
      {products.data &&
        (products.data.length === 0 ? (
          <p className="text-gray-700" data-products-empty>
            {t('investor.products.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" data-products>
            {products.data.map((p) => (
              <li key={p.id} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm" data-product={p.id}>
                <h2 className="text-lg font-semibold text-gray-900">
                  <a className="link" href={productPath(p.id)}>
                    {p.name}
                  </a>
                </h2>
                <p className="text-sm text-gray-700">
                  {p.code} · {p.campaignName} · {t(`campaigns.state.${p.campaignState}`)}
                </p>
                <ProductTermsList product={p} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function ProductDetail({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const headingId = useId();
  const product = useQuery(productQuery(productId, lang));
  const back = (
    <a className="link" href="/app/products">
      {t('investor.products.back')}
    </a>
  );
  if (product.error && isNotFound(product.error)) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{t('investor.products.notFound')}</h1>
        {back}
      </div>
    );
  }
  if (!product.data)
    return <QueryState pending={product.isPending} error={product.error} retry={() => void product.refetch()} />;
  const p = product.data;
  return (
    <div className="flex flex-col gap-6" data-product-detail={p.id}>
      <div>
        {back}
        <h1 className="mt-2 text-2xl font-semibold text-gray-900">{p.name}</h1>
        <p className="mt-1 text-gray-700">
          {p.code} · {p.campaignName} · {t(`campaigns.state.${p.campaignState}`)}
        </p>
      </div>
      {p.imageUrl && <img src={p.imageUrl} alt="" className="max-h-64 w-full rounded-xl object-cover" />}
      <Card title={t('investor.offer.terms')} headingId={headingId}>
        {p.description && <p className="mt-2 whitespace-pre-line text-gray-700">{p.description}</p>}
        <ProductTermsList product={p} />
      </Card>
      <p className="text-gray-700">{t('investor.products.byInvitation')}</p>
    </div>
  );
}

/** The /app/products island (client:load). */
export function ProductsScreen({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Gate lang={lang}>
        <ProductList />
      </Gate>
    </PanelProviders>
  );
}

/** The /app/products/{id} island (client:load). */
export function ProductScreen({ lang, productId }: { lang: Language; productId: string }) {
  return (
    <PanelProviders lang={lang}>
      <Gate lang={lang}>
        <ProductDetail productId={productId} />
      </Gate>
    </PanelProviders>
  );
}
