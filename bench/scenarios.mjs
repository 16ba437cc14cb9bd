// What the benchmark measures and the budgets it checks (issue 2). Later issues append their scenarios, pages
// and budgets here; run.mjs needs no change for that.

/**
 * Load scenarios, run in this order. `server`: 'app' (the production entry) or 'hello' (bare Hono baseline).
 * `path`: a string or a function of the context ({ staticAsset, accessToken }). `headers`: extra request
 * headers, or a function of the context giving them. `background`: another load on the same
 * server at the same time (a second autocannon instance); the row reports the foreground's requests/s.
 */
export const loadScenarios = [
  {
    id: 'static',
    label: 'Hashed static asset (precompressed, send)',
    server: 'app',
    path: (ctx) => ctx.staticAsset,
  },
  { id: 'landing', label: 'SSR landing page / (public page cache, as served)', server: 'app', path: '/' },
  {
    id: 'landing-render',
    label: 'SSR landing page /, rendered on every request (a cookie bypasses the page cache)',
    server: 'app',
    path: '/',
    headers: { cookie: 'bench=1' },
  },
  {
    id: 'api',
    label: 'Cheap API GET /public-api/advisor-panel-configuration',
    server: 'app',
    path: '/public-api/advisor-panel-configuration',
  },
  { id: 'hello', label: 'Bare Hono hello (own process, same run)', server: 'hello', path: '/' },
  {
    id: 'hello-headers',
    label: 'Bare Hono hello sending the headers of the cheap API route (security headers and all)',
    server: 'hello-headers',
    path: '/',
  },
  {
    // The database-heavy endpoint: the signed-in session read every panel page makes (token check against the
    // session row, user, contexts, networks, two-factor state), several queries on the embedded database each.
    id: 'landing-db-load',
    label: 'SSR landing page / while GET /api/auth/data (database-bound) is under load',
    server: 'app',
    path: '/',
    background: {
      server: 'app',
      path: '/api/auth/data',
      headers: (ctx) => ({ authorization: `Bearer ${ctx.accessToken}` }),
      label: 'GET /api/auth/data (signed-in advisor)',
    },
  },
];

/** Ratios between scenarios' requests/s. */
export const throughputBudgets = [
  {
    label: 'Cheap API GET through the entry >= 85 % of bare Hono sending the same headers',
    of: 'api',
    vs: 'hello-headers',
    min: 0.85,
  },
  { label: 'Landing under database load >= 50 % of idle landing', of: 'landing-db-load', vs: 'landing', min: 0.5 },
  { label: 'SSR landing >= 40 % of the static asset', of: 'landing', vs: 'static', min: 0.4 },
];

const KB = 1024;
/** Public pages: JavaScript budget (gzip bytes; null = reported only) and whether React may load. */
export const publicPages = [
  { path: '/', label: '/', maxJsGzip: 25 * KB, noReact: true },
  { path: '/doradcy', label: '/doradcy', maxJsGzip: 25 * KB, noReact: true },
  { path: '/investor-login', label: '/investor-login', maxJsGzip: 25 * KB, noReact: true },
  { path: '/login-with-redirect-token', label: '/login-with-redirect-token', maxJsGzip: null, noReact: false },
  { path: '/access-denied', label: '/access-denied', maxJsGzip: null, noReact: false },
  { path: '/no-such-page-bench', label: '404 page', maxJsGzip: 0, noReact: true },
  { path: '/500', label: 'error page (/500)', maxJsGzip: 0, noReact: true },
  // Panel pages: server HTML with React islands (issue 5: at most 200 KB gzip of JavaScript on /app/investors).
  { path: '/app/investors', label: '/app/investors', maxJsGzip: 200 * KB, noReact: false },
  { path: '/app/advisors', label: '/app/advisors (not budgeted)', maxJsGzip: null, noReact: false },
];
