import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEcbRates, RatesFileError } from './ecb-rates';

const DAILY = readFileSync(join(import.meta.dirname, '../../../tests/fixtures/eurofxref-daily.xml'), 'utf8');

const envelope = (cubes: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" ` +
  `xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><gesmes:subject>Reference rates</gesmes:subject>` +
  `<Cube>${cubes}</Cube></gesmes:Envelope>`;

describe('parseEcbRates', () => {
  it('reads the ECB daily file: the day, PLN and USD in ten-thousandths, the other currencies left', () => {
    expect(parseEcbRates(DAILY)).toEqual([{ day: '2024-06-28', rates: { PLN: 43_090, USD: 10_705 } }]);
  });

  it('reads a history file day by day, and rounds a fifth decimal half up', () => {
    const xml = envelope(
      "<Cube time='2024-06-28'><Cube currency='PLN' rate='4.30905'/><Cube currency='USD' rate='1.07054'/></Cube>" +
        "<Cube time='2024-06-27'><Cube currency='PLN' rate='4.3'/></Cube>" +
        "<Cube time='2024-06-26'><Cube currency='GBP' rate='0.84'/></Cube>",
    );
    expect(parseEcbRates(xml)).toEqual([
      { day: '2024-06-28', rates: { PLN: 43_091, USD: 10_705 } },
      { day: '2024-06-27', rates: { PLN: 43_000 } },
    ]);
  });

  it('refuses what is not the ECB file, saying why', () => {
    const refused = (xml: string) => {
      try {
        parseEcbRates(xml);
      } catch (error) {
        expect(error).toBeInstanceOf(RatesFileError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused('<Envelope><Cube>')).toMatch(/not well-formed XML/);
    expect(refused('{"rates": {}}')).toMatch(/not well-formed XML/);
    expect(refused('<?xml version="1.0"?><rates/>')).toMatch(/not the ECB reference rates/);
    expect(refused(envelope("<Cube time='yesterday'><Cube currency='PLN' rate='4.3'/></Cube>"))).toMatch(/not a date/);
    expect(refused(envelope("<Cube time='2024-06-28'><Cube currency='PLN' rate='-4.3'/></Cube>"))).toMatch(
      /PLN rate is not a number/,
    );
    expect(refused(envelope("<Cube time='2024-06-28'><Cube currency='PLN' rate='0'/></Cube>"))).toMatch(
      /PLN rate is not a number/,
    );
    expect(refused(envelope("<Cube time='2024-06-28'><Cube currency='GBP' rate='0.8'/></Cube>"))).toMatch(
      /no day with a PLN or USD rate/,
    );
    expect(refused(envelope(''))).toMatch(/no day with a PLN or USD rate/);
  });

  it('does not expand entities (no billion laughs)', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>' +
      envelope("<Cube time='2024-06-28'><Cube currency='PLN' rate='&lol2;'/></Cube>").replace(/^<\?xml[^>]*>/, '');
    expect(() => parseEcbRates(bomb)).toThrow(RatesFileError);
  });
});
