// The yearly statement's answers (issue 38 item 4; decision 0078): the investor's PDF for a year, the years they can
// ask for, and the money desk's CSV of every investor's figures per campaign for a year. A campaign in EUR or USD has
// its PLN equivalents at the NBP's rates (decision 0079): on the PDF and in the CSV's last six columns.
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { NotFoundError } from '../errors/http-error';
import { CSV_BOM, csvAmount, csvCell } from '../offers/list/offer-csv';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import { landingLogo } from '../pdf/pdf-logo';
import { renderYearlyStatementPdf } from '../pdf/yearly-statement-pdf';
import { downloadResponse } from '../uploads/offer-attachments';
import { themePalette } from '../../lib/contracts/landing';
import { translationFor } from '../../lib/contracts/campaign';
import type { Language } from '../../lib/language';
import {
  assertStatementYear,
  campaignsOf,
  currentYear,
  investorsOf,
  investorYear,
  paidLinesOf,
  sumYear,
  yearsWithPayouts,
} from './yearly-statement';
import { nbpRatesFor, plnEquivalents, type CampaignPln } from './yearly-statement-pln';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'landings'>;
interface InvestorCaller {
  userId: string;
  landingId: string;
}

/** The years with payouts up to the current one, newest first, and the year a January statement is about. */
export async function statementYears(
  deps: Deps,
  caller: InvestorCaller,
): Promise<{ years: number[]; pastYear: number }> {
  const latest = currentYear(deps.clock.now());
  const years = (await yearsWithPayouts(deps.database.db, caller.landingId, caller.userId)).filter((y) => y <= latest);
  return { years, pastYear: latest - 1 };
}

/** GET .../yearly-statements/{year}/pdf: 422 for a year out of range, 404 for a year with nothing paid. */
export async function statementPdf(
  deps: Deps,
  caller: InvestorCaller,
  yearText: string,
  language: Language,
): Promise<Response> {
  const now = deps.clock.now();
  const year = assertStatementYear(yearText, now);
  const statement = await investorYear(deps.database.db, caller.landingId, caller.userId, year, language);
  const landing = await deps.landings.byId(caller.landingId);
  if (!landing) throw new NotFoundError('Landing not found');
  const palette = themePalette(landing.theme, landing.themeColors);
  const bytes = await renderYearlyStatementPdf({
    language,
    brand: {
      siteTitle: landing.siteTitle,
      main: palette.main,
      highlight: palette.highlight,
      logo: landingLogo(landing.logoUrl),
    },
    statement,
    generatedAt: now,
  });
  return downloadResponse(new Uint8Array(bytes), {
    contentType: 'application/pdf',
    fileName: `${language === 'pl' ? 'zestawienie-roczne' : 'yearly-statement'}-${year}.pdf`,
    size: bytes.length,
  });
}

const CSV_HEADERS = {
  pl: [
    'Rok',
    'Inwestor',
    'E-mail',
    'Rodzaj',
    'NIP',
    'Kraj rezydencji podatkowej',
    'Kampania',
    'Emitent',
    'Adres emitenta',
    'NIP emitenta',
    'KRS emitenta',
    'Waluta',
    'Liczba wypłat',
    'Przychód (odsetki brutto)',
    'Pobrany podatek',
    'Odsetki netto',
    'Zwrot kapitału',
    'Podstawa poboru',
    'Kurs średni NBP (na wypłatę)',
    'Tabela NBP (na wypłatę)',
    'Przychód w PLN (na wypłatę)',
    'Pobrany podatek w PLN (na wypłatę)',
    'Przychód w PLN',
    'Pobrany podatek w PLN',
  ],
  en: [
    'Year',
    'Investor',
    'E-mail',
    'Kind',
    'NIP',
    'Country of tax residence',
    'Campaign',
    'Issuer',
    "Issuer's address",
    "Issuer's NIP",
    "Issuer's KRS",
    'Currency',
    'Payouts',
    'Revenue (interest before tax)',
    'Tax withheld',
    'Net interest',
    'Principal returned',
    'Tax basis',
    'NBP average rate (per payout)',
    'NBP table (per payout)',
    'Revenue in PLN (per payout)',
    'Tax withheld in PLN (per payout)',
    'Revenue in PLN',
    'Tax withheld in PLN',
  ],
} as const;

const KIND = {
  pl: { person: 'osoba fizyczna', company: 'osoba prawna' },
  en: { person: 'natural person', company: 'company' },
} as const;

