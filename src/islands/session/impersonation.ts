import type { BrowserCore } from '../../lib/browser/core';
import type { TokenPair } from '../../lib/contracts/auth';
import { APP_PATH } from '../../lib/access/paths';

/** Impersonation calls: panel-only, not in SPEC (src/server/routes/auth/auth-api.routes.ts lists them). */
const IMPERSONATION_START_PATH = '/api/auth/impersonation';
const IMPERSONATION_END_PATH = '/api/auth/impersonation/end';
/** PATCH with a one-time token (SPEC section 7): the hand-over to the advisor's context. */
const CHANGE_CONTEXT_TOKEN_PATH = '/auth/change-context';

function storeTokens(core: BrowserCore, tokens: Partial<TokenPair> | undefined): void {
  if (!tokens?.accessToken || !tokens.refreshToken) throw new Error('the server answered without tokens');
  core.store.setTokens(tokens.accessToken, tokens.refreshToken);
}

/**
 * A coordinator starts viewing the panel as an advisor of their network: a one-time token for that advisor, then
 * PATCH /auth/change-context with it gives the advisor's session (carrying the coordinator as `imp`). The panel
 * then starts again on /app with the new tokens.
 */
export async function startImpersonation(core: BrowserCore, advisorId: string): Promise<void> {
  const { token } = await core.api.post<{ token: string }>(IMPERSONATION_START_PATH, { advisorId });
  // This path is not one that keeps the stored key (SPEC section 7): the access token is dropped before the call
  // and replaced by the answer; the refresh token stays, so the session is not lost meanwhile.
  storeTokens(core, await core.api.patch<Partial<TokenPair>>(CHANGE_CONTEXT_TOKEN_PATH, { token }));
  core.navigate(APP_PATH);
}

/** Ends viewing as an advisor: the coordinator's own session comes back, and the panel starts again on /app. */
export async function endImpersonation(core: BrowserCore): Promise<void> {
  storeTokens(core, await core.api.post<Partial<TokenPair>>(IMPERSONATION_END_PATH));
  core.navigate(APP_PATH);
}
