// The review of submitted KYC questionnaires (issue 19, docs/decisions/0048-kyc-review.md):
// PATCH /api/advisor/kyc/investor-request/{id}/review. A decision is taken only on a questionnaire waiting in the
// queue (review pending, or proposed for a flagged one); the state changes under a condition on the state read,
// so two reviewers acting at once give one decision and one 409. Each decision is a kyc_review_events row (the
// history and the timeline), an audit event with the acting person, and for a final one the kyc.reviewed webhook.
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KycFormData, KycReviewItem, KycReviewState } from '../../lib/contracts/kyc';
import type { KycReviewEvent } from '../../lib/contracts/kyc-views';
import { kycRiskFlags, needsFourEyes, type KycReviewInput } from '../../lib/contracts/kyc-review';
import type { AppDeps, AuthContext } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { hashToken, randomToken } from '../auth/tokens';
import { actsAsCompliance } from '../compliance/compliance-access';
import type { DbOrTx } from '../db/client';
import { kycRequests, kycReviewEvents, users, type KycRequestRow } from '../db/schema';
import { ConflictError, ForbiddenError } from '../errors/http-error';
import { emitWebhookEvent } from '../webhooks/emit-event';
import { KYC_REQUEST_TTL_DAYS, mailKycMoreInformation } from './kyc-invitation';
import { openKycValue, sealKycValue } from './kyc-sealing';

type Caller = Pick<AuthContext, 'userId' | 'landingId' | 'impersonatorUserId' | 'contextType'>;

/** The flags of a request's answers, kept on the row when missing (questionnaires submitted before flags were). */
export async function riskFlagsOf(deps: Pick<AppDeps, 'database' | 'env'>, request: KycRequestRow) {
  if (request.riskFlags) return request.riskFlags;
  if (!request.answersSealed) return null;
  const flags = kycRiskFlags(openKycValue<KycFormData>(deps, request.id, request.answersSealed));
  await deps.database.db.update(kycRequests).set({ riskFlags: flags }).where(eq(kycRequests.id, request.id));
  return flags;
}

interface Outcome {
  state: KycReviewState;
  event: KycReviewEvent['kind'];
}

/**
 * What an approval becomes: final, or for a case flagged PEP or sanctions a proposal (by the case's advisor or a
 * coordinator of their network) waiting for the second pair of eyes: a compliance officer with two-factor on, who is
 * neither its proposer nor the case's advisor (decision 0066).
 */
async function approvalOutcome(
  deps: Pick<AppDeps, 'database'>,
  request: KycRequestRow,
  flags: readonly string[],
  caller: Caller,
): Promise<Outcome> {
  const person = caller.impersonatorUserId ?? caller.userId;
  if (!needsFourEyes(flags)) return { state: 'approved', event: 'approved' };
  if (request.review === 'pending') return { state: 'proposed', event: 'proposed' };
  if (request.proposedByUserId === person) throw new ConflictError('kyc.errors.fourEyesSamePerson');
  if (person === request.advisorUserId || !(await actsAsCompliance(deps.database.db, caller)))
    throw new ForbiddenError('kyc.errors.complianceApproval');
  return { state: 'approved', event: 'approved' };
}

/**
 * Takes a decision on request `request` (already checked visible to the caller). Returns nothing: the caller
 * answers with the detail as it now is.
 */
export async function reviewKycRequest(
  deps: AppDeps,
  caller: Caller,
  request: KycRequestRow,
  input: KycReviewInput,
): Promise<void> {
  if (request.status !== 'submitted' || (request.review !== 'pending' && request.review !== 'proposed'))
    throw new ConflictError('kyc.errors.notInReview');
  const person = caller.impersonatorUserId ?? caller.userId;
  const flags = (await riskFlagsOf(deps, request)) ?? [];
  const outcome: Outcome =
    input.decision === 'approved'
      ? await approvalOutcome(deps, request, flags, caller)
      : { state: input.decision, event: input.decision };
  const items: KycReviewItem[] = input.decision === 'more-information' ? [...new Set(input.items ?? [])] : [];
  const reason = input.reason || null;
  const now = deps.clock.now();
  const token = outcome.state === 'more-information' ? randomToken(32) : null;

  await deps.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(kycRequests)
      .set({
        review: outcome.state,
        reviewedAt: now,
        reviewedByUserId: person,
        updatedAt: now,
        proposedByUserId: outcome.state === 'proposed' ? person : request.proposedByUserId,
        ...(outcome.state === 'more-information'
          ? {
              status: 'returned' as const,
              reviewItems: items,
              reviewReason: reason,
              tokenHash: hashToken(token!),
              expiresAt: new Date(now.getTime() + KYC_REQUEST_TTL_DAYS * 86_400_000),
              // The form opens with what was sent; only what was asked is opened again (kyc-form.ts).
              draftSealed: sealKycValue(deps, request.id, openKycValue(deps, request.id, request.answersSealed!)),
              draftSavedAt: null,
            }
          : { reviewReason: reason, reviewItems: null }),
      })
      .where(
        and(
          eq(kycRequests.id, request.id),
          eq(kycRequests.status, 'submitted'),
          eq(kycRequests.review, request.review!),
        ),
      )
      .returning({ id: kycRequests.id });
    if (!changed) throw new ConflictError('kyc.errors.notInReview');
    await tx.insert(kycReviewEvents).values({
      requestId: request.id,
      kind: outcome.event,
      actorUserId: person,
      impersonatedUserId: caller.impersonatorUserId ? caller.userId : null,
      reason,
      items: items.length > 0 ? items : null,
      at: now,
    });
    const actor = actedBy(caller);
    await recordAudit(tx, deps.clock, {
      action: 'kyc-reviewed',
      landingId: request.landingId,
      actorUserId: actor.actorUserId,
      details: { ...actor.details, kycRequestId: request.id, decision: input.decision, state: outcome.state },
    });
    if (outcome.state !== 'proposed')
      await emitWebhookEvent(deps.jobs, tx, {
        landingId: request.landingId,
        type: 'kyc.reviewed',
        data: { kycRequestId: request.id, investorEmail: request.investorEmail, decision: outcome.state, items },
        at: now,
      });
    if (token) await mailKycMoreInformation(deps, request, { token, reason, items }, tx);
  });
}

const reviewer = alias(users, 'kyc_review_actor');

/** The history of a request's review, oldest first. */
export async function reviewHistory(q: DbOrTx, requestId: string): Promise<KycReviewEvent[]> {
  const rows = await q
    .select({
      event: kycReviewEvents,
      firstName: reviewer.firstName,
      surname: reviewer.surname,
      email: reviewer.email,
    })
    .from(kycReviewEvents)
    .leftJoin(reviewer, eq(reviewer.id, kycReviewEvents.actorUserId))
    .where(eq(kycReviewEvents.requestId, requestId))
    .orderBy(asc(kycReviewEvents.seq));
  return rows.map((r) => ({
    kind: r.event.kind,
    actor: r.event.actorUserId
      ? {
          id: r.event.actorUserId,
          name: [r.firstName, r.surname].filter((p) => p?.trim()).join(' ') || r.email || null,
        }
      : null,
    reason: r.event.reason,
    items: (r.event.items ?? []) as KycReviewItem[],
    at: r.event.at.toISOString(),
  }));
}
