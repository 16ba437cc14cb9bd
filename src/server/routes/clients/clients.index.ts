import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { classification, hold, kycAccess, log, release, retention } from './client-protection.handlers';
import { ROUTES as PROTECTION } from './client-protection.routes';
import { client } from './clients.handlers';
import { ROUTES } from './clients.routes';

/**
 * The advisor's page of one investor (issue 19). Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/investors/client/:investorId?lang= -> InvestorClient: only what the caller sees (own offers, and
 *   a coordinator's networks'; the KYC questionnaires they see); an investor with none of it, another landing's or
 *   an unknown id is 404. no-store (personal data).
 *
 * The investor-protection routes of the same page (issue 20, decisions 0052 and 0066), client-protection.routes.ts:
 * - GET .../classification -> ClassificationView | null (ECSPR Annex II, decisions 0052 and 0066): the latest
 *   request of an investor whose offers the advisor sees (404 otherwise); the compliance desk decides it.
 * - GET .../kyc-access -> every read of the investor's KYC answers and documents (who, what, when); coordinators
 *   only (403 for advisors).
 * - GET .../retention (coordinators and compliance officers); POST .../legal-hold {reason}; POST .../legal-hold/release
 *   (compliance officers alone; decisions 0052 and 0066) -> RetentionView: the relationship's end, the date until
 *   which KYC data and the offer log are kept, the hold that stops the deletion.
 * - GET .../protection-log?format=csv|pdf&lang -> the investor's protection log (every step of the offers the
 *   caller sees, with KIIS version, test, warning threshold, consent; tests and classification requests).
 */
export function clientsRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.client, client(deps))
    .openapi(PROTECTION.classification, classification(deps))
    .openapi(PROTECTION.log, log(deps))
    .openapi(PROTECTION.kycAccess, kycAccess(deps))
    .openapi(PROTECTION.retention, retention(deps))
    .openapi(PROTECTION.hold, hold(deps))
    .openapi(PROTECTION.release, release(deps));
}
