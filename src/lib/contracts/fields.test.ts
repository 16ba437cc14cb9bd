import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getT } from '../../i18n';
import { fieldErrors } from '../validation/zod-issues';
import {
  atLeastOne,
  bankAccount,
  checked,
  dateString,
  documentExpiry,
  email,
  emailList,
  inviteMessage,
  investmentValue,
  lengthBetween,
  numberBetween,
  optionalString,
  pesel,
  phone,
  requiredString,
  sanctions,
  strongPassword,
  url,
  withPasswordConfirmation,
  withPeselMatchingBirthDate,
  zipCode,
} from './fields';
import { V } from '../validation/keys';
import fc from 'fast-check';
import { passes } from '../validation/rule-check';

const en = getT('en');
const pl = getT('pl');
/** The message keys a schema reports for a value ([] when it passes). */
const keys = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('zod field schemas carry SPEC section 5 messages as i18n keys', () => {
  it('required', () => {
    expect(keys(requiredString(), '  ')).toEqual([V.required]);
    expect(keys(requiredString(), undefined)).toEqual([V.required]);
    expect(keys(requiredString(), 'x')).toEqual([]);
  });
  it('single-line texts refuse NUL, lone surrogates, controls, line breaks and bidirectional overrides, alone', () => {
    for (const value of ['Jan\u0000', 'Jan\ud800', 'Jan\u0007', 'Jan\nKowalski', 'Jan\u202e']) {
      expect(keys(requiredString(), value), JSON.stringify(value)).toEqual(['validation.unsafeCharacters']);
      expect(keys(optionalString(), value), JSON.stringify(value)).toEqual(['validation.unsafeCharacters']);
    }
    // The format check of the field does not report too.
    expect(keys(email(), 'a\u0000@b.pl')).toEqual(['validation.unsafeCharacters']);
    expect(keys(requiredString(), ' Jan Kowalski 😀 ')).toEqual([]);
    expect(pl('validation.unsafeCharacters')).not.toBe('validation.unsafeCharacters');
    expect(en('validation.unsafeCharacters')).not.toBe('validation.unsafeCharacters');
  });
  it('e-mail, strong password, zip code, bank account, phone, url, PESEL, date', () => {
    expect(keys(email(), 'nope')).toEqual([V.email]);
    expect(keys(email(), '')).toEqual([V.required]);
    expect(keys(strongPassword(), 'weakpass')).toEqual([V.passwordTooWeak]);
    expect(keys(strongPassword(), 'Str0ng!pass')).toEqual([]);
    expect(keys(zipCode(), '00950')).toEqual([V.zipCode]);
    expect(keys(bankAccount(), '61109010140000071219812875')).toEqual([V.bankAccount]);
    expect(keys(bankAccount(), '61109010140000071219812874')).toEqual([]);
    expect(keys(phone(), '12')).toEqual([V.phone]);
    expect(keys(url(), 'x')).toEqual([V.url]);
    expect(keys(pesel(), '44051401358')).toEqual([V.peselInvalid]);
    expect(keys(dateString(), '2024-02-30')).toEqual([V.invalidDate]);
  });
  it('lengths, values and the checkbox', () => {
    expect(keys(lengthBetween(3, 5), 'ab')).toEqual([V.minLength]);
    expect(keys(lengthBetween(3, 5), 'abcdef')).toEqual([V.maxLength]);
    expect(keys(numberBetween(1, 10), 0)).toEqual([V.minValue]);
    expect(keys(numberBetween(1, 10), 11)).toEqual([V.maxValue]);
    expect(keys(numberBetween(), 'x')).toEqual([V.number]);
    expect(keys(checked(), false)).toEqual([V.checkboxRequired]);
    expect(keys(checked(), true)).toEqual([]);
  });
  it('passwords must match, reported on the confirmation', () => {
    const schema = withPasswordConfirmation(z.object({ password: strongPassword(), passwordConfirmation: z.string() }));
    const result = schema.safeParse({ password: 'Str0ng!pass', passwordConfirmation: 'Str0ng!pasS' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['passwordConfirmation', V.passwordsMustMatch],
    ]);
  });
  it('PESEL must match the birth date, reported on the PESEL', () => {
    const schema = withPeselMatchingBirthDate(z.object({ pesel: pesel(), birthDate: dateString() }));
    expect(fieldErrors(schema.safeParse({ pesel: '44051401359', birthDate: '1944-05-15' }).error!.issues, en)).toEqual({
      pesel: 'The PESEL number does not match the birth date',
    });
    expect(schema.safeParse({ pesel: '44051401359', birthDate: '14.05.1944' }).success).toBe(true);
  });
  it('product rules: e-mail list, message, networks, industries', () => {
    expect(emailList().parse('a@x.pl;b@y.pl')).toEqual(['a@x.pl', 'b@y.pl']);
    expect(keys(emailList(), 'a@x.pl; b@y.pl')).toEqual([V.emailList]);
    expect(keys(inviteMessage(), 'short')).toEqual([V.inviteMessage]);
    expect(keys(inviteMessage(), ' ')).toEqual([]);
    expect(keys(atLeastOne(z.string(), V.networkRequired), [])).toEqual([V.networkRequired]);
    expect(keys(atLeastOne(z.string(), V.industryRequired), undefined)).toEqual([V.industryRequired]);
  });
  it('document expiry uses the injected clock', () => {
    const schema = documentExpiry(() => Date.UTC(2024, 0, 1));
    expect(keys(schema, '2024-01-07')).toEqual([V.documentExpiry]);
    expect(keys(schema, '2024-01-08')).toEqual([]);
    expect(keys(schema, 'indefinitely')).toEqual([]);
    expect(fieldErrors(schema.safeParse('2024-01-02').error!.issues, pl)).toEqual({
      '': 'Data ważności dokumentu nie może być wcześniejsza niż 7 dni od dziś',
    });
  });
  it('sanctions total at most 100 %', () => {
    expect(keys(sanctions(), { iran: 70, cuba: '30,01' })).toEqual([V.sanctionsTotal]);
    expect(keys(sanctions(), { iran: 70, cuba: '30' })).toEqual([]);
    const result = sanctions().safeParse({ russia: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['russia']);
  });
  it('investment value with translated, formatted bounds', () => {
    const schema = investmentValue({ min: 100_000, max: 1_000_000, step: 50_000 });
    expect(fieldErrors(schema.safeParse(50_000).error!.issues, en)).toEqual({
      '': 'The minimum investment is 1 000,00',
    });
    expect(fieldErrors(schema.safeParse(125_000).error!.issues, en)).toEqual({
      '': 'The amount is indivisible by the multiplier 500,00',
    });
    expect(keys(schema, 150_000)).toEqual([]);
    expect(keys(schema, undefined)).toEqual([V.required]);
  });
});

describe('one source of rules (SPEC section 5: "The generic rule set available is: required, email, url, number, ...")', () => {
  // The forms' schemas decide as the rule set does, for any text (single-line text: control characters are
  // refused before any rule, by text-hygiene).
  const text = fc.string({ unit: fc.constantFrom(...'aZ09 .@-_:/ąłéü+'.split('')), maxLength: 24 });
  const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
  it('required, email and url agree with RULES', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(ok(requiredString(), value)).toBe(passes(value.trim(), ['required']));
        expect(ok(email(), value)).toBe(passes(value.trim(), ['required', 'email']));
        expect(ok(url(), value)).toBe(passes(value.trim(), ['required', 'url']));
      }),
    );
  });
  it('length and number bounds agree with RULES', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 6, max: 12 }), (value, min, max) => {
        expect(ok(lengthBetween(min, max), value)).toBe(
          passes(value, [...(min >= 1 ? (['required'] as const) : []), ['length', String(min), String(max)]]),
        );
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (n) => {
        expect(ok(numberBetween(-10, 10), n)).toBe(passes(n, [['between', '-10', '10']]));
      }),
    );
  });
});
