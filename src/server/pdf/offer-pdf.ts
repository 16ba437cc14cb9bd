// The offer document an investor downloads (POST /public-api/campaign-offer/{token}/pdf and
// /investor-api/offer/{id}/pdf): the landing's brand, the investor, the campaign and product terms, the amount
// and the schedule of interest payments. pdfkit with DejaVu Sans embedded (subset), so Polish letters render and
// extract as text. Dates DD.MM.YYYY, money "1 234,56 PLN" (src/lib/format). Pure apart from reading the fonts.
import { formatDate } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import { offerReference } from '../../lib/campaign/reference';
import { COPY, unitWord, type PdfCopy } from './offer-pdf-copy';
import { drawSchedule } from './offer-pdf-schedule';
import { drawBrandHeading, money, pageWriter, type OfferPdfInput, type Page } from './offer-pdf-parts';
import { numberPages, openPdf } from './pdf-document';
import { getT } from '../../i18n';
import { offerStage } from '../../lib/offers/offer-stage';

export type { OfferPdfInput } from './offer-pdf-parts';

const rate = (bp: number) => `${formatMoney(bp)} %`;

/** The document as bytes. */
export function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
  const t = COPY[input.language];
  const { doc, done } = openDocument(input, t);
  const page = pageWriter(doc, input.brand);
  drawHeading(page, input, t);
  drawTerms(page, input, t);
  drawSchedule(page, input, t);
  drawPageNumbers(page, input, t);
  doc.end();
  return done;
}

/** A new A4 document with the fonts registered, and its bytes once it ends. */
function openDocument(input: OfferPdfInput, t: PdfCopy) {
  return openPdf({
    title: `${t.title} – ${input.campaignName}`,
    author: input.brand.siteTitle,
    language: input.language,
    margin: 48,
  });
}

/**
 * The brand's header (an SVG logo's emblem and the site title in the brand's colour, or a PNG or JPEG logo alone, over
 * a rule of the colour), the document's title, the offer's reference (the transfer title's) and when it was made.
 */
function drawHeading({ doc, left, width }: Page, input: OfferPdfInput, t: PdfCopy) {
  drawBrandHeading(doc, input.brand, { left, width }, t.title);
  doc
    .moveDown(0.2)
    .font('regular')
    .fontSize(9)
    .fillColor('#4b5563')
    .text(`${t.offerId}: ${offerReference(input.offer.id)} · ${t.generated}: ${formatDate(input.generatedAt)}`, {
      width,
    });
  doc.moveDown(1);
}

/** "Strona n z N" (and the site title) at the foot of every page, once the number of pages is known. */
function drawPageNumbers({ doc, left, width }: Page, input: OfferPdfInput, t: PdfCopy) {
  numberPages(doc, { left, width }, t.page, input.brand.siteTitle);
}

/** The investor, the campaign with the product's terms, and the offer's amount, status and dates. */
function drawTerms({ row, section }: Page, input: OfferPdfInput, t: PdfCopy) {
  const { product, terms, offer } = input;
  const currency = terms.currency;
  section(t.investor);
  row(t.investor, input.investor.name);
  row(t.email, input.investor.email);

  section(`${t.campaign}: ${input.campaignName}`);
  row(t.product, `${product.name} (${product.code})`);
  row(t.interestType, t.interestTypes[product.interestType]);
  row(t.rate, rate(product.annualRateBasisPoints));
  row(t.frequency, t.frequencies[product.paymentFrequency]);
  row(
    t.duration,
    `${product.duration.value} ${unitWord(input.language, t.units[product.duration.unit], product.duration.value)}`,
  );
  row(t.subscription, `${formatDate(terms.startDate)} – ${formatDate(terms.endDate)}`);
  const max = terms.maxInvestment === null ? t.noMax : money(terms.maxInvestment, currency);
  row(t.limits, `${money(terms.minInvestment, currency)} / ${max}, ${money(terms.step, currency)}`);

  section(t.amount);
  row(t.amount, offer.amount === null ? t.noAmount : money(offer.amount, currency));
  // The status line of the one status model, in the words of the campaign page (src/lib/offers/offer-stage.ts).
  row(t.status, getT(input.language)(`campaign.status.${offerStage(offer)}`));
  if (offer.agreementDate) row(t.agreementDate, formatDate(offer.agreementDate));
  if (offer.paymentDate) row(t.paymentDate, formatDate(offer.paymentDate));
  if (offer.endDate) row(t.endDate, formatDate(offer.endDate));
}
