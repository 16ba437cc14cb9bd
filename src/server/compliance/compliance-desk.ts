// The compliance desk (issue 35 item 7, decision 0066): what waits for the officer on their landing (sanctions
// hits, decision 0067; requests to be treated as sophisticated; KYC cases flagged PEP or sanctions proposed for
// approval; approvals about to end; open complaints; legal holds), and the officer's decisions. Every function checks
// the officer first (compliance-access).
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDate } from '../../lib/format/date';
import { endOfDayYearsAfter, localDayAndHour } from '../../lib/format/time-zone';
import type { ComplianceDesk, DeskClassification } from '../../lib/contracts/compliance';
import type { KycReviewInput } from '../../lib/contracts/kyc-review';
import type { ClassificationView } from '../../lib/contracts/protection';
import type { AppDeps } from '../app/app-env';
import { displayName } from '../dashboard/advisor-scope';
import type { DbOrTx } from '../db/client';
import { complaints, investorClassifications, kycRequests, legalHolds, users } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/http-error';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import {
  classificationApprovedTemplate,
  classificationRejectedTemplate,
  type ClassificationMail,
} from '../mail/templates/classification';
import type { MailTemplate } from '../mail/mail-template';
import { reviewKycRequest } from '../kyc/kyc-review';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { classificationView, RENEWAL_DAYS, validApproval } from '../protection/classification';
import { requireCompliance, type ComplianceCaller } from './compliance-access';
import { hitsForDesk } from './sanctions-screening';
import { investorSignInPath } from '../../lib/access/investor-sign-in';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger' | 'jobs' | 'landings' | 'metrics'>;
const DAY_MS = 86_400_000;
/** An approval lasts two years (ECSPR Annex II section II: "a validity of two years"). */
const APPROVAL_YEARS = 2;

const investorOf = (u: { id: string; email: string; firstName: string | null; surname: string | null }) => ({
  id: u.id,
  email: u.email,
  name: u.firstName || u.surname ? displayName(u) : null,
});

async function waitingClassifications(q: DbOrTx, landingId: string, now: Date): Promise<DeskClassification[]> {
  const rows = await q
    .select({ request: investorClassifications, user: users })
    .from(investorClassifications)
    .innerJoin(users, eq(users.id, investorClassifications.investorUserId))
    .where(and(eq(investorClassifications.landingId, landingId), eq(investorClassifications.status, 'requested')))
    .orderBy(asc(investorClassifications.requestedAt));
  const desk: DeskClassification[] = [];
  for (const row of rows) {
    // A renewal: the approval that still stands while it waits.
    const standing = await validApproval(q, { userId: row.user.id, landingId }, now);
    desk.push({
      investor: investorOf(row.user),
      request: (await classificationView(q, row.request))!,
      standingUntil: standing?.expiresAt?.toISOString() ?? null,
    });
  }
  return desk;
}

const proposer = alias(users, 'kyc_proposer');
const caseAdvisor = alias(users, 'kyc_advisor');

async function proposedKycCases(q: DbOrTx, landingId: string) {
  const rows = await q
    .select({ request: kycRequests, advisor: caseAdvisor, proposer })
    .from(kycRequests)
    .leftJoin(caseAdvisor, eq(caseAdvisor.id, kycRequests.advisorUserId))
    .leftJoin(proposer, eq(proposer.id, kycRequests.proposedByUserId))
    .where(
      and(
        eq(kycRequests.landingId, landingId),
        eq(kycRequests.status, 'submitted'),
        eq(kycRequests.review, 'proposed'),
      ),
    )
    .orderBy(asc(kycRequests.submittedAt));
  return rows.map(({ request, advisor, proposer: by }) => ({
    id: request.id,
    investorEmail: request.investorEmail,
    flags: request.riskFlags ?? [],
    advisor: advisor ? displayName(advisor) : null,
    proposedBy: by ? displayName(by) : null,
    proposedAt: request.reviewedAt?.toISOString() ?? null,
    submittedAt: request.submittedAt?.toISOString() ?? null,
  }));
}

