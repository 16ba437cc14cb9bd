// The investor's sign-in e-mail: a one-time link and the same sign-in as a short code to type.
import { linkMail } from '../mail-parts';
import type { MailTemplate } from '../mail-template';

export interface InvestorLoginMail {
  /** http://<landing host>/login-with-redirect-token?token=... */
  link: string;
  /** The short code (shown grouped, typed with or without the dash). */
  code: string;
  minutes: number;
  name?: string | null;
}

const COPY = {
  pl: {
    subject: (site: string) => `Logowanie do ${site}`,
    hello: 'Dzień dobry',
    intro: (site: string) =>
      `Otrzymaliśmy prośbę o zalogowanie do panelu inwestora ${site}. Kliknij przycisk, aby się zalogować:`,
    button: 'Zaloguj się',
    codeIntro: 'Możesz też wpisać ten kod na stronie logowania:',
    validity: (minutes: number) =>
      `Link i kod są ważne przez ${minutes} minut i działają jeden raz. Każda nowa prośba o kod unieważnia poprzedni.`,
    ignore: 'Jeśli to nie Ty prosiłeś o logowanie, zignoruj tę wiadomość.',
  },
  en: {
    subject: (site: string) => `Sign in to ${site}`,
    hello: 'Hello',
    intro: (site: string) =>
      `We received a request to sign in to the ${site} investor panel. Click the button to sign in:`,
    button: 'Sign in',
    codeIntro: 'Or type this code on the sign-in page:',
    validity: (minutes: number) =>
      `The link and the code are valid for ${minutes} minutes and work once. Each new request cancels the previous code.`,
    ignore: 'If you did not ask to sign in, please ignore this message.',
  },
} as const;

export const investorLoginTemplate: MailTemplate<InvestorLoginMail> = {
  kind: 'investor-login',
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
          code: { intro: copy.codeIntro, value: data.code },
          validity: copy.validity(data.minutes),
          ignore: copy.ignore,
        },
        mainColor,
      ),
    };
  },
};
