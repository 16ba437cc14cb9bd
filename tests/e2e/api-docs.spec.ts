// The API reference (decisions 0029, 0057): the production server answers /api/docs with the API (not an Astro
// page), and Swagger UI renders the OpenAPI document under the page's strict policy: its files from our origin, no
// inline script, no request to another origin, no policy violation. What the page's HTML, policy and files are is
// checked below the browser (src/server/openapi/openapi.api.test.ts); here a reader finds an operation with the
// filter, runs it and reads it as curl and as JavaScript, in the light and the dark scheme.
import { expect, test, type Page } from '@playwright/test';

/** Collects requests to other origins and policy violations of a page. */
async function watch(page: Page, origin: string) {
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
  return { foreign, violations };
}

/**
 * Opens the reference at `path` and waits for Swagger UI to have the document: its response first, then its heading.
 * The document is large and Swagger UI parses and draws it on the main thread, which a loaded machine stretches
 * beyond the default 5 s (CI once took more than 10 s), so the heading gets a wait of its own.
 */
async function openDocs(page: Page, path: string) {
  const documentLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/openapi.json' && response.ok(),
  );
  const response = await page.goto(path);
  await documentLoaded;
  await expect(page.getByRole('heading', { name: /Investment platform API/ })).toBeVisible({ timeout: 30_000 });
  return response;
}

test('GET /api/docs: a reader filters the operations, runs one and copies it as curl or JavaScript', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, new URL(baseURL!).origin);
  const response = await openDocs(page, '/api/docs');
  expect(response?.status()).toBe(200);
  expect(response!.headers()['content-security-policy']).not.toContain('unsafe');
  await expect(page.locator('html')).not.toHaveClass(/dark-mode/);

  // The filter narrows the document to one tag, which Swagger UI then draws (it draws far operations lazily).
  await page.getByPlaceholder(/filter by tag/i).fill('Health');
  const healthz = page.locator('.opblock-summary-path[data-path="/healthz"]');
  await expect(healthz).toBeVisible();
  await expect(page.locator('.opblock-summary-path[data-path="/auth/login"]')).toHaveCount(0);

  // A deep link, opened as a new document (not a change of the fragment), opens its operation (the filter re-draws
  // the list as it loses focus, which can swallow a click).
  await page.goto('about:blank');
  await openDocs(page, '/api/docs#/Health/get_healthz');
  const operation = page.locator('#operations-Health-get_healthz');
  await expect(operation).toHaveClass(/is-open/);
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tr.response .response-col_status').first()).toHaveText('200');
  const snippets = operation.locator('.request-snippets');
  await expect(snippets.getByText('cURL', { exact: true })).toBeVisible();
  await expect(snippets.locator('code')).toContainText('curl -X');
  await snippets.getByText('JavaScript (fetch)', { exact: true }).click();
  await expect(snippets.locator('code')).toContainText('await fetch(');
  await expect(snippets.locator('code')).toContainText('method: "GET"');

  expect(seen.foreign).toEqual([]);
  expect(seen.violations).toEqual([]);
});

test("GET /api/docs follows the reader's dark scheme, under the same policy", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const seen = await watch(page, new URL(baseURL!).origin);
  await openDocs(page, `${baseURL}/api/docs#/Advisors`);
  await expect(page.locator('html')).toHaveClass(/dark-mode/);
  await expect(page.locator('.opblock-tag[data-tag="Advisors"]')).toBeVisible();
  expect(seen.foreign).toEqual([]);
  expect(seen.violations).toEqual([]);
  await context.close();
});

test('GET /api/openapi.json needs no sign-in in the production server', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/auth/login', '/api/advisor/dashboard']));
});
