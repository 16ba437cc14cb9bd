// The API reference (decision 0029): the production server answers /api/docs with the API (not an Astro page),
// and Swagger UI renders the OpenAPI document under the page's strict policy: its files from our origin, no
// inline script, no request to another origin, no policy violation.
import { expect, test } from '@playwright/test';

test('GET /api/docs renders the OpenAPI document with our own files and no CSP violation', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');

  // Swagger UI drew the document: its title and an operation of each API root. A long document is drawn as it is
  // scrolled to (Swagger UI renders the operations far from the viewport lazily), so each is opened by its deep
  // link (#/tag/method_path), which makes Swagger UI scroll to it and draw it.
  await expect(page.getByRole('heading', { name: /Investment platform API/ })).toBeVisible();
  const operations = [
    ['Health', 'get', '/healthz'],
    ['Configuration', 'get', '/public-api/advisor-panel-configuration'],
    ['Sign-in', 'post', '/auth/login'],
    ['Advisors', 'get', '/api/advisor/advisor'],
  ] as const;
  for (const [tag, method, path] of operations) {
    await page.goto('about:blank');
    await page.goto(`/api/docs#/${tag}/${method}${path.replace(/[^A-Za-z0-9]/g, '_')}`);
    await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`).first()).toBeAttached();
  }
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});

test('GET /api/openapi.json needs no sign-in in the production server', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/auth/login', '/api/advisor/dashboard']));
});
