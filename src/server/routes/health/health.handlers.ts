import type { Context } from 'hono';
import type { AppDeps } from '../../app/app-env';
import { describeError } from '../../errors/describe-error';
import { ServiceUnavailableError } from '../../errors/http-error';

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
