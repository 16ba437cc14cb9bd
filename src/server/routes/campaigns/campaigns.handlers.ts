import type { Context } from 'hono';
import type { z } from 'zod';
import type { CampaignListResponse } from '../../../lib/contracts/campaign-views';
import type { invitationSchema } from '../../../lib/contracts/invitation';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { campaignOffers } from '../../campaigns/campaign-offers';
import {
  campaignChoices,
  campaignDetailOf,
  listCampaigns,
  productTermsOf,
  type CampaignReader,
} from '../../campaigns/campaign-queries';
import { limitInvitations } from '../../campaigns/invitation-limit';
import { inviteInvestor } from '../../campaigns/invite-investor';
import { requestLanguage } from '../../campaigns/api-language';
import type { campaignListQuery, campaignOffersQuery } from './campaigns.openapi';

type InviteContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof invitationSchema> }; out: { json: z.output<typeof invitationSchema> } }
>;

const readerOf = (c: Context<AppEnv>): CampaignReader => {
  const auth = authOf(c);
  return { landingId: auth.landingId, userId: auth.userId };
};

/** A handler's context with its validated query string (the route's schema). */
type QueryContext<S extends z.ZodType> = Context<
  AppEnv,
  string,
  { in: { query: z.input<S> }; out: { query: z.output<S> } }
>;

/** GET /api/advisor/campaigns. */
export function campaignList(deps: AppDeps) {
  return async (c: QueryContext<typeof campaignListQuery>) => {
    const { tab } = c.req.valid('query');
    const results = await listCampaigns(deps.database.db, readerOf(c), tab, requestLanguage(c), deps.clock.now());
    const body: CampaignListResponse = { results };
    return c.json(body);
  };
}

/** GET /api/advisor/campaign/:id. */
export function oneCampaign(deps: AppDeps) {
  return async (c: Context<AppEnv>) =>
    c.json(
      await campaignDetailOf(deps.database.db, readerOf(c), c.req.param('id')!, requestLanguage(c), deps.clock.now()),
    );
}

/** GET /api/advisor/campaign/:id/offers: one page and x-total-count. */
export function campaignOffersHandler(deps: AppDeps) {
  return async (c: QueryContext<typeof campaignOffersQuery>) => {
    const query = c.req.valid('query');
    const page = await campaignOffers(deps.database.db, readerOf(c), c.req.param('id')!, query);
    c.header('x-total-count', String(page.total));
    return c.json(page.rows);
  };
}

/** GET /api/advisor/product/:id. */
export function oneProduct(deps: AppDeps) {
  return async (c: Context<AppEnv>) =>
    c.json(
      await productTermsOf(
        deps.database.db,
        authOf(c).landingId,
        c.req.param('id')!,
        requestLanguage(c),
        deps.clock.now(),
      ),
    );
}

/** GET /api/advisor/campaign-choices. */
export function campaignChoicesHandler(deps: AppDeps) {
  return async (c: Context<AppEnv>) =>
    c.json(await campaignChoices(deps.database.db, authOf(c).landingId, requestLanguage(c)));
}

/** POST /api/advisor/campaign/:id/product/:productId/invite-investor -> 201 {offerId}. */
export function inviteInvestorHandler(deps: AppDeps) {
  return async (c: InviteContext) => {
    const auth = authOf(c);
    await limitInvitations(deps, auth.landingId, auth.userId);
    const result = await inviteInvestor(
      deps,
      { landingId: auth.landingId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId },
      { campaignId: c.req.param('id')!, productId: c.req.param('productId')! },
      c.req.valid('json'),
    );
    return c.json(result, 201);
  };
}
