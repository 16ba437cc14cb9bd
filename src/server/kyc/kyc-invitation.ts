// POST /api/advisor/kyc/investor-request/send: an advisor asks someone to fill in the KYC questionnaire. A
// kyc_requests row (status sent, 30 days) with the SHA-256 of a fresh 256-bit token, then the e-mail with
// /kyc-form?token=... in the person's language (a known user's own, else the landing's). The public form
// (src/server/kyc/kyc-form.ts) finds the request by hashing the token. Each call stands alone; several requests
// to one address are allowed (each link works on its own until used, revoked, replaced by a resend or expired).
import { and, eq } from 'drizzle-orm';
import type { KycInvitation, KycInvitationResult } from '../../lib/contracts/invitation';
import type { AppDeps } from '../app/app-env';
import type { RequestActor } from '../auth/audit';
import { normalizeEmail } from '../auth/one-time-accounts';
import { hashToken, randomToken } from '../auth/tokens';
import { advisorDisplayName } from '../campaigns/advisor-name';
import { kycRequests, userContexts, users, type KycRequestRow } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { kycInvitationTemplate } from '../mail/templates/kyc-invitation';
import { kycMoreInformationTemplate } from '../mail/templates/kyc-more-information';
import type { DbOrTx } from '../db/client';
import type { KycReviewItem } from '../../lib/contracts/kyc';

export const KYC_REQUEST_TTL_DAYS = 30;
/** The public questionnaire of SPEC section 2; the token is its query parameter. */
const KYC_FORM_PATH = '/kyc-form';

export interface KycSender extends RequestActor {
  landingId: string;
}

export async function sendKycInvitation(
  deps: AppDeps,
  sender: KycSender,
  invitation: KycInvitation,
): Promise<KycInvitationResult> {
  const landing = await deps.landings.byId(sender.landingId);
  if (!landing) throw new NotFoundError();
  const { db } = deps.database;
  const email = normalizeEmail(invitation.investorEmail);
  const token = randomToken(32);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + KYC_REQUEST_TTL_DAYS * 86_400_000);

  const [investor] = await db
    .select({ id: users.id, language: users.language, firstName: users.firstName })
    .from(users)
    .innerJoin(
      userContexts,
      and(
        eq(userContexts.userId, users.id),
        eq(userContexts.landingId, landing.id),
        eq(userContexts.type, 'investor-panel'),
      ),
    )
    .where(and(eq(users.landingId, landing.id), eq(users.email, email)));
  const language = investor?.language ?? landing.language;
  const message = invitation.message.trim() || null;

  const [request] = await db
    .insert(kycRequests)
    .values({
      landingId: landing.id,
      advisorUserId: sender.userId,
      impersonatorUserId: sender.impersonatorUserId ?? null,
      investorEmail: email,
      investorUserId: investor?.id ?? null,
      message,
      language,
      tokenHash: hashToken(token),
      status: 'sent',
      createdAt: now,
      updatedAt: now,
      expiresAt,
    })
    .returning({ id: kycRequests.id });

  await mailKycLink(
    deps,
    landing,
    { to: email, language, advisorUserId: sender.userId, message, investorName: investor?.firstName ?? null },
    token,
  );
  return { id: request!.id, expiresAt: expiresAt.toISOString() };
}

type Landing = NonNullable<Awaited<ReturnType<AppDeps['landings']['byId']>>>;

interface KycMail {
  to: string;
  language: KycRequestRow['language'];
  advisorUserId: string;
  message: string | null;
  investorName: string | null;
}

/** The e-mail with the /kyc-form link of a token, on the landing's host, in the request's language. */
async function mailKycLink(deps: AppDeps, landing: Landing, mail: KycMail, token: string): Promise<void> {
  await sendMail(deps, {
    landing,
    to: mail.to,
    language: mail.language,
    template: kycInvitationTemplate,
    data: {
      link: landingUrl(deps.env, landing, `${KYC_FORM_PATH}?token=${encodeURIComponent(token)}`),
      advisorName: await advisorDisplayName(deps.database.db, mail.advisorUserId),
      message: mail.message,
      days: KYC_REQUEST_TTL_DAYS,
      investorName: mail.investorName,
    },
  });
}

/**
 * The e-mail of a questionnaire sent back for more information (decision 0048): the new link to the same form,
 * what is asked and why, in the request's language; written in the transaction `db` of the decision.
 */
export async function mailKycMoreInformation(
  deps: AppDeps,
  request: KycRequestRow,
  ask: { token: string; reason: string | null; items: KycReviewItem[] },
  db: DbOrTx,
): Promise<void> {
  const landing = await deps.landings.byId(request.landingId);
  if (!landing) throw new NotFoundError();
  await sendMail(
    deps,
    {
      landing,
      to: request.investorEmail,
      language: request.language,
      template: kycMoreInformationTemplate,
      data: {
        link: landingUrl(deps.env, landing, `${KYC_FORM_PATH}?token=${encodeURIComponent(ask.token)}`),
        advisorName: await advisorDisplayName(db, request.advisorUserId),
        reason: ask.reason,
        items: ask.items,
        days: KYC_REQUEST_TTL_DAYS,
        investorName: request.investorName?.split(' ')[0] ?? null,
      },
    },
    db,
  );
}

/**
 * POST /api/advisor/kyc/investor-request/{id}/resend: a fresh token replaces the old one's hash (so the old
 * link stops working at once), the 30 days start again and the e-mail goes out anew. A saved draft stays. The
 * caller decides whether the request may be resent (src/server/kyc/kyc-requests.ts).
 */
export async function resendKycInvitation(
  deps: AppDeps,
  request: KycRequestRow,
): Promise<{ id: string; expiresAt: string }> {
  const landing = await deps.landings.byId(request.landingId);
  if (!landing) throw new NotFoundError();
  const token = randomToken(32);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + KYC_REQUEST_TTL_DAYS * 86_400_000);
  await deps.database.db
    .update(kycRequests)
    .set({
      tokenHash: hashToken(token),
      expiresAt,
      resentAt: now,
      updatedAt: now,
      // Work under way (a draft, a questionnaire sent back for more) keeps its status.
      status: request.status === 'in-progress' || request.status === 'returned' ? request.status : 'sent',
    })
    .where(eq(kycRequests.id, request.id));
  const [investor] = request.investorUserId
    ? await deps.database.db
        .select({ firstName: users.firstName })
        .from(users)
        .where(eq(users.id, request.investorUserId))
    : [];
  await mailKycLink(
    deps,
    landing,
    {
      to: request.investorEmail,
      language: request.language,
      advisorUserId: request.advisorUserId,
      message: request.message,
      investorName: investor?.firstName ?? null,
    },
    token,
  );
  return { id: request.id, expiresAt: expiresAt.toISOString() };
}

/**
 * The request a KYC link's token opens (for the public form): same landing, not expired; its status says whether it
 * was already submitted.
 */
export async function findKycRequestByToken(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  landingId: string,
  token: string,
) {
  const [row] = await deps.database.db
    .select()
    .from(kycRequests)
    .where(and(eq(kycRequests.tokenHash, hashToken(token)), eq(kycRequests.landingId, landingId)));
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return undefined;
  return row;
}
