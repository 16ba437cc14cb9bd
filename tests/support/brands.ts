// The demo brands the seed creates (src/server/seed/landings.ts), as the browser tests see them.
// Each Playwright worker has its own server at E2E_PORT + its parallel index (playwright.config.ts).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4810) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export interface DemoBrand {
  slug: string;
  host: string;
  siteTitle: string;
  theme: 'default' | 'navy' | 'custom';
  main: string;
  highlight: string;
}

export const DEMO_BRANDS: DemoBrand[] = [
  {
    slug: 'default',
    host: 'localhost',
    siteTitle: 'Horyzont Inwestycje',
    theme: 'default',
    main: '#000000',
    highlight: '#f9fafb',
  },
  {
    slug: 'navy',
    host: '127.0.0.1',
    siteTitle: 'Bałtycki Dom Maklerski',
    theme: 'navy',
    main: '#172554',
    highlight: '#eff6ff',
  },
  {
    slug: 'emerald',
    host: 'invest.localhost',
    siteTitle: 'Szmaragd Finanse',
    theme: 'custom',
    main: '#0f766e',
    highlight: '#f0fdfa',
  },
];

/** Absolute URL of a path on a brand's host. */
export function brandUrl(brand: DemoBrand, path = '/'): string {
  return `http://${brand.host}:${E2E_PORT}${path}`;
}
