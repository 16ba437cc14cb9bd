import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { encodeWindows1250, generateCamt053 } from '../../../../tests/support/statements';
import type { BankCsvMapping } from './csv';
import { detectStatementFormat, parseStatement } from './detect';
import { findOfferReferences } from './reference';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/statements', name));

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

const CSV_MAPPING: BankCsvMapping = {
  delimiter: ';',
  encoding: 'utf-8',
  headerRows: 6,
  columns: { bookingDate: '#Data operacji', amount: '#Kwota', currency: '#Waluta', title: '#Tytuł' },
  dateFormat: 'DD.MM.YYYY',
  decimalSeparator: ',',
  account: 'PL61109010140000071219812874',
};

describe('parseStatement', () => {
  it('chooses the format by the content', () => {
    expect(parseStatement(fixture('camt053-001-02.xml')).format).toBe('camt053');
    expect(parseStatement(fixture('camt053-001-08.xml')).format).toBe('camt053');
    expect(parseStatement(encodeWindows1250(fixture('mt940-pl.txt').toString('utf8'))).format).toBe('mt940');
    expect(parseStatement(fixture('mbank-like.csv'), { csvMapping: CSV_MAPPING }).format).toBe('csv');
  });

  it('reads a camt.053 or MT940 even when the landing has a CSV mapping', () => {
    expect(parseStatement(fixture('camt053-001-02.xml'), { csvMapping: CSV_MAPPING }).format).toBe('camt053');
  });

  it('refuses what it cannot read', () => {
    expect(codeOf(() => parseStatement(fixture('mbank-like.csv')))).toBe('format-unknown');
    expect(codeOf(() => parseStatement(Buffer.from('')))).toBe('format-unknown');
    expect(codeOf(() => parseStatement(Buffer.from('%PDF-1.7\n...')))).toBe('format-unknown');
    expect(codeOf(() => parseStatement(Buffer.from('<?xml version="1.0"?><feed><entry/></feed>')))).toBe(
      'format-unknown',
    );
  });

  it('refuses an XML entity declaration whatever the format looks like', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>';
    expect(codeOf(() => parseStatement(Buffer.from(xxe)))).toBe('forbidden-dtd');
  });

  it('refuses a truncated file', () => {
    const camt = fixture('camt053-001-08.xml');
    expect(codeOf(() => parseStatement(camt.subarray(0, camt.length - 40)))).toBe('truncated');
  });

  it('refuses more entries or bytes than allowed', () => {
    expect(codeOf(() => parseStatement(fixture('camt053-001-02.xml'), { maxEntries: 3 }))).toBe('too-large');
    expect(codeOf(() => parseStatement(fixture('camt053-001-02.xml'), { maxBytes: 100 }))).toBe('too-large');
    expect(codeOf(() => parseStatement(Buffer.from(generateCamt053(50_001).xml)))).toBe('too-large');
  });

  it('parses a generated 10,000-entry camt.053: every entry, the sums and the references', () => {
    const generated = generateCamt053(10_000);
    const statement = parseStatement(Buffer.from(generated.xml));
    expect(statement.entries).toHaveLength(10_000);
    const sum = (direction: string, entries: { direction: string; amount: number }[]) =>
      entries.filter((e) => e.direction === direction).reduce((total, e) => total + e.amount, 0);
    expect(sum('credit', statement.entries)).toBe(sum('credit', generated.entries));
    expect(sum('debit', statement.entries)).toBe(sum('debit', generated.entries));
    expect(statement.entries.map((e) => e.bankReference)).toEqual(generated.entries.map((e) => e.reference));
    expect(statement.entries.map((e) => findOfferReferences(e.title)[0] ?? null)).toEqual(
      generated.entries.map((e) => findOfferReferences(e.title)[0] ?? null),
    );
    expect(statement.entries.filter((e) => findOfferReferences(e.title).length === 1)).toHaveLength(8_000);
    // A generous limit for a shared machine: the speed is measured by `npm run bench`, not asserted here.
  }, 60_000);
});

describe('detectStatementFormat', () => {
  it.each([
    ['<Document><BkToCstmrStmt>', 'camt053'],
    ['<ns:Document xmlns:ns="x"><ns:BkToCstmrStmt>', 'camt053'],
    ['<Document><BkToCstmrDbtCdtNtfctn>', 'xml'],
    [':20:X\r\n:25:/PL61\r\n:60F:C261126PLN0,', 'mt940'],
    ['{1:F01X}{2:O940}{4:\n:20:X\n:61:26', 'mt940'],
    ['Data;Kwota\n2026-11-27;1,00', null],
  ])('%j is %s', (text, format) => {
    expect(detectStatementFormat(text)).toBe(format);
  });
});
