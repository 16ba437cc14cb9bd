// AML retention (Polish AML act, art. 49(1): five years from the day the business relationship ended; decisions 0052
// and 0061): an
// investor's KYC questionnaires with their documents (files included), the offer log (the offers' status history),
// their tests and classification requests are deleted five years after the relationship ended (no open offer and no
// active investment left; counted from the last of: an investment's end, a step of an offer, a KYC change, a test),
// unless a coordinator has set a legal hold. A recurring job of the queue runs the scan (one copy claims it); what it
// deleted is logged as counts, never the data.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import {
  investorAssessments,
  investorClassifications,
  kycDocuments,
  kycRequests,
  legalHolds,
  offerEvents,
  offers,
  retentionDeletions,
  users,
} from '../db/schema';
import { describeError } from '../errors/describe-error';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors/http-error';
import type { JobHandler } from '../jobs/job-queue';
import type { Clock } from '../runtime-types';
import { endOfDayYearsAfter } from '../../lib/format/time-zone';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { callerNetworks } from '../advisors/advisor-access';

const RETENTION_YEARS = 5;
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

/**
 * The last instant of the AML retention (decision 0061). Art. 49(1) of the AML act, as in force since 31.10.2021
 * (Dz.U. 2023 poz. 1124), keeps the records "przez okres 5 lat, licząc od dnia zakończenia stosunków gospodarczych z
 * klientem": five years from the day the relationship ended, read in the landing's time zone, ending with the day of
 * the same date (civil code art. 112): a relationship that ended on 10.03.2025 is kept through 10.03.2030.
 */
export const retainUntil = (end: Date, zone: string) => endOfDayYearsAfter(end, RETENTION_YEARS, zone);

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

/** Deletes one investor's retained records in a transaction; answers the storage keys of the files to remove. */
async function deleteRecords(
  q: DbOrTx,
  landingId: string,
  investor: { id: string; email: string },
  relationshipEnd: Date,
  now: Date,
): Promise<{ deleted: boolean; keys: string[] }> {
  return q.transaction(async (tx) => {
    const mine = and(
      eq(kycRequests.landingId, landingId),
      or(eq(kycRequests.investorUserId, investor.id), eq(kycRequests.investorEmail, investor.email)),
    );
    const requests = await tx.select({ id: kycRequests.id }).from(kycRequests).where(mine);
    const ids = requests.map((r) => r.id);
    const files =
      ids.length > 0
        ? await tx
            .select({ key: kycDocuments.storageKey })
            .from(kycDocuments)
            .where(inArray(kycDocuments.requestId, ids))
        : [];
    // Documents, review events and the access log go with their questionnaire (on delete cascade).
    if (ids.length > 0) await tx.delete(kycRequests).where(inArray(kycRequests.id, ids));
    const events = await tx
      .delete(offerEvents)
      .where(
        inArray(
          offerEvents.offerId,
          tx
            .select({ id: offers.id })
            .from(offers)
            .where(and(eq(offers.investorUserId, investor.id), eq(offers.landingId, landingId))),
        ),
      )
      .returning({ id: offerEvents.id });
    const tests = await tx
      .delete(investorAssessments)
      .where(and(eq(investorAssessments.landingId, landingId), eq(investorAssessments.investorUserId, investor.id)))
      .returning({ id: investorAssessments.id });
    const requestsToBeSophisticated = await tx
      .delete(investorClassifications)
      .where(
        and(eq(investorClassifications.landingId, landingId), eq(investorClassifications.investorUserId, investor.id)),
      )
      .returning({ id: investorClassifications.id });
    const counts = {
      kycQuestionnaires: ids.length,
      kycDocuments: files.length,
      offerLogEntries: events.length,
      tests: tests.length,
      classificationRequests: requestsToBeSophisticated.length,
    };
    const deleted = Object.values(counts).some((n) => n > 0);
    if (deleted)
      await tx
        .insert(retentionDeletions)
        .values({ landingId, investorUserId: investor.id, at: now, relationshipEnd, counts });
    return { deleted, keys: files.map((f) => f.key) };
  });
}

