// The messages of a complaint (issue 20, decisions 0053 and 0070): the acknowledgement with its reference number,
// the day by which admissibility is told and the deadline, the notice that the complaint is admissible, the notice
// that the deadline was extended and why, and the answer itself; each names the landing's complaints unit. The
// acknowledgement goes out to whatever address the form was given, before anyone has read the complaint: its
// subject and text are ours
// alone (the reference, the dates, the link), never the sender's words, so the form cannot be used to write to a
// stranger in the brand's name. The notice and the answer are a coordinator's, sent after reading the complaint.
import type { MailTemplate } from '../mail-template';
import { button, mailBody, paragraph, small } from '../mail-parts';

export interface ComplaintMail {
  reference: string;
  /** The landing's complaints unit (decision 0070): named in each message; null when the operator set none. */
  contact: { unit: string; email: string; phone: string } | null;
  /** "DD.MM.YYYY": the last of the 10 working days to tell whether the complaint is admissible. */
  admissibleBy: string;
  /** The complaint's subject as typed: quoted in the answer (a coordinator's message), never in the acknowledgement. */
  subject: string;
  /** "DD.MM.YYYY". */
  receivedOn: string;
  deadlineOn: string;
  /** The extension's reason or the answer: plain text, line breaks kept as paragraphs. */
  text?: string;
  /** Where the complainant reads it: the panel's complaints for an investor, else the landing's home. */
  link: string;
}

const COPY = {
  pl: {
    hello: 'Dzień dobry!',
    received: {
      subject: (ref: string) => `Potwierdzenie przyjęcia reklamacji ${ref}`,
      intro: (ref: string, day: string) =>
        `Przyjęliśmy Twoją reklamację z dnia ${day}. Nadaliśmy jej numer ${ref}; podaj go w dalszej korespondencji.`,
      admissibility: (day: string) =>
        `Do ${day} (10 dni roboczych od otrzymania) poinformujemy Cię, czy reklamacja jest dopuszczalna.`,
      deadline: (day: string) =>
        `Odpowiemy na nią najpóźniej do ${day} (30 dni od otrzymania). Odpowiedź otrzymasz e-mailem na ten adres.`,
      notYou:
        'Jeśli ta wiadomość nie dotyczy Ciebie, zignoruj ją: ktoś mógł podać Twój adres w formularzu reklamacji przez pomyłkę.',
    },
    extended: {
      subject: (ref: string) => `Przedłużenie terminu odpowiedzi na reklamację ${ref}`,
      intro: (ref: string, day: string) =>
        `Rozpatrzenie reklamacji ${ref} z dnia ${day} jest szczególnie skomplikowane i nie jest możliwe w terminie 30 dni.`,
      reason: 'Przyczyna opóźnienia i okoliczności, które muszą zostać ustalone:',
      deadline: (day: string) => `Odpowiemy najpóźniej do ${day} (60 dni od otrzymania reklamacji).`,
    },
    admissible: {
      subject: (ref: string) => `Reklamacja ${ref} jest dopuszczalna`,
      intro: (ref: string, day: string) =>
        `Reklamacja ${ref} z dnia ${day} jest dopuszczalna: rozpatrujemy ją co do istoty.`,
      deadline: (day: string) => `Odpowiemy najpóźniej do ${day}.`,
    },
    contact: (unit: string, email: string, phone: string) =>
      `W sprawie reklamacji możesz kontaktować się z: ${unit}, e-mail ${email}, tel. ${phone}.`,
    answered: {
      subject: (ref: string) => `Odpowiedź na reklamację ${ref}`,
      intro: (ref: string, day: string, subject: string) =>
        `Oto odpowiedź na Twoją reklamację ${ref} „${subject}” z dnia ${day}:`,
    },
    button: 'Zobacz reklamację',
    note: 'Wiadomość wysłana automatycznie; odpowiedź na nią nie jest rozpatrywana jako nowa reklamacja.',
  },
  en: {
    hello: 'Hello!',
    received: {
      subject: (ref: string) => `Your complaint ${ref} has been received`,
      intro: (ref: string, day: string) =>
        `We received your complaint of ${day}. Its reference number is ${ref}; please quote it when you write to us.`,
      admissibility: (day: string) =>
        `By ${day} (10 working days from receipt) we will tell you whether the complaint is admissible.`,
      deadline: (day: string) =>
        `We will answer by ${day} at the latest (30 days from receipt). The answer will come by e-mail to this address.`,
      notYou:
        'If this message is not meant for you, please ignore it: someone may have given your address in the complaint form by mistake.',
    },
    extended: {
      subject: (ref: string) => `More time is needed to answer complaint ${ref}`,
      intro: (ref: string, day: string) =>
        `Complaint ${ref} of ${day} is particularly complex and cannot be answered within 30 days.`,
      reason: 'Why, and what has to be established:',
      deadline: (day: string) => `We will answer by ${day} at the latest (60 days from receipt).`,
    },
    admissible: {
      subject: (ref: string) => `Your complaint ${ref} is admissible`,
      intro: (ref: string, day: string) =>
        `Your complaint ${ref} of ${day} is admissible: we are considering its substance.`,
      deadline: (day: string) => `We will answer by ${day} at the latest.`,
    },
    contact: (unit: string, email: string, phone: string) =>
      `About your complaint you can contact: ${unit}, e-mail ${email}, phone ${phone}.`,
    answered: {
      subject: (ref: string) => `Answer to your complaint ${ref}`,
      intro: (ref: string, day: string, subject: string) =>
        `Here is the answer to your complaint ${ref} "${subject}" of ${day}:`,
    },
    button: 'See the complaint',
    note: 'This message was sent automatically; a reply to it is not treated as a new complaint.',
  },
} as const;

