import type { AuthContext } from '../auth/require-auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Clock, LandingRegistry, Logger } from '../runtime';

/** What the API needs from the runtime (the Runtime minus the app itself). */
export interface AppDeps {
  env: Env;
  clock: Clock;
  logger: Logger;
  database: Database;
  landings: LandingRegistry;
}

/** Hono's environment of every API route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The authenticated caller; set by requireAuth (always set behind the /api and /investor-api guards). */
    auth?: AuthContext;
    /** Verifies the bearer token once per request (src/server/auth/require-auth.ts). */
    authenticate?: () => Promise<AuthContext>;
  };
}
