// The reflection period's messages (ECSPR Art. 22, decisions 0052 and 0060): the acceptance confirmed with its revocation
// deadline and link (investor), the revocation confirmed (investor), and the revocation told to the advisor.
import { formatMoney } from '../../../lib/format/money';
import type { Currency } from '../../../lib/contracts/campaign';
import type { RefundBasis } from '../../../lib/contracts/refund';
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
  /** A revocation: why money is to be refunded (decision 0060); null or absent when nothing was paid. */
  refund?: RefundBasis | null;
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
        'Nie ponosisz z tego tytułu żadnych kosztów.',
      refund: {
        'payment-received': (amount: string) =>
          `Twoja wpłata (${amount}) dotarła: zwrócimy ją na rachunek, z którego została wysłana. ` +
          'Zwrot pojawi się przy ofercie, gdy zostanie zapisany.',
        'confirmation-uploaded': () =>
          'Przesłano potwierdzenie wpłaty: jeśli pieniądze do nas dotarły, zwrócimy je na rachunek, z którego zostały ' +
          'wysłane. Zwrot pojawi się przy ofercie, gdy zostanie zapisany.',
        none: () => 'Jeśli wpłata została już wysłana, zostanie zwrócona.',
      },
      button: 'Zobacz ofertę',
      note: 'Jeśli to nie Ty odwołałeś akceptację, skontaktuj się ze swoim doradcą.',
    },
    advisor: {
      subject: (c: string) => `Inwestor odwołał akceptację – ${c}`,
      intro: (name: string, c: string, ref: string, amount: string) =>
        `${name} odwołał(a) akceptację oferty ${ref} w kampanii ${c} (${amount}) w okresie na namysł. ` +
        'Oferta jest teraz odrzucona przez inwestora, a kwota wróciła do puli kampanii.',
      refund: {
        'payment-received': (amount: string) =>
          `Wpłata dotarła: zwrot ${amount} jest do wykonania. Zapisz go przy ofercie (dzień, kwota, tytuł przelewu).`,
        'confirmation-uploaded': () =>
          'Inwestor przesłał potwierdzenie wpłaty: sprawdź, czy pieniądze dotarły, i zapisz przy ofercie zwrot ' +
          'albo to, że wpłata nie dotarła.',
        none: () => '',
      },
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
        'reflection period. There is no charge for this.',
      refund: {
        'payment-received': (amount: string) =>
          `Your payment (${amount}) reached us: we will return it to the account it came from. ` +
          'The offer will show the refund once it is recorded.',
        'confirmation-uploaded': () =>
          'A payment confirmation was uploaded: if the money reached us, we will return it to the account it came ' +
          'from. The offer will show the refund once it is recorded.',
        none: () => 'If a payment has already been sent, it will be returned.',
      },
      button: 'See the offer',
      note: 'If you did not revoke it, please contact your advisor.',
    },
    advisor: {
      subject: (c: string) => `An investor revoked an acceptance – ${c}`,
      intro: (name: string, c: string, ref: string, amount: string) =>
        `${name} revoked the acceptance of offer ${ref} of the ${c} campaign (${amount}) in the reflection period. ` +
        'The offer is now declined by the investor and the amount is back in the campaign.',
      refund: {
        'payment-received': (amount: string) =>
          `The money had arrived: a refund of ${amount} is due. Record it on the offer (day, amount, transfer reference).`,
        'confirmation-uploaded': () =>
          'The investor had uploaded a payment confirmation: check whether the money arrived, and record on the offer ' +
          'either the refund or that no money arrived.',
        none: () => '',
      },
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
        paragraphs: [
          copy.revoked.intro(data.campaignName, data.reference, money(data)),
          copy.revoked.refund[data.refund ?? 'none'](money(data)),
        ],
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
        paragraphs: [
          copy.advisor.intro(data.name ?? '', data.campaignName, data.reference, money(data)),
          copy.advisor.refund[data.refund ?? 'none'](money(data)),
        ].filter(Boolean),
        link: data.link,
        button: copy.advisor.button,
        color: mainColor,
        note: copy.advisor.note,
      }),
    };
  },
};
