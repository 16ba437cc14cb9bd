/** The three layouts of SPEC section 2. */
export type LayoutName = 'auth' | 'blank' | 'branded';

/** The layout a route uses unless it names one; routes not listed get DEFAULT_LAYOUT. Keys are Astro route patterns. */
const ROUTE_LAYOUTS: Readonly<Record<string, LayoutName>> = {
  '/investor-login': 'auth',
  '/login-with-redirect-token': 'auth',
  '/access-denied': 'auth',
  '/auth/confirm-login': 'auth',
  '/auth/activate-from-email/[id]': 'auth',
  '/auth/reset-password': 'auth',
  '/auth/reset-password/[id]': 'auth',
  '/404': 'blank',
  '/500': 'blank',
};

const DEFAULT_LAYOUT: LayoutName = 'branded';

/** The layout of a route pattern (e.g. Astro.routePattern), else the default. */
export function layoutFor(routePattern: string): LayoutName {
  return ROUTE_LAYOUTS[routePattern] ?? DEFAULT_LAYOUT;
}
