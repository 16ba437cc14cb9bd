import type { ActiveUser, TokenClaims } from '../../lib/contracts/auth';
import { INVESTOR_CONTEXT } from '../../lib/session/context-types';

/** Who is using the panel (SPEC section 6): coordinators are advisors who coordinate a network. */
export type PanelRole = 'advisor' | 'coordinator' | 'investor';

/** The access token claims the panel reads beyond those of src/lib: `imp` names the impersonating coordinator. */
export type PanelClaims = TokenClaims & { imp?: string; sub?: string };

/** The impersonating coordinator as GET /api/auth/data describes them. */
interface Impersonator {
  id?: string;
  name?: string | null;
  email?: string | null;
}

/** The active user fields the panel shows (GET /api/auth/data); everything is optional to survive other backends. */
export interface PanelUser {
  id?: string;
  email?: string;
  firstName?: string | null;
  surname?: string | null;
  roles?: string[];
  coordinator?: boolean;
  twoFactor?: { enabled?: boolean };
  impersonator?: Impersonator | null;
}

export const asPanelUser = (user: ActiveUser | null): PanelUser | null => user as PanelUser | null;

/** The role from the token (investor panel) and the active user's roles (coordinator). */
export function roleOf(claims: PanelClaims | null, user: PanelUser | null): PanelRole {
  if (claims?.context_type === INVESTOR_CONTEXT) return 'investor';
  const coordinator = user?.coordinator === true || (Array.isArray(user?.roles) && user.roles.includes('coordinator'));
  return coordinator ? 'coordinator' : 'advisor';
}

/** Whether the active user is a compliance officer of the landing (decision 0066; the desk itself checks two-factor). */
export function isCompliance(claims: PanelClaims | null, user: PanelUser | null): boolean {
  if (claims?.context_type === INVESTOR_CONTEXT) return false;
  return Array.isArray(user?.roles) && user.roles.includes('compliance');
}

/** "First Surname", else the e-mail of the user or of the token. */
export function displayName(user: PanelUser | null, claims: PanelClaims | null): string {
  const name = [user?.firstName, user?.surname].filter((part) => part?.trim()).join(' ');
  return name || user?.email || claims?.username || '';
}

/** Whether the session is an impersonation: the token's imp claim or the active user's impersonator. */
export function isImpersonating(claims: PanelClaims | null, user: PanelUser | null): boolean {
  return Boolean(claims?.imp || user?.impersonator);
}
