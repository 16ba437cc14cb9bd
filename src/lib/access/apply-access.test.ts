import { describe, expect, it, vi } from 'vitest';
import { getT } from '../../i18n';
import { memoryStorage } from '../session/storage';
import { applyAccessDecision, flushPendingAccessToast } from './apply-access';
import { ACCESS_DENIED_TOAST, startupAccess } from './startup-access';

const investor = { hasCredentials: true, isInvestor: true };

describe('applyAccessDecision', () => {
  for (const lang of ['pl', 'en'] as const) {
    it(`shows 'Błąd' / 'Brak dostępu' 250 ms after the redirect, in Polish even in ${lang}`, () => {
      vi.useFakeTimers();
      try {
        const navigate = vi.fn();
        const toast = vi.fn();
        applyAccessDecision(startupAccess('/app/advisors', investor), { navigate, toast, t: getT(lang) });
        expect(navigate).toHaveBeenCalledWith('/app');
        vi.advanceTimersByTime(249);
        expect(toast).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Błąd', text: 'Brak dostępu' });
      } finally {
        vi.useRealTimers();
      }
    });
  }

  it('keeps the toast for the next page when navigation loads one, and that page shows it after 250 ms', () => {
    const pending = memoryStorage();
    const toast = vi.fn();
    const delays: number[] = [];
    const setTimeout = (fn: () => void, ms: number) => {
      delays.push(ms);
      fn();
    };
    applyAccessDecision(
      { redirect: '/app', toast: ACCESS_DENIED_TOAST },
      { navigate: () => {}, toast, t: getT('en'), pending, setTimeout },
    );
    expect(toast).not.toHaveBeenCalled();

    flushPendingAccessToast({ navigate: () => {}, toast, t: getT('en'), pending, setTimeout });
    expect(delays).toEqual([250, 3000]); // shown after 250 ms, kept until its 3 s are over
    expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Błąd', text: 'Brak dostępu' });

    flushPendingAccessToast({ navigate: () => {}, toast, t: getT('en'), pending, setTimeout });
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('keeps the toast until it has been on screen for its whole time: a page left earlier hands it on', () => {
    vi.useFakeTimers();
    try {
      const session = memoryStorage();
      // Each page sees the same session storage through its own Storage object.
      const page = (): typeof session => ({
        getItem: (k) => session.getItem(k),
        setItem: (k, v) => session.setItem(k, v),
        removeItem: (k) => session.removeItem(k),
      });
      const toast = vi.fn();
      const effects = { navigate: () => {}, toast, t: getT('en') };
      applyAccessDecision({ redirect: '/app', toast: ACCESS_DENIED_TOAST }, { ...effects, pending: page() });

      // /app schedules it and goes on to /onboarding before 250 ms: its timers never fire.
      const app = { ...effects, pending: page(), setTimeout: () => undefined };
      flushPendingAccessToast(app);
      expect(toast).not.toHaveBeenCalled();

      // A page that shows it and is left after 1 s (before the toast's 3 s): the next page shows it again.
      const brief = page();
      flushPendingAccessToast({ ...effects, pending: brief });
      flushPendingAccessToast({ ...effects, pending: brief }); // a second island of the same page: once per page
      vi.advanceTimersByTime(250);
      expect(toast).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      vi.clearAllTimers(); // the page unloads

      const last = page();
      flushPendingAccessToast({ ...effects, pending: last });
      vi.advanceTimersByTime(250);
      expect(toast).toHaveBeenCalledTimes(2);
      expect(toast).toHaveBeenLastCalledWith({ type: 'error', title: 'Błąd', text: 'Brak dostępu' });
      // Shown for its whole time there: gone for good.
      vi.advanceTimersByTime(3000);
      flushPendingAccessToast({ ...effects, pending: page() });
      vi.advanceTimersByTime(5000);
      expect(toast).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing for an empty decision', () => {
    const navigate = vi.fn();
    const toast = vi.fn();
    applyAccessDecision({}, { navigate, toast, t: getT('pl') });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
