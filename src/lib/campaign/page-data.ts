// The data the campaign page hands its script (#campaign-offer-data): only what the actions need, not the
// whole offer. The token is already in the page's URL; it is repeated so the script needn't parse location.
import type { AttachmentInfo, CampaignMetricsView, OfferActions, PublicOffer } from '../contracts/public-offer';
import type { OfferStatus } from '../schemas/campaign';

export interface CampaignPageData {
  token: string;
  offer: {
    status: OfferStatus;
    investmentValue: number | null;
    currency: string;
    actions: OfferActions;
    attachments: AttachmentInfo[];
  };
  metrics: CampaignMetricsView;
  uploadMaxBytes: number;
  /** The offer's caps: files, and their total size (docs/decisions/0024). */
  uploadMaxFiles: number;
  uploadMaxTotalBytes: number;
}

export function campaignPageData(
  offer: PublicOffer,
  token: string,
  upload: { maxBytes: number; maxFiles: number; maxTotalBytes: number },
): CampaignPageData {
  const o = offer.offer;
  return {
    token,
    offer: {
      status: o.status,
      investmentValue: o.investmentValue,
      currency: o.currency,
      actions: o.actions,
      attachments: o.attachments,
    },
    metrics: offer.campaign.metrics,
    uploadMaxBytes: upload.maxBytes,
    uploadMaxFiles: upload.maxFiles,
    uploadMaxTotalBytes: upload.maxTotalBytes,
  };
}

/** Reads #campaign-offer-data; null when the page has none (e.g. the link is no longer active). */
export function readCampaignPageData(doc: Document): CampaignPageData | null {
  const text = doc.getElementById('campaign-offer-data')?.textContent;
  return text ? (JSON.parse(text) as CampaignPageData) : null;
}
