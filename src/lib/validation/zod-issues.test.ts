import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getT } from '../../i18n';
import { fieldErrors, issueKey, issueMessage, issuesToViolations } from './zod-issues';
import { V } from './keys';

const en = getT('en');
const pl = getT('pl');
const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('zod issues to messages', () => {
  it('translates our keys with the values zod reports', () => {
    const [issue] = issuesOf(z.string().min(3, { error: V.minLength }), 'ab');
    expect(issueMessage(issue!, en)).toBe('Enter at least 3 characters');
    expect(issueMessage(issue!, pl)).toBe('Wpisz co najmniej 3 znaków');
  });

  it("maps zod's own issues to SPEC messages", () => {
    expect(issueKey(issuesOf(z.object({ a: z.string() }), {})[0]!)).toBe(V.required);
    expect(issueKey(issuesOf(z.string().min(2), 'a')[0]!)).toBe(V.minLength);
    expect(issueKey(issuesOf(z.string().max(1), 'ab')[0]!)).toBe(V.maxLength);
    expect(issueKey(issuesOf(z.number().min(2), 1)[0]!)).toBe(V.minValue);
    expect(issueKey(issuesOf(z.number().max(2), 3)[0]!)).toBe(V.maxValue);
    expect(issueKey(issuesOf(z.email(), 'x')[0]!)).toBe(V.email);
    expect(issueKey(issuesOf(z.url(), 'x')[0]!)).toBe(V.url);
    expect(issueKey(issuesOf(z.enum(['a']), 'b')[0]!)).toBe(V.invalidValue);
    expect(issueMessage(issuesOf(z.number().max(2), 3)[0]!, en)).toBe('The value must be at most 2');
  });

  it('gives one message per field path, the first issue winning', () => {
    const schema = z.object({
      email: z.string().min(1, { error: V.required }).email({ error: V.email }),
      owners: z.array(z.object({ pesel: z.string().length(11, { error: V.peselInvalid }) })),
    });
    expect(fieldErrors(issuesOf(schema, { email: '', owners: [{ pesel: '1' }] }), en)).toEqual({
      email: 'This field is required',
      'owners.0.pesel': 'Invalid PESEL number',
    });
  });

  it('turns issues into server violations, as keys or translated', () => {
    const issues = issuesOf(z.object({ email: z.email({ error: V.email }) }), { email: 'x' });
    expect(issuesToViolations(issues)).toEqual([{ propertyPath: 'email', title: V.email, message: V.email }]);
    expect(issuesToViolations(issues, pl)).toEqual([
      { propertyPath: 'email', title: 'Wpisz poprawny adres e-mail', message: 'Wpisz poprawny adres e-mail' },
    ]);
  });
});
