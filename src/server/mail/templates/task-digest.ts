// The morning e-mail of an advisor's tasks due today and overdue (decision 0050), in the advisor's language.
import { html } from '../../../lib/html';
import { button, greeting, mailBody, paragraph, small } from '../mail-parts';
import type { MailTemplate } from '../mail-template';

export interface TaskDigestMail {
  advisorName: string | null;
  tasks: Array<{ what: string; investor: string; due: string; overdue: boolean }>;
  /** The panel's home, where the tasks are done with one click. */
  link: string;
}

const COPY = {
  pl: {
    subject: (n: number) => `Twoje zadania na dziś (${n})`,
    hello: 'Dzień dobry',
    intro: 'Oto zadania na dziś i zaległe:',
    due: (day: string, overdue: boolean) => (overdue ? `zaległe od ${day}` : 'na dziś'),
    button: 'Otwórz panel',
    footer: 'Tę wiadomość wysyłamy rano w dni, w które masz zadania do zrobienia.',
  },
  en: {
    subject: (n: number) => `Your tasks for today (${n})`,
    hello: 'Hello',
    intro: 'Here are your tasks due today and overdue:',
    due: (day: string, overdue: boolean) => (overdue ? `overdue since ${day}` : 'due today'),
    button: 'Open the panel',
    footer: 'We send this message in the morning on days you have tasks to do.',
  },
} as const;

const LIST_STYLE =
  "margin:0 0 16px;padding-left:20px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;" +
  'font-size:15px;line-height:1.6;color:#111827';

export const taskDigestTemplate: MailTemplate<TaskDigestMail> = {
  kind: 'task-digest',
  render({ language, mainColor }, data) {
    const copy = COPY[language];
    const lines = data.tasks.map((task) => `${task.what} – ${task.investor} (${copy.due(task.due, task.overdue)})`);
    return {
      subject: copy.subject(data.tasks.length),
      html: mailBody(
        paragraph(greeting(copy.hello, data.advisorName)),
        paragraph(copy.intro),
        html`<ul style="${LIST_STYLE}">
          ${lines.map((line) => html`<li>${line}</li>`)}
        </ul>`,
        button(data.link, copy.button, mainColor),
        small(copy.footer),
      ),
      text: [
        greeting(copy.hello, data.advisorName),
        '',
        copy.intro,
        ...lines.map((line) => `- ${line}`),
        '',
        `${copy.button}: ${data.link}`,
        '',
        copy.footer,
      ].join('\n'),
    };
  },
};
