// The handler of the configuration area, typed by its route (configuration.routes.ts).
import type { AppDeps } from '../../app/app-env';
import { requestHost } from '../../app/request-host';
import { NotFoundError } from '../../errors/http-error';
import { toAdminConfiguration } from '../../landings/admin-configuration';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './configuration.routes';

/**
 * GET /public-api/advisor-panel-configuration: the landing named by Context-Id (already checked to be a
 * UUID), else the landing of the Host. Public and the same for every visitor of a host, so briefly cacheable.
 */
export function getAdvisorPanelConfiguration(
  deps: Pick<AppDeps, 'landings' | 'env'>,
): AppRouteHandler<(typeof ROUTES)['advisorPanelConfiguration']> {
  return async (c) => {
    const contextId = c.req.valid('header')['Context-Id']?.trim().toLowerCase();
    const landing = contextId
      ? await deps.landings.byId(contextId)
      : await deps.landings.resolveHost(requestHost(c, deps.env));
    if (!landing) throw new NotFoundError('Landing not found');
    // s-maxage: shared caches, our own in-process one included (src/server/http/api-cache.ts), may keep it too.
    c.header('Cache-Control', 'public, max-age=60, s-maxage=60');
    c.header('Vary', 'Host, Context-Id');
    return c.json(toAdminConfiguration(landing), 200);
  };
}
