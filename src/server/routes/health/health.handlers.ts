// The handlers of the health area, each typed by its route (health.routes.ts).
import type { AppDeps } from '../../app/app-env';
import { describeError } from '../../errors/describe-error';
import { ServiceUnavailableError } from '../../errors/http-error';
import type { AppRouteHandler } from '../../openapi/common';
import type { Lifecycle } from '../../runtime-types';
import { readinessFailures } from './readiness';
import type { ROUTES } from './health.routes';

type Routes = typeof ROUTES;

const PING_TIMEOUT_MS = 2_000;

/** GET /healthz: 200 {status:'ok'} when the database answers within 2 s, else 503 in the spec body. */
export function getHealth(deps: Pick<AppDeps, 'database' | 'logger'>): AppRouteHandler<Routes['health']> {
  return async (c) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      deps.logger.warn('healthz: database unavailable', describeError(error));
      throw new ServiceUnavailableError('Database unavailable');
    } finally {
      clearTimeout(timer);
    }
    return c.json({ status: 'ok' as const }, 200);
  };
}

/**
 * GET /readyz: 200 {status: 'ready'} when this copy should get traffic, else 503 in the spec body with one violation
 * per failed check (database, migrations, storage, draining).
 */
export function getReadiness(
  deps: Pick<AppDeps, 'database' | 'logger' | 'storage'> & { lifecycle?: Lifecycle },
): AppRouteHandler<Routes['readiness']> {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    const failed = await readinessFailures(deps);
    if (failed.length > 0)
      throw new ServiceUnavailableError(
        'Not ready',
        failed.map((check) => ({ propertyPath: check, title: 'Not ready', message: `${check} check failed` })),
      );
    return c.json({ status: 'ready' as const }, 200);
  };
}
