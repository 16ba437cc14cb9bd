import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserCore } from '../../lib/browser/core';
import { browserStorage } from '../../lib/session/storage';
import { createActivityTracker } from './activity';
import { expiryPhase, formatRemaining, sessionEndsAt, type ExpiryPhase } from './session-expiry';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface SessionCountdown {
  phase: ExpiryPhase;
  /** m:ss until the session ends. */
  remaining: string;
  /** The user chose to stay: counts as activity, and refreshes the tokens when they are due (SPEC section 4). */
  stay(): Promise<void>;
}

/**
 * The session-expiry countdown of a running panel (decision 0009): ticks every second, records the user's activity
 * (shared across tabs through localStorage) and says when to warn and when the session has ended. While the
 * warning shows, only an explicit choice counts: activity elsewhere on the page doesn't silently extend it.
 */
export function useSessionCountdown(): SessionCountdown {
  const core = browserCore();
  const tracker = useMemo(() => createActivityTracker(browserStorage(), () => Date.now()), []);
  const claims = useStore(core.store.$token);
  const refreshToken = useStore(core.store.$refreshToken);
  const [now, setNow] = useState(() => Date.now());
  const warning = useRef(false);

  useEffect(() => {
    // Opening a panel page is activity too.
    tracker.record(true);
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    const onActivity = () => {
      if (!warning.current) tracker.record();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [tracker]);

  const endsAt = sessionEndsAt({
    lastActivityMs: tracker.last() ?? now,
    claims,
    hasRefreshToken: Boolean(refreshToken),
  });
  const phase = expiryPhase(endsAt - now);
  warning.current = phase === 'warning';

  const stay = useCallback(async () => {
    tracker.record(true);
    warning.current = false;
    setNow(Date.now());
    await core.refresher.ensureFresh();
  }, [core, tracker]);

  return { phase, remaining: formatRemaining(endsAt - now), stay };
}
