// The data the campaign page hands its script (#campaign-offer-data): only what the actions need, not the
// whole offer. The token is already in the page's URL; it is repeated so the script needn't parse location.
import type { CampaignMetricsView, OfferView, PublicOffer } from '../contracts/public-offer';

export interface CampaignPageData {
  token: string;
  offer: Pick<
    OfferView,
    | 'status'
    | 'statusDate'
    | 'reference'
    | 'investmentValue'
    | 'currency'
    | 'actions'
    | 'attachments'
    | 'history'
    | 'lostReason'
    | 'revocableUntil'
    | 'paymentCode'
  >;
  metrics: CampaignMetricsView;
  paymentRecipient: PublicOffer['campaign']['paymentRecipient'];
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
      statusDate: o.statusDate,
      reference: o.reference,
      investmentValue: o.investmentValue,
      currency: o.currency,
      actions: o.actions,
      attachments: o.attachments,
      history: o.history,
      lostReason: o.lostReason,
      revocableUntil: o.revocableUntil,
      ...(o.paymentCode ? { paymentCode: o.paymentCode } : {}),
    },
    metrics: offer.campaign.metrics,
    paymentRecipient: offer.campaign.paymentRecipient,
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
