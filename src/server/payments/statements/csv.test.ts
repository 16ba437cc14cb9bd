import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { encodeWindows1250 } from '../../../../tests/support/statements';
import { bankCsvMappingSchema, parseCsvStatement, type BankCsvMapping } from './csv';
import { readCsvRows } from './csv-reader';
import { findOfferReferences } from './reference';

const TEXT = readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/statements/mbank-like.csv'), 'utf8');

const MBANK: BankCsvMapping = {
  delimiter: ';',
  encoding: 'windows-1250',
  headerRows: 6,
  columns: {
    bookingDate: '#Data operacji',
    amount: '#Kwota',
    currency: '#Waluta',
    title: ['#Tytuł'],
    counterpartyName: '#Nadawca/Odbiorca',
    counterpartyAccount: '#Numer konta',
  },
  dateFormat: 'DD.MM.YYYY',
  decimalSeparator: ',',
  creditSign: 'positive',
  account: '61 1090 1014 0000 0712 1981 2874',
};

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

describe('readCsvRows', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and any line ending', () => {
    expect(readCsvRows('a;"b;c";"say ""hi"""\r\n"multi\nline";x\rlast', ';')).toEqual([
      ['a', 'b;c', 'say "hi"'],
      ['multi\nline', 'x'],
      ['last'],
    ]);
  });

  it('refuses a file that ends inside a quoted field', () => {
    expect(codeOf(() => readCsvRows('a;"open\nb', ';'))).toBe('truncated');
  });
});

describe('parseCsvStatement (an mBank-like export)', () => {
  const statement = parseCsvStatement(encodeWindows1250(TEXT), MBANK);

  it('reads the rows under the header, skipping the footer', () => {
    expect(statement).toMatchObject({
      format: 'csv',
      account: '61109010140000071219812874',
      currency: 'PLN',
      statementId: null,
    });
    expect(statement.entries).toHaveLength(4);
  });

  it('reads a quoted multi-line title with Polish characters', () => {
    expect(statement.entries[0]).toMatchObject({
      bookingDate: '2026-11-27',
      valueDate: null,
      direction: 'credit',
      amount: 123_456,
      currency: 'PLN',
      title: 'Inwestycja OF-1A2B 3C4D; seria "A"',
      counterpartyName: 'Zażółć Gęślą-Jaźń',
      counterpartyAccount: 'PL27114020040000300201355387',
    });
    expect(findOfferReferences(statement.entries[0]!.title)).toEqual(['OF-1A2B3C4D']);
    expect(statement.entries[0]!.bankReference).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('reads thousands separators, negative debits and 0,01', () => {
    expect(statement.entries.map((e) => [e.direction, e.amount])).toEqual([
      ['credit', 123_456],
      ['credit', 1_234_567_890],
      ['debit', 86_112],
      ['credit', 1],
    ]);
    expect(statement.entries[1]!.counterpartyName).toBe('Łukasz Źdźbło');
  });

  it('gives the same references to the same file read again', () => {
    expect(parseCsvStatement(encodeWindows1250(TEXT), MBANK)).toEqual(statement);
  });
});

describe('parseCsvStatement (an ING-like export)', () => {
  const ing = [
    '"Data księgowania","Tytuł","Kwota","Kierunek","Referencja"',
    '"2026-11-27","Inwestycja OF 1A2B3C4D","12.5","Uznanie","ING-1"',
    '"2026-11-27","Opłata","1,234.56","Obciążenie","ING-2"',
  ].join('\n');
  const mapping: BankCsvMapping = {
    delimiter: ',',
    encoding: 'utf-8',
    headerRows: 1,
    columns: {
      bookingDate: 'data księgowania',
      amount: 'Kwota',
      title: 'Tytuł',
      direction: 'Kierunek',
      bankReference: 'Referencja',
    },
    dateFormat: 'YYYY-MM-DD',
    decimalSeparator: '.',
    account: 'PL61109010140000071219812874',
    currency: 'PLN',
  };

  it('reads a direction column, decimal points and the bank reference, with a BOM', () => {
    const statement = parseCsvStatement(new TextEncoder().encode(`\uFEFF${ing}`), mapping);
    expect(statement.entries.map((e) => [e.bankReference, e.direction, e.amount, e.currency])).toEqual([
      ['ING-1', 'credit', 1250, 'PLN'],
      ['ING-2', 'debit', 123_456, 'PLN'],
    ]);
  });

  it('refuses a mapping naming a column the file lacks, and an invalid mapping', () => {
    const bytes = new TextEncoder().encode(ing);
    expect(
      codeOf(() => parseCsvStatement(bytes, { ...mapping, columns: { ...mapping.columns, amount: 'Betrag' } })),
    ).toBe('invalid-mapping');
    expect(codeOf(() => parseCsvStatement(bytes, { ...mapping, currency: undefined }))).toBe('invalid-mapping');
    expect(bankCsvMappingSchema.safeParse({ ...mapping, delimiter: '|' }).success).toBe(false);
  });

  it('refuses a bad date, a bad amount and an unknown direction', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(codeOf(() => parseCsvStatement(bytes(ing.replace('2026-11-27', '2026-02-30')), mapping))).toBe(
      'invalid-date',
    );
    expect(codeOf(() => parseCsvStatement(bytes(ing.replace('12.5', '12,5')), mapping))).toBe('invalid-amount');
    expect(codeOf(() => parseCsvStatement(bytes(ing.replace('Uznanie', 'Maybe')), mapping))).toBe('missing-field');
    expect(codeOf(() => parseCsvStatement(bytes(ing.split('\n')[0]!), mapping))).toBe('no-entries');
  });
});
