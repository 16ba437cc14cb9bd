// The sophisticated-investor status (ECSPR Annex II, decision 0066): the officer's decision told to the investor
// ("The crowdfunding service provider shall explicitly notify investors when their status is confirmed"), and the
// reminder to renew before the two years of an approval end.
import type { MailTemplate } from '../mail-template';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';

export interface ClassificationMail {
  /** DD.MM.YYYY: the approval's end. */
  until: string | null;
  reason: string | null;
  link: string;
  name?: string | null;
}

const COPY = {
  pl: {
    hello: 'Dzień dobry',
    approved: {
      subject: 'Potwierdzamy status inwestora doświadczonego',
      lines: (until: string) => [
        `Zatwierdziliśmy Twój wniosek: od teraz jesteś traktowany jako inwestor doświadczony do ${until} ` +
          '(2 lata, załącznik II do rozporządzenia (UE) 2020/1503).',
        'Nie obowiązują Cię już test wiedzy, symulacja zdolności do poniesienia straty, ostrzeżenia o ryzyku przy ' +
          'inwestycjach powyżej progu ani 4-dniowy okres na namysł. Wniosek możesz wycofać w każdej chwili.',
        'Jeśli Twoja sytuacja się zmieni i przestaniesz spełniać kryteria, poinformuj nas o tym.',
      ],
    },
    rejected: {
      subject: 'Twój wniosek o status inwestora doświadczonego',
      lines: (reason: string) => [
        'Nie zatwierdziliśmy Twojego wniosku o traktowanie jako inwestor doświadczony. Nadal chroni Cię wszystko, ' +
          'co przysługuje inwestorowi niedoświadczonemu.',
        `Powód: ${reason}`,
      ],
    },
    renewal: {
      subject: 'Twój status inwestora doświadczonego wkrótce wygaśnie',
      lines: (until: string) => [
        `Twój status inwestora doświadczonego jest ważny do ${until}. Po tym dniu będziesz traktowany jako ` +
          'inwestor niedoświadczony, chyba że złożysz nowy wniosek (załącznik II do rozporządzenia (UE) 2020/1503).',
      ],
    },
    button: 'Otwórz ochronę inwestora',
    note: 'Wiadomość dotyczy Twojego konta inwestora.',
  },
  en: {
    hello: 'Hello',
    approved: {
      subject: 'Your sophisticated investor status is confirmed',
      lines: (until: string) => [
        `We approved your request: you are now treated as a sophisticated investor until ${until} ` +
          '(two years, Annex II to Regulation (EU) 2020/1503).',
        'The knowledge test, the simulation of the ability to bear loss, the risk warnings above the threshold and ' +
          'the four-day reflection period no longer apply to you. You may withdraw the request at any time.',
        'If your situation changes and you no longer meet the criteria, please let us know.',
      ],
    },
    rejected: {
      subject: 'Your request to be treated as a sophisticated investor',
      lines: (reason: string) => [
        'We did not approve your request to be treated as a sophisticated investor. You keep every protection of a ' +
          'non-sophisticated investor.',
        `Reason: ${reason}`,
      ],
    },
    renewal: {
      subject: 'Your sophisticated investor status ends soon',
      lines: (until: string) => [
        `Your sophisticated investor status is valid until ${until}. After that day you will be treated as a ` +
          'non-sophisticated investor unless you make a new request (Annex II to Regulation (EU) 2020/1503).',
      ],
    },
    button: 'Open investor protection',
    note: 'This message is about your investor account.',
  },
} as const;

function template(
  kind: string,
  pick: (
    copy: (typeof COPY)['pl' | 'en'],
    data: ClassificationMail,
  ) => {
    subject: string;
    lines: readonly string[];
  },
): MailTemplate<ClassificationMail> {
  return {
    kind,
    render({ language, mainColor }, data) {
      const copy = COPY[language];
      const { subject, lines } = pick(copy, data);
      return {
        subject,
        html: mailBody(
          paragraph(greeting(copy.hello, data.name)),
          ...lines.map((line) => paragraph(line)),
          button(data.link, copy.button, mainColor),
          small(copy.note),
        ),
        text: [
          greeting(copy.hello, data.name),
          '',
          ...lines.flatMap((line) => [line, '']),
          `${copy.button}: ${data.link}`,
          '',
          copy.note,
        ].join('\n'),
      };
    },
  };
}

export const classificationApprovedTemplate = template('classification-approved', (copy, data) => ({
  subject: copy.approved.subject,
  lines: copy.approved.lines(data.until ?? ''),
}));
export const classificationRejectedTemplate = template('classification-rejected', (copy, data) => ({
  subject: copy.rejected.subject,
  lines: copy.rejected.lines(data.reason ?? ''),
}));
export const classificationRenewalTemplate = template('classification-renewal', (copy, data) => ({
  subject: copy.renewal.subject,
  lines: copy.renewal.lines(data.until ?? ''),
}));
