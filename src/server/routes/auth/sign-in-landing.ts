import type { Context } from 'hono';
import type { Brand } from '../../../lib/schemas/landing';
import type { AppDeps } from '../../app/app-env';
import { requestHost } from '../../app/request-host';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors/http-error';
import { ERROR_CODES } from '../../errors/codes';
import { normalizeHost } from '../../landings/host';

/**
 * The landing an advisor signs in to: Context-Id (SPEC section 7), else the landing of the Host. A Context-Id
 * of another landing than the one that owns the Host is refused (a brand's page cannot sign in to another
 * brand). Context-Type, when sent, must be advisor-panel: investors sign in with e-mail tokens.
 */
export async function signInLanding(deps: Pick<AppDeps, 'landings' | 'env'>, c: Context): Promise<Brand> {
  const contextType = c.req.header('context-type')?.trim();
  if (contextType && contextType !== 'advisor-panel') {
    throw new BadRequestError('Context-Type must be advisor-panel', ERROR_CODES.invalidContextHeader, [
      { propertyPath: 'Context-Type', title: 'Invalid header', message: 'expected advisor-panel' },
    ]);
  }
  const host = normalizeHost(requestHost(c, deps.env));
  const hostLanding = await deps.landings.resolveHost(host);
  const contextId = c.req.header('context-id')?.trim().toLowerCase();
  if (!contextId || contextId === hostLanding.id) return hostLanding;
  const landing = await deps.landings.byId(contextId);
  if (!landing) throw new NotFoundError('Landing not found');
  if (hostLanding.hosts.includes(host)) throw new ForbiddenError();
  return landing;
}
