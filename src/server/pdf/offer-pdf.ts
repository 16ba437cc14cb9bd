// The offer document an investor downloads (POST /public-api/campaign-offer/{token}/pdf and
// /investor-api/offer/{id}/pdf): the landing's brand, the investor, the campaign and product terms, the amount
// and the schedule of interest payments. pdfkit with DejaVu Sans embedded (subset), so Polish letters render and
// extract as text. Dates DD.MM.YYYY, money "1 234,56 zł" (src/lib/format). Pure apart from reading the fonts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { formatDate } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import { offerReference } from '../../lib/campaign/reference';
import { COPY, unitWord, type PdfCopy } from './offer-pdf-copy';
import type { LogoEmblem } from './svg-logo';
import { drawSchedule } from './offer-pdf-schedule';
import { money, pageWriter, type OfferPdfInput, type Page } from './offer-pdf-parts';

export type { OfferPdfInput } from './offer-pdf-parts';

function fontFile(name: string): string {
  const candidates = [
    fileURLToPath(new URL(`../../../assets/fonts/${name}`, import.meta.url)),
    // dist/<bundle>.mjs of a checkout
    fileURLToPath(new URL(`../assets/fonts/${name}`, import.meta.url)),
    resolve(process.cwd(), 'assets/fonts', name),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`Cannot find the font ${name}; looked in:\n  ${candidates.join('\n  ')}`);
  return found;
}

let fonts: { regular: string; bold: string } | undefined;
export const fontFiles = () =>
  (fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') });

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
  const files = fontFiles();
  // font: our TTF from the start, so pdfkit never loads (or embeds) its standard Helvetica.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    font: files.regular,
    info: {
      Title: `${t.title} – ${input.campaignName}`,
      Author: input.brand.siteTitle,
      Creator: input.brand.siteTitle,
    },
    lang: input.language === 'pl' ? 'pl-PL' : 'en-GB',
    displayTitle: true,
    // Pages stay open until the end, so each gets "page n of N" once their number is known.
    bufferPages: true,
  });
  doc.registerFont('regular', files.regular);
  doc.registerFont('bold', files.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone, reject) => {
    doc.on('end', () => resolveDone(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The landing's emblem (the logo's shapes, scaled to `size` points high) at x, y. */
function drawEmblem(doc: PDFKit.PDFDocument, emblem: LogoEmblem, x: number, y: number, size: number): number {
  const scale = size / emblem.height;
  doc.save().translate(x, y).scale(scale);
  let right = 0;
  for (const shape of emblem.shapes) {
    if (shape.kind === 'rect') {
      doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.rx).fill(shape.fill);
      right = Math.max(right, shape.x + shape.width);
    } else if (shape.kind === 'circle') {
      doc.circle(shape.cx, shape.cy, shape.r).fill(shape.fill);
      right = Math.max(right, shape.cx + shape.r);
    } else {
      doc.path(shape.d);
      if (shape.fill && shape.stroke) doc.lineWidth(shape.strokeWidth).fillAndStroke(shape.fill, shape.stroke);
      else if (shape.fill) doc.fill(shape.fill);
      else doc.lineWidth(shape.strokeWidth).stroke(shape.stroke!);
      right = Math.max(right, emblem.height);
    }
  }
  doc.restore();
  return right * scale;
}

/**
 * The brand's header (the logo's emblem and the site title in the brand's colour over a rule of it), the document's
 * title, the offer's reference (the transfer title's) and when it was made.
 */
function drawHeading({ doc, left, width }: Page, input: OfferPdfInput, t: PdfCopy) {
  const { brand } = input;
  const emblemWidth = brand.emblem ? drawEmblem(doc, brand.emblem, left, 22, 32) + 12 : 0;
  doc
    .font('bold')
    .fontSize(17)
    .fillColor(brand.main)
    .text(brand.siteTitle, left + emblemWidth, 29, { width: width - emblemWidth, lineBreak: false, ellipsis: true });
  doc.rect(left, 64, width, 3).fill(brand.main);
  doc.fillColor('#111827').font('bold').fontSize(16).text(t.title, left, 84, { width });
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
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without it pdfkit would start a new page for text there.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 32;
    doc.font('regular').fontSize(8).fillColor('#6b7280');
    doc.text(input.brand.siteTitle, left, y, { width: width / 2, lineBreak: false, ellipsis: true });
    doc.text(t.page(i - range.start + 1, range.count), left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
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
  row(t.status, t.statuses[offer.status]);
  if (offer.agreementDate) row(t.agreementDate, formatDate(offer.agreementDate));
  if (offer.paymentDate) row(t.paymentDate, formatDate(offer.paymentDate));
  if (offer.endDate) row(t.endDate, formatDate(offer.endDate));
}
