import { describe, expect, it } from 'vitest';
import { isNip, isPolishBankAccount, isSwift, isZipCodeFor, maskBankAccount, maskPesel } from './kyc-rules';

describe('isSwift', () => {
  it('accepts 8 and 11 character codes in any case', () => {
    expect(isSwift('BPKOPLPW')).toBe(true);
    expect(isSwift('bpkoplpwxxx')).toBe(true);
    expect(isSwift('DEUT DE FF 500')).toBe(true);
  });
  it('refuses other lengths and digits in the bank or country part', () => {
    expect(isSwift('BPKOPLP')).toBe(false);
    expect(isSwift('BPKOPLPWXX')).toBe(false);
    expect(isSwift('B1KOPLPW')).toBe(false);
    expect(isSwift('BPKO1LPW')).toBe(false);
  });
});

describe('isNip', () => {
  it('accepts a NIP with a valid checksum, with or without dashes', () => {
    expect(isNip('5260250274')).toBe(true);
    expect(isNip('526-025-02-74')).toBe(true);
  });
  it('refuses a wrong checksum, a wrong length and letters', () => {
    expect(isNip('5260250275')).toBe(false);
    expect(isNip('526025027')).toBe(false);
    expect(isNip('52602502a4')).toBe(false);
  });
});

describe('isZipCodeFor', () => {
  it('needs NN-NNN in Poland', () => {
    expect(isZipCodeFor('PL', '00-950')).toBe(true);
    expect(isZipCodeFor('pl', '00950')).toBe(false);
  });
  it('accepts the usual foreign formats and refuses junk', () => {
    expect(isZipCodeFor('DE', '10115')).toBe(true);
    expect(isZipCodeFor('GB', 'SW1A 1AA')).toBe(true);
    expect(isZipCodeFor('DE', '1')).toBe(false);
    expect(isZipCodeFor('DE', '<script>')).toBe(false);
  });
});

describe('isPolishBankAccount', () => {
  it('knows an NRB and a PL IBAN from a foreign one', () => {
    expect(isPolishBankAccount('61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isPolishBankAccount('PL61109010140000071219812874')).toBe(true);
    expect(isPolishBankAccount('DE89370400440532013000')).toBe(false);
  });
});

describe('masks', () => {
  it('leaves only the last four digits of a PESEL', () => {
    expect(maskPesel('44051401359')).toBe('*******1359');
    expect(maskPesel('')).toBeNull();
    expect(maskPesel('123')).toBe('***');
  });
  it('keeps the country prefix and the last four characters of an account', () => {
    expect(maskBankAccount('PL61 1090 1014 0000 0712 1981 2874')).toBe(`PL${'*'.repeat(22)}2874`);
    expect(maskBankAccount('61109010140000071219812874')).toBe(`${'*'.repeat(22)}2874`);
    expect(maskBankAccount(null)).toBeNull();
  });
});
