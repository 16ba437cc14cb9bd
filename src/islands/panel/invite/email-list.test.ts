import { describe, expect, it } from 'vitest';
import { V } from '../../../lib/validation/keys';
import { emailListField, invalidEmailsOf, splitInvitationEmails } from './email-list';

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
    expect(invalidEmailsOf('a@x.pl;bad@;c@y.pl')).toEqual(['bad@']);
    expect(issues('a@x.pl;bad@;c@y.pl')).toEqual([]);
  });

  it('is required, refuses spaces (the list format) and a list without one valid address', () => {
    expect(issues('')).toEqual([V.required]);
    expect(issues('a@x.pl; b@y.pl')).toEqual([V.emailList]);
    expect(issues('a@x.pl ;b@y.pl')).toEqual([V.emailList]);
    expect(issues('bad@;worse')).toEqual([V.emailList]);
    // With spaces the list itself is wrong: no per-address warning on top of the error.
    expect(invalidEmailsOf('a@x.pl; b@y.pl')).toEqual([]);
  });
});
