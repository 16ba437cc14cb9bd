// A reminder to an investor (decision 0049): the invitation still waits (invitation), or the offer was accepted
// and the payment has not come (payment). The same link as the invitation when it was kept, else the sign-in.
import type { ReminderStep } from '../../../lib/contracts/reminders';
import type { MailTemplate } from '../mail-template';
import { invitationBody } from './campaign-invitation';

export interface OfferReminderMail {
  step: ReminderStep;
  link: string;
  /** The link is the invitation's own (else the landing's sign-in page). */
  sameLink: boolean;
  advisorName: string;
  campaignName: string;
  productName: string;
  /** DD.MM.YYYY, the campaign's last day. */
  validUntil: string;
  investorName?: string | null;
}

const COPY = {
  pl: {
    subject: {
      invitation: (c: string) => `Przypomnienie: oferta ${c} czeka`,
      payment: (c: string) => `Przypomnienie o wpłacie – ${c}`,
    },
    hello: 'Dzień dobry',
    intro: {
      invitation: (advisor: string, campaign: string, product: string, until: string) =>
        `${advisor} przypomina o zaproszeniu do kampanii ${campaign}: ${product}. Oferta jest ważna do ${until}.`,
      payment: (advisor: string, campaign: string, product: string, until: string) =>
        `${advisor} przypomina, że zaakceptowana oferta kampanii ${campaign} (${product}) czeka na wpłatę. ` +
        `Po wpłacie dodaj potwierdzenie przelewu. Kampania trwa do ${until}.`,
    },
    button: { link: 'Zobacz ofertę', signIn: 'Zaloguj się do panelu inwestora' },
    validity: {
      link: 'Link jest ten sam co w zaproszeniu i jest przeznaczony tylko dla Ciebie.',
      signIn: 'Zaloguj się adresem e-mail, na który przyszła ta wiadomość.',
    },
    ignore: 'Jeśli nie jesteś zainteresowany, zignoruj tę wiadomość: nie wyślemy więcej niż kilka przypomnień.',
  },
  en: {
    subject: {
      invitation: (c: string) => `Reminder: the ${c} offer is waiting`,
      payment: (c: string) => `Payment reminder – ${c}`,
    },
    hello: 'Hello',
    intro: {
      invitation: (advisor: string, campaign: string, product: string, until: string) =>
        `${advisor} reminds you of the invitation to the ${campaign} campaign: ${product}. The offer is open until ${until}.`,
      payment: (advisor: string, campaign: string, product: string, until: string) =>
        `${advisor} reminds you that your accepted offer of the ${campaign} campaign (${product}) is waiting for the ` +
        `payment. After paying, please add the transfer confirmation. The campaign runs until ${until}.`,
    },
    button: { link: 'See the offer', signIn: 'Sign in to the investor panel' },
    validity: {
      link: 'The link is the one from your invitation and is meant for you only.',
      signIn: 'Sign in with the e-mail address this message came to.',
    },
    ignore: 'If you are not interested, please ignore this message: we send no more than a few reminders.',
  },
} as const;

export const offerReminderTemplate: MailTemplate<OfferReminderMail> = {
  kind: 'offer-reminder',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    const how = data.sameLink ? 'link' : 'signIn';
    return {
      subject: copy.subject[data.step](data.campaignName),
      ...invitationBody({
        hello: copy.hello,
        investorName: data.investorName,
        intro: copy.intro[data.step](data.advisorName, data.campaignName, data.productName, data.validUntil),
        messageFrom: '',
        message: null,
        link: data.link,
        button: copy.button[how],
        mainColor,
        validity: copy.validity[how],
        ignore: copy.ignore,
      }),
    };
  },
};
