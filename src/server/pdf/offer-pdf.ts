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

const COPY = {
  pl: {
    title: 'Podsumowanie oferty inwestycyjnej',
    investor: 'Inwestor',
    email: 'E-mail',
    campaign: 'Kampania',
    product: 'Produkt',
    interestType: 'Oprocentowanie',
    interestTypes: { fixed: 'stałe', variable: 'zmienne' },
    rate: 'Stopa roczna',
    frequency: 'Wypłata odsetek',
    frequencies: {
      monthly: 'co miesiąc',
      quarterly: 'co kwartał',
      'semi-annually': 'co pół roku',
      annually: 'co rok',
      'at-maturity': 'w dniu wykupu',
    },
    duration: 'Okres',
    units: {
      year: ['rok', 'lata', 'lat'],
      quarter: ['kwartał', 'kwartały', 'kwartałów'],
      month: ['miesiąc', 'miesiące', 'miesięcy'],
      day: ['dzień', 'dni', 'dni'],
    },
    subscription: 'Zapisy',
    limits: 'Minimalna / maksymalna inwestycja, krotność',
    noMax: 'bez limitu',
    amount: 'Kwota inwestycji',
    noAmount: 'nie podano',
    status: 'Status oferty',
    statuses: {
      invited: 'zaproszenie',
      viewed: 'wyświetlona',
      interested: 'zainteresowanie',
      accepted: 'zaakceptowana',
      active: 'aktywna',
      rejected: 'odrzucona',
      declined: 'odrzucona przez inwestora',
    },
    agreementDate: 'Data akceptacji',
    paymentDate: 'Data wpłaty',
    endDate: 'Data wykupu',
    schedule: 'Harmonogram wypłat odsetek',
    projected: 'Harmonogram szacunkowy: liczony od dnia wygenerowania dokumentu; obowiązujący powstanie w dniu wpłaty.',
    noSchedule: 'Harmonogram zostanie przygotowany po podaniu kwoty inwestycji.',
    columns: ['Lp.', 'Okres od', 'Okres do', 'Wypłata', 'Brutto', 'Podatek', 'Netto'],
    total: 'Razem',
    generated: 'Wygenerowano',
    offerId: 'Nr oferty',
  },
  en: {
    title: 'Investment offer summary',
    investor: 'Investor',
    email: 'E-mail',
    campaign: 'Campaign',
    product: 'Product',
    interestType: 'Interest',
    interestTypes: { fixed: 'fixed', variable: 'variable' },
    rate: 'Annual rate',
    frequency: 'Interest paid',
    frequencies: {
      monthly: 'monthly',
      quarterly: 'quarterly',
      'semi-annually': 'semi-annually',
      annually: 'annually',
      'at-maturity': 'at maturity',
    },
    duration: 'Duration',
    units: {
      year: ['year', 'years', 'years'],
      quarter: ['quarter', 'quarters', 'quarters'],
      month: ['month', 'months', 'months'],
      day: ['day', 'days', 'days'],
    },
    subscription: 'Subscription',
    limits: 'Minimum / maximum investment, step',
    noMax: 'no limit',
    amount: 'Investment amount',
    noAmount: 'not given',
    status: 'Offer status',
    statuses: {
      invited: 'invited',
      viewed: 'viewed',
      interested: 'interested',
      accepted: 'accepted',
      active: 'active',
      rejected: 'rejected',
      declined: 'declined',
    },
    agreementDate: 'Accepted on',
    paymentDate: 'Paid on',
    endDate: 'Maturity',
    schedule: 'Interest payment schedule',
    projected:
      'Projected schedule: counted from the day of this document; the binding one is made on the payment date.',
    noSchedule: 'The schedule will be prepared once the investment amount is given.',
    columns: ['No.', 'From', 'To', 'Payment', 'Gross', 'Tax', 'Net'],
    total: 'Total',
    generated: 'Generated',
    offerId: 'Offer no.',
  },
} as const;

/** "1 234,56 zł" for PLN; other currencies keep their code. */
function money(minor: number, currency: Currency): string {
  return formatMoney(minor, currency === 'PLN' ? 'zł' : currency);
}

/** Polish plural forms: 1 rok, 2-4 lata (not 12-14), else lat. */
function unitWord(language: Language, forms: readonly [string, string, string], n: number): string {
  if (language === 'en') return n === 1 ? forms[0] : forms[1];
  if (n === 1) return forms[0];
  const mod10 = n % 10;
  const mod100 = n % 100;
  return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? forms[1] : forms[2];
}

const rate = (bp: number) => `${formatMoney(bp)} %`;

/** The document as bytes. */
export function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
  const t = COPY[input.language];
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

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  // The brand band: site title on the main colour.
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
    doc.rect(left, y, width, 20).fill(input.brand.highlight);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(input.brand.main)
      .text(title, left + 6, y + 5, { width: width - 12 });
    doc.y = y + 26;
  };

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
  doc.end();
  return done;
}
