import type { Translate } from '../i18n-types';
import { TOAST_DEFAULT_DURATION } from '../ui/toast';
import { ACCESS_DENIED_TOAST, type AccessDecision } from './startup-access';

export interface AccessEffects {
  navigate: (url: string) => void;
  toast: (toast: { type: 'error'; title: string; text: string }) => void;
  t: Translate;
  /** Injected so tests control time; window.setTimeout in the browser. */
  setTimeout?: (fn: () => void, ms: number) => unknown;
  /**
   * sessionStorage when `navigate` loads a new page: the toast is kept there and shown by the next page's
   * start-up (flushPendingAccessToast), since a page load would drop a timer set here.
   */
  pending?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const PENDING_KEY = 'pendingAccessToast';

function scheduleToast(effects: AccessEffects) {
  const schedule = effects.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const { type, titleKey, textKey, delayMs } = ACCESS_DENIED_TOAST;
  schedule(() => effects.toast({ type, title: effects.t(titleKey), text: effects.t(textKey) }), delayMs);
}

/** Carries out an access decision: navigates, and shows its toast about 250 ms later (on the next page if it loads one). */
export function applyAccessDecision(decision: AccessDecision, effects: AccessEffects): void {
  if (decision.toast && decision.redirect && effects.pending) effects.pending.setItem(PENDING_KEY, '1');
  else if (decision.toast) scheduleToast(effects);
  if (decision.redirect) effects.navigate(decision.redirect);
}

/** The pages (each page's own Storage object) that have already scheduled the pending toast. */
const flushedPages = new WeakSet<object>();

/**
 * At page start: shows the access-denied toast a previous page left for this one, after the same delay.
 *
 * The toast is kept until it has been on screen for its whole time (TOAST_DEFAULT_DURATION): a page that moves on
 * before that (an investor's first visit goes /app/advisors -> /app -> /onboarding, and /app may show it just before
 * it leaves) hands it to the next page, which shows it again. Once per page, however many islands ask.
 */
export function flushPendingAccessToast(
  effects: AccessEffects & { pending: NonNullable<AccessEffects['pending']> },
): void {
  const { pending } = effects;
  if (pending.getItem(PENDING_KEY) === null || flushedPages.has(pending)) return;
  flushedPages.add(pending);
  const schedule = effects.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  scheduleToast({
    ...effects,
    toast: (toast) => {
      if (pending.getItem(PENDING_KEY) === null) return;
      effects.toast(toast);
      schedule(() => pending.removeItem(PENDING_KEY), TOAST_DEFAULT_DURATION);
    },
  });
}
