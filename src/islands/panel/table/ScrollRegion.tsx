import type { ReactNode } from 'react';

/**
 * Classes for a table in a ScrollRegion: its first column stays in view while the others scroll sideways (the row's
 * name: investor, campaign, advisor), on the header's and the rows' backgrounds.
 */
export const STICKY_FIRST_COLUMN =
  '[&_td:first-child]:sticky [&_td:first-child]:left-0 [&_td:first-child]:z-[1] [&_td:first-child]:bg-white ' +
  '[&_th:first-child]:sticky [&_th:first-child]:left-0 [&_th:first-child]:z-[1] [&_th:first-child]:bg-highlight ' +
  // Under 768 px the other cells keep to one line (an e-mail address is not cut into five); the row scrolls instead.
  'max-md:[&_td:not(:first-child)]:whitespace-nowrap';

interface Props {
  /** The region's name for screen readers (usually the table's caption). */
  label: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A table's own sideways scrolling (issue 17): on a narrow screen the table scrolls inside this labelled region,
 * never the page. Positioned (relative), so that it also clips what is absolutely positioned inside it (the cells'
 * screen-reader-only texts), which a static scroll container lets out to widen the page. Focusable, so a keyboard
 * user can scroll it with the arrow keys (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, className = '', children }: Props) {
  return (
    <div className={`relative max-w-full overflow-x-auto ${className}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
