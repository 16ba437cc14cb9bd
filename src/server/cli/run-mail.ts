// `mail failed [--limit N] [--json]`: the e-mails the platform gave up on (refused for good by the mail server, or
// out of retries), newest first, with the server's last answer, for an operator to act on.
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { landings, mailOutbox } from '../db/schema';
import type { MailCommand } from './mail-args';
import type { CliIo } from './run-cli';
import { EXIT_OK } from './usage-error';

export async function runMailCommand(command: MailCommand, deps: { database: Database; io: CliIo }): Promise<number> {
  const rows = await deps.database.db
    .select({
      id: mailOutbox.id,
      landing: landings.slug,
      to: mailOutbox.toAddress,
      kind: mailOutbox.kind,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .leftJoin(landings, eq(landings.id, mailOutbox.landingId))
    .where(isNotNull(mailOutbox.failedAt))
    .orderBy(desc(mailOutbox.failedAt))
    .limit(command.limit);
  if (command.json) {
    deps.io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
    return EXIT_OK;
  }
  if (rows.length === 0) {
    deps.io.stdout('No failed e-mails.\n');
    return EXIT_OK;
  }
  const lines = rows.map((r) => {
    const answer = (r.error ?? '').replace(/\s+/g, ' ').slice(0, 200);
    return `${r.failedAt!.toISOString()}  ${r.landing ?? '-'}  ${r.kind}  ${r.to}  attempts ${r.attempts}\n    ${r.id}  ${answer}`;
  });
  deps.io.stdout(`${rows.length} failed e-mail(s), newest first:\n${lines.join('\n')}\n`);
  return EXIT_OK;
}
