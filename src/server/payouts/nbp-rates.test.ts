import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RatesFileError } from '../protection/ecb-rates';
import { parseNbpTables, toGrosze } from './nbp-rates';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../tests/fixtures', name), 'utf8');

const table = (no: string, day: string, rates: string, letter = 'A') =>
  `<ExchangeRatesTable><Table>${letter}</Table><No>${no}</No><EffectiveDate>${day}</EffectiveDate>` +
  `<Rates>${rates}</Rates></ExchangeRatesTable>`;
const rate = (code: string, mid: string) => `<Rate><Currency>x</Currency><Code>${code}</Code><Mid>${mid}</Mid></Rate>`;
const file = (tables: string) =>
  '<?xml version="1.0" encoding="utf-8"?><ArrayOfExchangeRatesTable xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
  `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${tables}</ArrayOfExchangeRatesTable>`;

function refused(text: string): string {
  try {
    parseNbpTables(text);
  } catch (error) {
    expect(error).toBeInstanceOf(RatesFileError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('parseNbpTables', () => {
  it('reads the NBP API XML of a range of table A: each table, its number, EUR and USD in ten-thousandths', () => {
    expect(parseNbpTables(fixture('nbp-table-a-2020-12-02-03.xml'))).toEqual([
      { day: '2020-12-02', tableNo: '235/A/NBP/2020', mids: { EUR: 44_642, USD: 37_038 } },
      { day: '2020-12-03', tableNo: '236/A/NBP/2020', mids: { EUR: 44_789, USD: 36_981 } },
    ]);
  });

  it('reads the JSON form of the same API', () => {
    expect(parseNbpTables(fixture('nbp-table-a-2020-12-07.json'))).toEqual([
      { day: '2020-12-07', tableNo: '238/A/NBP/2020', mids: { EUR: 44_745, USD: 37_001 } },
    ]);
  });

  it('reads a single table with one rate kept, and a mid of fewer decimals', () => {
    expect(parseNbpTables(file(table('1/A/NBP/2026', '2026-01-02', rate('EUR', '4.2') + rate('GBP', '5.1'))))).toEqual([
      { day: '2026-01-02', tableNo: '1/A/NBP/2026', mids: { EUR: 42_000 } },
    ]);
  });

  it('refuses what is not NBP table A, saying why', () => {
    expect(refused('<ArrayOfExchangeRatesTable><ExchangeRatesTable>')).toMatch(/not well-formed XML/);
    expect(refused('Not found')).toMatch(/not well-formed XML/);
    expect(refused('[{"table": "A",')).toMatch(/not well-formed JSON/);
    expect(refused(fixture('eurofxref-daily.xml'))).toMatch(/not NBP table A/);
    expect(refused(file(''))).toMatch(/no exchange rates table/);
    expect(refused(file(table('235/C/NBP/2020', '2020-12-02', rate('EUR', '4.4642'), 'C')))).toMatch(
      /a table C, not NBP table A/,
    );
    expect(refused(file(table('235/B/NBP/2020', '2020-12-02', rate('EUR', '4.4642'))))).toMatch(/table number/);
    expect(refused(file(table('235/A/NBP/2020', '2020-02-30', rate('EUR', '4.4642'))))).toMatch(/not a date/);
    expect(refused(file(table('235/A/NBP/2020', 'yesterday', rate('EUR', '4.4642'))))).toMatch(/not a date/);
    expect(refused(file(table('235/A/NBP/2020', '2020-12-02', rate('EUR', '0'))))).toMatch(/EUR mid rate is not/);
    expect(refused(file(table('235/A/NBP/2020', '2020-12-02', rate('EUR', '0.0000'))))).toMatch(/EUR mid rate is not/);
    expect(refused(file(table('235/A/NBP/2020', '2020-12-02', rate('USD', '-3.70'))))).toMatch(/USD mid rate is not/);
    expect(refused(file(table('235/A/NBP/2020', '2020-12-02', rate('EUR', '4.46425'))))).toMatch(/EUR mid rate is not/);
    expect(refused(file(table('235/A/NBP/2020', '2020-12-02', rate('EUR', '4,4642'))))).toMatch(/EUR mid rate is not/);
    expect(refused(file(table('235/A/NBP/2020', '2020-12-02', rate('GBP', '4.9'))))).toMatch(/no EUR or USD rate/);
    expect(refused('[{"table":"A","no":"238/A/NBP/2020","effectiveDate":"2020-12-07","rates":[]}]')).toMatch(
      /no EUR or USD rate/,
    );
    expect(refused(`<x>${' '.repeat(4 * 1024 * 1024)}</x>`)).toMatch(/too large/);
  });

  it('does not expand entities (no billion laughs)', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "4.4642"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      file(table('235/A/NBP/2020', '2020-12-02', rate('EUR', '&lol;'))).replace(/^<\?xml[^>]*>/, '');
    expect(refused(bomb)).toMatch(/EUR mid rate is not a rate: &lol;/);
  });
});

describe('toGrosze', () => {
  it('converts minor units at a mid rate, rounding up to a full grosz, exactly', () => {
    // 123,45 EUR x 4,4789 = 552,920205 PLN: up to 552,93 (art. 63 § 1a Ordynacji podatkowej), not half up to 552,92.
    expect(toGrosze(12_345, 44_789)).toBe(55_293);
    expect(toGrosze(10_000, 44_789)).toBe(44_789); // 100,00 EUR = 447,89 PLN
    expect(toGrosze(0, 44_789)).toBe(0);
    // Past 2^53 in the product, still exact.
    expect(toGrosze(9_000_000_000_000, 44_789)).toBe(40_310_100_000_000);
    expect(() => toGrosze(-1, 44_789)).toThrow(RangeError);
  });
});
