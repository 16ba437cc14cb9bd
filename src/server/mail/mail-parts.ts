// Building blocks of message bodies, with inline styles (mail clients ignore <style> and classes).
import { html, safeUrl, type SafeHtml } from '../../lib/html';

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A message body: its blocks one after another (an empty string leaves a block out). */
export function mailBody(...blocks: (SafeHtml | string)[]): SafeHtml {
  return html`${blocks}`;
}

export function paragraph(content: string | SafeHtml): SafeHtml {
  return html`<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:1.6;color:#111827">${content}</p>`;
}

export function small(content: string | SafeHtml): SafeHtml {
  return html`<p style="margin:0 0 12px;${FONT};font-size:13px;line-height:1.5;color:#4b5563">${content}</p>`;
}

const buttonStyle = (color: string) =>
  `display:inline-block;padding:12px 24px;border-radius:6px;background:${color};color:#ffffff;` +
  'font-size:15px;font-weight:600;text-decoration:none';
const CODE_STYLE =
  'margin:8px 0 24px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:28px;font-weight:700;' +
  'letter-spacing:4px;color:#111827';

/** A call-to-action link styled as a button, followed by the URL itself for clients that hide buttons. */
export function button(url: string, label: string, color: string): SafeHtml {
  const href = safeUrl(url);
  return html`<p style="margin:24px 0;${FONT}">
      <a href="${href}" style="${buttonStyle(color)}">${label}</a>
    </p>
    <p style="margin:0 0 16px;${FONT};font-size:12px;line-height:1.5;color:#6b7280;word-break:break-all">
      <a href="${href}" style="color:#374151">${url}</a>
    </p>`;
}

/** A code to type, large and spaced. */
function code(value: string): SafeHtml {
  return html`<p style="${CODE_STYLE}">${value}</p>`;
}

/** "Dzień dobry, Jan!" or "Dzień dobry!" when the name is unknown. */
export function greeting(hello: string, name: string | null | undefined): string {
  return name?.trim() ? `${hello}, ${name.trim()}!` : `${hello}!`;
}

/** The copy of a one-time link mail (activation, password reset, investor sign-in), in the reader's language. */
export interface LinkMailCopy {
  hello: string;
  /** The person's name when known: "Hello, Jan!". */
  name: string | null | undefined;
  intro: string;
  link: string;
  button: string;
  /** A code that does what the link does, typed on the page instead (with the sentence that introduces it). */
  code?: { intro: string; value: string } | null;
  validity: string;
  ignore: string;
}

/**
 * A one-time link mail, as HTML and as plain text: the greeting, what the link is for, the link as a button, the
 * code when there is one, how long both are valid, and what to do when the reader did not ask for it.
 */
export function linkMail(copy: LinkMailCopy, mainColor: string): { html: SafeHtml; text: string } {
  const greet = greeting(copy.hello, copy.name);
  return {
    html: mailBody(
      paragraph(greet),
      paragraph(copy.intro),
      button(copy.link, copy.button, mainColor),
      ...(copy.code ? [paragraph(copy.code.intro), code(copy.code.value)] : []),
      small(copy.validity),
      small(copy.ignore),
    ),
    text: [
      greet,
      '',
      copy.intro,
      copy.link,
      '',
      ...(copy.code ? [copy.code.intro, copy.code.value, ''] : []),
      copy.validity,
      copy.ignore,
    ].join('\n'),
  };
}
