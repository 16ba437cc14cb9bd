import { describe, expect, it } from 'vitest';
import { invitationFormSchema, invitationSchema, kycInvitationSchema, splitInvitationEmails } from './invitation';

const NETWORK = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('splitInvitationEmails', () => {
  it('splits on semicolons, drops repeats in any case and empty parts', () => {
    expect(splitInvitationEmails('a@x.pl;b@y.pl;A@X.pl;')).toEqual({ emails: ['a@x.pl', 'b@y.pl'], invalid: [] });
    expect(splitInvitationEmails('  a@x.pl\n')).toEqual({ emails: ['a@x.pl'], invalid: [] });
  });

  it('takes pasted lists: ";", "," and line breaks separate, spaces around an address are trimmed (decision 0032)', () => {
    expect(splitInvitationEmails('a@x.pl; b@y.pl;nope;c@z.pl')).toEqual({
      emails: ['a@x.pl', 'b@y.pl', 'c@z.pl'],
      invalid: ['nope'],
    });
    expect(splitInvitationEmails('a@x.pl,b@y.pl\r\nc@z.pl').emails).toEqual(['a@x.pl', 'b@y.pl', 'c@z.pl']);
  });

  it('names each bad address, including ones with a space inside', () => {
    expect(splitInvitationEmails('a@x.pl;b @y.pl;nope@')).toEqual({
      emails: ['a@x.pl'],
      invalid: ['b @y.pl', 'nope@'],
    });
  });
});

describe('invitationSchema', () => {
  it('accepts one e-mail, the default single-space message and a network id', () => {
    expect(invitationSchema.parse({ investorEmail: ' jan@x.pl ', message: ' ', networkId: NETWORK })).toEqual({
      investorEmail: 'jan@x.pl',
      message: ' ',
      networkId: NETWORK,
    });
    expect(invitationSchema.parse({ investorEmail: 'jan@x.pl', networkId: NETWORK }).message).toBe(' ');
  });

  it('needs 10 typed characters once trimmed, at most 2000', () => {
    expect(
      invitationSchema.safeParse({ investorEmail: 'jan@x.pl', message: '  123456789  ', networkId: NETWORK }).success,
    ).toBe(false);
    expect(
      invitationSchema.safeParse({ investorEmail: 'jan@x.pl', message: '1234567890', networkId: NETWORK }).success,
    ).toBe(true);
    expect(
      messages(
        invitationSchema.safeParse({ investorEmail: 'jan@x.pl', message: 'x'.repeat(2001), networkId: NETWORK }),
      ),
    ).toEqual([['message', 'validation.maxLength']]);
  });

  it('names the field of each problem with its message key', () => {
    expect(
      messages(invitationSchema.safeParse({ investorEmail: 'a@x.pl;b@x.pl', message: 'short', networkId: '' })),
    ).toEqual([
      ['investorEmail', 'validation.email'],
      ['message', 'validation.inviteMessage'],
      ['networkId', 'validation.networkRequired'],
    ]);
    expect(messages(invitationSchema.safeParse({}))).toContainEqual(['investorEmail', 'validation.required']);
  });
});

describe('the dialog forms', () => {
  it('parse the e-mail field into distinct addresses and refuse a list with a bad one', () => {
    expect(
      invitationFormSchema.parse({ investorEmails: 'a@x.pl;b@y.pl;a@x.pl', networkId: NETWORK }).investorEmails,
    ).toEqual(['a@x.pl', 'b@y.pl']);
    expect(messages(invitationFormSchema.safeParse({ investorEmails: 'a@x.pl;bad', networkId: NETWORK }))).toEqual([
      ['investorEmails', 'validation.emailList'],
    ]);
    expect(messages(invitationFormSchema.safeParse({ investorEmails: ';', networkId: NETWORK }))).toEqual([
      ['investorEmails', 'validation.emailList'],
    ]);
    expect(messages(invitationFormSchema.safeParse({ investorEmails: '', networkId: NETWORK }))).toEqual([
      ['investorEmails', 'validation.required'],
    ]);
  });

  it('KYC invitations have no network', () => {
    expect(kycInvitationSchema.parse({ investorEmail: 'jan@x.pl', message: 'Proszę o ankietę.' })).toEqual({
      investorEmail: 'jan@x.pl',
      message: 'Proszę o ankietę.',
    });
  });
});
