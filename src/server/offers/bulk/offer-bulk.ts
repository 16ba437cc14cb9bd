// Bulk actions on offers (POST /api/advisor/investor/offers/bulk, issue 19, decision 0044): which offers an action
// takes (ids, or every offer the list shows with the given filters: at most BULK_LIMIT either way), then the
// action on each in its own transaction with the rules of the single action, a refusal of one offer being its
// result rather than the request's failure. One audit event records the whole action beside each offer's history.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { BULK_LIMIT, type BulkRequest, type BulkResult } from '../../../lib/contracts/offer-bulk';
import { V } from '../../../lib/validation/keys';
import type { AppDeps } from '../../app/app-env';
import { callerNetworks } from '../../advisors/advisor-access';
import { actedBy, recordAudit } from '../../auth/audit';
import { kycRequests, users } from '../../db/schema';
import { ConflictError, ForbiddenError, HttpError } from '../../errors/http-error';
import { ValidationError } from '../../errors/validation-error';
import { sendKycInvitation } from '../../kyc/kyc-invitation';
import { bracketFilterQuery } from '../../lists/bracket-query';
import { bulkChoice } from '../../lists/bulk-choice';
import { accessOffer, type OfferCaller } from '../list/offer-access';
import { parseOfferFilters } from '../list/offer-list-query';
import { changeStatusAsAdvisor } from '../list/offer-owner';
import { changeOwners } from './bulk-owner';
import { whereOf, type OfferVisibility } from '../list/offer-sql';
import { moveDetails } from '../lost-reasons';
import { sendReminder } from '../reminders/offer-reminders';

const violation = (propertyPath: string, message: string) =>
  new ValidationError([{ propertyPath, title: message, message }]);

/** What the caller may see: own offers and, for coordinators, their networks' (the `filter` scope's rule). */
export async function bulkVisibility(
  deps: Pick<AppDeps, 'database'>,
  caller: OfferCaller,
  scope: OfferVisibility['scope'],
): Promise<OfferVisibility> {
  const { coordinates } = await callerNetworks(deps.database.db, caller.landingId, caller.userId);
  if (scope === 'network' && coordinates.length === 0)
    throw new ForbiddenError('Only coordinators see the offers of their networks');
  return { landingId: caller.landingId, scope, userId: caller.userId, coordinates };
}

/**
 * The offers an action takes, in the order given (ids, duplicates dropped) or the list's default order (filter).
 * Exactly one of offerIds and filter; more than BULK_LIMIT is refused before anything is done.
 */
export async function bulkTargets(
  deps: Pick<AppDeps, 'database'>,
  caller: OfferCaller,
  request: Pick<BulkRequest, 'offerIds' | 'filter'>,
): Promise<string[]> {
  return bulkChoice(
    { ids: request.offerIds, filter: request.filter },
    { idsPath: 'offerIds', noun: 'offers', limit: BULK_LIMIT },
    async (filter, take) => {
      const { filters } = parseOfferFilters(bracketFilterQuery(filter.filters));
      const visibility = await bulkVisibility(deps, caller, filter.scope);
      const { rows } = await deps.database.db.execute<{ id: string }>(sql`
        select o.id from offers o where ${whereOf(visibility, filters)}
        order by o.status_changed_at desc, o.id desc limit ${take}`);
      return rows.map((r) => r.id);
    },
  );
}

/** One offer's outcome: done, or refused with the code and label the single action would have answered. */
async function outcome(offerId: string, work: () => Promise<unknown>): Promise<BulkResult> {
  try {
    await work();
    return { offerId, outcome: 'done' };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return { offerId, outcome: 'refused', code: error.code, label: error.label };
  }
}

/** The per-offer work of lost, remind and kyc-invite, checked as a whole first (the reason). */
async function actionOf(
  deps: AppDeps,
  caller: OfferCaller,
  request: BulkRequest,
): Promise<(offerId: string) => Promise<unknown>> {
  const db = deps.database.db;
  switch (request.action) {
    case 'lost': {
      // The reason is the landing's for every offer: a wrong one is the request's fault, refused before any change.
      await moveDetails(db, caller.landingId, { status: 'rejected', reason: request.reason, note: request.note });
      const change = { status: 'rejected' as const, reason: request.reason, note: request.note };
      return (id) => changeStatusAsAdvisor(db, caller, id, change, deps.clock, deps.jobs);
    }
    case 'kyc-invite': {
      // One questionnaire per investor, however many of their offers are chosen.
      const sent = new Set<string>();
      return async (id) => {
        const { offer } = await accessOffer(db, caller, id, { forAction: true });
        if (sent.has(offer.investorUserId)) return;
        const [investor] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, offer.investorUserId));
        // A questionnaire still open for the investor, or sent and waiting for its review: a second one would only
        // duplicate it in the queue.
        const [open] = await db
          .select({ id: kycRequests.id })
          .from(kycRequests)
          .where(
            and(
              eq(kycRequests.landingId, caller.landingId),
              eq(kycRequests.investorEmail, investor!.email),
              or(
                and(
                  inArray(kycRequests.status, ['sent', 'opened', 'in-progress', 'returned']),
                  gt(kycRequests.expiresAt, deps.clock.now()),
                ),
                and(eq(kycRequests.status, 'submitted'), inArray(kycRequests.review, ['pending', 'proposed'])),
              ),
            ),
          )
          .limit(1);
        if (open) throw new ConflictError('offers.bulk.refused.kycOpen');
        await sendKycInvitation(deps, caller, { investorEmail: investor!.email, message: '' });
        sent.add(offer.investorUserId);
      };
    }
    case 'remind':
      // The offer's step, the landing's limits and "never twice" are sendReminder's, under the offer's lock.
      return async (id) => {
        const { offer } = await accessOffer(db, caller, id, { forAction: true });
        await sendReminder(deps, offer.id, { userId: caller.userId, impersonatorUserId: caller.impersonatorUserId });
      };
    default:
      throw new Error(`${request.action} is not a per-offer action`);
  }
}

/**
 * Runs owner (set-based, bulk-owner.ts), lost or kyc-invite (offer by offer) on the chosen offers, and records the
 * action in the audit log.
 */
export async function runBulk(deps: AppDeps, caller: OfferCaller, request: BulkRequest): Promise<BulkResult[]> {
  let results: BulkResult[] = [];
  if (request.action === 'owner') {
    if (!request.ownerId) throw violation('ownerId', V.required);
    const ids = await bulkTargets(deps, caller, request);
    results = await changeOwners(deps.database.db, caller, ids, request.ownerId, deps.clock);
  } else {
    const work = await actionOf(deps, caller, request);
    const ids = await bulkTargets(deps, caller, request);
    for (const id of ids) results.push(await outcome(id, () => work(id)));
  }
  const actor = actedBy(caller);
  await recordAudit(deps.database.db, deps.clock, {
    action: 'offers-bulk',
    landingId: caller.landingId,
    actorUserId: actor.actorUserId,
    details: {
      ...actor.details,
      bulkAction: request.action,
      done: results.filter((r) => r.outcome === 'done').length,
      refused: results.filter((r) => r.outcome === 'refused').length,
      ...(request.ownerId ? { ownerId: request.ownerId } : {}),
      ...(request.reason ? { reason: request.reason } : {}),
    },
  });
  return results;
}
