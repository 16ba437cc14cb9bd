// The handlers of the advisor's KYC requests, each typed by its route (kyc.routes.ts): input from c.req.valid,
// answers as the route declares them. Answers with the full answers carry Cache-Control: no-store.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { limitInvitations } from '../../campaigns/invitation-limit';
import { sendKycInvitation as sendInvitation } from '../../kyc/kyc-invitation';
import { kycDocumentResponse } from '../../kyc/kyc-documents';
import { reviewKycRequest } from '../../kyc/kyc-review';
import {
  confirmKycIdentity,
  kycRequestDetail,
  listKycRequests,
  resendKycRequest,
  revokeKycRequest,
  visibleKycRequest,
} from '../../kyc/kyc-requests';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './kyc.routes';

type Routes = typeof ROUTES;

/** POST /api/advisor/kyc/investor-request/send -> 201. */
export const sendKycInvitation =
  (deps: AppDeps): AppRouteHandler<Routes['sendKycInvitation']> =>
  async (c) => {
    const auth = authOf(c);
    await limitInvitations(deps, auth.landingId, auth.userId);
    const result = await sendInvitation(
      deps,
      { landingId: auth.landingId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId },
      c.req.valid('json'),
    );
    return c.json(result, 201);
  };

/** GET /api/advisor/kyc/investor-requests -> rows + x-total-count; the query parsed by the route's schema. */
export const list =
  (deps: AppDeps): AppRouteHandler<Routes['list']> =>
  async (c) => {
    const { rows, total } = await listKycRequests(deps, authOf(c), c.req.valid('query'));
    c.header('x-total-count', String(total));
    c.header('cache-control', 'no-store');
    return c.json(rows, 200);
  };

/** GET /api/advisor/kyc/investor-request/:id -> the full answers, never cached. */
export const detail =
  (deps: AppDeps): AppRouteHandler<Routes['detail']> =>
  async (c) => {
    const answer = await kycRequestDetail(deps, authOf(c), c.req.valid('param').id);
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  };

/** POST /api/advisor/kyc/investor-request/:id/resend. */
export const resend =
  (deps: AppDeps): AppRouteHandler<Routes['resend']> =>
  async (c) =>
    c.json(await resendKycRequest(deps, authOf(c), c.req.valid('param').id), 200);

/** POST /api/advisor/kyc/investor-request/:id/revoke. */
export const revoke =
  (deps: AppDeps): AppRouteHandler<Routes['revoke']> =>
  async (c) => {
    const answer = await revokeKycRequest(deps, authOf(c), c.req.valid('param').id);
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  };

/** POST /api/advisor/kyc/investor-request/:id/identity-confirmed. */
export const confirmIdentity =
  (deps: AppDeps): AppRouteHandler<Routes['confirmIdentity']> =>
  async (c) => {
    const answer = await confirmKycIdentity(deps, authOf(c), c.req.valid('param').id);
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  };

/** PATCH /api/advisor/kyc/investor-request/:id/review -> the detail after the decision. */
export const review =
  (deps: AppDeps): AppRouteHandler<Routes['review']> =>
  async (c) => {
    const auth = authOf(c);
    const { id } = c.req.valid('param');
    await reviewKycRequest(deps, auth, await visibleKycRequest(deps, auth, id), c.req.valid('json'));
    c.header('cache-control', 'no-store');
    return c.json(await kycRequestDetail(deps, auth, id), 200);
  };

/** GET /api/advisor/kyc/investor-request/:id/documents/:documentId -> the file. */
export const document =
  (deps: AppDeps): AppRouteHandler<Routes['document']> =>
  async (c) => {
    const { id, documentId } = c.req.valid('param');
    const request = await visibleKycRequest(deps, authOf(c), id);
    return kycDocumentResponse(deps, request.id, documentId, authOf(c));
  };
