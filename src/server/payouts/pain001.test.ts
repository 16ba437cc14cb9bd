import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { writePain001, type Pain001Input } from './pain001';

const XSD = readFileSync(new URL('../../../tests/fixtures/xsd/pain.001.001.09.xsd', import.meta.url), 'utf8');

async function validate(xml: string) {
  const result = await validateXML({
    xml: { fileName: 'pain.001.xml', contents: xml },
    schema: { fileName: 'pain.001.001.09.xsd', contents: XSD },
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

const input: Pain001Input = {
  messageId: 'PAYOUT-2026-06-30-1',
  createdAt: new Date('2026-06-29T08:15:30.123Z'),
  executionDate: '2026-06-30',
  debtor: { name: 'Emitent Spółka Akcyjna <Obligacje & Co>', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  payments: [
    {
      endToEndId: 'OF-1A2B3C4D-3',
      creditor: { name: 'Zażółć Gęślą Jaźń', iban: 'PL61109010140000071219812874' },
      amount: 12_345,
      remittance: 'Odsetki za okres 2026-01-01 – 2026-06-30, obligacja „Seria A”',
    },
    {
      endToEndId: 'OF-9F8E7D6C-3',
      creditor: { name: 'Jürgen Weiß GmbH', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' },
      amount: 1,
      remittance: 'Interest 2026-06-30',
    },
  ],
};

describe('writePain001', () => {
  it('writes a document valid against the EPC pain.001.001.09 schema', async () => {
    const xml = writePain001(input);
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it('counts and sums the payments in the group header and the payment information', () => {
    const xml = writePain001(input);
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>123\.46<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">123.45</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.01</InstdAmt>');
    expect(xml).toContain('<CreDtTm>2026-06-29T08:15:30Z</CreDtTm>');
    expect(xml).toContain('<ReqdExctnDt><Dt>2026-06-30</Dt></ReqdExctnDt>');
  });

  it('keeps text to the SEPA character set: Polish and German letters transliterated, the rest spaces', () => {
    const xml = writePain001(input);
    expect(xml).toContain('<Nm>Emitent Spolka Akcyjna Obligacje Co</Nm>');
    expect(xml).toContain('<Nm>Zazolc Gesla Jazn</Nm>');
    expect(xml).toContain('<Nm>Jurgen Weiss GmbH</Nm>');
    expect(xml).toContain('<Ustrd>Odsetki za okres 2026-01-01 2026-06-30, obligacja Seria A</Ustrd>');
    expect(/^[\x20-\x7e\n]*$/.test(xml)).toBe(true);
  });

  it('says NOTPROVIDED for a debtor bank without a BIC and leaves out the creditor agent', async () => {
    const xml = writePain001({ ...input, debtor: { ...input.debtor, bic: undefined } });
    expect(xml).toContain('<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>');
    expect(xml.match(/<CdtrAgt>/g)).toHaveLength(1);
    expect((await validate(xml)).valid).toBe(true);
  });

  it('cuts names to 70 and the remittance to 140 characters, and stays valid', async () => {
    const long = writePain001({
      ...input,
      payments: [
        {
          ...input.payments[0]!,
          creditor: { name: 'Ą'.repeat(100), iban: 'PL61109010140000071219812874' },
          remittance: 'x '.repeat(200),
        },
      ],
    });
    expect(long).toContain(`<Nm>${'A'.repeat(70)}</Nm>`);
    expect(/<Ustrd>([^<]*)<\/Ustrd>/.exec(long)![1]!.length).toBeLessThanOrEqual(140);
    expect((await validate(long)).valid).toBe(true);
  });

  it('the schema refuses a document whose amount breaks its rules (the test validates for real)', async () => {
    const xml = writePain001(input).replace(
      '<InstdAmt Ccy="EUR">0.01</InstdAmt>',
      '<InstdAmt Ccy="EUR">0.001</InstdAmt>',
    );
    expect((await validate(xml)).valid).toBe(false);
  });

  it('refuses bad input instead of writing a file the bank rejects', () => {
    const payment = input.payments[0]!;
    const bad: Pain001Input[] = [
      { ...input, payments: [] },
      { ...input, messageId: 'has space' },
      { ...input, messageId: 'x'.repeat(36) },
      { ...input, messageId: '/leading' },
      { ...input, executionDate: '30.06.2026' },
      { ...input, debtor: { ...input.debtor, iban: 'DE00 3704 0044 0532 0130 00' } },
      { ...input, debtor: { ...input.debtor, bic: 'NOT A BIC' } },
      { ...input, debtor: { ...input.debtor, name: '???'.replace(/\?/g, '€') } },
      { ...input, payments: [{ ...payment, amount: 0 }] },
      { ...input, payments: [{ ...payment, amount: 12.5 }] },
      { ...input, payments: [payment, payment] },
    ];
    for (const value of bad) expect(() => writePain001(value)).toThrow(RangeError);
  });
});
