// The reflection period's messages (ECSPR Art. 22, decision 0052): the acceptance confirmed with its revocation
// deadline and link (investor), the revocation confirmed (investor), and the revocation told to the advisor.
import { formatMoney } from '../../../lib/format/money';
import type { Currency } from '../../../lib/schemas/campaign';
import type { MailTemplate } from '../mail-template';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';

export interface ReflectionMail {
  campaignName: string;
  reference: string;
  amount: number;
  currency: Currency;
  /** "DD.MM.YYYY HH:mm" with its zone, e.g. "01.12.2026 14:30 (Europe/Warsaw)". */
  deadline: string;
  link: string;
  name?: string | null;
}

const COPY = {
  pl: {
    hello: 'Dzień dobry',
    accepted: {
      subject: (c: string) => `Potwierdzenie akceptacji oferty – ${c}`,
      intro: (c: string, ref: string, amount: string) =>
        `Potwierdzamy akceptację oferty ${ref} w kampanii ${c} na kwotę ${amount}.`,
      right: (deadline: string) =>
        `Masz prawo odwołać akceptację bez podawania przyczyny i bez żadnych kosztów do ${deadline} ` +
        '(4-dniowy okres na namysł, art. 22 rozporządzenia (UE) 2020/1503).',
      button: 'Zobacz ofertę lub ją odwołaj',
      note: 'Link jest przeznaczony tylko dla Ciebie.',
    },
    revoked: {
      subject: (c: string) => `Odwołanie akceptacji – ${c}`,
      intro: (c: string, ref: string, amount: string) =>
        `Potwierdzamy odwołanie akceptacji oferty ${ref} w kampanii ${c} na kwotę ${amount} w okresie na namysł. ` +
        'Nie ponosisz z tego tytułu żadnych kosztów. Jeśli dokonałeś już wpłaty, zostanie ona zwrócona.',
      button: 'Zobacz ofertę',
      note: 'Jeśli to nie Ty odwołałeś akceptację, skontaktuj się ze swoim doradcą.',
    },
    advisor: {
      subject: (c: string) => `Inwestor odwołał akceptację – ${c}`,
      intro: (name: string, c: string, ref: string, amount: string) =>
        `${name} odwołał(a) akceptację oferty ${ref} w kampanii ${c} (${amount}) w okresie na namysł. ` +
        'Oferta jest teraz odrzucona przez inwestora, a kwota wróciła do puli kampanii.',
      button: 'Otwórz ofertę',
      note: 'Odwołanie w okresie na namysł nie wymaga uzasadnienia (art. 22 rozporządzenia (UE) 2020/1503).',
    },
  },
  en: {
    hello: 'Hello',
    accepted: {
      subject: (c: string) => `Your acceptance is confirmed – ${c}`,
      intro: (c: string, ref: string, amount: string) =>
        `We confirm that you accepted offer ${ref} of the ${c} campaign for ${amount}.`,
      right: (deadline: string) =>
        `You may revoke your acceptance without giving a reason and without any penalty until ${deadline} ` +
        '(the four-day reflection period, Article 22 of Regulation (EU) 2020/1503).',
      button: 'See or revoke the offer',
      note: 'The link is meant for you only.',
    },
    revoked: {
      subject: (c: string) => `Acceptance revoked – ${c}`,
      intro: (c: string, ref: string, amount: string) =>
        `We confirm that you revoked your acceptance of offer ${ref} of the ${c} campaign for ${amount} in the ` +
        'reflection period. There is no charge for this. If you have already paid, the money will be returned.',
      button: 'See the offer',
      note: 'If you did not revoke it, please contact your advisor.',
    },
    advisor: {
      subject: (c: string) => `An investor revoked an acceptance – ${c}`,
      intro: (name: string, c: string, ref: string, amount: string) =>
        `${name} revoked the acceptance of offer ${ref} of the ${c} campaign (${amount}) in the reflection period. ` +
        'The offer is now declined by the investor and the amount is back in the campaign.',
      button: 'Open the offer',
      note: 'A revocation in the reflection period needs no reason (Article 22 of Regulation (EU) 2020/1503).',
    },
  },
} as const;

const money = (data: ReflectionMail) => formatMoney(data.amount, data.currency);

function body(lines: {
  hello: string;
  name?: string | null;
  paragraphs: string[];
  link: string;
  button: string;
  color: string;
  note: string;
}) {
  return {
    html: mailBody(
      paragraph(greeting(lines.hello, lines.name)),
      ...lines.paragraphs.map((text) => paragraph(text)),
      button(lines.link, lines.button, lines.color),
      small(lines.note),
    ),
    text: [
      greeting(lines.hello, lines.name),
      '',
      ...lines.paragraphs.flatMap((p) => [p, '']),
      `${lines.button}: ${lines.link}`,
      '',
      lines.note,
    ].join('\n'),
  };
}

export const acceptanceConfirmedTemplate: MailTemplate<ReflectionMail> = {
  kind: 'acceptance-confirmed',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.accepted.subject(data.campaignName),
      ...body({
        hello: copy.hello,
        name: data.name,
        paragraphs: [
          copy.accepted.intro(data.campaignName, data.reference, money(data)),
          copy.accepted.right(data.deadline),
        ],
        link: data.link,
        button: copy.accepted.button,
        color: mainColor,
        note: copy.accepted.note,
      }),
    };
  },
};

export const acceptanceRevokedTemplate: MailTemplate<ReflectionMail> = {
  kind: 'acceptance-revoked',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.revoked.subject(data.campaignName),
      ...body({
        hello: copy.hello,
        name: data.name,
        paragraphs: [copy.revoked.intro(data.campaignName, data.reference, money(data))],
        link: data.link,
        button: copy.revoked.button,
        color: mainColor,
        note: copy.revoked.note,
      }),
    };
  },
};

/** To the offer's advisor; `name` is the investor's. */
export const acceptanceRevokedAdvisorTemplate: MailTemplate<ReflectionMail> = {
  kind: 'acceptance-revoked-advisor',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.advisor.subject(data.campaignName),
      ...body({
        hello: copy.hello,
        paragraphs: [copy.advisor.intro(data.name ?? '', data.campaignName, data.reference, money(data))],
        link: data.link,
        button: copy.advisor.button,
        color: mainColor,
        note: copy.advisor.note,
      }),
    };
  },
};
