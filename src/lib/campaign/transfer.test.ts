import { describe, expect, it } from 'vitest';
import { transferAccount, transferDetails } from './transfer';

const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.reference)}`;

describe('transfer details', () => {
  it('a Polish IBAN is shown and copied as its NRB, grouped as SPEC section 5 says (two digits, then fours)', () => {
    expect(transferAccount('PL61109010140000071219812874')).toEqual({
      shown: '61 1090 1014 0000 0712 1981 2874',
      copied: '61109010140000071219812874',
    });
  });
  it('a EUR transfer (SEPA) takes the Polish IBAN whole, with its country code', () => {
    expect(transferAccount('PL61109010140000071219812874', 'EUR')).toEqual({
      shown: 'PL61 1090 1014 0000 0712 1981 2874',
      copied: 'PL61109010140000071219812874',
    });
  });
  it('another IBAN keeps its country code', () => {
    expect(transferAccount('DE89370400440532013000')).toEqual({
      shown: 'DE89 3704 0044 0532 0130 00',
      copied: 'DE89370400440532013000',
    });
  });
  it('the amount with currency, copied without spaces or currency; the title carries the reference', () => {
    const details = transferDetails(
      { reference: 'OF-1A2B3C4D', investmentValue: 1_234_500, currency: 'PLN' },
      { name: 'Emitent S.A.', account: 'PL61109010140000071219812874' },
      t,
    );
    expect(details.amount).toEqual({ shown: '12 345,00 PLN', copied: '12345,00' });
    expect(details.title).toBe('progress.transfer.titleValue:OF-1A2B3C4D');
    expect(details.recipient?.name).toBe('Emitent S.A.');
  });
  it('without a recipient on the campaign there is no account to show', () => {
    expect(transferDetails({ reference: 'OF-1', investmentValue: null, currency: 'PLN' }, null, t)).toMatchObject({
      amount: null,
      recipient: null,
    });
  });
});
