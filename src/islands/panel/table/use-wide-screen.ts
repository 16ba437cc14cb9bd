import { useSyncExternalStore } from 'react';

/** Tailwind's md breakpoint: from here the lists are tables, below it cards (issue 36, item 7). */
const WIDE = '(min-width: 48rem)';

// A window without matchMedia (jsdom in the component tests) is taken as wide.
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

const subscribe = (listener: () => void) => {
  const media = query();
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
};

/**
 * Whether the window is at least 768 px wide, following resizes. The server's answer (and the first render's) is
 * "wide": the lists render only once their data is in, in the browser.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
