import { describe, expect, it } from 'vitest';
import type { Landing } from '../../../lib/contracts/landing';
import type { MailContext } from '../mail-template';
import { signInAlertTemplate } from './sign-in-alert';

const context = (language: 'pl' | 'en'): MailContext => ({
  landing: { siteTitle: 'Horyzont & Syn' } as Landing,
  language,
  origin: 'https://horyzont.example',
  mainColor: '#112233',
});

describe('sign-in alert e-mail', () => {
  it('says how many attempts, that the owner still gets in, and links a new password, in Polish and English', () => {
    const data = { failures: 20, resetLink: 'https://horyzont.example/auth/reset-password', name: 'Anna' };
    const pl = signInAlertTemplate.render(context('pl'), data);
    expect(pl.subject).toBe('Nieudane próby logowania do Twojego konta na platformie Horyzont & Syn');
    expect(pl.text).toContain('Dzień dobry, Anna!');
    expect(pl.text).toContain('co najmniej 20 nieudanych prób');
    expect(pl.text).toContain('poprawne hasło');
    expect(pl.text).toContain('https://horyzont.example/auth/reset-password');
    expect(pl.html.value).toContain('background:#112233');
    const en = signInAlertTemplate.render(context('en'), data);
    expect(en.subject).toBe('Failed sign-in attempts to your Horyzont & Syn account');
    expect(en.text).toContain('at least 20 failed attempts');
    expect(en.text).toContain('the right password');
    expect(en.html.value).toContain('Horyzont &amp; Syn');
  });

  it('has no password link for an account without a password', () => {
    const mail = signInAlertTemplate.render(context('en'), { failures: 20, resetLink: null, name: null });
    expect(mail.text).not.toContain('http');
    expect(mail.html.value).not.toContain('href=');
    expect(mail.text).toContain('Hello!');
  });
});
