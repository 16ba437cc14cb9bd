import { describe, expect, it } from 'vitest';
import { V } from '../../../../lib/validation/keys';
import { emailEntries, emailListField, splitInvitationEmails, withoutEmail } from './email-list';

const issues = (value: string) => {
  const parsed = emailListField().safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('the e-mails field of the invite dialogs', () => {
  it('splits on semicolons, ignoring a trailing one and repeats in any case', () => {
    expect(splitInvitationEmails('a@x.pl;b@y.pl;A@X.pl;')).toEqual({ emails: ['a@x.pl', 'b@y.pl'], invalid: [] });
  });

  it('names the malformed addresses, which then fail alone; the valid ones still count', () => {
    expect(splitInvitationEmails('a@x.pl;bad@;c@y.pl')).toEqual({ emails: ['a@x.pl', 'c@y.pl'], invalid: ['bad@'] });
    expect(splitInvitationEmails('a@x.pl;bad@;c@y.pl').invalid).toEqual(['bad@']);
    expect(issues('a@x.pl;bad@;c@y.pl')).toEqual([]);
  });

  it('takes what users paste: ";", "," and line breaks, spaces around addresses, repeats in any case', () => {
    expect(splitInvitationEmails(' a@x.pl; b@y.pl ,c@z.pl\r\nA@X.pl\n\n')).toEqual({
      emails: ['a@x.pl', 'b@y.pl', 'c@z.pl'],
      invalid: [],
    });
    expect(emailEntries('a@x.pl;a b@y.pl;bad@;bad@')).toEqual([
      { address: 'a@x.pl', valid: true },
      { address: 'a b@y.pl', valid: false },
      { address: 'bad@', valid: false },
    ]);
    expect(issues('a@x.pl; b@y.pl')).toEqual([]);
  });

  it('is required and refuses a list without one valid address', () => {
    expect(issues('')).toEqual([V.required]);
    expect(issues('  ')).toEqual([V.required]);
    expect(issues('bad@;worse')).toEqual([V.emailList]);
    expect(issues(';,')).toEqual([V.emailList]);
  });

  it('removes one address, leaving the list in the SPEC form', () => {
    expect(withoutEmail('a@x.pl; bad@ ,\nb@y.pl', 'bad@')).toBe('a@x.pl;b@y.pl');
    expect(withoutEmail('a@x.pl', 'a@x.pl')).toBe('');
  });
});
