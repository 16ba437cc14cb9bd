import { bankCsvMappingSchema, type BankCsvMapping } from '../../../lib/contracts/bank-statement';
import { parseLooseAmount } from './amount';
import { readCsvRows } from './csv-reader';
import {
  assertEntryCount,
  collapseWhitespace,
  compactAccount,
  finishStatement,
  isoDate,
  type EntryDraft,
} from './finish';
import { decodeBankText } from './text-decoding';
import { StatementError, type EntryDirection, type ParsedStatement } from './types';

export { bankCsvMappingSchema, type BankCsvMapping };

type Columns = Record<keyof BankCsvMapping['columns'], number[]>;

const DATE_PATTERNS: Record<BankCsvMapping['dateFormat'], RegExp> = {
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})$/,
  'DD.MM.YYYY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})$/,
  'DD-MM-YYYY': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{4})$/,
};

function dateOf(text: string, format: BankCsvMapping['dateFormat'], where: Record<string, unknown>): string {
  const groups = DATE_PATTERNS[format].exec(text)?.groups;
  const date = groups ? isoDate(Number(groups.y), Number(groups.m), Number(groups.d)) : null;
  if (!date) throw new StatementError('invalid-date', `not a date in ${format}: "${text}"`, { ...where, value: text });
  return date;
}

const CREDIT_WORDS = /^(c|cr|credit|uznanie|wpływ|wplyw|przychodzący|przychodzacy|ma)$/i;
const DEBIT_WORDS = /^(d|dr|debit|obciążenie|obciazenie|wypływ|wyplyw|wychodzący|wychodzacy|winien|wn)$/i;

function directionOf(text: string, where: Record<string, unknown>): EntryDirection {
  if (CREDIT_WORDS.test(text)) return 'credit';
  if (DEBIT_WORDS.test(text)) return 'debit';
  throw new StatementError('missing-field', `not a credit or a debit: "${text}"`, { ...where, value: text });
}

/** Header names matched trimmed and case-blind (a mapping typed by hand should not fail on "Kwota " vs "kwota"). */
function columnsOf(header: string[], mapping: BankCsvMapping): Columns {
  const names = header.map((name) => name.trim().toLowerCase());
  const find = (name: string) => {
    const index = names.indexOf(name.trim().toLowerCase());
    if (index < 0)
      throw new StatementError('invalid-mapping', `the file has no column "${name}"`, { column: name, header });
    return index;
  };
  const entries = Object.entries(mapping.columns)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, (Array.isArray(value) ? value : [value]).map(find)]);
  return Object.fromEntries(entries) as Columns;
}

function rowEntry(
  cells: string[],
  columns: Columns,
  mapping: BankCsvMapping,
  where: Record<string, unknown>,
): EntryDraft {
  const cell = (key: keyof Columns) => (columns[key] ?? []).map((index) => (cells[index] ?? '').trim());
  const first = (key: keyof Columns) => cell(key)[0] ?? '';
  const optional = (key: keyof Columns) => collapseWhitespace(...cell(key)) || null;
  const signed = parseLooseAmount(first('amount'), mapping.decimalSeparator, {
    ...where,
    field: mapping.columns.amount,
  });
  const direction = columns.direction ? directionOf(first('direction'), where) : signed < 0 ? 'debit' : 'credit';
  const currency = optional('currency')?.toUpperCase() ?? mapping.currency;
  if (!currency)
    throw new StatementError('missing-field', 'a row has no currency', { ...where, field: mapping.columns.currency });
  const account = optional('counterpartyAccount');
  return {
    bankReference: optional('bankReference'),
    bookingDate: dateOf(first('bookingDate'), mapping.dateFormat, where),
    valueDate: null,
    direction,
    amount: Math.abs(signed),
    currency,
    title: collapseWhitespace(...cell('title')),
    counterpartyName: optional('counterpartyName'),
    counterpartyAccount: account ? compactAccount(account) : null,
  };
}

function mappingOrThrow(mapping: unknown): BankCsvMapping {
  const parsed = bankCsvMappingSchema.safeParse(mapping);
  if (!parsed.success)
    throw new StatementError('invalid-mapping', 'the CSV mapping is not valid', {
      issues: parsed.error.issues.map((issue) => issue.message),
    });
  return parsed.data;
}

/**
 * Reads a bank's CSV export by the landing's mapping. Blank rows and rows with no booking date (the totals and notes
 * some banks put under the data) are skipped.
 */
export function parseCsvStatement(bytes: Uint8Array, input: BankCsvMapping, maxEntries?: number): ParsedStatement {
  const mapping = mappingOrThrow(input);
  const rows = readCsvRows(decodeBankText(bytes, mapping.encoding), mapping.delimiter);
  const header = rows[mapping.headerRows - 1];
  if (!header) throw new StatementError('no-entries', 'the CSV file ends before its header row');
  const columns = columnsOf(header, mapping);
  const dateColumn = columns.bookingDate[0] ?? 0;
  const data = rows
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(mapping.headerRows)
    .filter(({ cells }) => (cells[dateColumn] ?? '').trim() !== '');
  assertEntryCount(data.length, maxEntries);
  const entries = data.map(({ cells, row }) => rowEntry(cells, columns, mapping, { row }));
  const currencies = new Set(entries.map((entry) => entry.currency));
  return finishStatement(
    {
      format: 'csv',
      account: compactAccount(mapping.account),
      currency: mapping.currency ?? (currencies.size === 1 ? ([...currencies][0] ?? null) : null),
      statementId: null,
      entries,
    },
    maxEntries,
  );
}
