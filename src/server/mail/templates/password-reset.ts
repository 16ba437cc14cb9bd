// The password-reset e-mail: a one-time link to set a new password.
import { linkMail } from '../mail-parts';
import type { MailTemplate } from '../mail-template';

export interface PasswordResetMail {
  /** http://<landing host>/auth/reset-password/<token> */
  link: string;
  minutes: number;
  name?: string | null;
}

const COPY = {
  pl: {
    subject: (site: string) => `Ustaw nowe hasło na platformie ${site}`,
    hello: 'Dzień dobry',
    intro: (site: string) => `Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta na platformie ${site}:`,
    button: 'Ustaw nowe hasło',
    validity: (minutes: number) =>
      `Link jest ważny przez ${minutes} minut i działa jeden raz. Po zmianie hasła zalogujesz się ponownie na wszystkich urządzeniach.`,
    ignore: 'Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
  },
  en: {
    subject: (site: string) => `Set a new password for ${site}`,
    hello: 'Hello',
    intro: (site: string) => `We received a request to set a new password for your ${site} account:`,
    button: 'Set a new password',
    validity: (minutes: number) =>
      `The link is valid for ${minutes} minutes and works once. After the change you will sign in again on every device.`,
    ignore: 'If you did not ask for this, please ignore this message: your password stays as it is.',
  },
} as const;

export const passwordResetTemplate: MailTemplate<PasswordResetMail> = {
  kind: 'password-reset',
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
          validity: copy.validity(data.minutes),
          ignore: copy.ignore,
        },
        mainColor,
      ),
    };
  },
};
