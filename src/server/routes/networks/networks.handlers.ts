// The handler of the networks area, typed by its route (networks.routes.ts).
import type { AppDeps } from '../../app/app-env';
import { networksOfCaller } from '../../advisors/network-service';
import { authOf } from '../../auth/require-auth';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './networks.routes';

/** GET /api/advisor/network. */
export const myNetworks =
  (deps: AppDeps): AppRouteHandler<(typeof ROUTES)['mine']> =>
  async (c) => {
    const auth = authOf(c);
    return c.json(await networksOfCaller(deps.database.db, auth.landingId, auth.userId), 200);
  };