/** GET /api/compliance/desk. */
export async function complianceDesk(deps: Deps, caller: ComplianceCaller): Promise<ComplianceDesk> {
  const q = deps.database.db;
  const officer = await requireCompliance(q, caller);
  const now = deps.clock.now();
  const landingId = officer.landingId;
  const expiring = await q
    .select({ row: investorClassifications, user: users })
    .from(investorClassifications)
    .innerJoin(users, eq(users.id, investorClassifications.investorUserId))
    .where(
      and(
        eq(investorClassifications.landingId, landingId),
        eq(investorClassifications.status, 'approved'),
        gt(investorClassifications.expiresAt, now),
        lte(investorClassifications.expiresAt, new Date(now.getTime() + RENEWAL_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(investorClassifications.expiresAt));
  const { rows: counts } = await q.execute<{ open: number; overdue: number }>(sql`
    select count(*)::int as open, count(*) filter (where ${complaints.deadlineAt} < ${now.toISOString()}::timestamptz)::int
      as overdue
    from ${complaints} where ${complaints.landingId} = ${landingId}::uuid and ${complaints.status} <> 'answered'`);
  const setter = alias(users, 'hold_setter');
  const holds = await q
    .select({ hold: legalHolds, user: users, setter })
    .from(legalHolds)
    .innerJoin(users, eq(users.id, legalHolds.investorUserId))
    .leftJoin(setter, eq(setter.id, legalHolds.setByUserId))
    .where(and(eq(legalHolds.landingId, landingId), isNull(legalHolds.releasedAt)))
    .orderBy(desc(legalHolds.setAt));
  const hits = await hitsForDesk(q, landingId, now);
  return {
    sanctions: hits.map(({ hit, decidedBy }) => ({
      id: hit.id,
      investorEmail: hit.investorEmail,
      investorUserId: hit.investorUserId,
      screenedName: hit.screenedName,
      listedName: hit.listedName,
      entityRef: hit.entityRef,
      programme: hit.programme,
      score: hit.score,
      source: hit.source,
      status: hit.status,
      foundAt: hit.foundAt.toISOString(),
      decidedAt: hit.decidedAt?.toISOString() ?? null,
      decidedBy,
      note: hit.note,
    })),
    classifications: await waitingClassifications(q, landingId, now),
    kycCases: await proposedKycCases(q, landingId),
    expiring: expiring.map(({ row, user }) => ({
      investor: investorOf(user),
      expiresAt: row.expiresAt!.toISOString(),
      renewalAskedAt: row.renewalAskedAt?.toISOString() ?? null,
    })),
    complaints: { open: Number(counts[0]?.open ?? 0), overdue: Number(counts[0]?.overdue ?? 0) },
    holds: holds.map(({ hold, user, setter: by }) => ({
      investor: investorOf(user),
      reason: hold.reason,
      setAt: hold.setAt.toISOString(),
      setBy: by ? displayName(by) : null,
    })),
  };
}

export async function mailInvestor(
  deps: Deps,
  q: DbOrTx,
  landingId: string,
  investorId: string,
  template: MailTemplate<ClassificationMail>,
  data: Omit<ClassificationMail, 'link' | 'name'>,
) {
  const landing = await deps.landings.byId(landingId);
  const [investor] = await q.select().from(users).where(eq(users.id, investorId));
  if (!landing || !investor) return;
  await sendMail(
    deps,
    {
      landing,
      to: investor.email,
      language: investor.language,
      template,
      data: {
        ...data,
        link: landingUrl(deps.env, landing, investorSignInPath('/app/protection')),
        name: investor.firstName,
      },
    },
    q,
  );
}

/** The day an approval ends, DD.MM.YYYY in the landing's zone. */
export const dayText = (at: Date, zone: string) => formatDate(localDayAndHour(at, zone).day);

/**
 * POST /api/compliance/classification/{requestId}/decision: approves a waiting request with what was checked (valid
 * to the end of the day two years on, in the landing's zone; any earlier approval is replaced) or rejects it with a
 * reason; the investor is told by e-mail either way (Annex II: "shall explicitly notify investors when their status is
 * confirmed"). 404 for another landing's request, 409 classificationDecided once decided.
 */
export async function decideClassification(
  deps: Deps,
  caller: ComplianceCaller,
  requestId: string,
  decision: { approve: true; evidence: string } | { approve: false; reason: string },
): Promise<ClassificationView> {
  const q = deps.database.db;
  const officer = await requireCompliance(q, caller);
  const id = requestId.toLowerCase();
  const [request] = /^[0-9a-f-]{36}$/.test(id)
    ? await q
        .select()
        .from(investorClassifications)
        .where(and(eq(investorClassifications.id, id), eq(investorClassifications.landingId, officer.landingId)))
    : [];
  if (!request) throw new NotFoundError('Request not found');
  if (request.status !== 'requested') throw new ConflictError('errors.classificationDecided');
  const now = deps.clock.now();
  const zone = await landingTimeZone(q, officer.landingId);
  const expiresAt = decision.approve ? endOfDayYearsAfter(now, APPROVAL_YEARS, zone) : null;
  return q.transaction(async (tx) => {
    const [row] = await tx
      .update(investorClassifications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        decidedAt: now,
        decidedByUserId: officer.userId,
        reason: decision.approve ? null : decision.reason,
        evidence: decision.approve ? decision.evidence : null,
        expiresAt,
      })
      .where(and(eq(investorClassifications.id, request.id), eq(investorClassifications.status, 'requested')))
      .returning();
    if (!row) throw new ConflictError('errors.classificationDecided');
    if (decision.approve)
      // The renewal replaces the approval it renews: one approval stands at a time.
      await tx
        .update(investorClassifications)
        .set({ status: 'withdrawn', withdrawnAt: now })
        .where(
          and(
            eq(investorClassifications.investorUserId, request.investorUserId),
            eq(investorClassifications.landingId, officer.landingId),
            eq(investorClassifications.status, 'approved'),
            sql`${investorClassifications.id} <> ${row.id}::uuid`,
          ),
        );
    await mailInvestor(
      deps,
      tx,
      officer.landingId,
      request.investorUserId,
      decision.approve ? classificationApprovedTemplate : classificationRejectedTemplate,
      { until: expiresAt ? dayText(expiresAt, zone) : null, reason: decision.approve ? null : decision.reason },
    );
    return (await classificationView(tx, row))!;
  });
}

/**
 * PATCH /api/compliance/kyc/{id}/review: the officer's decision on a KYC case of the landing proposed for approval
 * (the second pair of eyes on a PEP or sanctions flag); reviewKycRequest refuses an officer who is the case's advisor
 * or its proposer. 404 for a case not waiting for the desk.
 */
export async function reviewProposedKyc(
  deps: AppDeps,
  caller: ComplianceCaller,
  kycId: string,
  input: KycReviewInput,
): Promise<void> {
  const officer = await requireCompliance(deps.database.db, caller);
  const id = kycId.toLowerCase();
  const [request] = /^[0-9a-f-]{36}$/.test(id)
    ? await deps.database.db
        .select()
        .from(kycRequests)
        .where(
          and(
            eq(kycRequests.id, id),
            eq(kycRequests.landingId, officer.landingId),
            inArray(kycRequests.review, ['proposed']),
          ),
        )
    : [];
  if (!request) throw new NotFoundError('KYC case not found');
  await reviewKycRequest(deps, { ...caller, impersonatorUserId: null }, request, input);
}
