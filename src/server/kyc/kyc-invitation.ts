// POST /api/advisor/kyc/investor-request/send: an advisor asks someone to fill in the KYC questionnaire. A
// kyc_requests row (status sent, 30 days) with the SHA-256 of a fresh 256-bit token, then the e-mail with
// /kyc-form?token=... in the person's language (a known user's own, else the landing's). The public form
// (a later issue) finds the request by hashing the token. Each call stands alone; several requests to one
// address are allowed (each link works on its own until used or expired).
import { and, eq } from 'drizzle-orm';
import type { KycInvitation, KycInvitationResult } from '../../lib/schemas/invitation';
import type { AppDeps } from '../app/app-env';
import type { RequestActor } from '../auth/audit';
import { normalizeEmail } from '../auth/one-time-accounts';
import { hashToken, randomToken } from '../auth/tokens';
import { advisorDisplayName } from '../campaigns/advisor-name';
import { kycRequests, userContexts, users } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { kycInvitationTemplate } from '../mail/templates/kyc-invitation';

export const KYC_REQUEST_TTL_DAYS = 30;
/** The public questionnaire of SPEC section 2; the token is its query parameter. */
export const KYC_FORM_PATH = '/kyc-form';

export interface KycSender extends RequestActor {
  landingId: string;
}

export async function sendKycInvitation(deps: AppDeps, sender: KycSender, invitation: KycInvitation): Promise<KycInvitationResult> {
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
    .innerJoin(userContexts, and(eq(userContexts.userId, users.id), eq(userContexts.landingId, landing.id), eq(userContexts.type, 'investor-panel')))
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

  await sendMail(deps, {
    landing,
    to: email,
    language,
    template: kycInvitationTemplate,
    data: {
      link: landingUrl(deps.env, landing, `${KYC_FORM_PATH}?token=${encodeURIComponent(token)}`),
      advisorName: await advisorDisplayName(db, sender.userId),
      message,
      days: KYC_REQUEST_TTL_DAYS,
      investorName: investor?.firstName ?? null,
    },
  });
  return { id: request!.id, expiresAt: expiresAt.toISOString() };
}

/** The request a KYC link's token opens (for the public form): same landing, not expired; its status says whether it was already submitted. */
export async function findKycRequestByToken(deps: Pick<AppDeps, 'database' | 'clock'>, landingId: string, token: string) {
  const [row] = await deps.database.db
    .select()
    .from(kycRequests)
    .where(and(eq(kycRequests.tokenHash, hashToken(token)), eq(kycRequests.landingId, landingId)));
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return undefined;
  return row;
}
