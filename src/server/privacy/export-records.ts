// The records part of an investor's data export (decision 0054): the KYC questionnaires sent to them (by account or
// e-mail on the landing) with the answers and the draft opened for them, the review's steps, the documents' metadata
// (the files go into the ZIP under files/kyc/) and who-read-when entries of the access log (times and what, not the
// staff's names: CJEU C-579/21); the entry tests and simulations; the requests to be treated as sophisticated; the
// complaints they sent with every step and the attachment (files/complaints/).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import type { KycReviewState } from '../../lib/contracts/kyc';
import type { DbOrTx } from '../db/client';
import {
  complaintEvents,
  complaints,
  investorAssessments,
  investorClassifications,
  kycAccessLog,
  kycDocuments,
  kycRequests,
  kycReviewEvents,
  type KycRequestRow,
} from '../db/schema';
import { openKycValue } from '../kyc/kyc-sealing';
import { describeError } from '../errors/describe-error';
import { zipFileName, type ExportFile, type ExportInvestor } from './export-offers';

type Deps = Pick<AppDeps, 'env' | 'logger'>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * A questionnaire's review as the investor met it (decision 0062): its state and what they were asked for, with the
 * reason only where it was sent to them (more information); risk flags (PEP, sanctions) and reviewers' reasons stay out.
 */
function reviewAsMet(
  r: {
    id: string;
    review: KycReviewState | null;
    reviewItems: string[] | null;
    reviewReason: string | null;
    reviewedAt: Date | null;
  },
  reviews: Array<{ requestId: string; kind: string; at: Date; reason: string | null; items: string[] | null }>,
) {
  return {
    review: {
      state: r.review,
      askedFor: r.reviewItems ?? [],
      reason: r.review === 'more-information' ? r.reviewReason : null,
      at: iso(r.reviewedAt),
    },
    reviewSteps: reviews
      .filter((e) => e.requestId === r.id)
      .map((e) => ({
        kind: e.kind,
        at: e.at.toISOString(),
        reason: e.kind === 'more-information' ? e.reason : null,
        items: e.items ?? [],
      })),
  };
}

/** A sealed value opened for the export; a value that no longer opens (another key) is named, not guessed. */
function opened(deps: Deps, request: KycRequestRow, sealed: string | null): unknown {
  if (!sealed) return null;
  try {
    return openKycValue<unknown>(deps, request.id, sealed);
  } catch (error) {
    deps.logger.warn('privacy: a sealed KYC value did not open for an export', {
      kycRequestId: request.id,
      error: describeError(error).error,
    });
    return { unreadable: true };
  }
}

export async function exportKyc(deps: Deps, q: DbOrTx, investor: ExportInvestor) {
  const requests = await q
    .select()
    .from(kycRequests)
    .where(
      and(
        eq(kycRequests.landingId, investor.landingId),
        or(eq(kycRequests.investorUserId, investor.id), eq(kycRequests.investorEmail, investor.email)),
      ),
    )
    .orderBy(asc(kycRequests.createdAt), asc(kycRequests.id));
  if (requests.length === 0) return { data: [], files: [] };
  const ids = requests.map((r) => r.id);
  const reviews = await q
    .select()
    .from(kycReviewEvents)
    .where(inArray(kycReviewEvents.requestId, ids))
    .orderBy(asc(kycReviewEvents.seq));
  const documents = await q
    .select()
    .from(kycDocuments)
    .where(inArray(kycDocuments.requestId, ids))
    .orderBy(asc(kycDocuments.createdAt), asc(kycDocuments.id));
  const reads = await q
    .select()
    .from(kycAccessLog)
    .where(inArray(kycAccessLog.kycRequestId, ids))
    .orderBy(asc(kycAccessLog.seq));
  const files: ExportFile[] = [];
  const data = requests.map((r) => {
    const folder = `files/kyc/${r.createdAt.toISOString().slice(0, 10)}-${r.id.slice(0, 8)}`;
    return {
      id: r.id,
      status: r.status,
      language: r.language,
      advisorMessage: r.message,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      openedAt: iso(r.openedAt),
      submittedAt: iso(r.submittedAt),
      revokedAt: iso(r.revokedAt),
      answers: opened(deps, r, r.answersSealed),
      draft: opened(deps, r, r.draftSealed),
      draftSavedAt: iso(r.draftSavedAt),
      identity: { state: r.identityState, provider: r.identityProvider, confirmedAt: iso(r.identityConfirmedAt) },
      ...reviewAsMet(r, reviews),
      documents: documents
        .filter((d) => d.requestId === r.id)
        .map((d) => {
          const path = `${folder}/${zipFileName(d.id, d.fileName, d.contentType)}`;
          files.push({ path, storageKey: d.storageKey, sha256: d.sha256 });
          return {
            kind: d.kind,
            fileName: d.fileName,
            contentType: d.contentType,
            sizeBytes: d.sizeBytes,
            sha256: d.sha256,
            createdAt: d.createdAt.toISOString(),
            file: path,
          };
        }),
      readByStaff: reads
        .filter((e) => e.kycRequestId === r.id)
        .map((e) => ({ at: e.at.toISOString(), what: e.what, documentName: e.documentName })),
    };
  });
  return { data, files };
}

