// Retention (decisions 0052, 0061 and 0065): when an investor's relationship has ended (no open offer and no active
// investment left; counted from the last of: an investment's end, a step of an offer, a KYC change, a test), their
// records go class by class as each period ends (retention-periods.ts): the AML records (KYC questionnaires with their
// files, tests, classification requests) after the AML day, the account with its offers after the last day the law
// keeps any of it; complaints, the sign-in log and the outbox by their own age (retention-sweeps.ts). A coordinator's
// legal hold stops all of it for the investor. A recurring job of the queue runs the scan (one copy claims it); what
// it deleted is logged as counts, never the data.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { legalHolds, retentionDeletions, users } from '../db/schema';
import { describeError } from '../errors/describe-error';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors/http-error';
import type { JobHandler } from '../jobs/job-queue';
import type { Clock } from '../runtime-types';
import type { RetentionView } from '../../lib/contracts/retention';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { deleteAccount, deleteAmlRecords } from './retention-deletes';
import { paymentRecordsIn, theirOffers } from '../privacy/erasure-steps';
import { accountRetainUntil, retainUntil } from './retention-periods';
import { sweepComplaints, sweepLogs, ZoneCache } from './retention-sweeps';
import { callerNetworks } from '../advisors/advisor-access';
import { actsAsCompliance, type ComplianceCaller } from '../compliance/compliance-access';

export const RETENTION_QUEUE = 'retention.scan';
export const RETENTION_SCAN_EVERY_MS = 24 * 60 * 60_000;

/**
 * The relationship's state for one investor: whether it goes on, and when it ended (null: nothing on record). Also
 * the GDPR erasure's answer counts the retention from it (privacy/erasure.ts).
 */
export async function relationshipOf(
  q: DbOrTx,
  landingId: string,
  investor: { id: string; email: string },
  today: string,
): Promise<{ ongoing: boolean; end: Date | null }> {
  const { rows } = await q.execute<{ ongoing: boolean; last: string | null }>(sql`
    select
      exists (select 1 from offers o where o.investor_user_id = ${investor.id}::uuid and o.landing_id = ${landingId}::uuid
        and (o.status in ('invited', 'viewed', 'interested', 'accepted')
          or (o.status = 'active' and (o.end_date is null or o.end_date >= ${today}::date)))) as ongoing,
      greatest(
        -- An end date is a day: noon UTC of it is the same day in every landing's zone (retainUntil reads the day).
        (select (max(o.end_date) + time '12:00')::timestamptz from offers o
          where o.investor_user_id = ${investor.id}::uuid and o.landing_id = ${landingId}::uuid and o.status = 'active'),
        (select max(e.at) from offer_events e join offers o on o.id = e.offer_id
          where o.investor_user_id = ${investor.id}::uuid and o.landing_id = ${landingId}::uuid),
        (select max(k.updated_at) from kyc_requests k where k.landing_id = ${landingId}::uuid
          and (k.investor_user_id = ${investor.id}::uuid or k.investor_email = ${investor.email})),
        (select max(a.taken_at) from investor_assessments a
          where a.landing_id = ${landingId}::uuid and a.investor_user_id = ${investor.id}::uuid)
      )::text as last`);
  const row = rows[0];
  return { ongoing: Boolean(row?.ongoing), end: row?.last ? new Date(row.last) : null };
}

async function activeHold(q: DbOrTx, landingId: string, investorId: string) {
  const [hold] = await q
    .select()
    .from(legalHolds)
    .where(
      and(
        eq(legalHolds.landingId, landingId),
        eq(legalHolds.investorUserId, investorId),
        isNull(legalHolds.releasedAt),
      ),
    )
    .limit(1);
  return hold ?? null;
}

/** Whether the investor's offers hold payment records: the erasure answer's own test (paymentRecordsIn). */
async function hasPayments(q: DbOrTx, landingId: string, investor: { id: string; email: string }): Promise<boolean> {
  const { rows } = await q.execute<{ payments: boolean | string }>(
    sql`select ${paymentRecordsIn(theirOffers({ ...investor, landingId }))} as payments`,
  );
  return rows[0]?.payments === true || rows[0]?.payments === 't';
}

