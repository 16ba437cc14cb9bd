import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { advisorDashboard } from '../../dashboard/dashboard-service';

/** GET /api/advisor/dashboard. */
export function dashboard(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const auth = authOf(c);
    return c.json(await advisorDashboard(deps, { landingId: auth.landingId, userId: auth.userId }));
  };
}
