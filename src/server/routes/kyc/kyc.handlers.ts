import type { Context } from 'hono';
import type { z } from 'zod';
import type { kycInvitationSchema } from '../../../lib/schemas/invitation';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { limitInvitations } from '../../campaigns/invitation-limit';
import { sendKycInvitation } from '../../kyc/kyc-invitation';

type SendContext = Context<AppEnv, string, { in: { json: z.input<typeof kycInvitationSchema> }; out: { json: z.output<typeof kycInvitationSchema> } }>;

/** POST /api/advisor/kyc/investor-request/send -> 201. */
export function sendKycInvitationHandler(deps: AppDeps) {
  return async (c: SendContext) => {
    const auth = authOf(c);
    await limitInvitations(deps, auth.landingId, auth.userId);
    const result = await sendKycInvitation(deps, { landingId: auth.landingId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId }, c.req.valid('json'));
    return c.json(result, 201);
  };
}
