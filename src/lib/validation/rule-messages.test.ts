import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n';
import { ruleMessage, validateValue } from './rule-messages';
import { RULES, type RuleName } from './rules';

const en = getT('en');
const pl = getT('pl');
const msg = (rule: RuleName, args: string[] = [], label = 'first name', value?: unknown, t = en) =>
  ruleMessage({ rule, args }, { label, value }, t);

describe('generic rule messages', () => {
  it('uses the FormKit English texts with a capitalised field name', () => {
    expect(msg('required')).toBe('First name is required.');
    expect(msg('email')).toBe('Please enter a valid email address.');
    expect(msg('url')).toBe('Please enter a valid URL.');
    expect(msg('number', [], 'amount')).toBe('Amount must be a number.');
    expect(msg('min', ['5'], 'amount', 3)).toBe('Amount must be at least 5.');
    expect(msg('max', ['5'], 'amount', 9)).toBe('Amount must be no more than 5.');
    expect(msg('min', ['2'], 'networks', ['a'])).toBe('Cannot have fewer than 2 networks.');
    expect(msg('max', ['1'], 'networks', ['a', 'b'])).toBe('Cannot have more than 1 networks.');
    expect(msg('between', ['10', '1'], 'age')).toBe('Age must be between 1 and 10.');
    expect(msg('between', ['x', '1'], 'age')).toBe('This field was configured incorrectly and can’t be submitted.');
    expect(msg('matches')).toBe('First name is not an allowed value.');
    expect(msg('is')).toBe('First name is not an allowed value.');
    expect(msg('not', [], 'colour', 'red')).toBe('“red” is not an allowed colour.');
    expect(msg('accepted', [], 'terms')).toBe('Please accept the terms.');
    expect(msg('confirm', [], 'password')).toBe('Password does not match.');
    expect(msg('alpha')).toBe('First name can only contain alphabetical characters.');
    expect(msg('alphanumeric')).toBe('First name can only contain letters and numbers.');
    expect(msg('uppercase')).toBe('First name can only contain uppercase letters.');
    expect(msg('lowercase')).toBe('First name can only contain lowercase letters.');
    expect(msg('contains_numeric')).toBe('First name must contain numbers.');
    expect(msg('contains_symbol')).toBe('First name must contain a symbol.');
    expect(msg('contains_uppercase')).toBe('First name must contain an uppercase letter.');
    expect(msg('starts_with', ['PL', 'DE'], 'iban')).toBe('Iban doesn’t start with PL or DE.');
    expect(msg('ends_with', ['.pdf'], 'file')).toBe('File doesn’t end with .pdf.');
    expect(msg('date_after', ['2024-01-31'], 'start')).toBe('Start must be after 31.01.2024.');
    expect(msg('date_after', [], 'start')).toBe('Start must be in the future.');
    expect(msg('date_before', ['2024-01-31'], 'end')).toBe('End must be before 31.01.2024.');
    expect(msg('date_before', [], 'birth date')).toBe('Birth date must be in the past.');
    expect(msg('date_between', ['2024-01-01', '2024-12-31'], 'day')).toBe(
      'Day must be between 01.01.2024 and 31.12.2024',
    );
    expect(msg('date_format', ['DD.MM.YYYY'], 'day')).toBe('Day is not a valid date, please use the format DD.MM.YYYY');
  });

  it('words length by its bounds', () => {
    expect(msg('length', ['1'])).toBe('First name must be at least one character.');
    expect(msg('length', ['0', '5'])).toBe('First name must be less than or equal to 5 characters.');
    expect(msg('length', ['5', '5'])).toBe('First name should be 5 characters long.');
    expect(msg('length', ['3'])).toBe('First name must be greater than or equal to 3 characters.');
    expect(msg('length', ['3', '5'])).toBe('First name must be between 3 and 5 characters.');
  });

  it('names every alternative of require_one', () => {
    expect(
      ruleMessage({ rule: 'require_one', args: ['phone'] }, { label: 'e-mail', labels: { phone: 'phone' } }, en),
    ).toBe('E-mail or phone is required.');
    expect(
      ruleMessage({ rule: 'require_one', args: ['phone'] }, { label: 'e-mail', labels: { phone: 'telefon' } }, pl),
    ).toBe('E-mail lub telefon – wymagane jest jedno z pól.');
  });

  it('has Polish texts for every rule', () => {
    expect(msg('required', [], 'imię', undefined, pl)).toBe('Pole Imię jest wymagane.');
    expect(msg('email', [], 'e-mail', undefined, pl)).toBe('Wpisz poprawny adres e-mail.');
    const rules: RuleName[] = [
      'number',
      'alpha',
      'alpha_spaces',
      'symbol',
      'contains_alpha',
      'contains_alphanumeric',
      'contains_alpha_spaces',
      'contains_lowercase',
    ];
    for (const rule of rules) expect(msg(rule, [], 'pole', undefined, pl)).not.toMatch(/^validation\./);
  });
});

describe('rule coverage', () => {
  it('every rule of the set has a text in both languages', () => {
    const args: Partial<Record<RuleName, string[]>> = { date_format: ['DD.MM.YYYY'], between: ['1', '2'] };
    for (const t of [en, pl]) {
      for (const rule of Object.keys(RULES) as RuleName[]) {
        const text = msg(rule, args[rule] ?? [], 'pole', 'x', t);
        expect(text, rule).not.toMatch(/validation\.rule|\{\{/);
      }
    }
  });
});

describe('validateValue', () => {
  it('returns the translated message of the first failing rule, or null', () => {
    expect(validateValue('', ['required', 'email'], { label: 'e-mail' }, en)).toBe('E-mail is required.');
    expect(validateValue('x', ['required', 'email'], { label: 'e-mail' }, en)).toBe(
      'Please enter a valid email address.',
    );
    expect(validateValue('a@b.pl', ['required', 'email'], { label: 'e-mail' }, en)).toBeNull();
  });
});
