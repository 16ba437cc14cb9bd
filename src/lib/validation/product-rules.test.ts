import { describe, expect, it } from 'vitest';
import { V } from './keys';
import {
  checkAtLeastOne,
  checkDocumentExpiry,
  checkEmailList,
  checkInviteMessage,
  checkInvestmentValue,
  checkSanctions,
  DEFAULT_INVITE_MESSAGE,
  INDEFINITELY,
  splitEmailList,
} from './product-rules';

describe('client e-mail list', () => {
  it('splits on semicolons without spaces, one entry per e-mail', () => {
    expect(splitEmailList('a@x.pl;b@y.pl')).toEqual(['a@x.pl', 'b@y.pl']);
    expect(splitEmailList('a@x.pl')).toEqual(['a@x.pl']);
  });
  it('drops repeats so nobody gets two invitations', () => {
    expect(splitEmailList('a@x.pl;A@x.pl;b@y.pl')).toEqual(['a@x.pl', 'b@y.pl']);
  });
  it('rejects spaces, other separators, empty parts and invalid e-mails', () => {
    for (const bad of [
      'a@x.pl; b@y.pl',
      'a@x.pl,b@y.pl',
      'a@x.pl;',
      ';a@x.pl',
      'a@x.pl;;b@y.pl',
      'a@x.pl;nope',
      ' a@x.pl',
    ]) {
      expect(splitEmailList(bad), bad).toBeNull();
      expect(checkEmailList(bad), bad).toEqual({ key: V.emailList });
    }
  });
  it('is required', () => {
    expect(checkEmailList('')).toEqual({ key: V.required });
    expect(checkEmailList('a@x.pl;b@y.pl')).toBeNull();
  });
});

describe('invitation message', () => {
  it('allows the default single space and an empty message', () => {
    expect(checkInviteMessage(DEFAULT_INVITE_MESSAGE)).toBeNull();
    expect(checkInviteMessage('')).toBeNull();
    expect(checkInviteMessage(undefined)).toBeNull();
  });
  it('needs at least 10 typed characters otherwise', () => {
    expect(checkInviteMessage('123456789')).toEqual({ key: V.inviteMessage, params: { min: 10 } });
    expect(checkInviteMessage('  12345 ')).toEqual({ key: V.inviteMessage, params: { min: 10 } });
    expect(checkInviteMessage('1234567890')).toBeNull();
  });
});

describe('at least one network / industry', () => {
  it('fails on an empty or missing selection with the given message', () => {
    expect(checkAtLeastOne([], V.networkRequired)).toEqual({ key: V.networkRequired });
    expect(checkAtLeastOne(undefined, V.industryRequired)).toEqual({ key: V.industryRequired });
    expect(checkAtLeastOne(['n1'], V.networkRequired)).toBeNull();
  });
});

describe('document expiry', () => {
  const now = Date.UTC(2024, 5, 10, 22, 30); // 2024-06-10, late evening UTC

  it("allows 'indefinitely'", () => {
    expect(checkDocumentExpiry(INDEFINITELY, now)).toBeNull();
  });
  it('allows exactly 7 days from today and later, in either date format', () => {
    expect(checkDocumentExpiry('2024-06-17', now)).toBeNull();
    expect(checkDocumentExpiry('17.06.2024', now)).toBeNull();
    expect(checkDocumentExpiry('2030-01-01', now)).toBeNull();
  });
  it('refuses anything earlier than 7 days from today', () => {
    expect(checkDocumentExpiry('2024-06-16', now)).toEqual({ key: V.documentExpiry, params: { days: 7 } });
    expect(checkDocumentExpiry('2024-06-10', now)).toEqual({ key: V.documentExpiry, params: { days: 7 } });
    expect(checkDocumentExpiry('2020-01-01', now)).toEqual({ key: V.documentExpiry, params: { days: 7 } });
  });
  it('moves with the injected clock', () => {
    expect(checkDocumentExpiry('2024-06-17', Date.UTC(2024, 5, 11))).not.toBeNull();
  });
  it('reports missing and invalid dates', () => {
    expect(checkDocumentExpiry('', now)).toEqual({ key: V.required });
    expect(checkDocumentExpiry('2024-02-30', now)).toEqual({ key: V.invalidDate });
  });
});

describe('sanctions percentages', () => {
  it('allows totals up to exactly 100 %, decimals added exactly', () => {
    expect(checkSanctions({ iran: 50, russia: '50' })).toBeNull();
    expect(checkSanctions({ iran: '33,33', syria: '33.33', cuba: '33,34' })).toBeNull();
    expect(checkSanctions({})).toBeNull();
    expect(checkSanctions({ northKorea: null, crimeaDonetsk: '' })).toBeNull();
  });
  it('refuses a total above 100 %', () => {
    expect(checkSanctions({ iran: 60, northKorea: 20, syria: 10, crimeaDonetsk: 5, cuba: 5, russia: '0,01' })).toEqual({
      key: V.sanctionsTotal,
    });
  });
  it('refuses a share that is not a percentage, naming the country', () => {
    expect(checkSanctions({ cuba: -1 })).toEqual({ key: V.percentage, country: 'cuba' });
    expect(checkSanctions({ russia: 'abc' })).toEqual({ key: V.percentage, country: 'russia' });
    expect(checkSanctions({ syria: 101 })).toEqual({ key: V.percentage, country: 'syria' });
  });
});

describe('investment value (minor units)', () => {
  const bounds = { min: 100_000, max: 5_000_000, step: 10_000 };
  it('is required', () => {
    expect(checkInvestmentValue(null, bounds)).toEqual({ key: V.required });
    expect(checkInvestmentValue(Number.NaN, bounds)).toEqual({ key: V.required });
  });
  it('is at least the minimum and at most the maximum, with formatted amounts', () => {
    expect(checkInvestmentValue(90_000, bounds)).toEqual({ key: V.investmentMin, params: { min: '1 000,00' } });
    expect(checkInvestmentValue(5_010_000, bounds)).toEqual({ key: V.investmentMax, params: { max: '50 000,00' } });
    expect(checkInvestmentValue(100_000, bounds)).toBeNull();
    expect(checkInvestmentValue(5_000_000, bounds)).toBeNull();
  });
  it("is a multiple of the step ('indivisible by the multiplier')", () => {
    expect(checkInvestmentValue(105_000, bounds)).toEqual({ key: V.investmentIndivisible, params: { step: '100,00' } });
    expect(checkInvestmentValue(110_000, bounds)).toBeNull();
  });
  it('refuses fractions of a minor unit and works without bounds', () => {
    expect(checkInvestmentValue(100_000.5, bounds)).toEqual({ key: V.number });
    expect(checkInvestmentValue(1, {})).toBeNull();
  });
});
