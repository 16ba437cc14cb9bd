// Issue 15, on the built server: (1) no redirect and no language link leaves the site, whatever the request path
// (`//host`, `/\host`, encoded variants); (2) the pages a token opens, /auth, the panel and the mailbox tell
// search engines to stay away (X-Robots-Tag and the robots meta tag), their error variants and the /campaign
// fast path included, and /robots.txt is served. Requests go out raw (node:http): a URL API would turn `/\host`
// into `//host` before sending, and Playwright's request would follow or resolve scheme-relative targets.
import { expect, test } from '@playwright/test';
import { rawRequest, type RawResponse } from '../../src/server/http/test-client';
import { E2E_PORT } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';

const NO_INDEX = 'noindex, nofollow';
const get = (target: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
  rawRequest(E2E_PORT, target, { headers: { host: `localhost:${E2E_PORT}`, ...headers } });
const staysHere = (link: string) => new URL(link, `http://localhost:${E2E_PORT}/a/b`).host === `localhost:${E2E_PORT}`;
const languageLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*data-language-link/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const robotsMeta = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

const HOSTILE = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%5c%5cevil.example/',
  '/%09/evil.example/',
  '/a/../..//evil.example/',
  '//evil.example/?lang=en',
];

test.describe('links and redirects stay on the site', () => {
  for (const target of HOSTILE) {
    test(`the 404 page of ${JSON.stringify(target)} links only to this site`, async () => {
      const answer = await get(target);
      // An encoded control in the path may be refused outright (decision 0021): no page, no link, no Location.
      if (answer.status === 400) return expect(answer.headers.location).toBeUndefined();
      expect(answer.status).toBe(404);
      const links = languageLinks(answer.text);
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link).toMatch(/^\/(?![/\\])/);
        expect(staysHere(link)).toBe(true);
      }
    });

    // Astro redirects a path ending in several slashes to the path with one (paths starting with // are exempt
    // in Astro 5.18; the server no longer relies on that, and the redirect must stay here for every variant).
    test(`the trailing-slash redirect of ${JSON.stringify(target)}/ stays on this site`, async () => {
      const [path, query] = target.split('?');
      const answer = await get(`${path}/${query ? `?${query}` : ''}`);
      if (answer.status === 400) return expect(answer.headers.location).toBeUndefined();
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
      expect(staysHere(answer.headers.location!)).toBe(true);
    });
  }

  test('the 404 page of //evil.example/ links to /evil.example/ in the other language', async () => {
    const answer = await get('//evil.example/', { cookie: 'lang=pl' });
    expect(languageLinks(answer.text)).toEqual(['/evil.example/?lang=pl', '/evil.example/?lang=en']);
    expect((await get('//evil.example//')).headers.location).toBe('/evil.example/');
  });

  test('a page under a hostile prefix is the page itself, with its links on this site', async () => {
    const answer = await get('/\\investor-login?lang=en');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<html lang="en"');
    expect(languageLinks(answer.text)).toEqual(['/investor-login?lang=pl', '/investor-login?lang=en']);
  });
});

test.describe('pages search engines must not index', () => {
  const PRIVATE = [
    '/campaign?token=unknown-token-0123456789',
    '/campaign',
    '/invest?token=unknown-token-0123456789',
    '/kyc-form?token=unknown-token-0123456789',
    '/login-with-redirect-token?token=unknown-token-0123456789',
    '/login-with-redirect-token',
    // Any page with a token in its query, whatever the path: the offer link's complaint form, and the rest.
    '/complaint?token=unknown-token-0123456789',
    '/complaint?lang=en&token=unknown-token-0123456789',
    '/?token=unknown-token-0123456789',
    '/auth/reset-password',
    '/auth/reset-password/unknown-token-0123456789',
    '/auth/activate-from-email/unknown-token-0123456789',
    '/auth/confirm-login',
    '/app',
    '/app/offers/12',
    '/onboarding',
    '/access-denied',
    '/mailbox',
  ];
  for (const path of PRIVATE) {
    test(`${path} sends X-Robots-Tag and the robots meta tag`, async () => {
      const answer = await get(path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers['x-robots-tag'], path).toBe(NO_INDEX);
      expect(robotsMeta(answer.text), path).toBe(NO_INDEX);
    });
  }

  // The pages whose URL holds a token also keep it from other sites' Referer, as /campaign does.
  const TOKEN_PAGES = [
    '/campaign?token=unknown-token-0123456789',
    '/invest?token=unknown-token-0123456789',
    '/kyc-form?token=unknown-token-0123456789',
    '/login-with-redirect-token?token=unknown-token-0123456789',
    '/complaint?token=unknown-token-0123456789',
    '/auth/reset-password/unknown-token-0123456789',
    '/auth/activate-from-email/unknown-token-0123456789',
  ];
  for (const path of TOKEN_PAGES) {
    test(`${path} sends Referrer-Policy: same-origin`, async () => {
      const answer = await get(path);
      expect(answer.headers['referrer-policy'], path).toBe('same-origin');
    });
  }

  test('the public pages stay indexable', async () => {
    for (const path of ['/', '/doradcy', '/investor-login', '/no-such-page', '/complaint', '/complaint?lang=en']) {
      const answer = await get(path);
      expect(answer.headers['x-robots-tag'], path).toBeUndefined();
      expect(robotsMeta(answer.text), path).toBeUndefined();
    }
  });

  test('the mailed campaign link (fast path) and its full render both carry it', async ({ page }) => {
    const link = new URL(
      await inviteToCampaign(page, `robots-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`),
    );
    const fast = await get(`${link.pathname}${link.search}`, { host: link.host });
    const full = await get(`${link.pathname}${link.search}&lang=pl`, { host: link.host });
    for (const answer of [fast, full]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['x-robots-tag']).toBe(NO_INDEX);
      expect(robotsMeta(answer.text)).toBe(NO_INDEX);
    }
  });

  test("the offer's complaint link: noindex, no Referer to other sites, and the token nowhere in the form", async ({
    page,
  }) => {
    const link = new URL(
      await inviteToCampaign(page, `robots-complaint-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`),
    );
    const token = link.searchParams.get('token')!;
    const answer = await get(`/complaint?token=${encodeURIComponent(token)}`, { host: link.host });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-robots-tag']).toBe(NO_INDEX);
    expect(robotsMeta(answer.text)).toBe(NO_INDEX);
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    expect(answer.text).toContain('data-complaint-form');
    // The form posts to the page's own URL (no action, no hidden field); only the language links keep the URL's
    // query, so that switching the language keeps the complaint the investor's.
    expect(answer.text).not.toMatch(/<form[^>]*\saction=/);
    expect(answer.text).not.toMatch(/name="token"/);
    const withoutLanguageLinks = answer.text.replace(/<a [^>]*data-language-link[^>]*>/g, '');
    expect(withoutLanguageLinks).not.toContain(token);
    expect(withoutLanguageLinks).not.toContain(encodeURIComponent(token));
  });

  test('/robots.txt keeps crawlers out of the panel and the APIs, and lets them see the noindex of token pages', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    for (const line of ['User-agent: *', 'Disallow: /app', 'Disallow: /mailbox', 'Disallow: /api/'])
      expect(answer.text).toContain(line);
    expect(answer.text).not.toMatch(/^Disallow: \/(campaign|invest|kyc-form|login-with-redirect-token|auth)(?![\w-])/m);
  });
});
