// The offer document's shared parts: its input, money as it prints it, and the page's text column with its section
// band and label-value rows (offer-pdf.ts draws the heading and terms, offer-pdf-schedule.ts the schedule).
import { formatMoney } from '../../lib/format/money';
import type { Language } from '../../lib/language';
import type { Currency, Duration, InterestType, OfferStatus, PaymentFrequency } from '../../lib/contracts/campaign';
import { drawLogo, type PdfLogo } from './pdf-logo';
import type { ScheduleRowView } from '../../lib/contracts/public-offer';

export interface OfferPdfInput {
  language: Language;
  /** The landing's name, theme colours and its logo (null: the name alone). */
  brand: { siteTitle: string; main: string; highlight: string; logo: PdfLogo | null };
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
    /** When the first payment confirmation arrived (the status line then says so, as the pages do); null before. */
    confirmationSentAt: string | null;
    amount: number | null;
    agreementDate: string | null;
    paymentDate: string | null;
    endDate: string | null;
  };
  /** Null when there is no amount to compute one for. projected: computed for the amount, not yet in force. */
  schedule: {
    projected: boolean;
    rows: Array<Omit<ScheduleRowView, 'status' | 'paidAmount' | 'paidAt'>>;
  } | null;
  /** When it is made: printed as its (UTC) day only, and the document cache keys the document by that day. */
  generatedAt: Date;
}

/** "1 234,56 PLN": the currency's ISO code, as every page and e-mail writes it in both languages (decision 0071). */
export function money(minor: number, currency: Currency): string {
  return formatMoney(minor, currency);
}

export type Page = ReturnType<typeof pageWriter>;

/** The page's text column, and its two building blocks: a section band in the brand's colours, a label-value row. */
export function pageWriter(doc: PDFKit.PDFDocument, brand: OfferPdfInput['brand']) {
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
    // A long title (a campaign's name) wraps, and the band grows with it.
    doc.font('bold').fontSize(11);
    const height = Math.max(20, doc.heightOfString(title, { width: width - 12 }) + 8);
    doc.rect(left, y, width, height).fill(brand.highlight);
    doc.fillColor(brand.main).text(title, left + 6, y + 5, { width: width - 12 });
    doc.y = y + height + 6;
  };
  return { doc, left, width, bottom, row, section };
}

/**
 * The top of a branded document: the logo (an image is the whole logo, as on the pages; the emblem of an SVG logo
 * stands beside the site's name), a band in the brand's main colour, and the document's title below it.
 */
export function drawBrandHeading(
  doc: PDFKit.PDFDocument,
  brand: OfferPdfInput['brand'],
  { left, width }: { left: number; width: number },
  title: string,
): void {
  const logoWidth = brand.logo ? drawLogo(doc, brand.logo, { x: left, y: 22, height: 32, maxWidth: width / 2 }) : 0;
  if (brand.logo?.kind !== 'image' || logoWidth === 0) {
    const titleLeft = logoWidth > 0 ? logoWidth + 12 : 0;
    doc
      .font('bold')
      .fontSize(17)
      .fillColor(brand.main)
      .text(brand.siteTitle, left + titleLeft, 29, { width: width - titleLeft, lineBreak: false, ellipsis: true });
  }
  doc.rect(left, 64, width, 3).fill(brand.main);
  doc.fillColor('#111827').font('bold').fontSize(16).text(title, left, 84, { width });
}
