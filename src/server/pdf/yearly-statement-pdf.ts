// The investor's yearly statement as a PDF (issue 38 item 4; decision 0078): A4, DejaVu Sans (Polish letters), the
// landing's brand, the investor, then per campaign the issuer and the year's figures (interest before tax = the
// revenue, tax withheld, net interest, principal returned), the totals per currency, and the note on what the
// figures are for a tax return. In the investor's language. A campaign in EUR or USD also shows its PLN equivalents
// at the NBP's rates, per payment and in total, and the note states the rule (decision 0079).
import { formatBankAccount } from '../../lib/format/bank-account';
import { countryName } from '../../lib/format/country';
import { formatDate } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import type { PayoutTaxBasis } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import type { InvestorYear } from '../payouts/yearly-statement';
import type { CampaignPln, PlnPayment } from '../payouts/yearly-statement-pln';
import { drawBrandHeading, pageWriter, type Page } from './offer-pdf-parts';
import { numberPages, openPdf } from './pdf-document';
import type { PdfLogo } from './pdf-logo';

export interface YearlyStatementPdfInput {
  language: Language;
  brand: { siteTitle: string; main: string; highlight: string; logo: PdfLogo | null };
  statement: InvestorYear;
  generatedAt: Date;
}

const COPY = {
  pl: {
    title: (year: number) => `Roczne zestawienie wypłat za ${year} r.`,
    generated: 'Sporządzono',
    investor: 'Inwestor',
    name: 'Imię i nazwisko / nazwa',
    email: 'E-mail',
    nip: 'NIP',
    residence: 'Kraj rezydencji podatkowej',
    issuer: 'Emitent (płatnik podatku)',
    issuerAccount: 'Rachunek emitenta',
    issuerAddress: 'Adres siedziby emitenta',
    issuerNip: 'NIP emitenta',
    issuerKrs: 'KRS emitenta',
    notRecorded: 'nie zapisano na platformie',
    payments: 'Liczba wypłat w roku',
    gross: 'Przychód: odsetki brutto',
    tax: 'Pobrany zryczałtowany podatek',
    net: 'Odsetki netto wypłacone',
    principal: 'Zwrot kapitału',
    bases: 'Podstawa poboru',
    basis: {
      'pit-30a-flat': 'zryczałtowany podatek 19 % (art. 30a ustawy o PIT)',
      'company-no-withholding': 'bez poboru (osoba prawna z siedzibą w Polsce)',
      'treaty-certificate': 'stawka z umowy o unikaniu podwójnego opodatkowania (certyfikat rezydencji)',
      'cit-21-flat': 'zryczałtowany podatek 20 % (art. 21 ustawy o CIT, osoba prawna bez siedziby w Polsce)',
    } satisfies Record<PayoutTaxBasis, string> as Record<string, string>,
    totals: (currency: string) => `Razem w ${currency}`,
    grossPln: 'Przychód w PLN (kurs NBP)',
    taxPln: 'Podatek w PLN (kurs NBP)',
    payment: (day: string) => `Wypłata z ${day}`,
    converted: (p: { rate: string; table: string; day: string; gross: string; tax: string }) =>
      `kurs ${p.rate} PLN z tabeli nr ${p.table} z ${p.day}: przychód ${p.gross}, podatek ${p.tax}`,
    noRate: 'kurs NBP niedostępny',
    noRateTotal: 'kurs NBP niedostępny dla części wypłat',
    taxReturn: 'Dla zeznania podatkowego',
    taxNote:
      'Przychód to odsetki brutto wypłacone w roku; pobrany podatek to zryczałtowany podatek dochodowy, który emitent ' +
      'jako płatnik pobrał od każdej wypłaty i przekazuje do urzędu skarbowego. Od odsetek, od których pobrano ' +
      'zryczałtowany podatek, podatnik co do zasady nie dopłaca podatku w zeznaniu rocznym. Zestawienie ma charakter ' +
      'informacyjny i nie jest formularzem urzędowym (PIT-8C ani innym); w razie wątpliwości skonsultuj się z doradcą ' +
      'podatkowym. Kwoty w walucie kampanii, w datach wykonania przelewów (UTC).',
    plnNote:
      'Równowartości w złotych wypłat w walucie obcej przeliczono według kursu średniego ogłaszanego przez Narodowy ' +
      'Bank Polski (tabela A) z ostatniego dnia roboczego poprzedzającego dzień wypłaty (art. 11a ust. 1 ustawy o ' +
      'PIT), osobno dla każdej wypłaty; każdą kwotę zaokrąglono w górę do pełnego grosza. Gdy tabela z tego dnia nie ' +
      'jest zapisana na platformie, zestawienie podaje „kurs NBP niedostępny” zamiast kwoty.',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
  },
  en: {
    title: (year: number) => `Yearly statement of payouts for ${year}`,
    generated: 'Made on',
    investor: 'Investor',
    name: 'Name',
    email: 'E-mail',
    nip: 'Tax number (NIP)',
    residence: 'Country of tax residence',
    issuer: 'Issuer (withholding agent)',
    issuerAccount: "Issuer's account",
    issuerAddress: "Issuer's registered address",
    issuerNip: "Issuer's tax number (NIP)",
    issuerKrs: "Issuer's KRS number",
    notRecorded: 'not recorded on the platform',
    payments: 'Payouts in the year',
    gross: 'Revenue: interest before tax',
    tax: 'Flat-rate tax withheld',
    net: 'Net interest paid',
    principal: 'Principal returned',
    bases: 'Tax basis',
    basis: {
      'pit-30a-flat': '19 % flat-rate tax (art. 30a of the Polish PIT act)',
      'company-no-withholding': 'nothing withheld (a company with its seat in Poland)',
      'treaty-certificate': 'the double tax treaty rate (certificate of residence)',
      'cit-21-flat': '20 % flat-rate tax (art. 21 of the Polish CIT act, a company without its seat in Poland)',
    } satisfies Record<PayoutTaxBasis, string> as Record<string, string>,
    totals: (currency: string) => `Total in ${currency}`,
    grossPln: 'Revenue in PLN (NBP rate)',
    taxPln: 'Tax in PLN (NBP rate)',
    payment: (day: string) => `Payout of ${day}`,
    converted: (p: { rate: string; table: string; day: string; gross: string; tax: string }) =>
      `rate ${p.rate} PLN, table no. ${p.table} of ${p.day}: revenue ${p.gross}, tax ${p.tax}`,
    noRate: 'NBP rate not available',
    noRateTotal: 'NBP rate not available for some payouts',
    taxReturn: 'For a tax return',
    taxNote:
      'Revenue is the interest before tax paid in the year; the tax withheld is the flat-rate income tax the issuer, ' +
      'as the payer, took from each payout and pays to the tax office. On interest taxed this way no further tax is, ' +
      'as a rule, due in the yearly return. This statement is for information and is not an official form (PIT-8C or ' +
      'any other); ask a tax adviser when in doubt. Amounts in the campaign currency, on the days the transfers were ' +
      'made (UTC).',
    plnNote:
      'The PLN equivalents of payouts in a foreign currency are converted at the average rate published by the ' +
      'National Bank of Poland (table A) on the last working day before the day of the payout (art. 11a(1) of the ' +
      'Polish PIT act), each payout separately; each amount is rounded up to a full grosz. Where that table is not ' +
      'recorded on the platform, the statement says "NBP rate not available" instead of an amount.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

/**
 * The page's row and section, kept whole: a row or a section's band that would cross the bottom margin starts a new
 * page (pdfkit would otherwise break between a row's label and its value: the label at the page's foot, the value
 * alone on the next page); a band is kept with the row below it.
 */
function keptTogether(page: Page) {
  const { doc, width, bottom } = page;
  const rowHeight = (label: string, value: string) =>
    Math.max(
      doc.font('regular').fontSize(10).heightOfString(label, { width: 190 }),
      doc
        .font('bold')
        .fontSize(10)
        .heightOfString(value, { width: width - 200 }),
    ) + 3;
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  return {
    row: (label: string, value: string) => {
      keep(rowHeight(label, value));
      page.row(label, value);
    },
    section: (title: string) => {
      keep(60);
      page.section(title);
    },
  };
}

/** A foreign-currency campaign's PLN rows (decision 0079): the sums, then each payout's rate, table and figures. */
function plnRowsOf(t: (typeof COPY)[Language], row: (label: string, value: string) => void) {
  const money = (minor: number) => formatMoney(minor, 'PLN');
  const rate = (mid: number) => `${Math.floor(mid / 10_000)},${String(mid % 10_000).padStart(4, '0')}`;
  const converted = (payment: PlnPayment) =>
    payment.rate === null || payment.grossPln === null || payment.taxPln === null
      ? t.noRate
      : t.converted({
          rate: rate(payment.rate.mid),
          table: payment.rate.tableNo,
          day: formatDate(payment.rate.day),
          gross: money(payment.grossPln),
          tax: money(payment.taxPln),
        });
  return (pln: CampaignPln) => {
    // Without a rate for any payout the sum is not given: "not available", or "not available for some payouts".
    const missing = pln.payments.some((payment) => payment.rate) ? t.noRateTotal : t.noRate;
    row(t.grossPln, pln.grossPln === null ? missing : money(pln.grossPln));
    row(t.taxPln, pln.taxPln === null ? missing : money(pln.taxPln));
    for (const payment of pln.payments) row(t.payment(formatDate(payment.paidOn)), converted(payment));
  };
}

/** The statement as bytes. */
export function renderYearlyStatementPdf(input: YearlyStatementPdfInput): Promise<Buffer> {
  const t = COPY[input.language];
  const { statement, brand } = input;
  const { doc, done } = openPdf({
    title: t.title(statement.year),
    author: brand.siteTitle,
    language: input.language,
    margin: 48,
  });
  const page = pageWriter(doc, brand);
  const { left, width } = page;
  const { row, section } = keptTogether(page);
  const plnRows = plnRowsOf(t, row);
  const money = (minor: number, currency: string) => formatMoney(minor, currency);

  drawBrandHeading(doc, brand, { left, width }, t.title(statement.year));
  doc
    .moveDown(0.2)
    .font('regular')
    .fontSize(9)
    .fillColor('#4b5563')
    .text(`${t.generated}: ${formatDate(input.generatedAt)}`, { width });
  doc.moveDown(0.5);

  const who = statement.investor;
  section(t.investor);
  row(t.name, who.name);
  row(t.email, who.email);
  if (who.nip) row(t.nip, who.nip);
  if (who.taxResidenceCountry) row(t.residence, countryName(who.taxResidenceCountry, input.language));

  for (const campaign of statement.campaigns) {
    section(campaign.name);
    row(t.issuer, campaign.issuer.name ?? t.notRecorded);
    row(t.issuerAddress, campaign.issuer.address ?? t.notRecorded);
    row(t.issuerNip, campaign.issuer.nip ?? t.notRecorded);
    row(t.issuerKrs, campaign.issuer.krs ?? t.notRecorded);
    if (campaign.issuer.account) row(t.issuerAccount, formatBankAccount(campaign.issuer.account));
    row(t.payments, String(campaign.payments));
    row(t.gross, money(campaign.grossInterest, campaign.currency));
    row(t.tax, money(campaign.tax, campaign.currency));
    row(t.net, money(campaign.netInterest, campaign.currency));
    if (campaign.principal > 0) row(t.principal, money(campaign.principal, campaign.currency));
    row(t.bases, campaign.taxBases.map((basis) => t.basis[basis] ?? basis).join('; '));
    if (campaign.pln) plnRows(campaign.pln);
  }

  for (const total of statement.totals) {
    section(t.totals(total.currency));
    row(t.gross, money(total.grossInterest, total.currency));
    row(t.tax, money(total.tax, total.currency));
    row(t.net, money(total.netInterest, total.currency));
    if (total.principal > 0) row(t.principal, money(total.principal, total.currency));
  }

  section(t.taxReturn);
  doc.font('regular').fontSize(9.5).fillColor('#1f2937').text(t.taxNote, left, doc.y, { width });
  if (statement.campaigns.some((campaign) => campaign.pln)) doc.moveDown(0.4).text(t.plnNote, left, doc.y, { width });

  numberPages(doc, { left, width }, t.page, brand.siteTitle);
  doc.end();
  return done;
}
