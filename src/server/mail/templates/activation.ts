// The advisor's activation e-mail: a one-time link to set the first password, and the same as a short code to type
// on the activation page (an advisor who reads the mail on a phone and works on a computer; POST /auth/activate).
import { linkMail } from '../mail-parts';
import type { MailTemplate } from '../mail-template';

export interface ActivationMail {
  /** http://<landing host>/auth/activate-from-email/<token> */
  link: string;
  hours: number;
  name?: string | null;
  /** The short code (shown grouped, typed with or without the dash); absent in mails sent before codes. */
  code?: string;
}

const COPY = {
  pl: {
    subject: (site: string) => `Aktywuj konto na platformie ${site}`,
    hello: 'Dzień dobry',
    intro: (site: string) =>
      `Dla tego adresu e-mail utworzono konto doradcy na platformie ${site}. Aby je aktywować, ustaw hasło:`,
    button: 'Ustaw hasło i aktywuj konto',
    codeIntro: 'Możesz też wpisać ten kod na stronie aktywacji, razem ze swoim adresem e-mail:',
    validity: (hours: number) => `Link jest ważny przez ${hours} godziny i działa jeden raz.`,
    ignore: 'Jeśli nie spodziewałeś się tej wiadomości, zignoruj ją.',
  },
  en: {
    subject: (site: string) => `Activate your ${site} account`,
    hello: 'Hello',
    intro: (site: string) =>
      `An advisor account at ${site} was created for this e-mail address. Set a password to activate it:`,
    button: 'Set a password and activate',
    codeIntro: 'Or type this code on the activation page, with your e-mail address:',
    validity: (hours: number) => `The link is valid for ${hours} hours and works once.`,
    ignore: 'If you did not expect this message, please ignore it.',
  },
} as const;

export const activationTemplate: MailTemplate<ActivationMail> = {
  kind: 'activation',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language];
    const site = landing.siteTitle;
    return {
      subject: copy.subject(site),
      ...linkMail(
        {
          hello: copy.hello,
          name: data.name,
          intro: copy.intro(site),
          link: data.link,
          button: copy.button,
          code: data.code ? { intro: copy.codeIntro, value: data.code } : null,
          validity: copy.validity(data.hours),
          ignore: copy.ignore,
        },
        mainColor,
      ),
    };
  },
};
