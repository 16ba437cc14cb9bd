import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { networksOfCaller } from '../../advisors/network-service';
import { authOf } from '../../auth/require-auth';

/** GET /api/advisor/network. */
export function myNetworks(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const auth = authOf(c);
    return c.json(await networksOfCaller(deps.database.db, auth.landingId, auth.userId));
  };
}