/**
 * One investor's records past their periods, deleted in a transaction with an audit line of counts; answers whether
 * anything went and the storage keys of the files to remove after the commit.
 */
async function deleteRecords(
  q: DbOrTx,
  landingId: string,
  investor: { id: string; email: string },
  relationshipEnd: Date,
  now: Date,
  wholeAccount: boolean,
): Promise<{ deleted: boolean; keys: string[] }> {
  return q.transaction(async (tx) => {
    const aml = await deleteAmlRecords(tx, landingId, investor);
    const account = wholeAccount ? await deleteAccount(tx, landingId, investor) : { counts: {}, keys: [] };
    const counts: Record<string, number> = { ...aml.counts, ...account.counts };
    const deleted = Object.values(counts).some((n) => n > 0);
    if (deleted)
      await tx.insert(retentionDeletions).values({
        landingId,
        investorUserId: wholeAccount && counts.account === 1 ? null : investor.id,
        at: now,
        relationshipEnd,
        counts,
      });
    return { deleted, keys: [...aml.keys, ...account.keys] };
  });
}

/**
 * One scan (decisions 0052, 0061, 0065): every investor whose relationship ended loses the AML records after its AML
 * day and the account after its last day (retention-periods.ts), unless a legal hold stands; then the complaints, the
 * sign-in log and the outbox past their own periods (retention-sweeps.ts). Answers how many investors it deleted for.
 */
export async function runRetentionScan(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>,
): Promise<number> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  // Investors with something retained at all (an offer, a KYC questionnaire, a test).
  const { rows } = await db.execute<{ id: string; email: string; landing_id: string }>(sql`
    select u.id, u.email, u.landing_id from users u
    where exists (select 1 from offers o where o.investor_user_id = u.id)
       or exists (select 1 from kyc_requests k
         where k.investor_user_id = u.id or (k.landing_id = u.landing_id and k.investor_email = u.email))
       or exists (select 1 from investor_assessments a where a.investor_user_id = u.id)`);
  let deleted = 0;
  const zones = new ZoneCache(db);
  const removeFiles = async (keys: string[]) => {
    for (const key of keys)
      await deps.storage
        .remove(key)
        .catch((error: unknown) =>
          deps.logger.warn('retention: a file was not removed', { key, ...describeError(error) }),
        );
  };
  for (const row of rows) {
    const investor = { id: row.id, email: row.email };
    const relationship = await relationshipOf(db, row.landing_id, investor, today);
    if (relationship.ongoing || !relationship.end) continue;
    const zone = await zones.of(row.landing_id);
    if (retainUntil(relationship.end, zone).getTime() >= now.getTime()) continue;
    if (await activeHold(db, row.landing_id, row.id)) continue;
    const payments = await hasPayments(db, row.landing_id, investor);
    const whole = accountRetainUntil(relationship.end, zone, payments).getTime() < now.getTime();
    const done = await deleteRecords(db, row.landing_id, investor, relationship.end, now, whole);
    await removeFiles(done.keys);
    if (done.deleted) deleted++;
  }
  await removeFiles(await sweepComplaints(db, now, zones));
  await sweepLogs(db, now);
  return deleted;
}

export const retentionScanJob =
  (deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>): JobHandler =>
  async () => {
    const count = await runRetentionScan(deps);
    if (count > 0) deps.logger.info('retention: records deleted', { investors: count });
  };

