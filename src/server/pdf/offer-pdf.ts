// The offer document an investor downloads (POST /public-api/campaign-offer/{token}/pdf and
// /investor-api/offer/{id}/pdf): the landing's brand, the investor, the campaign and product terms, the amount
// and the schedule of interest payments. pdfkit with DejaVu Sans embedded (subset), so Polish letters render and
// extract as text. Dates DD.MM.YYYY, money "1 234,56 zł" (src/lib/format). Pure apart from reading the fonts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Language } from '../../lib/language';
import { formatDate } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import type { Currency, Duration, InterestType, OfferStatus, PaymentFrequency } from '../../lib/schemas/campaign';
import { COPY, unitWord, type PdfCopy } from './offer-pdf-copy';

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
const fontFiles = () => (fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') });

export interface OfferPdfInput {
  language: Language;
  brand: { siteTitle: string; main: string; highlight: string };
  investor: { name: string; email: string };
  campaignName: string;
  product: {
    code: string;
    name: string;
    interestType: InterestType;
    annualRateBasisPoints: number;
    paymentFrequency: PaymentFrequency;
    duration: Duration;
  };
  terms: {
    currency: Currency;
    minInvestment: number;
    maxInvestment: number | null;
    step: number;
    startDate: string;
    endDate: string;
  };
  offer: {
    id: string;
    status: OfferStatus;
    amount: number | null;
    agreementDate: string | null;
    paymentDate: string | null;
    endDate: string | null;
  };
  /** Null when there is no amount to compute one for. projected: computed for the amount, not yet in force. */
  schedule: {
    projected: boolean;
    rows: Array<{
      seq: number;
      periodFrom: string;
      periodTo: string;
      paymentDate: string;
      gross: number;
      tax: number;
      net: number;
    }>;
  } | null;
  generatedAt: Date;
}

/** "1 234,56 zł" for PLN; other currencies keep their code. */
function money(minor: number, currency: Currency): string {
  return formatMoney(minor, currency === 'PLN' ? 'zł' : currency);
}

const rate = (bp: number) => `${formatMoney(bp)} %`;

/** The document as bytes. */
export function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
  const t = COPY[input.language];
  const { doc, done } = openDocument(input, t);
  const page = pageWriter(doc, input.brand);
  drawHeading(page, input, t);
  drawTerms(page, input, t);
  drawSchedule(page, input, t);
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

type Page = ReturnType<typeof pageWriter>;

/** The page's text column, and its two building blocks: a section band in the brand's colours, a label-value row. */
function pageWriter(doc: PDFKit.PDFDocument, brand: OfferPdfInput['brand']) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#4b5563').text(label, left, y, { width: 190 });
    const labelBottom = doc.y;
    doc
      .font('bold')
      .fillColor('#111827')
      .text(value, left + 200, y, { width: width - 200 });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  };
  const section = (title: string) => {
    doc.moveDown(0.6);
    const y = doc.y;
    doc.rect(left, y, width, 20).fill(brand.highlight);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(brand.main)
      .text(title, left + 6, y + 5, { width: width - 12 });
    doc.y = y + 26;
  };
  return { doc, left, width, bottom, row, section };
}

/** The brand band with the site title, the document's title, the offer number and when it was made. */
function drawHeading({ doc, left, width }: Page, input: OfferPdfInput, t: PdfCopy) {
  doc.rect(0, 0, doc.page.width, 70).fill(input.brand.main);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#ffffff')
    .text(input.brand.siteTitle, left, 26, { width, lineBreak: false, ellipsis: true });
  doc.fillColor('#111827').font('bold').fontSize(16).text(t.title, left, 96, { width });
  doc
    .moveDown(0.2)
    .font('regular')
    .fontSize(9)
    .fillColor('#4b5563')
    .text(`${t.offerId}: ${input.offer.id} · ${t.generated}: ${formatDate(input.generatedAt)}`, { width });
  doc.moveDown(1);
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

/** The schedule of interest payments as a table with its totals, or why there is none yet. */
function drawSchedule({ doc, left, width, bottom, section }: Page, input: OfferPdfInput, t: PdfCopy) {
  const currency = input.terms.currency;
  section(t.schedule);
  if (!input.schedule) {
    doc.font('regular').fontSize(10).fillColor('#111827').text(t.noSchedule, left, doc.y, { width });
  } else {
    if (input.schedule.projected) {
      doc.font('regular').fontSize(9).fillColor('#4b5563').text(t.projected, left, doc.y, { width });
      doc.moveDown(0.4);
    }
    // Column x offsets and widths; amounts right-aligned.
    const cols = [
      { w: 0.07, align: 'left' },
      { w: 0.14, align: 'left' },
      { w: 0.14, align: 'left' },
      { w: 0.14, align: 'left' },
      { w: 0.17, align: 'right' },
      { w: 0.17, align: 'right' },
      { w: 0.17, align: 'right' },
    ] as const;
    const line = (cells: readonly string[], bold: boolean) => {
      if (doc.y + 16 > bottom()) doc.addPage();
      const y = doc.y;
      let x = left;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(8.5)
        .fillColor('#111827');
      cells.forEach((cell, i) => {
        const w = cols[i]!.w * width;
        doc.text(cell, x + 2, y, { width: w - 4, align: cols[i]!.align, lineBreak: false });
        x += w;
      });
      doc.y = y + 14;
      doc
        .moveTo(left, doc.y - 2)
        .lineTo(left + width, doc.y - 2)
        .lineWidth(0.3)
        .strokeColor('#d1d5db')
        .stroke();
    };
    line(t.columns, true);
    const sum = { gross: 0, tax: 0, net: 0 };
    for (const r of input.schedule.rows) {
      sum.gross += r.gross;
      sum.tax += r.tax;
      sum.net += r.net;
      line(
        [
          String(r.seq),
          formatDate(r.periodFrom),
          formatDate(r.periodTo),
          formatDate(r.paymentDate),
          money(r.gross, currency),
          money(r.tax, currency),
          money(r.net, currency),
        ],
        false,
      );
    }
    line([t.total, '', '', '', money(sum.gross, currency), money(sum.tax, currency), money(sum.net, currency)], true);
  }
}
