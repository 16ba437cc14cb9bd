/** How long shared caches (the production server's page cache included) may keep a public page. */
const PUBLIC_PAGE_MAX_AGE = 30;

/**
 * Marks a page that is the same for every anonymous visitor of a landing in a language as cacheable by shared
 * caches (docs/decisions/0010-public-page-cache.md). Browsers revalidate (max-age=0); only GETs qualify.
 */
export function allowSharedCache(
  astro: { request: Request; response: { headers: Headers } },
  seconds = PUBLIC_PAGE_MAX_AGE,
): void {
  if (astro.request.method !== 'GET') return;
  astro.response.headers.set('Cache-Control', `public, max-age=0, s-maxage=${seconds}`);
  astro.response.headers.append('Vary', 'Cookie');
}
