// Sophisticated investors (ECSPR Art. 2(1)(j) and Annex II; decisions 0052 and 0066): every investor is
// non-sophisticated until they ask to be treated as sophisticated, with the Annex's declarations, and a compliance
// officer approves the request with what they checked (the evidence) or rejects it with a reason. An approval is valid
// two years (Annex II section II), or until the investor withdraws it; from 60 days before its end the investor may
// ask again (and is reminded once), the approval still standing while the new request waits. Every request is kept
// with its declarations and who decided when.
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { callerNetworks } from '../advisors/advisor-access';
import { whereOf } from '../offers/list/offer-sql';
import type { ClassificationRequest, ClassificationView } from '../../lib/contracts/protection';
import type { DbOrTx } from '../db/client';
import { investorClassifications, users, type InvestorClassificationRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/http-error';
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

/** Days before an approval's end from which the investor may ask again (and is reminded). */
export const RENEWAL_DAYS = 60;

/** The approval that makes the investor sophisticated at `now`: the latest approved one not yet expired (or null). */
export async function validApproval(
  q: DbOrTx,
  caller: AssessmentCaller,
  now: Date,
): Promise<InvestorClassificationRow | null> {
  const [row] = await q
    .select()
    .from(investorClassifications)
    .where(
      and(
        eq(investorClassifications.landingId, caller.landingId),
        eq(investorClassifications.investorUserId, caller.userId),
        eq(investorClassifications.status, 'approved'),
        or(isNull(investorClassifications.expiresAt), gt(investorClassifications.expiresAt, now)),
      ),
    )
    .orderBy(desc(investorClassifications.seq))
    .limit(1);
  return row ?? null;
}

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
    expiresAt: row.expiresAt?.toISOString() ?? null,
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
  const now = clock.now();
  // An approval may be renewed from RENEWAL_DAYS before its end; an expired one is no longer open.
  const renewable = (row: InvestorClassificationRow) =>
    row.expiresAt !== null && row.expiresAt.getTime() - now.getTime() <= RENEWAL_DAYS * 86_400_000;
  if (latest && (latest.status === 'requested' || (latest.status === 'approved' && !renewable(latest))))
    throw new ConflictError('errors.classificationOpen');
  const [row] = await q
    .insert(investorClassifications)
    .values({
      landingId: caller.landingId,
      investorUserId: caller.userId,
      status: 'requested',
      declarations,
      requestedAt: now,
      impersonatorUserId,
    })
    .returning();
  return (await classificationView(q, row!))!;
}

/** The investor withdraws a waiting request and the approval that stands: from now on non-sophisticated again. */
export async function withdrawClassification(
  q: DbOrTx,
  clock: Clock,
  caller: AssessmentCaller,
): Promise<ClassificationView> {
  const latest = await latestClassification(q, caller);
  const standing = await validApproval(q, caller, clock.now());
  if (!latest || (latest.status !== 'requested' && !standing))
    throw new ConflictError('errors.classificationNothingToWithdraw');
  const rows = await q
    .update(investorClassifications)
    .set({ status: 'withdrawn', withdrawnAt: clock.now() })
    .where(
      and(
        eq(investorClassifications.landingId, caller.landingId),
        eq(investorClassifications.investorUserId, caller.userId),
        inArray(investorClassifications.status, ['requested', 'approved']),
      ),
    )
    .returning();
  return (await classificationView(q, rows.find((r) => r.id === latest.id) ?? rows[0]!))!;
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

/**
 * The latest request of an investor the advisor sees (null: none); 404 for an investor they do not see. Advisors read
 * it; the decision is the compliance desk's (decision 0066).
 */
export async function classificationForAdvisor(
  q: DbOrTx,
  advisor: AssessmentCaller,
  investorId: string,
): Promise<ClassificationView | null> {
  if (!(await seesInvestor(q, advisor.landingId, advisor.userId, investorId)))
    throw new NotFoundError('Investor not found');
  return classificationView(q, await latestClassification(q, { userId: investorId, landingId: advisor.landingId }));
}
