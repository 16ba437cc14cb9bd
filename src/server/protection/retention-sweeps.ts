// The retention scan's sweeps by age (decision 0065): complaints after the end of the sixth year from their answer
// (civil code art. 118), the sign-in log and the outbox's copies of e-mails 12 months after each entry. A legal hold on
// an investor keeps theirs. Each landing's sweep leaves an audit line of counts (retention_deletions, no investor).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { retentionDeletions } from '../db/schema';
import { SIGN_IN_LOG_ACTIONS } from '../auth/audit';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { complaintRetainUntil, logCutoff } from './retention-periods';

/** The landings' time zones, each read once per scan. */
export class ZoneCache {
  readonly #zones = new Map<string, string>();
  constructor(private readonly q: DbOrTx) {}
  async of(landingId: string): Promise<string> {
    let zone = this.#zones.get(landingId);
    if (!zone) {
      zone = await landingTimeZone(this.q, landingId);
      this.#zones.set(landingId, zone);
    }
    return zone;
  }
}

/** The sign-in log's actions as a parenthesised SQL list. */
export const signInActions = () =>
  sql`(${sql.join(
    SIGN_IN_LOG_ACTIONS.map((a) => sql`${a}`),
    sql`, `,
  )})`;

/** Investors under an active legal hold, as a condition on a column holding a user's id. */
const notHeld = (column: ReturnType<typeof sql>) =>
  sql`(${column} is null or not exists (select 1 from legal_holds h
    where h.investor_user_id = ${column} and h.released_at is null))`;

async function auditLine(q: DbOrTx, landingId: string, now: Date, counts: Record<string, number>) {
  await q
    .insert(retentionDeletions)
    .values({ landingId, investorUserId: null, at: now, relationshipEnd: null, counts });
}

/** Complaints past their period, deleted with their steps; answers their attachments' storage keys. */
export async function sweepComplaints(q: DbOrTx, now: Date, zones: ZoneCache): Promise<string[]> {
  // Only complaints older than five years can be due (six years, to the end of a year), so the scan reads few rows.
  const { rows } = await q.execute<{ id: string; landing_id: string; last: string; key: string | null }>(sql`
    select c.id, c.landing_id, coalesce(c.answered_at, c.received_at)::text as last, c.attachment_key as key
    from complaints c
    where coalesce(c.answered_at, c.received_at) < ${new Date(now.getTime() - 5 * 365 * 86_400_000).toISOString()}::timestamptz
      and ${notHeld(sql`c.investor_user_id`)}`);
  const due = new Map<string, typeof rows>();
  for (const row of rows) {
    if (complaintRetainUntil(new Date(row.last), await zones.of(row.landing_id)).getTime() >= now.getTime()) continue;
    due.set(row.landing_id, [...(due.get(row.landing_id) ?? []), row]);
  }
  const keys: string[] = [];
  for (const [landingId, complaints] of due)
    await q.transaction(async (tx) => {
      const ids = complaints.map((c) => c.id);
      await tx.execute(
        sql`delete from complaints where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      await auditLine(tx, landingId, now, { complaints: ids.length });
      keys.push(...complaints.flatMap((c) => (c.key ? [c.key] : [])));
    });
  return keys;
}

/** The sign-in log's entries and the outbox's mails older than 12 months, except a held investor's. */
export async function sweepLogs(q: DbOrTx, now: Date): Promise<void> {
  const cutoff = logCutoff(now);
  await q.transaction(async (tx) => {
    const { rows: entries } = await tx.execute<{ landing_id: string | null }>(sql`
      delete from audit_events where action in ${signInActions()} and at < ${cutoff.toISOString()}::timestamptz
        and ${notHeld(sql`subject_user_id`)}
      returning landing_id`);
    const { rows: mails } = await tx.execute<{ landing_id: string | null }>(sql`
      delete from mail_outbox m where m.created_at < ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from legal_holds h join users u on u.id = h.investor_user_id
          where h.released_at is null and u.email = m.to_address and u.landing_id = m.landing_id)
      returning landing_id`);
    const counts = new Map<string, { signInLogEntries: number; mails: number }>();
    const add = (landingId: string | null, key: 'signInLogEntries' | 'mails') => {
      // Entries of no landing (the operator's CLI) are deleted without a landing's line.
      if (!landingId) return;
      const c = counts.get(landingId) ?? { signInLogEntries: 0, mails: 0 };
      c[key]++;
      counts.set(landingId, c);
    };
    for (const e of entries) add(e.landing_id, 'signInLogEntries');
    for (const m of mails) add(m.landing_id, 'mails');
    for (const [landingId, c] of counts) await auditLine(tx, landingId, now, c);
  });
}
