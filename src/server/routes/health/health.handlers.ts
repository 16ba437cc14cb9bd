import type { Context } from 'hono';
import type { AppDeps } from '../../app/app-env';
import { describeError } from '../../errors/describe-error';
import { ServiceUnavailableError } from '../../errors/http-error';
import { readinessFailures } from './readiness';
import type { Lifecycle } from '../../runtime-types';

const PING_TIMEOUT_MS = 2_000;

/** GET /healthz: 200 {status:'ok'} when the database answers within 2 s, else 503 in the spec body. */
export function getHealth(deps: Pick<AppDeps, 'database' | 'logger'>) {
  return async (c: Context) => {
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
    return c.json({ status: 'ok' as const });
  };
}

/**
 * GET /readyz: 200 {status: 'ready'} when this copy should get traffic, else 503 in the spec body with one violation
 * per failed check (database, migrations, storage, draining).
 */
export function getReadiness(deps: Pick<AppDeps, 'database' | 'logger' | 'storage'> & { lifecycle?: Lifecycle }) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const failed = await readinessFailures(deps);
    if (failed.length > 0)
      throw new ServiceUnavailableError(
        'Not ready',
        failed.map((check) => ({ propertyPath: check, title: 'Not ready', message: `${check} check failed` })),
      );
    return c.json({ status: 'ready' as const });
  };
}
