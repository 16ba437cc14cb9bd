import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import type { SafeHtml } from '../../lib/html';

/** What every template knows besides its own data: the brand and language of the message. */
export interface MailContext {
  landing: Landing;
  language: Language;
  /** The landing's origin for links (scheme, first host, port), e.g. http://localhost:4321. */
  origin: string;
  /** The brand's main colour (buttons, the header rule). */
  mainColor: string;
}

/** A message's own part: the layout adds the branded header and footer around it. */
export interface MailContent {
  subject: string;
  /** The body between header and footer; built with `html`, so data in it is escaped. */
  html: SafeHtml;
  /** The same body as plain text (links written out). */
  text: string;
}

/** One kind of e-mail in both languages. `kind` is what the outbox and the mailbox show. */
export interface MailTemplate<Data> {
  kind: string;
  render(context: MailContext, data: Data): MailContent;
}
