import { APP_PATH, isAppPath, isPublicPath, pathOf, ROOT_PATH } from './paths';

/** What the access rules know about the visitor. */
export interface AccessSession {
  /** A stored access token (the API key) exists. */
  hasCredentials: boolean;
  /** The token's context_type is investor-panel. */
  isInvestor: boolean;
}

/** The toast shown to an investor sent away from an advisor page; its texts are Polish in both languages. */
export const ACCESS_DENIED_TOAST = {
  type: 'error',
  titleKey: 'access.deniedToast.title',
  textKey: 'access.deniedToast.text',
  delayMs: 250,
} as const;

export interface AccessDecision {
  redirect?: string;
  toast?: typeof ACCESS_DENIED_TOAST;
}

/**
 * The start-up access rules of SPEC section 2, in order: campaign, invest and kyc-form are public; no
 * credentials on an app path -> '/'; logged in but not on an app path -> '/app'; an investor on a path
 * containing advisors or investors -> '/app' plus the 'Błąd' / 'Brak dostępu' toast after 250 ms.
 */
export function startupAccess(url: string, session: AccessSession): AccessDecision {
  const path = pathOf(url);
  if (isPublicPath(path)) return {};
  const onApp = isAppPath(path);
  if (!session.hasCredentials) return onApp ? { redirect: ROOT_PATH } : {};
  if (!onApp) return { redirect: APP_PATH };
  if (session.isInvestor && (path.includes('advisors') || path.includes('investors'))) {
    return { redirect: APP_PATH, toast: ACCESS_DENIED_TOAST };
  }
  return {};
}
