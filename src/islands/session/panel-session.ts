import { atom } from 'nanostores';
import { getT } from '../../i18n';
import { ApiError, isCancel } from '../../lib/api/api-error';
import { ROOT_PATH } from '../../lib/access/paths';
import { browserCore, type BrowserCore } from '../../lib/browser/core';
import type { Translate } from '../../lib/i18n-types';
import type { Language } from '../../lib/language';
import { initToasts, toast } from '../../lib/ui/toast';

/** Where a signed-in user without access to the panel is shown why (SPEC section 2). */
const ACCESS_DENIED_PATH = '/access-denied';

/**
 * The panel's start-up state, shared by every island of the page: starting (access rules, refresh, session data),
 * ready, failed (the session data could not be loaded; the page offers to retry) or leaving (navigating away).
 */
export type PanelState = 'starting' | 'ready' | 'failed' | 'leaving';
export const $panelState = atom<PanelState>('starting');

let started: Promise<void> | null = null;

/** What a failure loading the advisor session means: the session is gone, the panel is not theirs, or a glitch. */
async function handleSessionFailure(core: BrowserCore, error: unknown): Promise<PanelState> {
  if (isCancel(error)) return 'leaving';
  if (error instanceof ApiError && error.status === 401) {
    await core.auth.logout();
    core.navigate(ROOT_PATH);
    return 'leaving';
  }
  if (error instanceof ApiError && error.status === 403) {
    core.navigate(ACCESS_DENIED_PATH);
    return 'leaving';
  }
  return 'failed';
}

async function start(lang: Language): Promise<void> {
  const core = browserCore();
  const t = getT(lang) as Translate;
  initToasts({ dismissLabel: t('toast.dismiss') });
  // SPEC section 2 at start-up (after the start-up refresh of section 4): '/' without credentials, an investor
  // away from advisor paths with the 'Brak dostępu' toast.
  if (!(await core.enforceAccess({ toast: (message) => toast(message), t }))) {
    $panelState.set('leaving');
    return;
  }
  // Signed out in another tab (both tokens gone; a change of context drops only the access token for a moment).
  core.store.$refreshToken.listen((refreshToken) => {
    if (refreshToken === null && core.store.$apiKey.get() === null && $panelState.get() !== 'leaving') {
      $panelState.set('leaving');
      core.navigate(ROOT_PATH);
    }
  });
  // SPEC section 4, after mount: non-investors load contexts, the active user and networks. Investors load their
  // dictionaries and offers where they are shown (the investor home), through the query cache.
  if (core.store.isInvestor()) {
    $panelState.set('ready');
    return;
  }
  try {
    await core.auth.loadAdvisorSession();
    $panelState.set('ready');
  } catch (error) {
    $panelState.set(await handleSessionFailure(core, error));
  }
}

/** Starts the panel once per page, whichever island mounts first. */
export function startPanel(lang: Language): Promise<void> {
  started ??= start(lang);
  return started;
}

/** Loads the active user again (after changes such as enabling two-factor). */
export async function reloadActiveUser(): Promise<void> {
  const core = browserCore();
  if (core.store.isInvestor()) return;
  try {
    await core.auth.loadAdvisorSession();
  } catch (error) {
    const next = await handleSessionFailure(core, error);
    if (next === 'leaving') $panelState.set(next);
  }
}
