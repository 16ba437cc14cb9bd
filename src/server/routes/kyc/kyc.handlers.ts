import type { Context } from 'hono';
import type { z } from 'zod';
import type { kycInvitationSchema } from '../../../lib/contracts/invitation';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { limitInvitations } from '../../campaigns/invitation-limit';
import { sendKycInvitation } from '../../kyc/kyc-invitation';
import { kycDocumentResponse } from '../../kyc/kyc-documents';
import { reviewKycRequest } from '../../kyc/kyc-review';
import type { kycReviewInputSchema } from '../../../lib/contracts/kyc-review';
import type { KycListQuery } from '../../kyc/kyc-list-query';
import {
  confirmKycIdentity,
  kycRequestDetail,
  listKycRequests,
  resendKycRequest,
  revokeKycRequest,
  visibleKycRequest,
} from '../../kyc/kyc-requests';

type SendContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof kycInvitationSchema> }; out: { json: z.output<typeof kycInvitationSchema> } }
>;

/** POST /api/advisor/kyc/investor-request/send -> 201. */
export function sendKycInvitationHandler(deps: AppDeps) {
  return async (c: SendContext) => {
    const auth = authOf(c);
    await limitInvitations(deps, auth.landingId, auth.userId);
    const result = await sendKycInvitation(
      deps,
      { landingId: auth.landingId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId },
      c.req.valid('json'),
    );
    return c.json(result, 201);
  };
}

type Ctx = Context<AppEnv>;

type ListContext = Context<AppEnv, string, { in: { query: Record<string, string> }; out: { query: KycListQuery } }>;

/** GET /api/advisor/kyc/investor-requests -> rows + x-total-count; the query parsed by the route's schema. */
export function listHandler(deps: AppDeps) {
  return async (c: ListContext) => {
    const query = c.req.valid('query');
    const { rows, total } = await listKycRequests(deps, authOf(c), query);
    c.header('x-total-count', String(total));
    c.header('cache-control', 'no-store');
    return c.json(rows);
  };
}

/** GET /api/advisor/kyc/investor-request/:id -> the full answers, never cached. */
export function detailHandler(deps: AppDeps) {
  return async (c: Ctx) => {
    const detail = await kycRequestDetail(deps, authOf(c), c.req.param('id')!);
    c.header('cache-control', 'no-store');
    return c.json(detail);
  };
}

/** POST /api/advisor/kyc/investor-request/:id/resend. */
export function resendHandler(deps: AppDeps) {
  return async (c: Ctx) => c.json(await resendKycRequest(deps, authOf(c), c.req.param('id')!));
}

/** POST /api/advisor/kyc/investor-request/:id/revoke. */
export function revokeHandler(deps: AppDeps) {
  return async (c: Ctx) => {
    const detail = await revokeKycRequest(deps, authOf(c), c.req.param('id')!);
    c.header('cache-control', 'no-store');
    return c.json(detail);
  };
}

/** POST /api/advisor/kyc/investor-request/:id/identity-confirmed. */
export function confirmIdentityHandler(deps: AppDeps) {
  return async (c: Ctx) => {
    const detail = await confirmKycIdentity(deps, authOf(c), c.req.param('id')!);
    c.header('cache-control', 'no-store');
    return c.json(detail);
  };
}

type ReviewContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof kycReviewInputSchema> }; out: { json: z.output<typeof kycReviewInputSchema> } }
>;

/** PATCH /api/advisor/kyc/investor-request/:id/review -> the detail after the decision. */
export function reviewHandler(deps: AppDeps) {
  return async (c: ReviewContext) => {
    const auth = authOf(c);
    const id = c.req.param('id')!;
    await reviewKycRequest(deps, auth, await visibleKycRequest(deps, auth, id), c.req.valid('json'));
    c.header('cache-control', 'no-store');
    return c.json(await kycRequestDetail(deps, auth, id));
  };
}

/** GET /api/advisor/kyc/investor-request/:id/documents/:documentId -> the file. */
export function documentHandler(deps: AppDeps) {
  return async (c: Ctx) => {
    const request = await visibleKycRequest(deps, authOf(c), c.req.param('id')!);
    return kycDocumentResponse(deps, request.id, c.req.param('documentId')!, authOf(c));
  };
}
