import { describe, expect, it } from 'vitest';
import { formatBankAccount } from './bank-account';

describe('formatBankAccount', () => {
  it('puts a two-digit prefix first when the number starts with digits, then blocks of four', () => {
    expect(formatBankAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });
  it('groups an IBAN with a country code in blocks of four from the start', () => {
    expect(formatBankAccount('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
  it('reformats an already spaced or dashed number', () => {
    expect(formatBankAccount('61 1090-1014 0000 0712 1981 2874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });
  it('handles empty and short values', () => {
    expect(formatBankAccount('')).toBe('');
    expect(formatBankAccount(null)).toBe('');
    expect(formatBankAccount('61')).toBe('61');
    expect(formatBankAccount('611')).toBe('61 1');
  });
});
