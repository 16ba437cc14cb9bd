import type { TokenClaims } from '../../lib/contracts/auth';

/**
 * When the panel session ends (docs/decisions/0009-session-expiry.md): after IDLE_TIMEOUT_MS without user
 * activity in any tab of the browser; and, when there is no refresh token to renew it, at the access token's
 * expiry at the latest.
 */
export const IDLE_TIMEOUT_MS = 15 * 60_000;
/** The warning dialog opens this long before the end. */
export const WARNING_MS = 60_000;

export function sessionEndsAt(state: {
  lastActivityMs: number;
  claims: TokenClaims | null;
  hasRefreshToken: boolean;
  idleTimeoutMs?: number;
}): number {
  const idleEnd = state.lastActivityMs + (state.idleTimeoutMs ?? IDLE_TIMEOUT_MS);
  if (state.hasRefreshToken) return idleEnd;
  const exp = typeof state.claims?.exp === 'number' ? state.claims.exp * 1000 : 0;
  return Math.min(idleEnd, exp);
}

/** Where the countdown stands: running, warning (the dialog is due) or ended. */
export type ExpiryPhase = 'running' | 'warning' | 'ended';

export function expiryPhase(remainingMs: number, warningMs = WARNING_MS): ExpiryPhase {
  if (remainingMs <= 0) return 'ended';
  return remainingMs <= warningMs ? 'warning' : 'running';
}

/** Remaining time as m:ss (rounded up, so 0:00 shows only at the end). */
export function formatRemaining(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
