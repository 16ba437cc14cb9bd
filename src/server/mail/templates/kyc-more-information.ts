// A KYC questionnaire sent back by its reviewer (decision 0048): what is asked (steps of the form, documents),
// the reviewer's words, and the link back to the same questionnaire with those parts opened.
import { getT } from '../../../i18n';
import type { KycReviewItem } from '../../../lib/contracts/kyc';
import type { MailTemplate } from '../mail-template';
import { invitationBody } from './campaign-invitation';

export interface KycMoreInformationMail {
  link: string;
  advisorName: string;
  reason: string | null;
  items: KycReviewItem[];
  days: number;
  investorName?: string | null;
}

const COPY = {
  pl: {
    subject: (site: string) => `Uzupełnij ankietę KYC – ${site}`,
    hello: 'Dzień dobry',
    intro: (advisor: string, site: string, items: string) =>
      `${advisor}, Twój doradca na platformie ${site}, potrzebuje dodatkowych informacji, aby zakończyć weryfikację Twojej ` +
      `ankiety KYC. Prosimy o: ${items}. Pozostałe odpowiedzi zostały zachowane.`,
    messageFrom: 'Uzasadnienie:',
    button: 'Uzupełnij ankietę',
    validity: (days: number) => `Link jest przeznaczony tylko dla Ciebie i działa przez ${days} dni.`,
    ignore: 'Jeśli nie spodziewałeś się tej wiadomości, skontaktuj się ze swoim doradcą.',
  },
  en: {
    subject: (site: string) => `Please complete your KYC questionnaire – ${site}`,
    hello: 'Hello',
    intro: (advisor: string, site: string, items: string) =>
      `${advisor}, your advisor at ${site}, needs more information to finish reviewing your KYC questionnaire. ` +
      `Please provide: ${items}. Your other answers have been kept.`,
    messageFrom: 'Reason:',
    button: 'Complete the questionnaire',
    validity: (days: number) => `The link is meant for you only and works for ${days} days.`,
    ignore: 'If you did not expect this message, please contact your advisor.',
  },
} as const;

export const kycMoreInformationTemplate: MailTemplate<KycMoreInformationMail> = {
  kind: 'kyc-more-information',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language];
    const t = getT(language);
    const items = data.items.map((item) => t(`kyc.reviewItem.${item}`)).join(', ');
    return {
      subject: copy.subject(landing.siteTitle),
      ...invitationBody({
        hello: copy.hello,
        investorName: data.investorName,
        intro: copy.intro(data.advisorName, landing.siteTitle, items),
        messageFrom: copy.messageFrom,
        message: data.reason,
        link: data.link,
        button: copy.button,
        mainColor,
        validity: copy.validity(data.days),
        ignore: copy.ignore,
      }),
    };
  },
};
