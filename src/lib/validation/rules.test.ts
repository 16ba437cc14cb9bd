import { describe, expect, it } from 'vitest';
import { firstFailingRule, parseRules, RULES, type RuleName } from './rules';

const passes = (rule: RuleName, value: unknown, args: string[] = [], ctx = {}) => RULES[rule](value, args, ctx);

describe('generic rule set', () => {
  it('required fails on empty strings, whitespace, empty arrays and missing values', () => {
    for (const empty of ['', '   ', [], null, undefined, {}])
      expect(passes('required', empty), JSON.stringify(empty)).toBe(false);
    for (const filled of ['a', 0, false, ['x']]) expect(passes('required', filled)).toBe(true);
  });
  it('email, url and number', () => {
    expect(passes('email', 'a@b.pl')).toBe(true);
    expect(passes('email', 'a@b')).toBe(false);
    expect(passes('url', 'https://x.pl')).toBe(true);
    expect(passes('url', 'x.pl')).toBe(false);
    expect(passes('number', '12,5')).toBe(true);
    expect(passes('number', '12a')).toBe(false);
  });
  it('min and max compare numbers, or the length of a list', () => {
    expect(passes('min', '5', ['5'])).toBe(true);
    expect(passes('min', '4,99', ['5'])).toBe(false);
    expect(passes('max', 10, ['10'])).toBe(true);
    expect(passes('max', 11, ['10'])).toBe(false);
    expect(passes('min', ['a'], ['2'])).toBe(false);
    expect(passes('max', ['a', 'b'], ['2'])).toBe(true);
  });
  it('between is inclusive and accepts its bounds in any order', () => {
    expect(passes('between', 5, ['10', '1'])).toBe(true);
    expect(passes('between', 10, ['1', '10'])).toBe(true);
    expect(passes('between', 11, ['1', '10'])).toBe(false);
  });
  it('length counts characters between a minimum and an optional maximum', () => {
    expect(passes('length', 'abc', ['3'])).toBe(true);
    expect(passes('length', 'ab', ['3'])).toBe(false);
    expect(passes('length', 'abcdef', ['2', '5'])).toBe(false);
  });
  it('matches literals or /regex/, is and not', () => {
    expect(passes('matches', 'abc', ['/^a.c$/'])).toBe(true);
    expect(passes('matches', 'ABC', ['/^a.c$/i'])).toBe(true);
    expect(passes('matches', 'abd', ['abc', '/^x/'])).toBe(false);
    expect(passes('is', 'b', ['a', 'b'])).toBe(true);
    expect(passes('is', 'c', ['a', 'b'])).toBe(false);
    expect(passes('not', 'c', ['a', 'b'])).toBe(true);
    expect(passes('not', 'a', ['a', 'b'])).toBe(false);
  });
  it('accepted wants a ticked checkbox', () => {
    for (const yes of [true, 'yes', 'on', '1', 1, 'true']) expect(passes('accepted', yes)).toBe(true);
    for (const no of [false, 'no', '', 0, null]) expect(passes('accepted', no)).toBe(false);
  });
  it('confirm compares with another field', () => {
    const ctx = { values: { password: 'Secret1!' } };
    expect(passes('confirm', 'Secret1!', ['password'], ctx)).toBe(true);
    expect(passes('confirm', 'Secret1?', ['password'], ctx)).toBe(false);
  });
  it('alpha, alphanumeric, alpha_spaces, uppercase and lowercase understand Polish letters', () => {
    expect(passes('alpha', 'Zażółć')).toBe(true);
    expect(passes('alpha', 'abc1')).toBe(false);
    expect(passes('alphanumeric', 'Łódź1')).toBe(true);
    expect(passes('alphanumeric', 'a b')).toBe(false);
    expect(passes('alpha_spaces', 'Jan Kowalski')).toBe(true);
    expect(passes('uppercase', 'ĄBC')).toBe(true);
    expect(passes('uppercase', 'ĄBc')).toBe(false);
    expect(passes('lowercase', 'ąbc')).toBe(true);
    expect(passes('lowercase', 'Ąbc')).toBe(false);
  });
  it('contains variants and symbol', () => {
    expect(passes('contains_alpha', '12a')).toBe(true);
    expect(passes('contains_alpha', '123')).toBe(false);
    expect(passes('contains_alphanumeric', '!1')).toBe(true);
    expect(passes('contains_alphanumeric', '!?')).toBe(false);
    expect(passes('contains_alpha_spaces', '1 2')).toBe(true);
    expect(passes('contains_lowercase', 'ABc')).toBe(true);
    expect(passes('contains_lowercase', 'ABC')).toBe(false);
    expect(passes('contains_uppercase', 'abC')).toBe(true);
    expect(passes('contains_uppercase', 'abc')).toBe(false);
    expect(passes('contains_numeric', 'ab1')).toBe(true);
    expect(passes('contains_numeric', 'abc')).toBe(false);
    expect(passes('contains_symbol', 'ab!')).toBe(true);
    expect(passes('contains_symbol', 'ab1')).toBe(false);
    expect(passes('symbol', '!?')).toBe(true);
    expect(passes('symbol', '!a')).toBe(false);
  });
  it('starts_with and ends_with take several candidates', () => {
    expect(passes('starts_with', 'PL123', ['DE', 'PL'])).toBe(true);
    expect(passes('starts_with', 'FR123', ['DE', 'PL'])).toBe(false);
    expect(passes('ends_with', 'file.pdf', ['.pdf', '.png'])).toBe(true);
    expect(passes('ends_with', 'file.exe', ['.pdf'])).toBe(false);
  });
  it('date_after and date_before compare with an argument, or with today from the clock', () => {
    const ctx = { now: Date.UTC(2024, 5, 10) };
    expect(passes('date_after', '2024-06-11', [], ctx)).toBe(true);
    expect(passes('date_after', '2024-06-10', [], ctx)).toBe(false);
    expect(passes('date_after', '02.01.2024', ['2024-01-01'])).toBe(true);
    expect(passes('date_before', '2024-06-09', [], ctx)).toBe(true);
    expect(passes('date_before', '2024-06-10', [], ctx)).toBe(false);
    expect(passes('date_before', 'nonsense', [], ctx)).toBe(false);
  });
  it('date_between is inclusive; date_format checks either format', () => {
    expect(passes('date_between', '2024-01-01', ['2024-01-01', '2024-12-31'])).toBe(true);
    expect(passes('date_between', '2025-01-01', ['2024-01-01', '2024-12-31'])).toBe(false);
    expect(passes('date_format', '31.12.2024', ['DD.MM.YYYY'])).toBe(true);
    expect(passes('date_format', '2024-12-31', ['DD.MM.YYYY'])).toBe(false);
    expect(passes('date_format', '2024-12-31', ['YYYY-MM-DD'])).toBe(true);
  });
  it('require_one passes when this or any named field is filled', () => {
    expect(passes('require_one', '', ['phone'], { values: { phone: '600700800' } })).toBe(true);
    expect(passes('require_one', '', ['phone'], { values: { phone: '' } })).toBe(false);
    expect(passes('require_one', 'a@b.pl', ['phone'], {})).toBe(true);
  });
});

describe('firstFailingRule', () => {
  it('returns the first failure with its arguments', () => {
    expect(firstFailingRule('ab', ['required', ['length', '3', '5'], 'email'])).toEqual({
      rule: 'length',
      args: ['3', '5'],
    });
    expect(firstFailingRule('abc@x.pl', ['required', 'email'])).toBeNull();
  });
  it('skips optional rules on an empty value, but not required, accepted or require_one', () => {
    expect(firstFailingRule('', ['email', ['length', '3']])).toBeNull();
    expect(firstFailingRule('', ['email', 'required'])).toEqual({ rule: 'required', args: [] });
    expect(firstFailingRule('', ['accepted'])).toEqual({ rule: 'accepted', args: [] });
  });
});

describe('parseRules', () => {
  it('reads FormKit-style rule strings', () => {
    expect(parseRules('required|length:5,10|matches:/^a:b/')).toEqual([
      'required',
      ['length', '5', '10'],
      ['matches', '/^a:b/'],
    ]);
  });
  it('throws on an unknown rule', () => {
    expect(() => parseRules('required|nope')).toThrow(/unknown validation rule "nope"/);
  });
});
