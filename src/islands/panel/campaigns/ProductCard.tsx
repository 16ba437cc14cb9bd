import { useTranslation } from 'react-i18next';
import type { ProductTerms } from '../../../lib/contracts/campaign-views';
import { previewPage } from './campaigns-api';
import { ProductTermsList } from './ProductTermsList';

/** A product of the campaign with its terms, "Invite client" and "Preview". */
export function ProductCard({ product, onInvite }: { product: ProductTerms; onInvite: () => void }) {
  const { t } = useTranslation();
  const headingId = `product-${product.id}`;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby={headingId}
      data-product-card={product.code}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {product.code} · {product.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <a
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-highlight"
            href={previewPage(product.id)}
            aria-label={t('campaigns.previewOf', { product: product.name })}
            data-preview-product={product.id}
          >
            {t('campaigns.preview')}
          </a>
          <button
            type="button"
            className="btn-primary w-auto px-3 py-1.5 text-sm"
            aria-label={t('campaigns.inviteTo', { product: product.name })}
            onClick={onInvite}
            data-invite-product={product.id}
          >
            {t('campaigns.invite')}
          </button>
        </div>
      </div>
      {product.description && <p className="text-sm text-gray-800">{product.description}</p>}
      <ProductTermsList product={product} />
    </article>
  );
}
