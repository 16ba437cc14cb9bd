// sendMail: the one way the platform sends e-mail. Renders the template in the recipient's language inside the
// landing's branded layout, ALWAYS records the message in mail_outbox (the dev mailbox reads it), and delivers
// it over SMTP when SMTP_URL is set. A failed delivery is recorded and logged, never thrown: the request that
// triggered the message has done its part once the message is recorded.
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/schemas/landing';
import type { Database, DbOrTx } from '../db/client';
import type { Env } from '../env';
import type { Clock, Logger } from '../runtime-types';
import { fromHeader, headerText } from './from-address';
import { brandColors, renderLayout } from './layout';
import type { MailContext, MailTemplate } from './mail-template';
import { recordDelivery, recordMail } from './outbox';
import { landingOrigin } from './public-url';
import { smtpTransport } from './transport';

export interface MailDeps {
  database: Database;
  env: Env;
  clock: Clock;
  logger: Logger;
}

export interface SendMailInput<Data> {
  landing: Landing;
  to: string;
  language: Language;
  template: MailTemplate<Data>;
  data: Data;
  /** What the outbox calls the message; the template's kind by default. */
  kind?: string;
}

export interface SentMail {
  id: string;
  subject: string;
  /** true: delivered over SMTP; false: delivery failed (recorded); null: no SMTP configured (outbox only). */
  delivered: boolean | null;
}

interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The message as it will be sent: subject, branded HTML and plain text. */
function renderMail<Data>(env: Env, input: Omit<SendMailInput<Data>, 'to' | 'kind'>): RenderedMail {
  const context: MailContext = {
    landing: input.landing,
    language: input.language,
    origin: landingOrigin(env, input.landing),
    mainColor: brandColors({ landing: input.landing }).main,
  };
  const content = input.template.render(context, input.data);
  const subject = headerText(content.subject);
  return { subject, ...renderLayout(context, { ...content, subject }) };
}

export async function sendMail<Data>(
  deps: MailDeps,
  input: SendMailInput<Data>,
  db: DbOrTx = deps.database.db,
): Promise<SentMail> {
  const { env } = deps;
  const rendered = renderMail(env, input);
  const from = fromHeader(env, input.landing);
  const row = await recordMail(db, {
    landingId: input.landing.id,
    toAddress: input.to.trim().toLowerCase(),
    fromAddress: from.address,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    kind: input.kind ?? input.template.kind,
  });
  if (!env.SMTP_URL) return { id: row.id, subject: row.subject, delivered: null };

  try {
    await smtpTransport(env.SMTP_URL).sendMail({
      from,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: { 'X-Mail-Kind': row.kind },
    });
    await recordDelivery(db, row.id, { sentAt: deps.clock.now() });
    return { id: row.id, subject: row.subject, delivered: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The message id and kind identify it; neither the body nor the recipient go to the log.
    deps.logger.warn('mail: delivery failed', {
      mailId: row.id,
      kind: row.kind,
      landingId: input.landing.id,
      error: message.replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>').slice(0, 300),
      code: (error as { code?: unknown }).code,
    });
    await recordDelivery(db, row.id, { error: message.slice(0, 1000) }).catch(() => undefined);
    return { id: row.id, subject: row.subject, delivered: false };
  }
}