/** The complaints unit's line (Delegated Regulation (EU) 2022/2117 Art. 3(2)(a)); none when it is not set. */
const contactLine = (copy: (typeof COPY)['pl' | 'en'], data: ComplaintMail): string[] =>
  data.contact ? [copy.contact(data.contact.unit, data.contact.email, data.contact.phone)] : [];

const paragraphsOf = (text: string | undefined) =>
  (text ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

function compose(
  lines: { hello: string; paragraphs: string[]; quoted: string[]; tail: string[] },
  link: string,
  copy: (typeof COPY)['pl' | 'en'],
  color: string,
) {
  return {
    html: mailBody(
      paragraph(lines.hello),
      ...lines.paragraphs.map((p) => paragraph(p)),
      ...lines.quoted.map((p) => paragraph(p)),
      ...lines.tail.map((p) => paragraph(p)),
      button(link, copy.button, color),
      small(copy.note),
    ),
    text: [
      lines.hello,
      '',
      ...[...lines.paragraphs, ...lines.quoted, ...lines.tail].flatMap((p) => [p, '']),
      `${copy.button}: ${link}`,
      '',
      copy.note,
    ].join('\n'),
  };
}

export const complaintReceivedTemplate: MailTemplate<ComplaintMail> = {
  kind: 'complaint-received',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.received.subject(data.reference),
      ...compose(
        {
          hello: copy.hello,
          paragraphs: [copy.received.intro(data.reference, data.receivedOn)],
          quoted: [],
          tail: [
            copy.received.admissibility(data.admissibleBy),
            copy.received.deadline(data.deadlineOn),
            ...contactLine(copy, data),
            copy.received.notYou,
          ],
        },
        data.link,
        copy,
        mainColor,
      ),
    };
  },
};

export const complaintExtendedTemplate: MailTemplate<ComplaintMail> = {
  kind: 'complaint-extended',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.extended.subject(data.reference),
      ...compose(
        {
          hello: copy.hello,
          paragraphs: [copy.extended.intro(data.reference, data.receivedOn), copy.extended.reason],
          quoted: paragraphsOf(data.text),
          tail: [copy.extended.deadline(data.deadlineOn), ...contactLine(copy, data)],
        },
        data.link,
        copy,
        mainColor,
      ),
    };
  },
};

export const complaintAnsweredTemplate: MailTemplate<ComplaintMail> = {
  kind: 'complaint-answered',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.answered.subject(data.reference),
      ...compose(
        {
          hello: copy.hello,
          paragraphs: [copy.answered.intro(data.reference, data.receivedOn, data.subject)],
          quoted: paragraphsOf(data.text),
          tail: contactLine(copy, data),
        },
        data.link,
        copy,
        mainColor,
      ),
    };
  },
};

/** Delegated Regulation (EU) 2022/2117 Art. 3(1): the complaint is admissible, within 10 working days of receipt. */
export const complaintAdmissibleTemplate: MailTemplate<ComplaintMail> = {
  kind: 'complaint-admissible',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    return {
      subject: copy.admissible.subject(data.reference),
      ...compose(
        {
          hello: copy.hello,
          paragraphs: [copy.admissible.intro(data.reference, data.receivedOn)],
          quoted: [],
          tail: [copy.admissible.deadline(data.deadlineOn), ...contactLine(copy, data)],
        },
        data.link,
        copy,
        mainColor,
      ),
    };
  },
};
