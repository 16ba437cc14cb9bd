// The investor's invitation to a campaign product: who invites, the advisor's own words (if any), and the
// personal link to the public campaign page (/campaign?token=...).
import { html, type SafeHtml } from '../../../lib/html';
import { button, greeting, paragraph, small } from '../mail-parts';
import type { MailTemplate } from '../mail-template';

export interface CampaignInvitationMail {
  /** https://<landing host>/campaign?token=... */
  link: string;
  /** The inviting advisor's name (or e-mail when the name is unknown). */
  advisorName: string;
  /** The advisor's message; null or blank for none (the dialog's default is a single space). */
  message: string | null;
  campaignName: string;
  productName: string;
  productCode: string;
  /** Last day the offer can be taken up, DD.MM.YYYY (the campaign's end). */
  validUntil: string;
  investorName?: string | null;
}

const COPY = {
  pl: {
    subject: (campaign: string) => `Zaproszenie do kampanii ${campaign}`,
    hello: 'Dzień dobry',
    intro: (advisor: string, site: string, campaign: string, product: string) =>
      `${advisor}, Twój doradca w ${site}, zaprasza Cię do zapoznania się z ofertą kampanii ${campaign}: ${product}.`,
    messageFrom: () => 'Wiadomość od doradcy:',
    button: 'Zobacz ofertę',
    validity: (date: string) => `Link jest przeznaczony tylko dla Ciebie i działa do końca kampanii (${date}). Nie przekazuj go innym osobom.`,
    ignore: 'Jeśli nie spodziewałeś się tej wiadomości, zignoruj ją.',
  },
  en: {
    subject: (campaign: string) => `Invitation to the ${campaign} campaign`,
    hello: 'Hello',
    intro: (advisor: string, site: string, campaign: string, product: string) =>
      `${advisor}, your advisor at ${site}, invites you to see the offer of the ${campaign} campaign: ${product}.`,
    messageFrom: () => 'A message from your advisor:',
    button: 'See the offer',
    validity: (date: string) => `The link is meant for you only and works until the campaign ends (${date}). Please do not pass it on.`,
    ignore: 'If you did not expect this message, please ignore it.',
  },
} as const;

/** The advisor's words, kept as typed (line breaks too) and escaped like all data. */
export function quotedMessage(message: string): SafeHtml {
  return html`<p style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #d1d5db;background:#f9fafb;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#111827;white-space:pre-line">${message}</p>`;
}

/** The message as it goes into the e-mail: null for none (blank, the default single space). */
export const typedMessage = (message: string | null | undefined): string | null => (message?.trim() ? message.trim() : null);

export const campaignInvitationTemplate: MailTemplate<CampaignInvitationMail> = {
  kind: 'campaign-invitation',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language];
    const product = `${data.productName} (${data.productCode})`;
    const intro = copy.intro(data.advisorName, landing.siteTitle, data.campaignName, product);
    const message = typedMessage(data.message);
    return {
      subject: copy.subject(data.campaignName),
      html: html`${paragraph(greeting(copy.hello, data.investorName))}${paragraph(intro)}${message ? html`${paragraph(copy.messageFrom())}${quotedMessage(message)}` : ''}${button(data.link, copy.button, mainColor)}${small(copy.validity(data.validUntil))}${small(copy.ignore)}`,
      text: [
        greeting(copy.hello, data.investorName),
        '',
        intro,
        ...(message ? ['', copy.messageFrom(), ...message.split('\n').map((line) => `> ${line}`)] : []),
        '',
        `${copy.button}: ${data.link}`,
        '',
        copy.validity(data.validUntil),
        copy.ignore,
      ].join('\n'),
    };
  },
};
