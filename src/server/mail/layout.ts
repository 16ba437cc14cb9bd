// The branded frame of every e-mail: the landing's logo on a rule in its main colour, the message, and a footer
// with the site's name, address and documents. Table layout and inline styles, as mail clients need.
import { themePalette } from '../../lib/contracts/landing';
import { html, safeUrl } from '../../lib/html';
import type { MailContent, MailContext } from './mail-template';

const COPY = {
  pl: {
    automatic: (site: string) => `Wiadomość wysłana automatycznie przez ${site}. Prosimy na nią nie odpowiadać.`,
    regulation: 'Regulamin',
    privacy: 'Polityka prywatności',
  },
  en: {
    automatic: (site: string) => `This message was sent automatically by ${site}. Please do not reply to it.`,
    regulation: 'Terms and conditions',
    privacy: 'Privacy policy',
  },
} as const;

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The brand's main colour (buttons) and light highlight colour (footer), from its theme. */
export function brandColors(context: Pick<MailContext, 'landing'>) {
  return themePalette(context.landing.theme, context.landing.themeColors);
}

function absolute(origin: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? url : `/${url}`}`;
}

/** Documents of the footer in the message's language (Polish texts as the fallback). */
function documents(context: MailContext) {
  const copy = COPY[context.language];
  const texts = { ...context.landing.texts.pl, ...context.landing.texts[context.language] };
  return [
    { label: texts.regulationLabel ?? copy.regulation, url: absolute(context.origin, texts.regulationUrl) },
    { label: texts.privacyLabel ?? copy.privacy, url: absolute(context.origin, texts.privacyUrl) },
  ].filter((doc): doc is { label: string; url: string } => Boolean(doc.url));
}

/** The whole message: HTML document and plain text, both with the brand's header and footer. */
export function renderLayout(context: MailContext, content: MailContent): { html: string; text: string } {
  const { landing, language, origin } = context;
  const { main, highlight } = brandColors(context);
  const site = landing.siteTitle;
  const logo = safeUrl(absolute(origin, landing.logoUrl) ?? '');
  const docs = documents(context);
  const automatic = COPY[language].automatic(site);

  const page = html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${content.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f3f4f6">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden"
              >
                <tr>
                  <td style="padding:20px 32px;border-bottom:4px solid ${main}">
                    <a href="${safeUrl(origin)}"
                      ><img
                        src="${logo}"
                        alt="${site}"
                        height="40"
                        style="display:block;height:40px;max-width:240px;border:0"
                    /></a>
                  </td>
                </tr>
                <tr>
                  <td style="padding:32px">${content.html}</td>
                </tr>
                <tr>
                  <td
                    style="padding:20px 32px;background:${highlight};${FONT};font-size:12px;line-height:1.5;color:#6b7280"
                  >
                    <p style="margin:0 0 8px">${automatic}</p>
                    <p style="margin:0">
                      <a href="${safeUrl(origin)}" style="color:#374151">${site}</a
                      >${docs.map((doc) => html` · <a href="${safeUrl(doc.url)}" style="color:#374151">${doc.label}</a>`)}
                    </p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;

  const footer = ['--', automatic, `${site}: ${origin}`, ...docs.map((doc) => `${doc.label}: ${doc.url}`)];
  return { html: page.value, text: `${content.text}\n\n${footer.join('\n')}\n` };
}
