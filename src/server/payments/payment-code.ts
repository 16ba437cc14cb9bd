// The payment QR code of an accepted offer (issue 38 item 1; decision 0074), drawn on the server as an SVG: the
// page, the page's script and the investor's panel show the SVG they are handed, so no QR library goes to the
// browser. The code carries the transfer details exactly as the page shows them, the title in the page's language.
import QRCode from 'qrcode';
import { getT } from '../../i18n';
import type { Language } from '../../lib/language';
import { paymentCodeText } from '../../lib/campaign/payment-code';
import { transferDetails } from '../../lib/campaign/transfer';
import type { OfferView, PaymentCode, PublicCampaignView } from '../../lib/contracts/public-offer';

type CodeOffer = Pick<OfferView, 'status' | 'reference' | 'investmentValue' | 'currency'>;

/**
 * The code for an offer, or null: only an accepted offer is waiting for the transfer, and only a recipient and an
 * amount the code can carry give one. Error correction M (what EPC069-12 prescribes), the quiet zone of four modules
 * the QR standard asks for.
 */
async function paymentCodeOf(
  offer: CodeOffer,
  recipient: PublicCampaignView['paymentRecipient'],
  language: Language,
): Promise<PaymentCode | null> {
  if (offer.status !== 'accepted' || !recipient || offer.investmentValue === null) return null;
  const title = transferDetails(offer, recipient, getT(language)).title;
  const code = paymentCodeText({ amount: offer.investmentValue, currency: offer.currency, recipient, title });
  if (!code) return null;
  const svg = await QRCode.toString(code.text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { ...code, svg };
}

/** The view with its offer's payment code added (absent when it has none), the title in `language`. */
export async function withPaymentCode<
  V extends { offer: OfferView; campaign: Pick<PublicCampaignView, 'paymentRecipient'> },
>(view: V, language: Language): Promise<V> {
  const code = await paymentCodeOf(view.offer, view.campaign.paymentRecipient, language);
  return code ? { ...view, offer: { ...view.offer, paymentCode: code } } : view;
}
