import type { Context } from 'hono';
import type { Landing } from '../../lib/contracts/landing';
import type { AppDeps } from './app-env';
import { requestHost } from './request-host';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import { landingServesHost, normalizeHost } from '../landings/host';

/**
 * The landing a call made before sign-in is for: the one named by Context-Id (the client sends it), else the one
 * of the Host. As for password sign-in, a Context-Id of another landing than the one that owns the Host is
 * refused (403): one brand's page cannot act for another. Context-Type is not looked at (before sign-in the
 * client sends advisor-panel even on the investor pages). Links in e-mails use the landing's own host.
 */
export async function requestLanding(deps: Pick<AppDeps, 'landings' | 'env'>, c: Context): Promise<Landing> {
  const host = normalizeHost(requestHost(c, deps.env));
  const hostLanding = await deps.landings.resolveHost(host);
  const contextId = c.req.header('context-id')?.trim().toLowerCase();
  if (!contextId || contextId === hostLanding.id) return hostLanding;
  const landing = await deps.landings.byId(contextId);
  if (!landing) throw new NotFoundError('Landing not found');
  if (hostLanding.hosts.includes(host)) throw new ForbiddenError();
  return landing;
}

/**
 * The landing whose tokens this call may use (decision 0022): the one that owns the Host, else (a host no landing
 * owns) the one named by Context-Id when that host is its backendBaseUrl's. Everything else gets `refuse()`, the
 * answer of an unknown token of that kind: a Context-Id of another landing than the host's, an unknown one, and
 * a host that no landing owns (it is served the default brand's pages as a fallback but acts for no landing). A
 * token of another landing gets the same answer from its landing-scoped lookup.
 */
export async function tokenLanding(
  deps: Pick<AppDeps, 'landings' | 'env'>,
  c: Context,
  refuse: () => Error,
): Promise<Landing> {
  const host = normalizeHost(requestHost(c, deps.env));
  const hostLanding = await deps.landings.resolveHost(host);
  const contextId = c.req.header('context-id')?.trim().toLowerCase();
  const owned = hostLanding.hosts.includes(host);
  const landing = owned || !contextId ? hostLanding : await deps.landings.byId(contextId);
  if (!landing || (contextId && contextId !== landing.id) || !landingServesHost(landing, host)) throw refuse();
  return landing;
}