const NO_RATE = { pl: 'kurs NBP niedostępny', en: 'NBP rate not available' } as const;

/**
 * The PLN columns of a campaign in EUR or USD (decision 0079): per payout in the order paid, joined by " | ", its NBP
 * rate ("4,4789"), table number, revenue and tax in PLN, or NO_RATE in each where no table before its day is kept;
 * then the sums, empty when any payout has no rate. Six empty cells for a campaign in PLN.
 */
function plnCells(pln: CampaignPln | undefined, language: Language): string[] {
  if (!pln) return ['', '', '', '', '', ''];
  const each = (cell: (payment: CampaignPln['payments'][number]) => string) =>
    csvCell(pln.payments.map((payment) => (payment.rate ? cell(payment) : NO_RATE[language])).join(' | '));
  return [
    each((p) => `${Math.floor(p.rate!.mid / 10_000)},${String(p.rate!.mid % 10_000).padStart(4, '0')}`),
    each((p) => p.rate!.tableNo),
    each((p) => csvAmount(p.grossPln)),
    each((p) => csvAmount(p.taxPln)),
    csvAmount(pln.grossPln),
    csvAmount(pln.taxPln),
  ];
}

/**
 * The year's figures of every investor paid on the landing, one row per investor and campaign (investors by name,
 * then campaigns in the order paid), as the offer list's CSV: semicolons, UTF-8 with a BOM, CRLF, amounts "1234,50";
 * the PLN equivalents of a campaign in EUR or USD in six columns after decision 0078's (`plnCells`).
 * For a coordinator or the compliance officer (403 otherwise); 422 for a year out of range; audited.
 */
export async function statementsCsv(
  deps: Deps,
  caller: MoneyCaller,
  yearText: string,
  language: Language,
): Promise<Response> {
  const q = deps.database.db;
  await assertMoneyDesk(q, caller);
  const year = assertStatementYear(yearText, deps.clock.now());
  const lines = await paidLinesOf(q, caller.landingId, year);
  const investorIds = [...new Set(lines.map((line) => line.investorUserId))];
  const investors = await investorsOf(q, investorIds);
  const campaigns = await campaignsOf(q, [...new Set(lines.map((line) => line.campaignId))]);
  const ordered = [...investors.values()].sort(
    (a, b) => a.name.localeCompare(b.name, language) || a.id.localeCompare(b.id),
  );
  const rateOf = await nbpRatesFor(q, lines);
  const rows: string[] = [];
  for (const investor of ordered) {
    const theirs = lines.filter((line) => line.investorUserId === investor.id);
    const sums = sumYear(theirs);
    const pln = plnEquivalents(theirs, rateOf);
    for (const c of sums.campaigns) {
      const campaign = campaigns.get(c.campaignId)!;
      rows.push(
        [
          String(year),
          csvCell(investor.name),
          csvCell(investor.email),
          investor.kind ? KIND[language][investor.kind] : '',
          investor.nip ?? '',
          investor.taxResidenceCountry ?? '',
          csvCell(translationFor(campaign.translations, language).name),
          csvCell(campaign.issuer.name ?? ''),
          csvCell(campaign.issuer.address ?? ''),
          campaign.issuer.nip ?? '',
          campaign.issuer.krs ?? '',
          c.currency,
          String(c.payments),
          csvAmount(c.grossInterest),
          csvAmount(c.tax),
          csvAmount(c.netInterest),
          csvAmount(c.principal),
          c.taxBases.join(' '),
          ...plnCells(pln.get(c.campaignId), language),
        ].join(';'),
      );
    }
  }
  const text = CSV_BOM + [CSV_HEADERS[language].map(csvCell).join(';'), ...rows].map((l) => `${l}\r\n`).join('');
  const who = actedBy(caller);
  await recordAudit(q, deps.clock, {
    action: 'yearly-statements-downloaded',
    landingId: caller.landingId,
    actorUserId: who.actorUserId,
    details: { ...who.details, year, rows: rows.length, investors: investorIds.length },
  });
  const bytes = new TextEncoder().encode(text);
  return downloadResponse(bytes, {
    contentType: 'text/csv; charset=utf-8',
    fileName: `${language === 'pl' ? 'zestawienia-roczne' : 'yearly-statements'}-${year}.csv`,
    size: bytes.length,
  });
}
