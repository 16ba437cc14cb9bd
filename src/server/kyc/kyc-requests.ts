// The advisor's side of KYC (/app/kyc; docs/decisions/0019-kyc.md): the list of requests (masked), one request
// with its full answers, resend, revoke, and the manual identity confirmation. Who sees what follows
// docs/decisions/0013: an advisor their own requests; a coordinator also the requests of the advisors of the
// networks they coordinate (on the token's landing). A request the caller may not see answers 404.
import { actsAsCompliance } from '../compliance/compliance-access';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KycFormData, KycReviewItem, KycRiskFlag } from '../../lib/contracts/kyc';
import type { KycIdentityView, KycRequestDetail, KycRequestListRow } from '../../lib/contracts/kyc-views';
import type { AppDeps } from '../app/app-env';
import type { AuthContext } from '../app/app-env';
import { callerNetworks } from '../advisors/advisor-access';
import { limitInvitations } from '../campaigns/invitation-limit';
import { kycRequests, networkMembers, users, type KycRequestRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/http-error';
import { identityProvider } from '../verification/identity-provider';
import { resendKycInvitation } from './kyc-invitation';
import type { KycListQuery } from './kyc-list-query';
import { listKycDocuments } from './kyc-documents';
import { reviewHistory, riskFlagsOf } from './kyc-review';
import { logKycRead } from './kyc-access-log';
import { openKycValue } from './kyc-sealing';
import { isUuid } from '../../lib/validation/patterns';

type Caller = Pick<AuthContext, 'userId' | 'landingId' | 'impersonatorUserId'> &
  Partial<Pick<AuthContext, 'contextType'>>;

const advisor = alias(users, 'kyc_advisor');
const confirmer = alias(users, 'kyc_confirmer');
const reviewerUser = alias(users, 'kyc_reviewer');
const proposer = alias(users, 'kyc_proposer');
const advisorName = sql<string>`nullif(concat_ws(' ', ${advisor.firstName}, ${advisor.surname}), '')`;
const personName = (u: { firstName: AnyColumn; surname: AnyColumn; email: AnyColumn }) =>
  sql<string | null>`coalesce(nullif(concat_ws(' ', ${u.firstName}, ${u.surname}), ''), ${u.email})`;
/** Waiting for a decision (pending or proposed) sorts first. */
const waiting = sql<number>`case when ${kycRequests.review} in ('pending', 'proposed') then 0 else 1 end`;
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Requests the caller sees: their own, those of advisors in the networks they coordinate, and for a compliance officer
 * the cases flagged PEP or sanctions, proposed for their second approval or decided by them (decision 0066).
 */
async function visibleTo(deps: Pick<AppDeps, 'database'>, caller: Caller): Promise<SQL> {
  const { coordinates } = await callerNetworks(deps.database.db, caller.landingId, caller.userId);
  const officer =
    caller.contextType !== undefined &&
    (await actsAsCompliance(deps.database.db, { ...caller, contextType: caller.contextType }));
  const own = officer
    ? or(
        eq(kycRequests.advisorUserId, caller.userId),
        eq(kycRequests.review, 'proposed'),
        eq(kycRequests.reviewedByUserId, caller.userId),
        sql`${kycRequests.riskFlags} ?| array['pep', 'sanctions']`,
      )!
    : eq(kycRequests.advisorUserId, caller.userId);
  const scope =
    coordinates.length === 0
      ? own
      : or(
          own,
          inArray(
            kycRequests.advisorUserId,
            deps.database.db
              .select({ id: networkMembers.userId })
              .from(networkMembers)
              .where(inArray(networkMembers.networkId, coordinates)),
          ),
        )!;
  return and(eq(kycRequests.landingId, caller.landingId), scope)!;
}

function filterSql(query: KycListQuery): SQL[] {
  return query.filters.map((f) => {
    switch (f.name) {
      case 'investorEmail':
      case 'investorName': {
        const column = f.name === 'investorEmail' ? kycRequests.investorEmail : kycRequests.investorName;
        return f.operator === 'like' ? ilike(column, likePattern(f.value)) : lte(column, f.value);
      }
      case 'advisorName':
        return f.operator === 'like'
          ? sql`${advisorName} ilike ${likePattern(f.value)}`
          : sql`${advisorName} <= ${f.value}`;
      case 'status':
        return inArray(kycRequests.status, f.value);
      case 'identity':
        return inArray(kycRequests.identityState, f.value);
      case 'review':
        return inArray(kycRequests.review, f.value);
      case 'createdAt':
      case 'submittedAt': {
        const column = f.name === 'createdAt' ? kycRequests.createdAt : kycRequests.submittedAt;
        return f.operator === 'gte' ? gte(column, f.value) : lte(column, f.value);
      }
    }
  });
}

const SORT_COLUMNS = {
  queue: waiting,
  createdAt: kycRequests.createdAt,
  submittedAt: kycRequests.submittedAt,
  expiresAt: kycRequests.expiresAt,
  status: kycRequests.status,
  investorEmail: kycRequests.investorEmail,
  investorName: kycRequests.investorName,
  advisorName,
} as const;

const rowColumns = {
  request: kycRequests,
  advisorName,
  reviewerName: personName(reviewerUser),
  proposerName: personName(proposer),
};

interface ListedRow {
  request: KycRequestRow;
  advisorName: string | null;
  reviewerName: string | null;
  proposerName: string | null;
}

function listRow(deps: Pick<AppDeps, 'clock'>, r: ListedRow): KycRequestListRow {
  const q = r.request;
  const open = q.status !== 'submitted' && q.status !== 'revoked';
  return {
    id: q.id,
    investorEmail: q.investorEmail,
    investorName: q.investorName,
    advisorId: q.advisorUserId,
    advisorName: r.advisorName,
    status: q.status,
    createdAt: q.createdAt.toISOString(),
    openedAt: q.openedAt?.toISOString() ?? null,
    submittedAt: q.submittedAt?.toISOString() ?? null,
    revokedAt: q.revokedAt?.toISOString() ?? null,
    expiresAt: q.expiresAt.toISOString(),
    expired: open && q.expiresAt.getTime() <= deps.clock.now().getTime(),
    peselMasked: q.peselMasked,
    bankAccountMasked: q.bankAccountMasked,
    identity: q.identityState,
    review: {
      state: q.review,
      riskFlags: (q.riskFlags as KycRiskFlag[] | null) ?? null,
      reviewedAt: q.reviewedAt?.toISOString() ?? null,
      reviewer: q.reviewedByUserId ? { id: q.reviewedByUserId, name: r.reviewerName } : null,
      proposedBy:
        q.review === 'proposed' && q.proposedByUserId ? { id: q.proposedByUserId, name: r.proposerName } : null,
      reason: q.reviewReason,
      items: (q.reviewItems ?? []) as KycReviewItem[],
    },
  };
}

/** GET /api/advisor/kyc/investor-requests: one page and the total. */
export async function listKycRequests(deps: Pick<AppDeps, 'database' | 'clock'>, caller: Caller, query: KycListQuery) {
  const where = and(await visibleTo(deps, caller), ...filterSql(query));
  const column = SORT_COLUMNS[query.sorting.name];
  const direction = query.sorting.order === 'asc' ? asc : desc;
  const db = deps.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(kycRequests)
      .innerJoin(advisor, eq(advisor.id, kycRequests.advisorUserId))
      .leftJoin(reviewerUser, eq(reviewerUser.id, kycRequests.reviewedByUserId))
      .leftJoin(proposer, eq(proposer.id, kycRequests.proposedByUserId))
      .where(where)
      // Empty values last either way, then the id so pages never overlap. The queue: waiting first, the oldest
      // submission first among them, then the rest newest first.
      .orderBy(
        ...(query.sorting.name === 'queue'
          ? [
              direction(waiting),
              sql`case when ${waiting} = 0 then ${kycRequests.submittedAt} end asc nulls last`,
              desc(kycRequests.createdAt),
            ]
          : [sql`${direction(column)} nulls last`]),
        asc(kycRequests.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(kycRequests)
      .innerJoin(advisor, eq(advisor.id, kycRequests.advisorUserId))
      .where(where),
  ]);
  return { rows: rows.map((r) => listRow(deps, r)), total: total?.n ?? 0 };
}

/** A request the caller sees, else 404 (also for a malformed id). */
export async function visibleKycRequest(
  deps: Pick<AppDeps, 'database'>,
  caller: Caller,
  id: string,
): Promise<KycRequestRow> {
  if (!isUuid(id)) throw new NotFoundError();
  const [row] = await deps.database.db
    .select()
    .from(kycRequests)
    .where(and(await visibleTo(deps, caller), eq(kycRequests.id, id.toLowerCase())));
  if (!row) throw new NotFoundError();
  return row;
}

/** GET /api/advisor/kyc/investor-request/{id}: the row with the full answers (decrypted only here). */
export async function kycRequestDetail(
  deps: Pick<AppDeps, 'database' | 'clock' | 'env'>,
  caller: Caller,
  id: string,
): Promise<KycRequestDetail> {
  const visible = await visibleKycRequest(deps, caller, id);
  // Questionnaires submitted before flags were kept get theirs now.
  await riskFlagsOf(deps, visible);
  const [r] = await deps.database.db
    .select({
      ...rowColumns,
      confirmerFirst: confirmer.firstName,
      confirmerSurname: confirmer.surname,
      confirmerEmail: confirmer.email,
    })
    .from(kycRequests)
    .innerJoin(advisor, eq(advisor.id, kycRequests.advisorUserId))
    .leftJoin(reviewerUser, eq(reviewerUser.id, kycRequests.reviewedByUserId))
    .leftJoin(proposer, eq(proposer.id, kycRequests.proposedByUserId))
    .leftJoin(confirmer, eq(confirmer.id, kycRequests.identityConfirmedByUserId))
    .where(eq(kycRequests.id, visible.id));
  const q = r!.request;
  const confirmerName =
    [r!.confirmerFirst, r!.confirmerSurname].filter((p) => p?.trim()).join(' ') || r!.confirmerEmail || null;
  const identityVerification: KycIdentityView = {
    state: q.identityState,
    provider: q.identityProvider,
    confirmedAt: q.identityConfirmedAt?.toISOString() ?? null,
    confirmedBy: q.identityConfirmedByUserId ? { id: q.identityConfirmedByUserId, name: confirmerName } : null,
  };
  // Who read the answers, and when (decision 0052): only when there are answers to read.
  if (q.answersSealed) await logKycRead(deps.database.db, deps.clock, caller, q.id, { kind: 'answers' });
  return {
    ...listRow(deps, r!),
    message: q.message,
    language: q.language,
    answers: q.answersSealed ? openKycValue<KycFormData>(deps, q.id, q.answersSealed) : null,
    identityVerification,
    reviewHistory: await reviewHistory(deps.database.db, q.id),
    documents: await listKycDocuments(deps.database.db, q.id),
  };
}

/** POST .../{id}/resend: a new link for a request not yet submitted nor revoked (409 otherwise). */
export async function resendKycRequest(deps: AppDeps, caller: Caller, id: string) {
  const request = await visibleKycRequest(deps, caller, id);
  if (request.status === 'submitted' || request.status === 'revoked')
    throw new ConflictError(`kyc.errors.notResendable.${request.status}`);
  await limitInvitations(deps, caller.landingId, caller.userId);
  return resendKycInvitation(deps, request);
}

/** POST .../{id}/revoke: the link dies and the draft is erased; a submitted request cannot be revoked (409). */
export async function revokeKycRequest(
  deps: Pick<AppDeps, 'database' | 'clock' | 'env'>,
  caller: Caller,
  id: string,
): Promise<KycRequestDetail> {
  const request = await visibleKycRequest(deps, caller, id);
  if (request.status === 'submitted') throw new ConflictError('kyc.errors.alreadySubmitted');
  if (request.status !== 'revoked') {
    const now = deps.clock.now();
    const [done] = await deps.database.db
      .update(kycRequests)
      .set({ status: 'revoked', revokedAt: now, updatedAt: now, draftSealed: null, draftSavedAt: null })
      .where(
        and(eq(kycRequests.id, request.id), inArray(kycRequests.status, ['sent', 'opened', 'in-progress', 'returned'])),
      )
      .returning({ id: kycRequests.id });
    // The investor submitted in the meantime.
    if (!done) throw new ConflictError('kyc.errors.alreadySubmitted');
  }
  return kycRequestDetail(deps, caller, id);
}

/**
 * POST .../{id}/identity-confirmed: the manual provider's confirmation after the advisor checked the documents
 * of a submitted questionnaire (409 before submission). Recorded with the person who acted (the coordinator when
 * viewing an advisor's panel) and the time; confirming again changes nothing.
 */
export async function confirmKycIdentity(
  deps: Pick<AppDeps, 'database' | 'clock' | 'env'>,
  caller: Caller,
  id: string,
): Promise<KycRequestDetail> {
  const request = await visibleKycRequest(deps, caller, id);
  const provider = identityProvider(deps);
  if (!provider.manualConfirmation) throw new ConflictError('kyc.errors.identityByProvider');
  const confirmed = await provider.confirm(deps, request, caller.impersonatorUserId ?? caller.userId);
  if (!confirmed) throw new ConflictError('kyc.errors.notSubmitted');
  return kycRequestDetail(deps, caller, id);
}

/** The KYC requests the caller sees that were sent to `email` (the investor page), newest first. */
export async function kycRequestsTo(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  caller: Caller,
  email: string,
): Promise<KycRequestListRow[]> {
  const rows = await deps.database.db
    .select(rowColumns)
    .from(kycRequests)
    .innerJoin(advisor, eq(advisor.id, kycRequests.advisorUserId))
    .leftJoin(reviewerUser, eq(reviewerUser.id, kycRequests.reviewedByUserId))
    .leftJoin(proposer, eq(proposer.id, kycRequests.proposedByUserId))
    .where(and(await visibleTo(deps, caller), eq(kycRequests.investorEmail, email.toLowerCase())))
    .orderBy(desc(kycRequests.createdAt), asc(kycRequests.id));
  return rows.map((r) => listRow(deps, r));
}
