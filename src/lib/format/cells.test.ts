import { describe, expect, it } from 'vitest';
import { dateCell, dateTimeCell, EMPTY_CELL, fileSize, moneyCell, sumLines } from './cells';

describe('cells', () => {
  it('formats money from minor units with the currency (SPEC section 5)', () => {
    expect(moneyCell(123450, 'PLN')).toBe('1 234,50 PLN');
    expect(moneyCell(100000000, 'EUR')).toBe('1 000 000,00 EUR');
    expect(moneyCell(5, 'USD')).toBe('0,05 USD');
    expect(moneyCell(null, 'PLN')).toBe(EMPTY_CELL);
  });

  it('formats days as DD.MM.YYYY and instants with the time in the given zone', () => {
    expect(dateCell('2026-03-09')).toBe('09.03.2026');
    expect(dateCell(null)).toBe(EMPTY_CELL);
    expect(dateTimeCell('2026-03-09T23:30:00.000Z', 'UTC')).toBe('09.03.2026 23:30');
    // Warsaw is an hour ahead in winter: the next day there.
    expect(dateTimeCell('2026-03-09T23:30:00.000Z', 'Europe/Warsaw')).toBe('10.03.2026 00:30');
    expect(dateTimeCell('2026-07-01T10:05:00.000Z', 'Europe/Warsaw')).toBe('01.07.2026 12:05');
    expect(dateTimeCell('not a date')).toBe(EMPTY_CELL);
  });

  it('lists kanban sums per currency and file sizes with a decimal comma', () => {
    expect(
      sumLines([
        { currency: 'PLN', amount: 1250000 },
        { currency: 'EUR', amount: 50000 },
      ]),
    ).toEqual(['12 500,00 PLN', '500,00 EUR']);
    expect(sumLines(undefined)).toEqual([]);
    expect(fileSize(820)).toBe('820 B');
    expect(fileSize(12_400)).toBe('12 KB');
    expect(fileSize(3_100_000)).toBe('2,9 MB');
  });
});