/** A legal hold set from the compliance desk by the investor's e-mail (404 when no user of the landing has it). */
export async function setLegalHoldByEmail(
  q: DbOrTx,
  clock: Clock,
  caller: HoldCaller,
  email: string,
  reason: string,
): Promise<RetentionView> {
  if (!(await actsAsCompliance(q, caller)))
    throw new ForbiddenError('Only compliance officers set and release legal holds');
  const [investor] = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.landingId, caller.landingId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`));
  if (!investor) throw new NotFoundError('Investor not found');
  return setLegalHold(q, clock, caller, investor.id, reason);
}

/**
 * Who sees an investor's retention: coordinators and compliance officers (decision 0066); who sets and releases a
 * legal hold: compliance officers alone (issue 35 item 7; decision 0066, amended).
 */
type HoldCaller = ComplianceCaller;

async function coordinatorInvestor(q: DbOrTx, caller: HoldCaller, investorId: string) {
  const { coordinates } = await callerNetworks(q, caller.landingId, caller.userId);
  if (coordinates.length === 0 && !(await actsAsCompliance(q, caller)))
    throw new ForbiddenError('Only coordinators and compliance officers see retention and legal holds');
  return investorOfLanding(q, caller.landingId, investorId);
}

async function officerInvestor(q: DbOrTx, caller: HoldCaller, investorId: string) {
  if (!(await actsAsCompliance(q, caller)))
    throw new ForbiddenError('Only compliance officers set and release legal holds');
  return investorOfLanding(q, caller.landingId, investorId);
}

/** A user of the landing by id (404 for a malformed id or another landing's user). */
export async function investorOfLanding(q: DbOrTx, landingId: string, investorId: string) {
  const id = investorId.toLowerCase();
  const [investor] = /^[0-9a-f-]{36}$/.test(id)
    ? await q
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.id, id), eq(users.landingId, landingId)))
    : [];
  if (!investor) throw new NotFoundError('Investor not found');
  return investor;
}

export async function retentionView(
  q: DbOrTx,
  clock: Clock,
  caller: HoldCaller,
  investorId: string,
): Promise<RetentionView> {
  const investor = await coordinatorInvestor(q, caller, investorId);
  const relationship = await relationshipOf(q, caller.landingId, investor, clock.now().toISOString().slice(0, 10));
  const hold = await activeHold(q, caller.landingId, investor.id);
  let setBy: string | null = null;
  if (hold?.setByUserId) {
    const [person] = await q.select().from(users).where(eq(users.id, hold.setByUserId));
    setBy = person ? [person.firstName, person.surname].filter(Boolean).join(' ') || person.email : null;
  }
  const deletions = await q
    .select()
    .from(retentionDeletions)
    .where(and(eq(retentionDeletions.landingId, caller.landingId), eq(retentionDeletions.investorUserId, investor.id)));
  const end = relationship.ongoing ? null : relationship.end;
  const zone = end ? await landingTimeZone(q, caller.landingId) : 'UTC';
  return {
    ongoing: relationship.ongoing,
    relationshipEnd: end?.toISOString() ?? null,
    retainUntil: end ? retainUntil(end, zone).toISOString() : null,
    accountUntil: end
      ? accountRetainUntil(end, zone, await hasPayments(q, caller.landingId, investor)).toISOString()
      : null,
    hold: hold ? { reason: hold.reason, setAt: hold.setAt.toISOString(), setBy } : null,
    canManageHold: await actsAsCompliance(q, caller),
    deletions: deletions.map((d) => ({ at: d.at.toISOString(), counts: d.counts })),
  };
}

export async function setLegalHold(
  q: DbOrTx,
  clock: Clock,
  caller: HoldCaller,
  investorId: string,
  reason: string,
): Promise<RetentionView> {
  const investor = await officerInvestor(q, caller, investorId);
  if (await activeHold(q, caller.landingId, investor.id)) throw new ConflictError('errors.legalHoldActive');
  await q.insert(legalHolds).values({
    landingId: caller.landingId,
    investorUserId: investor.id,
    reason,
    setByUserId: caller.userId,
    setAt: clock.now(),
  });
  return retentionView(q, clock, caller, investor.id);
}

export async function releaseLegalHold(
  q: DbOrTx,
  clock: Clock,
  caller: HoldCaller,
  investorId: string,
): Promise<RetentionView> {
  const investor = await officerInvestor(q, caller, investorId);
  const hold = await activeHold(q, caller.landingId, investor.id);
  if (!hold) throw new ConflictError('errors.legalHoldNone');
  await q
    .update(legalHolds)
    .set({ releasedAt: clock.now(), releasedByUserId: caller.userId })
    .where(eq(legalHolds.id, hold.id));
  return retentionView(q, clock, caller, investor.id);
}
