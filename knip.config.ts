import type { KnipConfig } from 'knip';

// `npm run lint:unused`: files, exports, types and dependencies that nothing uses (docs/decisions/0030).
// Knip's plugins already find most entry points from their configs: Astro (src/pages/**, src/middleware.ts,
// astro.config.mjs), Vitest (the unit and api projects' include patterns, vitest.setup.ts), Playwright
// (tests/e2e/*.spec.ts, the webServer command tests/support/e2e-server.mjs, the server-log reporter),
// drizzle.config.ts, dependency-cruiser and the package.json scripts. Listed here: what is loaded by a path
// that no import or config names.
const config: KnipConfig = {
  entry: [
    // Command-line scripts and benchmarks, run with `node <file>` (some spawned by other scripts by path).
    'scripts/*.mjs',
    'bench/*.mjs',
    // Server bundles and the file esbuild injects into them (scripts/build.mjs BUNDLES and SERVER_INJECT,
    // scripts/admin.mjs): `main` of the CLI is called by scripts/admin.mjs through dist/admin/admin.mjs.
    'src/server/http/entry.ts',
    'src/server/http/lightweight-globals.ts',
    'src/server/cli/main.ts',
    // Started as a worker thread by its path (src/server/db/paths.ts), copied beside the bundle by the build.
    'src/server/db/pglite-worker.mjs',
  ],
  // What is checked: .astro components and CSS too (so an unused component or stylesheet is reported, and
  // `@import 'tailwindcss'` in src/styles/global.css counts as a use of that package).
  project: ['**/*.{js,mjs,cjs,ts,tsx,astro,css}'],
  ignore: [
    // Static files served as they are (brand documents link public/brands/document.css by URL).
    'public/**',
  ],
  ignoreDependencies: [
    // Resolved by path at run time (createRequire(...).resolve('swagger-ui-dist/package.json') in
    // src/server/openapi/document.ts): its files are served, not imported.
    'swagger-ui-dist',
    // Loaded by `astro check` (npm run check:astro), which asks for it by name.
    '@astrojs/check',
  ],
  ignoreBinaries: [
    // scripts/test-prerequisites.mjs installs Chromium with the system's package manager when run as root.
    'apt-get',
    // The cluster harness's chaos control restarts the machine's PostgreSQL cluster (tests/support/cluster.mjs).
    'pg_lsclusters',
    'pg_ctlcluster',
    // The PDF logo test renders a page with poppler's pdftoppm where it is installed (src/server/pdf/pdf-logo.test.ts).
    'pdftoppm',
  ],
};

export default config;
