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
    expect(delays).toEqual([250]);
    expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Błąd', text: 'Brak dostępu' });

    flushPendingAccessToast({ navigate: () => {}, toast, t: getT('en'), pending, setTimeout });
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('keeps the toast until it is shown: a page left within the delay hands it to the next one', () => {
    const pending = memoryStorage();
    const toast = vi.fn();
    applyAccessDecision(
      { redirect: '/app', toast: ACCESS_DENIED_TOAST },
      { navigate: () => {}, toast, t: getT('en'), pending },
    );
    // /app schedules it, then goes on to /onboarding before 250 ms: the timer never fires there.
    flushPendingAccessToast({ navigate: () => {}, toast, t: getT('en'), pending, setTimeout: () => undefined });
    expect(toast).not.toHaveBeenCalled();
    const now = (fn: () => void) => fn();
    flushPendingAccessToast({ navigate: () => {}, toast, t: getT('en'), pending, setTimeout: now });
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an empty decision', () => {
    const navigate = vi.fn();
    const toast = vi.fn();
    applyAccessDecision({}, { navigate, toast, t: getT('pl') });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