export async function exportProtection(q: DbOrTx, investor: ExportInvestor) {
  const mine = (table: typeof investorAssessments | typeof investorClassifications) =>
    and(eq(table.landingId, investor.landingId), eq(table.investorUserId, investor.id));
  const tests = await q
    .select()
    .from(investorAssessments)
    .where(mine(investorAssessments))
    .orderBy(asc(investorAssessments.takenAt));
  const classifications = await q
    .select()
    .from(investorClassifications)
    .where(mine(investorClassifications))
    .orderBy(asc(investorClassifications.seq));
  return {
    entryTests: tests.map((a) => ({
      takenAt: a.takenAt.toISOString(),
      validUntil: a.validUntil.toISOString(),
      language: a.language,
      answers: a.answers,
      score: a.score,
      questionCount: a.questionCount,
      passMark: a.passMark,
      passed: a.passed,
      warningConfirmedAt: iso(a.warningConfirmedAt),
      lossSimulation: {
        currency: a.currency,
        yearlyIncome: a.yearlyIncome,
        liquidAssets: a.liquidAssets,
        financialCommitments: a.financialCommitments,
        netWorth: a.netWorth,
      },
    })),
    sophisticatedRequests: classifications.map((c) => ({
      status: c.status,
      declarations: c.declarations,
      requestedAt: c.requestedAt.toISOString(),
      decidedAt: iso(c.decidedAt),
      reason: c.reason,
      withdrawnAt: iso(c.withdrawnAt),
    })),
  };
}

export async function exportComplaints(q: DbOrTx, investor: ExportInvestor) {
  const rows = await q
    .select()
    .from(complaints)
    .where(and(eq(complaints.landingId, investor.landingId), eq(complaints.investorUserId, investor.id)))
    .orderBy(asc(complaints.receivedAt), asc(complaints.seq));
  if (rows.length === 0) return { data: [], files: [] };
  const steps = await q
    .select()
    .from(complaintEvents)
    .where(
      inArray(
        complaintEvents.complaintId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(complaintEvents.seq));
  const files: ExportFile[] = [];
  const data = rows.map((r) => {
    let attachment = null;
    if (r.attachmentKey && r.attachmentName && r.attachmentType) {
      const path = `files/complaints/${r.reference}/${zipFileName(r.id, r.attachmentName, r.attachmentType)}`;
      files.push({ path, storageKey: r.attachmentKey, sha256: r.attachmentSha256 });
      attachment = {
        fileName: r.attachmentName,
        contentType: r.attachmentType,
        sizeBytes: r.attachmentSize,
        file: path,
      };
    }
    return {
      reference: r.reference,
      source: r.source,
      language: r.language,
      contactEmail: r.contactEmail,
      subject: r.subject,
      body: r.body,
      attachment,
      status: r.status,
      receivedAt: r.receivedAt.toISOString(),
      deadlineAt: r.deadlineAt.toISOString(),
      extendedAt: iso(r.extendedAt),
      extensionReason: r.extensionReason,
      answer: r.answer,
      answeredAt: iso(r.answeredAt),
      steps: steps
        .filter((s) => s.complaintId === r.id)
        .map((s) => ({ kind: s.kind, at: s.at.toISOString(), details: s.details })),
    };
  });
  return { data, files };
}
