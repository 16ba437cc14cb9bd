// Types only, importing types only: every layer of the server takes these, so this module must not import one of
// them back (an import cycle through the whole server).
import type { Database } from '../db/client';
import type { ContextType } from '../db/schema/user-contexts';
import type { Env } from '../env';
import type { Metrics } from '../metrics/metrics';
import type { FileStorage } from '../storage/file-storage';
import type { JobQueue } from '../jobs/job-queue';
import type { Clock, LandingRegistry, Lifecycle, Logger } from '../runtime-types';

/** Who is calling, from a verified access token whose session is live. */
export interface AuthContext {
  userId: string;
  email: string;
  /** The landing of the token's context (context_id). */
  landingId: string;
  contextType: ContextType;
  sessionId: string;
  /** The coordinator viewing the panel as this user, or null. */
  impersonatorUserId: string | null;
  /** The access token's id (jti). */
  tokenId: string;
}

/** What the API needs from the runtime (the Runtime minus the app itself). */
export interface AppDeps {
  env: Env;
  clock: Clock;
  logger: Logger;
  database: Database;
  landings: LandingRegistry;
  /** Where uploaded files live (disk or S3, by STORAGE_DRIVER). */
  storage: FileStorage;
  /** Background work (pg-boss): e-mail retries, webhook deliveries, data exports, scans. */
  jobs: JobQueue;
  /** Set by the server's shutdown when it starts draining (GET /readyz); absent in tests that need none. */
  lifecycle?: Lifecycle;
  /** Prometheus metrics (src/server/metrics); absent in tests that need none. */
  metrics?: Metrics;
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
