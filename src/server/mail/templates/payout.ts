// A payout made (issue 38 item 3; decision 0076): the investor is told, in their language, what the campaign paid on
// one schedule date for one offer: the interest before tax, the tax withheld, the net interest, the principal at
// maturity, what was transferred and on which day.
import { formatDate } from '../../../lib/format/date';
import { formatMoney } from '../../../lib/format/money';
import type { MailTemplate } from '../mail-template';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';

export interface PayoutMail {
  campaignName: string;
  reference: string;
  currency: string;
  scheduleDate: string;
  executionDate: string;
  grossInterest: number;
  tax: number;
  netInterest: number;
  principal: number;
  payout: number;
  link: string;
  name?: string | null;
}

const COPY = {
  pl: {
    hello: 'Dzień dobry',
    subject: (c: string) => `Wypłata odsetek – ${c}`,
    intro: (c: string, ref: string, day: string, executed: string) =>
      `Kampania ${c} wypłaciła należność z terminu ${day} z oferty ${ref}. Przelew zlecono ${executed}.`,
    gross: 'Odsetki brutto',
    tax: 'Pobrany podatek',
    net: 'Odsetki netto',
    principal: 'Zwrot kapitału',
    payout: 'Kwota przelewu',
    button: 'Zobacz harmonogram',
    note: 'Podatek pobrał i odprowadzi do urzędu skarbowego emitent jako płatnik. Informację roczną otrzymasz w styczniu.',
  },
  en: {
    hello: 'Hello',
    subject: (c: string) => `Interest paid – ${c}`,
    intro: (c: string, ref: string, day: string, executed: string) =>
      `The ${c} campaign paid what was due on ${day} on offer ${ref}. The transfer was made on ${executed}.`,
    gross: 'Interest before tax',
    tax: 'Tax withheld',
    net: 'Net interest',
    principal: 'Principal repaid',
    payout: 'Amount transferred',
    button: 'See the schedule',
    note: 'The issuer withheld the tax as the payer and pays it to the tax office. The yearly statement follows in January.',
  },
} as const;

export const payoutMadeTemplate: MailTemplate<PayoutMail> = {
  kind: 'payout-made',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    const money = (minor: number) => formatMoney(minor, data.currency);
    const figures: [string, number][] = [
      [copy.gross, data.grossInterest],
      [copy.tax, data.tax],
      [copy.net, data.netInterest],
      ...(data.principal > 0 ? ([[copy.principal, data.principal]] as [string, number][]) : []),
      [copy.payout, data.payout],
    ];
    const lines = figures.map(([label, value]) => `${label}: ${money(value)}`);
    const intro = copy.intro(
      data.campaignName,
      data.reference,
      formatDate(data.scheduleDate),
      formatDate(data.executionDate),
    );
    return {
      subject: copy.subject(data.campaignName),
      html: mailBody(
        paragraph(greeting(copy.hello, data.name)),
        paragraph(intro),
        ...lines.map((line) => paragraph(line)),
        button(data.link, copy.button, mainColor),
        small(copy.note),
      ),
      text: [
        greeting(copy.hello, data.name),
        '',
        intro,
        '',
        ...lines,
        '',
        `${copy.button}: ${data.link}`,
        '',
        copy.note,
      ].join('\n'),
    };
  },
};
