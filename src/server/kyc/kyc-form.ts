// The public KYC questionnaire behind /kyc-form?token=... (SPEC section 7, Public API kyc; decision
// docs/decisions/0019-kyc.md). The token is the credential: it opens its request only on the request's landing,
// until it expires, is replaced by a resend or the request is revoked. Opening moves sent -> opened, a saved
// draft -> in-progress, the submit -> submitted (the form is then inactive, the preview shows what was sent).
// Answers and drafts are stored only sealed (kyc-sealing.ts); masked copies feed the advisor's list.
import { screenInvestor } from '../compliance/sanctions-screening';
import { describeError } from '../errors/describe-error';
import { and, eq, notInArray } from 'drizzle-orm';
import {
  KYC_STEPS,
  kycDraftSchema,
  kycFormSchema,
  type KycDraft,
  type KycFormData,
  type KycReviewItem,
} from '../../lib/contracts/kyc';
import type { KycPreview, PublicKycForm } from '../../lib/contracts/kyc-views';
import { isDocumentItem, kycRiskFlags } from '../../lib/contracts/kyc-review';
import { V } from '../../lib/validation/keys';
import { maskBankAccount, maskPesel } from '../../lib/validation/kyc-rules';
import type { AppDeps } from '../app/app-env';
import { hashToken } from '../auth/tokens';
import { advisorDisplayName } from '../campaigns/advisor-name';
import { kycRequests, kycReviewEvents, type KycRequestRow } from '../db/schema';
import type { Violation } from '../../lib/contracts/error-body';
import { listKycDocuments } from './kyc-documents';
import { ValidationError } from '../errors/validation-error';
import { KycFormInactiveError, KycNotAuthorizedError } from './kyc-errors';
import { openKycValue, sealKycValue } from './kyc-sealing';
import { identityProvider } from '../verification/identity-provider';
import { emitWebhookEvent } from '../webhooks/emit-event';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'jobs' | 'logger'>;

/** The request of a token on this landing that still counts (not revoked, not expired), else 403. */
export async function kycRequestOfToken(deps: Deps, landingId: string, token: string): Promise<KycRequestRow> {
  // A token is 43 base64url characters; anything else cannot match and is not worth hashing.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new KycNotAuthorizedError();
  const [row] = await deps.database.db
    .select()
    .from(kycRequests)
    .where(and(eq(kycRequests.tokenHash, hashToken(token)), eq(kycRequests.landingId, landingId)));
  if (!row || row.status === 'revoked' || row.expiresAt.getTime() <= deps.clock.now().getTime())
    throw new KycNotAuthorizedError();
  return row;
}

/** GET /public-api/kyc/investor-request/{token}: the form with its draft; the first opening marks it opened. */
export async function openKycForm(deps: Deps, landingId: string, token: string): Promise<PublicKycForm> {
  let row = await kycRequestOfToken(deps, landingId, token);
  if (row.status === 'submitted') throw new KycFormInactiveError();
  if (row.status === 'sent') {
    const now = deps.clock.now();
    const [updated] = await deps.database.db
      .update(kycRequests)
      .set({ status: 'opened', openedAt: row.openedAt ?? now, updatedAt: now })
      .where(and(eq(kycRequests.id, row.id), eq(kycRequests.status, 'sent')))
      .returning();
    row = updated ?? row;
  }
  return {
    status: row.status as PublicKycForm['status'],
    language: row.language,
    investorEmail: row.investorEmail,
    advisorName: (await advisorDisplayName(deps.database.db, row.advisorUserId)) || null,
    message: row.message,
    expiresAt: row.expiresAt.toISOString(),
    draft: row.draftSealed ? openKycValue<KycDraft>(deps, row.id, row.draftSealed) : null,
    draftSavedAt: row.draftSavedAt?.toISOString() ?? null,
    returned:
      row.status === 'returned'
        ? {
            reason: row.reviewReason,
            items: (row.reviewItems ?? []) as KycReviewItem[],
            documents: await listKycDocuments(deps.database.db, row.id),
          }
        : null,
  };
}

/** PUT /public-api/kyc/investor-request/{token}/draft: keeps what was typed so far (replacing the last draft). */
export async function saveKycDraft(
  deps: Deps,
  landingId: string,
  token: string,
  body: unknown,
): Promise<{ savedAt: string }> {
  const row = await kycRequestOfToken(deps, landingId, token);
  if (row.status === 'submitted') throw new KycFormInactiveError();
  const parsed = kycDraftSchema.safeParse(body);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const now = deps.clock.now();
  const [saved] = await deps.database.db
    .update(kycRequests)
    .set({
      draftSealed: sealKycValue(deps, row.id, parsed.data),
      draftSavedAt: now,
      // A questionnaire sent back stays so until resubmitted.
      status: row.status === 'returned' ? 'returned' : 'in-progress',
      openedAt: row.openedAt ?? now,
      updatedAt: now,
    })
    // A submit or revoke that won a race is not undone by a late draft.
    .where(and(eq(kycRequests.id, row.id), notInArray(kycRequests.status, ['submitted', 'revoked'])))
    .returning({ id: kycRequests.id });
  if (!saved) throw await refusalAfterRace(deps, row.id);
  return { savedAt: now.toISOString() };
}

