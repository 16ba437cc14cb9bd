import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { Language } from '../../../lib/language';
import type { CampaignIssuer, CampaignIssuerInput } from '../../../lib/contracts/campaign-issuer';
import type {
  CampaignDetail,
  CampaignListResponse,
  CampaignOfferRow,
  CampaignTab,
  ProductTerms,
} from '../../../lib/contracts/campaign-views';

/** The calls of the campaigns screens (routes: src/server/routes/campaigns/campaigns.index.ts; shapes: contracts/campaign-views.ts). */
const CAMPAIGNS_API = '/api/advisor/campaigns';
const campaignPath = (id: string) => `/api/advisor/campaign/${encodeURIComponent(id)}`;
const productPath = (id: string) => `/api/advisor/product/${encodeURIComponent(id)}`;

// Names and descriptions come in the page's language (?lang), whatever the browser's Accept-Language says.

/** GET /api/advisor/campaigns?tab=: the campaigns of a tab with metrics, products and offer counts. */
export const campaignsQuery = (tab: CampaignTab, lang: Language) =>
  queryOptions({
    queryKey: ['campaigns', 'list', tab, lang],
    queryFn: () =>
      browserCore()
        .api.get<CampaignListResponse>(`${CAMPAIGNS_API}?tab=${tab}&lang=${lang}`)
        .then((r) => r.results),
  });

/** GET /api/advisor/campaign/{id}: 404 when it isn't a campaign of this landing. */
export const campaignQuery = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['campaigns', 'one', id, lang],
    queryFn: () => browserCore().api.get<CampaignDetail>(`${campaignPath(id)}?lang=${lang}`),
  });

/** GET /api/advisor/campaign/{id}/offers: one page of the caller's (and their networks') offers in it. */
export const campaignOffersQuery = (id: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: ['campaigns', 'offers', id, page, perPage],
    queryFn: async () => {
      const { items, total } = await browserCore().api.list<CampaignOfferRow>(
        `${campaignPath(id)}/offers?limit=${perPage}&offset=${(page - 1) * perPage}`,
      );
      return { rows: items, total: total ?? items.length };
    },
    // The previous page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

/** GET /api/advisor/product/{id}: a product's terms (the preview). */
export const productQuery = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['campaigns', 'product', id, lang],
    queryFn: () => browserCore().api.get<ProductTerms>(`${productPath(id)}?lang=${lang}`),
  });

/** The campaigns list, a campaign's detail page and a product's preview page. */
export const CAMPAIGNS_PATH = '/app/offers';
export const campaignPage = (id: string) => `/app/offers/${encodeURIComponent(id)}`;
export const previewPage = (productId: string) => `/app/preview/${encodeURIComponent(productId)}`;

/** PUT /api/advisor/campaign/{id}/issuer (the money desk): the issuer the yearly statements name, as stored. */
export const saveCampaignIssuer = (id: string, issuer: CampaignIssuerInput) =>
  browserCore().api.put<CampaignIssuer>(`${campaignPath(id)}/issuer`, issuer);
