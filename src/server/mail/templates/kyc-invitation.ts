// The KYC invitation: an advisor asks someone to fill in the know-your-customer questionnaire at
// /kyc-form?token=... (valid 30 days, once).
import type { MailTemplate } from '../mail-template';
import { invitationBody } from './campaign-invitation';

export interface KycInvitationMail {
  /** https://<landing host>/kyc-form?token=... */
  link: string;
  advisorName: string;
  /** The advisor's message; null or blank for none. */
  message: string | null;
  /** Days the link works. */
  days: number;
  investorName?: string | null;
}

const COPY = {
  pl: {
    subject: (site: string) => `Prośba o wypełnienie ankiety KYC – ${site}`,
    hello: 'Dzień dobry',
    intro: (advisor: string, site: string) =>
      `${advisor}, Twój doradca na platformie ${site}, prosi o wypełnienie ankiety KYC („poznaj swojego klienta”). ` +
      'Ankieta jest wymagana przepisami o przeciwdziałaniu praniu pieniędzy, zanim będziesz mógł zainwestować.',
    messageFrom: () => 'Wiadomość od doradcy:',
    button: 'Wypełnij ankietę',
    validity: (days: number) =>
      `Link jest przeznaczony tylko dla Ciebie, działa przez ${days} dni, a ankietę można wysłać jeden raz.`,
    ignore: 'Jeśli nie spodziewałeś się tej wiadomości, zignoruj ją.',
  },
  en: {
    subject: (site: string) => `Please complete the KYC questionnaire – ${site}`,
    hello: 'Hello',
    intro: (advisor: string, site: string) =>
      `${advisor}, your advisor at ${site}, asks you to complete the KYC ("know your customer") questionnaire. ` +
      'Anti-money-laundering rules require it before you can invest.',
    messageFrom: () => 'A message from your advisor:',
    button: 'Complete the questionnaire',
    validity: (days: number) =>
      `The link is meant for you only, works for ${days} days, and the questionnaire can be sent once.`,
    ignore: 'If you did not expect this message, please ignore it.',
  },
} as const;

export const kycInvitationTemplate: MailTemplate<KycInvitationMail> = {
  kind: 'kyc-invitation',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.subject(landing.siteTitle),
      ...invitationBody({
        hello: copy.hello,
        investorName: data.investorName,
        intro: copy.intro(data.advisorName, landing.siteTitle),
        messageFrom: copy.messageFrom(),
        message: data.message,
        link: data.link,
        button: copy.button,
        mainColor,
        validity: copy.validity(data.days),
        ignore: copy.ignore,
      }),
    };
  },
};
