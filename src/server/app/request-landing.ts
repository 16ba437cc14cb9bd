import type { Context } from 'hono';
import type { Brand } from '../../lib/schemas/landing';
import type { AppDeps } from './app-env';
import { requestHost } from './request-host';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import { normalizeHost } from '../landings/host';

/**
 * The landing a call made before sign-in is for: the one named by Context-Id (the client sends it), else the one
 * of the Host. As for password sign-in, a Context-Id of another landing than the one that owns the Host is
 * refused (403): one brand's page cannot act for another. Context-Type is not looked at (before sign-in the
 * client sends advisor-panel even on the investor pages). Links in e-mails use the landing's own host.
 */
export async function requestLanding(deps: Pick<AppDeps, 'landings' | 'env'>, c: Context): Promise<Brand> {
  const host = normalizeHost(requestHost(c, deps.env));
  const hostLanding = await deps.landings.resolveHost(host);
  const contextId = c.req.header('context-id')?.trim().toLowerCase();
  if (!contextId || contextId === hostLanding.id) return hostLanding;
  const landing = await deps.landings.byId(contextId);
  if (!landing) throw new NotFoundError('Landing not found');
  if (hostLanding.hosts.includes(host)) throw new ForbiddenError();
  return landing;
}
