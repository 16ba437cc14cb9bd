// The handler of the dashboard area, typed by its route (dashboard.routes.ts).
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { advisorDashboard } from '../../dashboard/dashboard-service';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './dashboard.routes';

/** GET /api/advisor/dashboard. */
export const dashboard =
  (deps: AppDeps): AppRouteHandler<(typeof ROUTES)['dashboard']> =>
  async (c) => {
    const auth = authOf(c);
    return c.json(await advisorDashboard(deps, { landingId: auth.landingId, userId: auth.userId }), 200);
  };
