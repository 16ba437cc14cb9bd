import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isBankAccount, isEmail, isPhone, isStrongPassword, isUrl, isZipCode } from './patterns';

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    for (const ok of ['jan.kowalski@example.pl', 'a+b@sub.example.com', "o'neil@x.io"])
      expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['', 'jan', 'jan@', '@x.pl', 'jan@x', 'jan kowalski@x.pl', 'a@b.c'])
      expect(isEmail(bad), bad).toBe(false);
  });
  it('agrees with zod 4 z.email(), so forms and API judge alike', () => {
    const zodEmail = z.email();
    for (const value of ['a@b.pl', 'a..b@c.pl', '.a@b.pl', 'a@b', 'ą@b.pl']) {
      expect(isEmail(value), value).toBe(zodEmail.safeParse(value).success);
    }
  });
});

describe('isStrongPassword', () => {
  it('needs 8 characters with upper, lower, digit and special', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Zażółć1!')).toBe(true);
    expect(isStrongPassword('Abcde1!')).toBe(false); // 7 characters
    expect(isStrongPassword('abcdef1!')).toBe(false); // no upper
    expect(isStrongPassword('ABCDEF1!')).toBe(false); // no lower
    expect(isStrongPassword('Abcdefg!')).toBe(false); // no digit
    expect(isStrongPassword('Abcdefg1')).toBe(false); // no special
    expect(isStrongPassword('Abcdef1 ')).toBe(false); // a space is not a special character
  });
});

describe('isZipCode', () => {
  it('accepts the Polish NN-NNN format only', () => {
    expect(isZipCode('00-950')).toBe(true);
    for (const bad of ['00950', '0-950', '00-95', 'ab-cde', ' 00-950']) expect(isZipCode(bad), bad).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts 7 to 15 digits with an optional plus, spaces, dashes and brackets', () => {
    for (const ok of ['+48 600 700 800', '600-700-800', '(22) 123 45 67', '1234567'])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['123456', '+48 600 700 800 900 100', '600a700800', '']) expect(isPhone(bad), bad).toBe(false);
  });
});

describe('isUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isUrl('https://example.com/a?b=1')).toBe(true);
    expect(isUrl('http://localhost:4321')).toBe(true);
    for (const bad of ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'https://exa mple.com']) {
      expect(isUrl(bad), bad).toBe(false);
    }
  });
});

describe('isBankAccount', () => {
  it('accepts a Polish NRB and IBANs with a valid checksum', () => {
    for (const ok of [
      '61109010140000071219812874',
      '61 1090 1014 0000 0712 1981 2874',
      'PL61109010140000071219812874',
      'pl61 1090 1014 0000 0712 1981 2874',
      'DE89370400440532013000',
      'GB82WEST12345698765432',
    ]) {
      expect(isBankAccount(ok), ok).toBe(true);
    }
  });
  it('rejects a wrong checksum, a wrong length and junk', () => {
    for (const bad of [
      '62109010140000071219812874',
      '6110901014000007121981287',
      'PL6110901014000007121981287400',
      'DE89370400440532013001',
      'XX',
      '',
    ]) {
      expect(isBankAccount(bad), bad).toBe(false);
    }
  });
});
