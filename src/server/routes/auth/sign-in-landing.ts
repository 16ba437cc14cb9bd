import type { Context } from 'hono';
import type { Landing } from '../../../lib/contracts/landing';
import type { AppDeps } from '../../app/app-env';
import { requestHost } from '../../app/request-host';
import { requestLanding } from '../../app/request-landing';
import { landingServesHost, normalizeHost } from '../../landings/host';
import { BadRequestError, ForbiddenError } from '../../errors/http-error';
import { ERROR_CODES } from '../../errors/codes';

/**
 * The landing an advisor signs in to: Context-Id (SPEC section 7), else the landing of the Host, with the
 * rules of requestLanding, on a host that landing serves (403 elsewhere). Context-Type, when sent, must be
 * advisor-panel: investors sign in with e-mail tokens.
 */
export async function signInLanding(deps: Pick<AppDeps, 'landings' | 'env'>, c: Context): Promise<Landing> {
  const contextType = c.req.header('context-type')?.trim();
  if (contextType && contextType !== 'advisor-panel') {
    throw new BadRequestError('Context-Type must be advisor-panel', ERROR_CODES.invalidContextHeader, [
      { propertyPath: 'Context-Type', title: 'Invalid header', message: 'expected advisor-panel' },
    ]);
  }
  const landing = await requestLanding(deps, c);
  // A host that no landing owns acts for none: the tokens of a sign-in there would not work there (decision 0022).
  if (!landingServesHost(landing, normalizeHost(requestHost(c, deps.env)))) throw new ForbiddenError();
  return landing;
}
