// HTML built with a tagged template that escapes every interpolated value (e-mails, the server-rendered campaign
// page), so no template can forget to escape data (names, titles, links) that reaches the markup.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Markup that is already safe: the result of `html`, never user data. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | false | ReadonlyArray<Part>;

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** `html\`<p>${name}</p>\``: literal parts stay markup, interpolated values are escaped (unless SafeHtml). */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** An http(s) URL for an href or src; anything else (javascript:, data:...) becomes '#'. */
export function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}
