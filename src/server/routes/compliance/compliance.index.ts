import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { decision, desk, hit, hold, kycReview, register } from './compliance.handlers';
import { ROUTES } from './compliance.routes';

/**
 * The compliance desk (issue 35 item 7, decision 0066). Mounted at /api, behind the advisor-panel bearer guard; every
 * route is a compliance officer's with two-factor on (403 compliance.errors.officerOnly / twoFactorRequired).
 * - GET /compliance/desk -> ComplianceDesk.
 * - POST /compliance/classification/:requestId/decision {approve: true, evidence} | {approve: false, reason} ->
 *   ClassificationView (ECSPR Annex II; 404 another landing's request, 409 6491e3a4 once decided).
 * - POST /compliance/sanctions/:hitId/decision {status: cleared|confirmed, note} -> 204 (decision 0067): an open
 *   hit of the landing (404 otherwise; 409 5d0f9e72 once decided).
 * - GET /compliance/registers/:register?from=YYYY-MM-DD&to=YYYY-MM-DD&format=csv|xlsx&lang -> the register of the days
 *   from..to in the landing's time zone (decision 0068); 400 for a period that ends before it starts.
 * - POST /compliance/legal-holds {email, reason} -> RetentionView: a legal hold on the landing's user of that e-mail
 *   (404 none, 409 one is active); holds are the officers' alone (coordinators see them, 403 to set or release).
 * - PATCH /compliance/kyc/:id/review {decision, reason?, items?} -> 204: a case proposed for approval (404 otherwise);
 *   403 kyc.errors.complianceApproval when the officer is the case's advisor, 409 fourEyesSamePerson its proposer.
 */
export function complianceRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.desk, desk(deps))
    .openapi(ROUTES.decision, decision(deps))
    .openapi(ROUTES.register, register(deps))
    .openapi(ROUTES.hit, hit(deps))
    .openapi(ROUTES.hold, hold(deps))
    .openapi(ROUTES.kycReview, kycReview(deps));
}
