// The January mail (issue 38 item 4; decision 0078): the investor's yearly statement for the past year is ready, with
// a link to their panel where the PDF is downloaded (the PDF needs the signed-in session, so the link is the panel's,
// through the sign-in).
import type { MailTemplate } from '../mail-template';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';

export interface YearlyStatementMail {
  year: number;
  siteTitle: string;
  link: string;
  name?: string | null;
}

const COPY = {
  pl: {
    hello: 'Dzień dobry',
    subject: (year: number) => `Roczne zestawienie wypłat za ${year} r.`,
    intro: (year: number, site: string) =>
      `W panelu inwestora ${site} czeka Twoje roczne zestawienie za ${year} r.: odsetki brutto (przychód), ` +
      'pobrany podatek, odsetki netto i zwrot kapitału w podziale na kampanie, z danymi emitenta.',
    button: 'Pobierz zestawienie',
    note: 'Zestawienie ma charakter informacyjny i pomaga wypełnić zeznanie podatkowe; nie jest formularzem urzędowym.',
  },
  en: {
    hello: 'Hello',
    subject: (year: number) => `Yearly statement of payouts for ${year}`,
    intro: (year: number, site: string) =>
      `Your yearly statement for ${year} is ready in the ${site} investor panel: interest before tax (revenue), ` +
      'tax withheld, net interest and principal returned per campaign, with the issuer.',
    button: 'Download the statement',
    note: 'The statement is for information and helps with a tax return; it is not an official form.',
  },
} as const;

export const yearlyStatementTemplate: MailTemplate<YearlyStatementMail> = {
  kind: 'yearly-statement',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    const intro = copy.intro(data.year, data.siteTitle);
    return {
      subject: copy.subject(data.year),
      html: mailBody(
        paragraph(greeting(copy.hello, data.name)),
        paragraph(intro),
        button(data.link, copy.button, mainColor),
        small(copy.note),
      ),
      text: [greeting(copy.hello, data.name), '', intro, '', `${copy.button}: ${data.link}`, '', copy.note].join('\n'),
    };
  },
};
