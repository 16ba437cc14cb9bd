import type { TokenClaims } from '../contracts/auth';
import { needsRefresh } from './token';

/**
 * What the refresh algorithm of SPEC section 4 does now:
 * - anonymous: no access token, nothing to refresh;
 * - valid: the token doesn't expire within 5 minutes -> clear the flag;
 * - logout: it does, and there is no refresh token -> remove the key, go to '/';
 * - wait: it does, but the refresh flag is set (another refresh is running) -> wait for it;
 * - refresh: set the flag and request a new token.
 */
export type RefreshDecision = 'anonymous' | 'valid' | 'logout' | 'wait' | 'refresh';

export function decideRefresh(state: {
  apiKey: string | null;
  claims: TokenClaims | null;
  refreshToken: string | null;
  flagSet: boolean;
  nowMs: number;
}): RefreshDecision {
  if (!state.apiKey) return 'anonymous';
  if (!needsRefresh(state.claims, state.nowMs)) return 'valid';
  if (!state.refreshToken) return 'logout';
  return state.flagSet ? 'wait' : 'refresh';
}
