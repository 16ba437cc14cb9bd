// Reading e-mails the way a recipient would: from the outbox (mail_outbox), after the work that runs after
// responses has finished.
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, type MailRow } from '../../src/server/db/schema';
import { settleAfterResponseWork } from '../../src/server/background';
import type { TestApp } from './test-app';

/** Every message to `to`, newest first. */
export async function mailsTo(t: TestApp, to: string, kind?: string): Promise<MailRow[]> {
  await settleAfterResponseWork();
  return t.runtime.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to.toLowerCase()), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(desc(mailOutbox.seq));
}

/** The newest message to `to` (of `kind`); fails the test when there is none. */
export async function latestMail(t: TestApp, to: string, kind?: string): Promise<MailRow> {
  const [mail] = await mailsTo(t, to, kind);
  if (!mail) throw new Error(`no e-mail to ${to}${kind ? ` of kind ${kind}` : ''}`);
  return mail;
}

/** The first link of the plain-text body starting with `prefix` (e.g. 'http://localhost:4321/auth/reset-password/'). */
export function linkIn(mail: Pick<MailRow, 'text'>, contains: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(contains));
  if (!link) throw new Error(`no link containing ${contains} in:\n${mail.text}`);
  return link;
}

/** The typed sign-in code of an investor e-mail ("ABCD-EFGH"). */
export function codeIn(mail: Pick<MailRow, 'text'>): string {
  const code = /^([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no sign-in code in:\n${mail.text}`);
  return code;
}
