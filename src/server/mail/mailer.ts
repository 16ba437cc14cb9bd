// sendMail: the one way the platform sends e-mail. Renders the template in the recipient's language inside the
// landing's branded layout, ALWAYS records the message in mail_outbox (the dev mailbox reads it), and delivers
// it over SMTP when SMTP_URL is set. A failed delivery is recorded and logged, never thrown: the request that
// triggered the message has done its part once the message is recorded.
// Delivery is a job of the queue (decision 0058): recorded with the message, claimed by this copy, which makes the
// first attempt at once (another copy takes it over after the lease if this one dies). A temporary refusal (4xx,
// no connection) leaves the job to any copy's runner after a growing delay; a permanent one (5xx) or the last
// retry marks the message failed (`admin mail failed`).
// A message already sent is never sent again.
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import type { Database, DbOrTx } from '../db/client';
import type { Env } from '../env';
import type { Clock, Logger } from '../runtime-types';
import { fromHeader, headerText } from './from-address';
import { brandColors, renderLayout } from './layout';
import type { MailContext, MailTemplate } from './mail-template';
import { recordDelivery, recordMail } from './outbox';
import { isFinalFailure, PermanentJobError, type JobHandler, type JobQueue } from '../jobs/job-queue';
import { mailOutbox, type MailRow } from '../db/schema';
import { eq } from 'drizzle-orm';
import { describeError } from '../errors/describe-error';
import type { Metrics } from '../metrics/metrics';
import { landingOrigin } from './public-url';
import { smtpTransport } from './transport';

export interface MailDeps {
  database: Database;
  /** The job queue: deliveries that fail for now are retried through it. */
  jobs: JobQueue;
  env: Env;
  clock: Clock;
  logger: Logger;
  metrics?: Metrics;
}

/** The queue of deliveries. */
export const MAIL_QUEUE = 'mail.deliver';

/** A refusal the mail server gives for good (5xx) is not retried. */
function classified(error: unknown): Error {
  const code = Number((error as { responseCode?: unknown }).responseCode);
  const message = error instanceof Error ? error.message : String(error);
  return code >= 500 && code < 600
    ? new PermanentJobError(message)
    : error instanceof Error
      ? error
      : new Error(message);
}

/** One SMTP attempt of a recorded message; records the outcome on its row; throws the classified failure. */
async function attemptDelivery(deps: MailDeps, db: DbOrTx, row: MailRow, fromName: string | null): Promise<void> {
  try {
    await smtpTransport(deps.env.SMTP_URL!).sendMail({
      from: fromName ? { name: fromName, address: row.fromAddress } : row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: { 'X-Mail-Kind': row.kind },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The message id and kind identify it; neither the body nor the recipient go to the log.
    deps.logger.warn('mail: delivery failed', {
      mailId: row.id,
      kind: row.kind,
      landingId: row.landingId,
      error: message.replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>').slice(0, 300),
      code: (error as { code?: unknown }).code,
    });
    await recordDelivery(db, row.id, { error: message.slice(0, 1000) }).catch(() => undefined);
    throw classified(error);
  }
  // Accepted by the mail server: sent, whatever happens to the bookkeeping (a failure here must not send it again).
  deps.metrics?.mailDelivered('sent');
  await recordDelivery(db, row.id, { sentAt: deps.clock.now() }).catch((error: unknown) =>
    deps.logger.error('mail: sent but not recorded as sent', { mailId: row.id, ...describeError(error) }),
  );
}

/** Marks a message given up (after a permanent refusal or the last retry). */
async function markFailed(deps: MailDeps, db: DbOrTx, id: string) {
  await db.update(mailOutbox).set({ failedAt: deps.clock.now() }).where(eq(mailOutbox.id, id));
  deps.metrics?.mailDelivered('failed');
}

/** The job that retries a delivery on any copy; a message already sent is left alone. */
export function mailDeliveryJob(deps: MailDeps): JobHandler {
  return async (payload, job) => {
    const [row] = await deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, String(payload.mailId)));
    if (!row || row.sentAt || row.failedAt) return;
    try {
      await attemptDelivery(
        deps,
        deps.database.db,
        row,
        typeof payload.fromName === 'string' ? payload.fromName : null,
      );
    } catch (error) {
      if (isFinalFailure(job, error)) await markFailed(deps, deps.database.db, row.id);
      throw error;
    }
  };
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
    createdAt: deps.clock.now(),
  });
  if (!env.SMTP_URL) return { id: row.id, subject: row.subject, delivered: null };

  const job = await deps.jobs.claim(db, { queue: MAIL_QUEUE, payload: { mailId: row.id, fromName: from.name } });
  let failure: unknown;
  try {
    await attemptDelivery(deps, db, row, from.name);
  } catch (error) {
    failure = error ?? new Error('delivery failed');
  }
  // The job's outcome: a database failure here leaves the job to its lease, never fails the caller.
  try {
    const outcome = await deps.jobs.settleClaimed(db, job, failure);
    if (outcome === 'failed') await markFailed(deps, db, row.id);
  } catch (error) {
    deps.logger.error('mail: delivery outcome not recorded', { mailId: row.id, ...describeError(error) });
  }
  return { id: row.id, subject: row.subject, delivered: failure === undefined };
}