/**
 * PUT /public-api/kyc/investor-request/{token}/submit: the whole questionnaire, checked by the shared schema
 * (400 9e4235af with a violation per field), sealed, the draft dropped; only one submit ever wins.
 */
export async function submitKycForm(
  deps: Deps,
  landingId: string,
  token: string,
  body: unknown,
): Promise<{ submittedAt: string }> {
  const row = await kycRequestOfToken(deps, landingId, token);
  if (row.status === 'submitted') throw new KycFormInactiveError();
  const returned = row.status === 'returned';
  const input = returned ? keptAnswers(deps, row, body) : body;
  const parsed = kycFormSchema(() => deps.clock.now()).safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const answers = parsed.data;
  if (returned) await requireAskedDocuments(deps, row);
  const now = deps.clock.now();
  const provider = identityProvider(deps);
  // The seal and its event together: an integrator hears of exactly the submit that won.
  const saved = await deps.database.db.transaction(async (tx) => {
    const [sealed] = await tx
      .update(kycRequests)
      .set({
        status: 'submitted',
        submittedAt: now,
        updatedAt: now,
        openedAt: row.openedAt ?? now,
        answersSealed: sealKycValue(deps, row.id, answers),
        draftSealed: null,
        draftSavedAt: null,
        investorName: [answers.firstName, answers.surname].join(' '),
        investorBirthDate: answers.birthDate,
        peselMasked: maskPesel(answers.pesel),
        bankAccountMasked: maskBankAccount(answers.bankAccount.iban),
        riskFlags: kycRiskFlags(answers),
        // Back in the review queue (decision 0048).
        review: 'pending',
        proposedByUserId: null,
        ...provider.onSubmitted(),
      })
      .where(and(eq(kycRequests.id, row.id), notInArray(kycRequests.status, ['submitted', 'revoked'])))
      .returning({ id: kycRequests.id });
    if (sealed && returned)
      await tx.insert(kycReviewEvents).values({ requestId: row.id, kind: 'resubmitted', at: now });
    if (sealed)
      await emitWebhookEvent(deps.jobs, tx, {
        landingId: row.landingId,
        type: 'kyc.submitted',
        data: { kycRequestId: row.id, investorEmail: row.investorEmail, submittedAt: now.toISOString() },
        at: now,
      });
    return sealed;
  });
  if (!saved) throw await refusalAfterRace(deps, row.id);
  // Sanctions screening of the names given (decision 0067). A failure here must not undo the investor's submit: it
  // is logged, and the daily screening looks again.
  await screenInvestor(deps.database.db, {
    landingId: row.landingId,
    investorUserId: row.investorUserId,
    email: row.investorEmail,
    names: [`${answers.firstName} ${answers.surname}`],
    birthDate: answers.birthDate,
    source: 'kyc',
    now,
  }).catch((error: unknown) =>
    deps.logger.error('sanctions: the screening of a KYC submission failed', {
      kycRequestId: row.id,
      ...describeError(error),
    }),
  );
  return { submittedAt: now.toISOString() };
}

/** GET /public-api/kyc/investor-request/preview/{token}: what was submitted, read only (404 before that). */
export async function previewKycForm(deps: Deps, landingId: string, token: string): Promise<KycPreview | null> {
  const row = await kycRequestOfToken(deps, landingId, token);
  if (row.status !== 'submitted' || !row.answersSealed || !row.submittedAt) return null;
  return {
    status: 'submitted',
    submittedAt: row.submittedAt.toISOString(),
    answers: openKycValue<KycFormData>(deps, row.id, row.answersSealed),
  };
}

/** Why a conditional update found nothing: submitted meanwhile (409) or revoked (403). */
async function refusalAfterRace(deps: Deps, id: string) {
  const [now] = await deps.database.db
    .select({ status: kycRequests.status })
    .from(kycRequests)
    .where(eq(kycRequests.id, id));
  return now?.status === 'submitted' ? new KycFormInactiveError() : new KycNotAuthorizedError();
}

/**
 * The answers of a questionnaire sent back: what was submitted before, with only the steps the reviewer asked for
 * taken from `body` (the rest is kept as it was, whatever the body says).
 */
function keptAnswers(deps: Deps, row: KycRequestRow, body: unknown): unknown {
  if (!row.answersSealed || typeof body !== 'object' || body === null) return body;
  const kept = openKycValue<Record<string, unknown>>(deps, row.id, row.answersSealed);
  const asked = new Set<string>((row.reviewItems ?? []).filter((item) => !isDocumentItem(item)));
  const sent = body as Record<string, unknown>;
  for (const step of KYC_STEPS) if (asked.has(step.id)) for (const field of step.fields) kept[field] = sent[field];
  return kept;
}

/** Each document kind asked for has at least one file (400 with a violation `documents.<kind>` otherwise). */
async function requireAskedDocuments(deps: Deps, row: KycRequestRow): Promise<void> {
  const asked = (row.reviewItems ?? []).filter(isDocumentItem);
  if (asked.length === 0) return;
  const held = new Set((await listKycDocuments(deps.database.db, row.id)).map((d) => d.kind));
  const missing: Violation[] = asked
    .filter((kind) => !held.has(kind))
    .map((kind) => ({ propertyPath: `documents.${kind}`, title: V.required, message: V.required }));
  if (missing.length > 0) throw new ValidationError(missing);
}
