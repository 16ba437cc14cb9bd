// The handler of the advisor's page of one investor, typed by its route (clients.routes.ts): input from
// c.req.valid, answered as the route declares it.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { apiLanguage } from '../../campaigns/api-language';
import { investorClient } from '../../offers/client/investor-client';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './clients.routes';

type Routes = typeof ROUTES;

/** GET /api/advisor/investors/client/:investorId?lang (no-store: personal data). */
export const client =
  (deps: AppDeps): AppRouteHandler<Routes['client']> =>
  async (c) => {
    const language = apiLanguage(c.req.valid('query').lang, c.req.header('accept-language'));
    c.header('cache-control', 'no-store');
    return c.json(await investorClient(deps, authOf(c), c.req.valid('param').investorId, language), 200);
  };
