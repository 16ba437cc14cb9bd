// The owner's warning when failed sign-ins to their account come from many addresses (once per incident).
import { html } from '../../../lib/html';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';
import type { MailTemplate } from '../mail-template';

export interface SignInAlertMail {
  /** Failed attempts counted when the incident began. */
  failures: number;
  /** Where to set a new password (accounts with a password), e.g. http://<landing host>/auth/reset-password. */
  resetLink?: string | null;
  name?: string | null;
}

const COPY = {
  pl: {
    subject: (site: string) => `Nieudane próby logowania do Twojego konta na platformie ${site}`,
    hello: 'Dzień dobry',
    intro: (site: string, failures: number) =>
      `Zauważyliśmy co najmniej ${failures} nieudanych prób logowania do Twojego konta na platformie ${site}, z różnych adresów.`,
    effect:
      'Dla ochrony konta kolejne próby z tych adresów są spowalniane. Ty logujesz się jak zwykle: poprawne ' +
      'hasło (i kod weryfikacji dwuetapowej, jeśli ją włączyłeś) nadal działa.',
    advice:
      'Jeśli to nie Ty, nikt nie zalogował się dzięki tym próbom. Zalecamy silne, niepowtarzalne hasło i ' +
      'weryfikację dwuetapową (Bezpieczeństwo w panelu).',
    button: 'Ustaw nowe hasło',
    once: 'Tę wiadomość wysyłamy raz na incydent, nie przy każdej próbie.',
  },
  en: {
    subject: (site: string) => `Failed sign-in attempts to your ${site} account`,
    hello: 'Hello',
    intro: (site: string, failures: number) =>
      `We noticed at least ${failures} failed attempts to sign in to your ${site} account, from different addresses.`,
    effect:
      'To protect the account, further attempts from those addresses are slowed down. You sign in as ' +
      'usual: the right password (and two-factor code, if you turned it on) still works.',
    advice:
      'If this was not you, nobody got in through these attempts. We recommend a strong, unique password ' +
      'and two-factor authentication (Security in your panel).',
    button: 'Set a new password',
    once: 'We send this message once per incident, not for every attempt.',
  },
} as const;

export const signInAlertTemplate: MailTemplate<SignInAlertMail> = {
  kind: 'sign-in-alert',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language];
    const site = landing.siteTitle;
    const reset = data.resetLink ? button(data.resetLink, copy.button, mainColor) : html``;
    return {
      subject: copy.subject(site),
      html: mailBody(
        paragraph(greeting(copy.hello, data.name)),
        paragraph(copy.intro(site, data.failures)),
        paragraph(copy.effect),
        paragraph(copy.advice),
        reset,
        small(copy.once),
      ),
      text: [
        greeting(copy.hello, data.name),
        '',
        copy.intro(site, data.failures),
        copy.effect,
        copy.advice,
        ...(data.resetLink ? ['', data.resetLink] : []),
        '',
        copy.once,
      ].join('\n'),
    };
  },
};
