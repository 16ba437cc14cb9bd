// Sophisticated investors (ECSPR Art. 2(1)(j) and Annex II; decision 0052): every investor is non-sophisticated
// until they ask to be treated as sophisticated, with the Annex's declarations, and an advisor who sees their
// offers approves the request or rejects it with a reason. Valid until the investor withdraws it. Every request is
// kept with its declarations (the evidence) and who decided when.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClassificationRequest, ClassificationView } from '../../lib/schemas/protection';
import { callerNetworks } from '../advisors/advisor-access';
import type { DbOrTx } from '../db/client';
import { investorClassifications, users, type InvestorClassificationRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/http-error';
import { whereOf } from '../offers/list/offer-sql';
import type { Clock } from '../runtime-types';

/** An investor (or an advisor) of a landing. */
type AssessmentCaller = { userId: string; landingId: string };

export async function latestClassification(
  q: DbOrTx,
  caller: AssessmentCaller,
): Promise<InvestorClassificationRow | null> {
  const [row] = await q
    .select()
    .from(investorClassifications)
    .where(
      and(
        eq(investorClassifications.landingId, caller.landingId),
        eq(investorClassifications.investorUserId, caller.userId),
      ),
    )
    .orderBy(desc(investorClassifications.seq))
    .limit(1);
  return row ?? null;
}

export const isSophisticated = (row: InvestorClassificationRow | null) => row?.status === 'approved';

export async function classificationView(
  q: DbOrTx,
  row: InvestorClassificationRow | null,
): Promise<ClassificationView | null> {
  if (!row) return null;
  let decidedBy: string | null = null;
  if (row.decidedByUserId) {
    const [person] = await q
      .select({ first: users.firstName, last: users.surname, email: users.email })
      .from(users)
      .where(eq(users.id, row.decidedByUserId));
    decidedBy = person ? [person.first, person.last].filter(Boolean).join(' ') || person.email : null;
  }
  return {
    id: row.id,
    status: row.status,
    declarations: row.declarations,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy,
    reason: row.reason,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** A new request; one waiting for a decision or one approved must be withdrawn first (409). */
export async function requestClassification(
  q: DbOrTx,
  clock: Clock,
  caller: AssessmentCaller,
  declarations: ClassificationRequest,
  impersonatorUserId: string | null,
): Promise<ClassificationView> {
  const latest = await latestClassification(q, caller);
  if (latest && (latest.status === 'requested' || latest.status === 'approved'))
    throw new ConflictError('errors.classificationOpen');
  const [row] = await q
    .insert(investorClassifications)
    .values({
      landingId: caller.landingId,
      investorUserId: caller.userId,
      status: 'requested',
      declarations,
      requestedAt: clock.now(),
      impersonatorUserId,
    })
    .returning();
  return (await classificationView(q, row!))!;
}

/** The investor withdraws a waiting or an approved request: from now on non-sophisticated again. */
export async function withdrawClassification(
  q: DbOrTx,
  clock: Clock,
  caller: AssessmentCaller,
): Promise<ClassificationView> {
  const latest = await latestClassification(q, caller);
  if (!latest || (latest.status !== 'requested' && latest.status !== 'approved'))
    throw new ConflictError('errors.classificationNothingToWithdraw');
  const [row] = await q
    .update(investorClassifications)
    .set({ status: 'withdrawn', withdrawnAt: clock.now() })
    .where(eq(investorClassifications.id, latest.id))
    .returning();
  return (await classificationView(q, row!))!;
}

/** Whether the advisor sees an offer of the investor (own; a coordinator also their networks'). */
async function seesInvestor(q: DbOrTx, landingId: string, advisorId: string, investorId: string): Promise<boolean> {
  const { coordinates } = await callerNetworks(q, landingId, advisorId);
  const visibility = { landingId, scope: 'visible' as const, userId: advisorId, coordinates };
  const { rows } = await q.execute<{ id: string }>(
    sql`select o.id from offers o where ${whereOf(visibility, [])} and o.investor_user_id = ${investorId}::uuid limit 1`,
  );
  return rows.length > 0;
}

/** The latest request of an investor the advisor sees (null: none); 404 for an investor they do not see. */
export async function classificationForAdvisor(
  q: DbOrTx,
  advisor: AssessmentCaller,
  investorId: string,
): Promise<ClassificationView | null> {
  if (!(await seesInvestor(q, advisor.landingId, advisor.userId, investorId)))
    throw new NotFoundError('Investor not found');
  return classificationView(q, await latestClassification(q, { userId: investorId, landingId: advisor.landingId }));
}

/** An advisor who sees the investor's offers approves the waiting request, or rejects it with a reason. */
export async function decideClassification(
  q: DbOrTx,
  clock: Clock,
  advisor: AssessmentCaller,
  investorId: string,
  requestId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<ClassificationView> {
  if (!(await seesInvestor(q, advisor.landingId, advisor.userId, investorId)))
    throw new NotFoundError('Investor not found');
  const latest = await latestClassification(q, { userId: investorId, landingId: advisor.landingId });
  if (!latest || latest.id !== requestId.toLowerCase()) throw new NotFoundError('Request not found');
  if (latest.status !== 'requested') throw new ConflictError('errors.classificationDecided');
  const [row] = await q
    .update(investorClassifications)
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      decidedAt: clock.now(),
      decidedByUserId: advisor.userId,
      reason: decision.approve ? null : decision.reason,
    })
    .where(and(eq(investorClassifications.id, latest.id), eq(investorClassifications.status, 'requested')))
    .returning();
  if (!row) throw new ConflictError('errors.classificationDecided');
  return (await classificationView(q, row))!;
}
