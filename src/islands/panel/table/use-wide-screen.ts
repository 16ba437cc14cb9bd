import { useSyncExternalStore } from 'react';

/** Tailwind's md breakpoint: from here the lists are tables, below it cards (issue 36, item 7). */
const WIDE = '(min-width: 48rem)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/**
 * Whether the window is at least 768 px wide, following resizes. The server's answer (and the first render's) is
 * "wide": the lists render only once their data is in, in the browser.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
