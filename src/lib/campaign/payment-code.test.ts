import { describe, expect, it } from 'vitest';
import { epcText, paymentCodeText, zbpText } from './payment-code';
import { svgImageUrl } from '../format/svg-image';

const pln = {
  amount: 1_234_550,
  currency: 'PLN',
  recipient: { name: 'Horyzont Development S.A.', account: 'PL61109010140000071219812874' },
  title: 'Inwestycja OF-1A2B3C4D',
};
const eur = {
  amount: 500_000,
  currency: 'EUR',
  recipient: { name: 'Horyzont Development S.A.', account: 'DE89370400440532013000' },
  title: 'Investment OF-1A2B3C4D',
};

describe('the ZBP 2D code (PLN to a Polish account)', () => {
  it('has nine fields: no NIP, PL, the NRB, the amount in grosze, the name cut to 20, the title', () => {
    expect(zbpText(pln)).toBe('|PL|61109010140000071219812874|1234550|Horyzont Development|Inwestycja OF-1A2B3C4D|||');
  });
  it('pads a small amount to six digits', () => {
    expect(zbpText({ ...pln, amount: 1_00 })?.split('|')[3]).toBe('000100');
  });
  it('keeps Polish letters, counts characters not code units, and drops the separator and line breaks', () => {
    const text = zbpText({
      ...pln,
      recipient: { ...pln.recipient, name: 'Żółć|Łódź\nSpółka Ęą z o.o.' },
      title: 'Wpłata\r\nza OF-1',
    });
    expect(text?.split('|').slice(4, 6)).toEqual(['Żółć Łódź Spółka Ęą', 'Wpłata za OF-1']);
  });
  it('cuts the title to 32 characters', () => {
    expect(zbpText({ ...pln, title: 'x'.repeat(40) })?.split('|')[5]).toHaveLength(32);
  });
  it('has none for another currency, a foreign account, or no amount', () => {
    expect(zbpText({ ...pln, currency: 'EUR' })).toBeNull();
    expect(zbpText({ ...pln, recipient: { ...pln.recipient, account: 'DE89370400440532013000' } })).toBeNull();
    expect(zbpText({ ...pln, amount: 0 })).toBeNull();
    expect(zbpText({ ...pln, recipient: { ...pln.recipient, name: ' | ' } })).toBeNull();
  });
});

describe('the EPC QR code (EUR)', () => {
  it('is version 002 in UTF-8 for a SEPA credit transfer, without a BIC, the amount from the integer', () => {
    expect(epcText(eur)?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Horyzont Development S.A.',
      'DE89370400440532013000',
      'EUR5000.00',
      '',
      '',
      'Investment OF-1A2B3C4D',
    ]);
  });
  it('writes cents with two digits', () => {
    expect(epcText({ ...eur, amount: 1_205 })?.split('\n')[7]).toBe('EUR12.05');
  });
  it('has none above 999999999.99 euro, for PLN, or for an account that is not an IBAN', () => {
    expect(epcText({ ...eur, amount: 100_000_000_000 })).toBeNull();
    expect(epcText({ ...eur, currency: 'PLN' })).toBeNull();
    expect(epcText({ ...eur, recipient: { ...eur.recipient, account: '61109010140000071219812874' } })).toBeNull();
  });
});

describe('the code for a transfer', () => {
  it('is ZBP for PLN to a Polish account and EPC for EUR', () => {
    expect(paymentCodeText(pln)?.scheme).toBe('zbp');
    expect(paymentCodeText(eur)?.scheme).toBe('epc');
    expect(paymentCodeText({ ...pln, currency: 'USD' })).toBeNull();
  });
  it('is shown as a data address', () => {
    expect(svgImageUrl('<svg a="b"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22b%22%2F%3E');
  });
});
