// The handlers of the investor protection routes, each typed by its route (protection.routes.ts): input from
// c.req.valid, answers as the route declares them.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { requestLanguage } from '../../campaigns/api-language';
import { investorOfferDetail, ownOffer } from '../../investor/investor-offers';
import type { AppRouteHandler } from '../../openapi/common';
import { confirmWarning, protectionView, submitAssessment } from '../../protection/assessment';
import { requestClassification, withdrawClassification } from '../../protection/classification';
import { revokeAcceptance } from '../../protection/reflection';
import { campaignKiisResponse } from '../../protection/kiis-response';
import type { ROUTES } from './protection.routes';

type Routes = typeof ROUTES;

/** GET /investor-api/protection (questions in ?lang / Accept-Language). */
export const view =
  (deps: AppDeps): AppRouteHandler<Routes['view']> =>
  async (c) =>
    c.json(await protectionView(deps.database.db, deps.clock, authOf(c), requestLanguage(c)), 200);

/** POST /investor-api/protection/assessment -> 201. */
export const assessment =
  (deps: AppDeps): AppRouteHandler<Routes['assessment']> =>
  async (c) => {
    const auth = authOf(c);
    const input = c.req.valid('json');
    const impersonator = auth.impersonatorUserId ?? null;
    return c.json(
      await submitAssessment(deps.database.db, deps.clock, auth, input, requestLanguage(c), impersonator),
      201,
    );
  };

/** POST /investor-api/protection/assessment/confirm-warning. */
export const confirm =
  (deps: AppDeps): AppRouteHandler<Routes['confirm']> =>
  async (c) =>
    c.json(await confirmWarning(deps.database.db, deps.clock, authOf(c)), 200);

/** POST /investor-api/protection/classification -> 201. */
export const classification =
  (deps: AppDeps): AppRouteHandler<Routes['classification']> =>
  async (c) => {
    const auth = authOf(c);
    const impersonator = auth.impersonatorUserId ?? null;
    return c.json(
      await requestClassification(deps.database.db, deps.clock, auth, c.req.valid('json'), impersonator),
      201,
    );
  };

/** POST /investor-api/protection/classification/withdraw. */
export const withdraw =
  (deps: AppDeps): AppRouteHandler<Routes['withdraw']> =>
  async (c) =>
    c.json(await withdrawClassification(deps.database.db, deps.clock, authOf(c)), 200);

/** GET /investor-api/offer/:id/kiis: the PDF as a file response. */
export const kiis =
  (deps: AppDeps): AppRouteHandler<Routes['kiis']> =>
  async (c) => {
    const own = await ownOffer(deps.database.db, authOf(c), c.req.valid('param').id);
    // Someone signed in as the investor (an impersonator) opens it for themselves: the investor has not received it.
    const investor = !authOf(c).impersonatorUserId;
    return campaignKiisResponse(deps, own, { language: requestLanguage(c), investor });
  };

/** POST /investor-api/offer/:id/revoke. */
export const revoke =
  (deps: AppDeps): AppRouteHandler<Routes['revoke']> =>
  async (c) => {
    const own = await ownOffer(deps.database.db, authOf(c), c.req.valid('param').id);
    const updated = await revokeAcceptance(deps, own, { impersonatorUserId: authOf(c).impersonatorUserId ?? null });
    return c.json(await investorOfferDetail(deps, updated, requestLanguage(c)), 200);
  };
