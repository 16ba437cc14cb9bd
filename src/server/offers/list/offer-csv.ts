// The CSV export of the offer table (GET /api/advisor/investor/offers.csv): the chosen columns in the given
// order, for Polish Excel: semicolons, UTF-8 with a BOM, CRLF lines, numbers with a decimal comma and no
// thousands separator, dates DD.MM.YYYY. Cells that a spreadsheet would run as a formula (= + - @, and tab or
// CR which some spreadsheets strip before looking) get a leading apostrophe (OWASP CSV injection).
import type { Language } from '../../../lib/language';
import { formatDate } from '../../../lib/format/date';
import { OFFER_CSV_COPY, type OfferCsvColumn, type OfferListRow } from '../../../lib/contracts/offer-list';

export const CSV_BOM = '\ufeff';
const SEPARATOR = ';';

/** Minor units as "1234,50" (no thousands separator: Excel reads it as a number). */
export function csvAmount(minor: number | null): string {
  if (minor === null) return '';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Protects against formula injection, then quotes when the cell holds a separator, quote or line break. */
export function csvCell(value: string): string {
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** DD.MM.YYYY of a day or an instant (the instant's UTC day, like the status date filter). */
const day = (value: string | null) => (value ? formatDate(value.slice(0, 10), 'DD.MM.YYYY') : '');

function cellOf(row: OfferListRow, column: OfferCsvColumn, language: Language): string {
  switch (column) {
    case 'investmentValue':
      // A negative amount cannot exist; the number is never a formula, so it skips the apostrophe.
      return csvAmount(row.investmentValue);
    case 'status':
      return OFFER_CSV_COPY[language].statuses[row.status];
    case 'statusDate':
    case 'agreementDate':
    case 'paymentDate':
    case 'endDate':
      return day(row[column]);
    case 'paymentConfirmations':
      return row.paymentConfirmations.map((f) => f.name).join(', ');
    case 'ownerName':
      return row.ownerName ?? '';
    default:
      return row[column];
  }
}

export const csvHeader = (columns: readonly OfferCsvColumn[], language: Language) =>
  columns.map((c) => csvCell(OFFER_CSV_COPY[language].headers[c])).join(SEPARATOR) + '\r\n';

export function csvLines(
  rows: readonly OfferListRow[],
  columns: readonly OfferCsvColumn[],
  language: Language,
): string {
  return rows
    .map(
      (row) =>
        columns
          .map((c) => (c === 'investmentValue' ? cellOf(row, c, language) : csvCell(cellOf(row, c, language))))
          .join(SEPARATOR) + '\r\n',
    )
    .join('');
}