/** One scan over every investor whose records are past retention; answers how many investors it deleted for. */
export async function runRetentionScan(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>,
): Promise<number> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  // Investors with something retained at all (a KYC questionnaire, an offer step, a test).
  const { rows } = await db.execute<{ id: string; email: string; landing_id: string }>(sql`
    select u.id, u.email, u.landing_id from users u
    where exists (select 1 from offers o where o.investor_user_id = u.id)
       or exists (select 1 from kyc_requests k
         where k.investor_user_id = u.id or (k.landing_id = u.landing_id and k.investor_email = u.email))
       or exists (select 1 from investor_assessments a where a.investor_user_id = u.id)`);
  let deleted = 0;
  const zones = new Map<string, string>();
  for (const row of rows) {
    const investor = { id: row.id, email: row.email };
    const relationship = await relationshipOf(db, row.landing_id, investor, today);
    if (relationship.ongoing || !relationship.end) continue;
    const zone = zones.get(row.landing_id) ?? (await landingTimeZone(db, row.landing_id));
    zones.set(row.landing_id, zone);
    if (retainUntil(relationship.end, zone).getTime() >= now.getTime()) continue;
    if (await activeHold(db, row.landing_id, row.id)) continue;
    const done = await deleteRecords(db, row.landing_id, investor, relationship.end, now);
    for (const key of done.keys)
      await deps.storage
        .remove(key)
        .catch((error: unknown) =>
          deps.logger.warn('retention: a file was not removed', { key, ...describeError(error) }),
        );
    if (done.deleted) deleted++;
  }
  return deleted;
}

export const retentionScanJob =
  (deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>): JobHandler =>
  async () => {
    const count = await runRetentionScan(deps);
    if (count > 0) deps.logger.info('retention: records deleted', { investors: count });
  };

export interface RetentionView {
  ongoing: boolean;
  relationshipEnd: string | null;
  retainUntil: string | null;
  hold: { reason: string; setAt: string; setBy: string | null } | null;
  deletions: Array<{ at: string; counts: Record<string, number> }>;
}

async function coordinatorInvestor(q: DbOrTx, caller: { userId: string; landingId: string }, investorId: string) {
  const { coordinates } = await callerNetworks(q, caller.landingId, caller.userId);
  if (coordinates.length === 0) throw new ForbiddenError('Only coordinators manage retention and legal holds');
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
  caller: { userId: string; landingId: string },
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
  return {
    ongoing: relationship.ongoing,
    relationshipEnd: relationship.ongoing ? null : (relationship.end?.toISOString() ?? null),
    retainUntil:
      relationship.ongoing || !relationship.end
        ? null
        : retainUntil(relationship.end, await landingTimeZone(q, caller.landingId)).toISOString(),
    hold: hold ? { reason: hold.reason, setAt: hold.setAt.toISOString(), setBy } : null,
    deletions: deletions.map((d) => ({ at: d.at.toISOString(), counts: d.counts })),
  };
}

export async function setLegalHold(
  q: DbOrTx,
  clock: Clock,
  caller: { userId: string; landingId: string },
  investorId: string,
  reason: string,
): Promise<RetentionView> {
  const investor = await coordinatorInvestor(q, caller, investorId);
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
  caller: { userId: string; landingId: string },
  investorId: string,
): Promise<RetentionView> {
  const investor = await coordinatorInvestor(q, caller, investorId);
  const hold = await activeHold(q, caller.landingId, investor.id);
  if (!hold) throw new ConflictError('errors.legalHoldNone');
  await q
    .update(legalHolds)
    .set({ releasedAt: clock.now(), releasedByUserId: caller.userId })
    .where(eq(legalHolds.id, hold.id));
  return retentionView(q, clock, caller, investor.id);
}
