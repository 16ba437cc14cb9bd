// The investor's invitation to a campaign product: who invites, the advisor's own words (if any), and the
// personal link to the public campaign page (/campaign?token=...).
import { html, type SafeHtml } from '../../../lib/html';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';
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
      `${advisor}, Twój doradca na platformie ${site}, zaprasza Cię do zapoznania się z ofertą kampanii ${campaign}: ${product}.`,
    messageFrom: () => 'Wiadomość od doradcy:',
    button: 'Zobacz ofertę',
    validity: (date: string) =>
      `Link jest przeznaczony tylko dla Ciebie i działa do końca kampanii (${date}). Nie przekazuj go innym osobom.`,
    ignore: 'Jeśli nie spodziewałeś się tej wiadomości, zignoruj ją.',
  },
  en: {
    subject: (campaign: string) => `Invitation to the ${campaign} campaign`,
    hello: 'Hello',
    intro: (advisor: string, site: string, campaign: string, product: string) =>
      `${advisor}, your advisor at ${site}, invites you to see the offer of the ${campaign} campaign: ${product}.`,
    messageFrom: () => 'A message from your advisor:',
    button: 'See the offer',
    validity: (date: string) =>
      `The link is meant for you only and works until the campaign ends (${date}). Please do not pass it on.`,
    ignore: 'If you did not expect this message, please ignore it.',
  },
} as const;

const QUOTE_STYLE =
  'margin:0 0 16px;padding:12px 16px;border-left:3px solid #d1d5db;background:#f9fafb;' +
  "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;" +
  'color:#111827;white-space:pre-line';

/** The advisor's words, kept as typed (line breaks too) and escaped like all data. */
function quotedMessage(message: string): SafeHtml {
  return html`<p style="${QUOTE_STYLE}">${message}</p>`;
}

/** The message as it goes into the e-mail: null for none (blank, the default single space). */
const typedMessage = (message: string | null | undefined): string | null => (message?.trim() ? message.trim() : null);

/** What an invitation says, in the recipient's language (campaign and KYC invitations word it differently). */
export interface InvitationParts {
  hello: string;
  investorName: string | null | undefined;
  intro: string;
  messageFrom: string;
  /** The advisor's message as typed (typedMessage decides whether there is one). */
  message: string | null | undefined;
  link: string;
  button: string;
  mainColor: string;
  validity: string;
  ignore: string;
}

/** The body every invitation has: greeting, introduction, the advisor's words if any, the link, validity, ignore. */
export function invitationBody(parts: InvitationParts): { html: SafeHtml; text: string } {
  const message = typedMessage(parts.message);
  return {
    html: mailBody(
      paragraph(greeting(parts.hello, parts.investorName)),
      paragraph(parts.intro),
      message ? html`${paragraph(parts.messageFrom)}${quotedMessage(message)}` : '',
      button(parts.link, parts.button, parts.mainColor),
      small(parts.validity),
      small(parts.ignore),
    ),
    text: [
      greeting(parts.hello, parts.investorName),
      '',
      parts.intro,
      ...(message ? ['', parts.messageFrom, ...message.split('\n').map((line) => `> ${line}`)] : []),
      '',
      `${parts.button}: ${parts.link}`,
      '',
      parts.validity,
      parts.ignore,
    ].join('\n'),
  };
}

export const campaignInvitationTemplate: MailTemplate<CampaignInvitationMail> = {
  kind: 'campaign-invitation',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language];
    const product = `${data.productName} (${data.productCode})`;
    return {
      subject: copy.subject(data.campaignName),
      ...invitationBody({
        hello: copy.hello,
        investorName: data.investorName,
        intro: copy.intro(data.advisorName, landing.siteTitle, data.campaignName, product),
        messageFrom: copy.messageFrom(),
        message: data.message,
        link: data.link,
        button: copy.button,
        mainColor,
        validity: copy.validity(data.validUntil),
        ignore: copy.ignore,
      }),
    };
  },
};
