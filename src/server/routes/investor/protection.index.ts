import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { assessment, classification, confirm, kiis, revoke, view, withdraw } from './protection.handlers';
import { ROUTES } from './protection.routes';

/**
 * Investor protection (issue 20, decision 0052). Mounted at /investor-api, behind the investor-panel bearer guard,
 * after the investor area (investor.index.ts).
 * - GET /protection -> ProtectionView (questions in ?lang / Accept-Language).
 * - POST /protection/assessment {answers: {questionId: optionIndex}, yearlyIncome, liquidAssets,
 *   financialCommitments, currency} -> 201 AssessmentResult; every question answered (400 9e4235af per missing one),
 *   409 6491e3a4 when the landing has no protection or no test.
 * - POST /protection/assessment/confirm-warning -> AssessmentResult (409 026ddbdc without a valid test).
 * - POST /protection/classification {kind, criteria, currency, figures, experience?, trading?, confirmed: true}
 *   -> 201 ClassificationView (ECSPR Annex II; 409 6491e3a4 while one waits or is approved);
 *   POST /protection/classification/withdraw -> ClassificationView (409 when there is nothing to withdraw).
 * - GET /offer/:id/kiis?lang -> the campaign's KIIS as a PDF (the investor's opening is recorded, an impersonator's not).
 * - POST /offer/:id/revoke -> InvestorOfferDetail (409 d01883e1 after the deadline or without a reflection period).
 */
export function investorProtectionRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.view, view(deps))
    .openapi(ROUTES.assessment, assessment(deps))
    .openapi(ROUTES.confirm, confirm(deps))
    .openapi(ROUTES.classification, classification(deps))
    .openapi(ROUTES.withdraw, withdraw(deps))
    .openapi(ROUTES.kiis, kiis(deps))
    .openapi(ROUTES.revoke, revoke(deps));
}
