// The mail_outbox table: every message is recorded here before any delivery, and the mailbox page reads it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox, type MailRow } from '../db/schema';
import { isUuid } from '../../lib/validation/patterns';

export type NewMail = Pick<
  MailRow,
  'landingId' | 'toAddress' | 'fromAddress' | 'subject' | 'text' | 'html' | 'kind' | 'createdAt'
>;

export async function recordMail(db: DbOrTx, mail: NewMail): Promise<MailRow> {
  const [row] = await db.insert(mailOutbox).values(mail).returning();
  return row!;
}

/** A delivery attempt's outcome: sentAt on success, the error text (never the body) on failure. */
export async function recordDelivery(db: DbOrTx, id: string, outcome: { sentAt: Date } | { error: string }) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      ...('sentAt' in outcome ? { sentAt: outcome.sentAt, error: null } : { error: outcome.error }),
    })
    .where(eq(mailOutbox.id, id));
}

export interface MailListItem {
  id: string;
  toAddress: string;
  subject: string;
  kind: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

/** The newest messages of one landing, optionally only those to one address (lower-cased match). */
export async function listMail(
  db: DbOrTx,
  options: { landingId: string; to?: string | undefined; limit?: number },
): Promise<MailListItem[]> {
  const to = options.to?.trim().toLowerCase();
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.landingId, options.landingId), to ? eq(mailOutbox.toAddress, to) : undefined))
    .orderBy(desc(mailOutbox.seq))
    .limit(options.limit ?? 200);
}

/** One message, only when it belongs to the landing (another landing's id reads as missing). */
export async function findMail(db: DbOrTx, options: { landingId: string; id: string }): Promise<MailRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, options.id.toLowerCase()), eq(mailOutbox.landingId, options.landingId)));
  return row;
}
