// The investor's GDPR messages (decision 0054): the export of their data is ready (a link to the panel's page, never
// to the file: only the signed-in investor downloads it), and the answer to a request to erase: what was erased, and
// what is kept, why and until when.
import { getT } from '../../../i18n';
import { html } from '../../../lib/html';
import { erasureKindText, keptReasonText, keptUntilText } from '../../../lib/privacy/erasure-text';
import type { ErasureOutcome } from '../../../lib/contracts/privacy';
import type { MailTemplate } from '../mail-template';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';

export interface DataExportReadyMail {
  /** DD.MM.YYYY */
  requestedOn: string;
  /** DD.MM.YYYY */
  availableUntil: string;
  link: string;
  name?: string | null;
}

export interface ErasureAnswerMail {
  /** DD.MM.YYYY */
  requestedOn: string;
  outcome: ErasureOutcome;
  /** The panel's privacy page; null when the account is gone. */
  link: string | null;
  name?: string | null;
}

const COPY = {
  pl: {
    hello: 'Dzień dobry',
    ready: {
      subject: (site: string) => `Kopia Twoich danych jest gotowa – ${site}`,
      intro: (on: string, until: string) =>
        `Kopia Twoich danych, o którą poprosiłeś(-aś) ${on}, jest gotowa. Zaloguj się do panelu inwestora i pobierz ` +
        `ją ze strony „Moje dane” do ${until}.`,
      button: 'Przejdź do strony „Moje dane”',
      note: 'Dla Twojego bezpieczeństwa wiadomość nie zawiera pliku ani linku do niego: pobierzesz go tylko po zalogowaniu.',
    },
    erasure: {
      subject: (site: string) => `Odpowiedź na żądanie usunięcia danych – ${site}`,
      intro: (on: string) => `${on} poprosiłeś(-aś) o usunięcie swoich danych osobowych (art. 17 RODO). Oto odpowiedź.`,
      erased: 'Usunęliśmy:',
      nothingErased: 'Nie mamy Twoich danych, które moglibyśmy usunąć poza wymienionymi niżej.',
      kept: 'Zachowujemy, bo wymaga tego prawo:',
      nothingKept: 'Nie zachowujemy żadnych Twoich danych poza zapisem tego żądania i tej odpowiedzi.',
      button: 'Zobacz odpowiedź w panelu',
      note: 'Jeśli nie zgadzasz się z odpowiedzią, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.',
    },
  },
  en: {
    hello: 'Hello',
    ready: {
      subject: (site: string) => `A copy of your data is ready – ${site}`,
      intro: (on: string, until: string) =>
        `The copy of your data you asked for on ${on} is ready. Sign in to the investor panel and download it from ` +
        `the "My data" page until ${until}.`,
      button: 'Go to the "My data" page',
      note: 'For your security the message carries neither the file nor a link to it: you download it only when signed in.',
    },
    erasure: {
      subject: (site: string) => `Answer to your request to erase your data – ${site}`,
      intro: (on: string) => `On ${on} you asked us to erase your personal data (Article 17 GDPR). This is our answer.`,
      erased: 'We erased:',
      nothingErased: 'We hold no data of yours that could be erased besides what is listed below.',
      kept: 'We keep, because the law requires it:',
      nothingKept: 'We keep no data of yours besides the record of this request and this answer.',
      button: 'See the answer in the panel',
      note: 'If you disagree with the answer, you may lodge a complaint with the President of the Personal Data Protection Office (UODO).',
    },
  },
} as const;

export const dataExportReadyTemplate: MailTemplate<DataExportReadyMail> = {
  kind: 'data-export-ready',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language];
    const intro = copy.ready.intro(data.requestedOn, data.availableUntil);
    return {
      subject: copy.ready.subject(landing.siteTitle),
      html: mailBody(
        paragraph(greeting(copy.hello, data.name)),
        paragraph(intro),
        button(data.link, copy.ready.button, mainColor),
        small(copy.ready.note),
      ),
      text: [
        greeting(copy.hello, data.name),
        '',
        intro,
        '',
        `${copy.ready.button}: ${data.link}`,
        '',
        copy.ready.note,
      ].join('\n'),
    };
  },
};

const LIST = 'margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;color:#111827';

export const erasureAnswerTemplate: MailTemplate<ErasureAnswerMail> = {
  kind: 'erasure-answer',
  render({ landing, language, mainColor }, data) {
    const copy = COPY[language].erasure;
    const t = getT(language);
    const erased = data.outcome.erased.map((item) => erasureKindText(item, t));
    const kept = data.outcome.kept.map(
      (item) => `${erasureKindText(item, t)}: ${keptReasonText(item, t)}; ${keptUntilText(item, t)}`,
    );
    const list = (lines: string[]) =>
      html`<ul style="${LIST}">
        ${lines.map((line) => html`<li>${line}</li>`)}
      </ul>`;
    const hello = greeting(COPY[language].hello, data.name);
    return {
      subject: copy.subject(landing.siteTitle),
      html: mailBody(
        paragraph(hello),
        paragraph(copy.intro(data.requestedOn)),
        paragraph(erased.length > 0 ? copy.erased : copy.nothingErased),
        erased.length > 0 ? list(erased) : '',
        paragraph(kept.length > 0 ? copy.kept : copy.nothingKept),
        kept.length > 0 ? list(kept) : '',
        data.link ? button(data.link, copy.button, mainColor) : '',
        small(copy.note),
      ),
      text: [
        hello,
        '',
        copy.intro(data.requestedOn),
        '',
        erased.length > 0 ? copy.erased : copy.nothingErased,
        ...erased.map((line) => `- ${line}`),
        '',
        kept.length > 0 ? copy.kept : copy.nothingKept,
        ...kept.map((line) => `- ${line}`),
        '',
        ...(data.link ? [`${copy.button}: ${data.link}`, ''] : []),
        copy.note,
      ].join('\n'),
    };
  },
};
