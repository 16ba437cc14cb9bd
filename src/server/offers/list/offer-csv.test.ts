import { describe, expect, it } from 'vitest';
import type { OfferListRow } from '../../../lib/contracts/offer-list';
import { csvAmount, csvCell, csvHeader, csvLines } from './offer-csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+48 600', "'+48 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=a;"b"', `"'=a;""b"""`],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });
});

describe('csvAmount', () => {
  it('writes minor units with a decimal comma and no grouping', () => {
    expect(csvAmount(123_456_789)).toBe('1234567,89');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(100)).toBe('1,00');
    expect(csvAmount(null)).toBe('');
  });
});

describe('csvLines', () => {
  const row = {
    investorName: 'Jan Kowalski',
    investmentValue: 1_000_050,
    status: 'declined',
    statusDate: '2026-05-01T23:59:00.000Z',
    agreementDate: null,
    paymentConfirmations: [{ name: 'a.pdf' }, { name: 'b;c.pdf' }],
  } as unknown as OfferListRow;

  it('writes the chosen columns in order, statuses in the language, dates DD.MM.YYYY, CRLF', () => {
    const columns = [
      'status',
      'investmentValue',
      'statusDate',
      'agreementDate',
      'paymentConfirmations',
      'investorName',
    ] as const;
    expect(csvHeader(columns, 'en')).toBe(
      'Status;Investment value;Status date;Agreement date;Payment confirmations;Investor\r\n',
    );
    expect(csvLines([row], columns, 'pl')).toBe(
      'Wycofana przez inwestora;10000,50;01.05.2026;;"a.pdf, b;c.pdf";Jan Kowalski\r\n',
    );
  });
});
