// The handlers of the advisor's campaigns, each typed by its route (campaigns.routes.ts): input from c.req.valid,
// answers as the route declares them. Names are in the language of ?lang, else Accept-Language, else Polish.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { campaignOffers as offersOfCampaign } from '../../campaigns/campaign-offers';
import {
  campaignChoices as choicesOfLanding,
  campaignDetailOf,
  listCampaigns,
  productTermsOf,
  type CampaignReader,
} from '../../campaigns/campaign-queries';
import { saveCampaignIssuer } from '../../campaigns/campaign-issuer';
import { limitInvitations } from '../../campaigns/invitation-limit';
import { inviteInvestor as invite } from '../../campaigns/invite-investor';
import { requestLanguage } from '../../campaigns/api-language';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './campaigns.routes';

type Routes = typeof ROUTES;

const readerOf = (c: Context<AppEnv>): CampaignReader => {
  const auth = authOf(c);
  return { landingId: auth.landingId, userId: auth.userId };
};

/** GET /api/advisor/campaigns. */
export const campaignList =
  (deps: AppDeps): AppRouteHandler<Routes['campaignList']> =>
  async (c) => {
    const { tab } = c.req.valid('query');
    const results = await listCampaigns(deps.database.db, readerOf(c), tab, requestLanguage(c), deps.clock.now());
    return c.json({ results }, 200);
  };

/** GET /api/advisor/campaign/:id. */
export const oneCampaign =
  (deps: AppDeps): AppRouteHandler<Routes['oneCampaign']> =>
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await campaignDetailOf(deps.database.db, readerOf(c), id, requestLanguage(c), deps.clock.now()), 200);
  };

/** GET /api/advisor/campaign/:id/offers: one page and x-total-count. */
export const campaignOffers =
  (deps: AppDeps): AppRouteHandler<Routes['campaignOffers']> =>
  async (c) => {
    const page = await offersOfCampaign(deps.database.db, readerOf(c), c.req.valid('param').id, c.req.valid('query'));
    c.header('x-total-count', String(page.total));
    return c.json(page.rows, 200);
  };

/** GET /api/advisor/product/:id. */
export const oneProduct =
  (deps: AppDeps): AppRouteHandler<Routes['oneProduct']> =>
  async (c) => {
    const { id } = c.req.valid('param');
    const landingId = authOf(c).landingId;
    return c.json(await productTermsOf(deps.database.db, landingId, id, requestLanguage(c), deps.clock.now()), 200);
  };

/** GET /api/advisor/campaign-choices. */
export const campaignChoices =
  (deps: AppDeps): AppRouteHandler<Routes['campaignChoices']> =>
  async (c) =>
    c.json(await choicesOfLanding(deps.database.db, authOf(c).landingId, requestLanguage(c)), 200);

/** POST /api/advisor/campaign/:id/product/:productId/invite-investor -> 201 {offerId}. */
export const inviteInvestor =
  (deps: AppDeps): AppRouteHandler<Routes['inviteInvestor']> =>
  async (c) => {
    const auth = authOf(c);
    await limitInvitations(deps, auth.landingId, auth.userId);
    const { id, productId } = c.req.valid('param');
    const result = await invite(
      deps,
      { landingId: auth.landingId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId },
      { campaignId: id, productId },
      c.req.valid('json'),
    );
    return c.json(result, 201);
  };

/** PUT /api/advisor/campaign/:id/issuer -> the issuer as stored (a coordinator or compliance officer). */
export const campaignIssuer =
  (deps: AppDeps): AppRouteHandler<Routes['campaignIssuer']> =>
  async (c) =>
    c.json(await saveCampaignIssuer(deps, authOf(c), c.req.valid('param').id, c.req.valid('json')), 200);
