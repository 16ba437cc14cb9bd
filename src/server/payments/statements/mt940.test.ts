import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { encodeWindows1250 } from '../../../../tests/support/statements';
import { parseMt940 } from './mt940';
import { findOfferReferences } from './reference';

// The sample is kept as UTF-8 text to be readable in review; the tests feed the parser its Windows-1250 bytes, as
// Polish banks export them (and the UTF-8 bytes once, for the banks that moved on).
const TEXT = readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/statements/mt940-pl.txt'), 'utf8');
const BYTES = encodeWindows1250(TEXT.replace(/\n/g, '\r\n'));

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

describe('parseMt940', () => {
  const statement = parseMt940(BYTES);

  it('is given bytes that are not UTF-8', () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(BYTES)).toThrow();
  });

  it('reads the account, currency, first id and the balances of the two statements', () => {
    expect(statement).toMatchObject({
      format: 'mt940',
      account: 'PL61109010140000071219812874',
      currency: 'PLN',
      statementId: 'ST261127/0001',
      openingBalance: { amount: 1_000_000, currency: 'PLN', date: '2026-11-26' },
      closingBalance: { amount: 1_037_345, currency: 'PLN', date: '2026-11-28' },
    });
    expect(statement.entries).toHaveLength(5);
  });

  it('reads a structured ^ :86: with Polish characters and a title cut by the bank', () => {
    expect(statement.entries[0]).toEqual({
      bankReference: 'PKO261127A01',
      bookingDate: '2026-11-27',
      valueDate: '2026-11-27',
      direction: 'credit',
      amount: 123_456,
      currency: 'PLN',
      title: 'Inwestycja OF-1A2B 3C4D obligacje serii A',
      counterpartyName: 'Zażółć Gęślą Jaźń',
      counterpartyAccount: 'PL27114020040000300201355387',
    });
    expect(findOfferReferences(statement.entries[0]!.title)).toEqual(['OF-1A2B3C4D']);
  });

  it('reads a free-text :86: and an amount without decimals after a funds code', () => {
    expect(statement.entries[1]).toMatchObject({
      bankReference: 'PKO261127A02',
      amount: 10_000,
      title: 'Wpłata od Łukasz Źdźbło za obligacje, bez numeru oferty',
      counterpartyName: null,
      counterpartyAccount: null,
    });
    expect(findOfferReferences(statement.entries[1]!.title)).toEqual([]);
  });

  it('reads a < :86:, a debit, 0,01 and a reversed credit as a debit', () => {
    expect(statement.entries[2]).toMatchObject({
      direction: 'debit',
      amount: 86_112,
      counterpartyName: 'Kancelaria Notarialna',
    });
    expect(statement.entries[3]).toMatchObject({ bookingDate: '2026-11-28', amount: 1, title: 'of 9f8e 7d6c' });
    expect(statement.entries[4]).toMatchObject({ direction: 'debit', amount: 10_000, title: 'Zwrot' });
  });

  it('reads the same file in UTF-8, and with the SWIFT envelope', () => {
    expect(parseMt940(new TextEncoder().encode(TEXT))).toEqual(statement);
    expect(parseMt940(`{1:F01PKOPPLPWAXXX0000000000}{2:O940}{4:\n${TEXT}-}`).entries).toEqual(statement.entries);
  });

  it('crosses New Year between the value date and the entry date', () => {
    const text =
      ':20:X\n:25:61109010140000071219812874\n:60F:C251231PLN0,\n:61:2512310102C5,N240NONREF\n:86:Wpłata\n:62F:C260102PLN5,\n';
    const entry = parseMt940(text).entries[0]!;
    expect(entry).toMatchObject({ valueDate: '2025-12-31', bookingDate: '2026-01-02', amount: 500 });
    expect(entry.bankReference).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(parseMt940(text).entries[0]!.bankReference).toBe(entry.bankReference);
  });

  it('refuses a file cut before its closing balance', () => {
    expect(codeOf(() => parseMt940(TEXT.slice(0, TEXT.lastIndexOf(':62F:'))))).toBe('truncated');
    expect(codeOf(() => parseMt940(TEXT.slice(0, TEXT.indexOf(':61:') + 9)))).toBe('truncated');
  });

  it('refuses a statement line it cannot read', () => {
    expect(codeOf(() => parseMt940(TEXT.replace(':61:2611271127D861,12', ':61:2611271127X861,12')))).toBe(
      'missing-field',
    );
  });

  it('refuses statements of two accounts in one file', () => {
    const other = TEXT.replace(
      /(:25:\/PL61109010140000071219812874)(?![\s\S]*:25:)/,
      ':25:/PL27114020040000300201355387',
    );
    expect(codeOf(() => parseMt940(other))).toBe('account-mismatch');
  });

  it('refuses a bad amount and a bad date', () => {
    expect(codeOf(() => parseMt940(TEXT.replace('C1234,56N240', 'C1234,567N240')))).toBe('invalid-amount');
    expect(codeOf(() => parseMt940(TEXT.replace(':61:2611271127C1234', ':61:2613271127C1234')))).toBe('invalid-date');
  });

  it('refuses a statement with no lines', () => {
    expect(
      codeOf(() => parseMt940(':20:X\n:25:/PL61109010140000071219812874\n:60F:C261126PLN0,\n:62F:C261126PLN0,\n')),
    ).toBe('no-entries');
  });
});
