import { Hono } from 'hono';
import { kycInvitationSchema } from '../../../lib/schemas/invitation';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { jsonBody } from '../../app/validate';
import { sendKycInvitationHandler } from './kyc.handlers';

/**
 * Mounted at /api, behind the advisor-panel bearer guard. (The public questionnaire, /public-api/kyc/..., comes
 * with the KYC form issue.)
 * - POST /advisor/kyc/investor-request/send {investorEmail, message} -> 201 {id, expiresAt}: a KYC request
 *   (status sent, valid 30 days) and the e-mail with /kyc-form?token=... One address per call. 400 (9e4235af)
 *   for a bad e-mail or a message of 1-9 characters; 429 past the invitation limit shared with campaign
 *   invitations (src/server/campaigns/invitation-limit.ts).
 */
export function kycRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/advisor/kyc/investor-request/send', jsonBody(kycInvitationSchema), sendKycInvitationHandler(deps));
}
