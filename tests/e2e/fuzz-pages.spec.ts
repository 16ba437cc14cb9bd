// Property-based fuzz test of the public pages (issue 15), against the built production server (the Astro
// pages need the build; no browser is started, only Playwright's request client). The page list is taken
// from src/pages, so a new page is fuzzed without anyone adding it here: dynamic segments ([id], [...path])
// get hostile values, every page gets hostile query strings (?token=, ?lang=, ?to= ...), cookies and Host
// headers, and a page that answers POST (a no-JavaScript form) gets hostile form bodies. Never a 5xx; a 400 to
// a GET carries the SPEC section 8 body, and so does any JSON error. The API routes, with "nothing written on refusal", are fuzzed on both
// databases by src/server/fuzz/routes.fuzz.api.test.ts. Seed and count: FUZZ_SEED / FUZZ_RUNS (npm run fuzz).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { E2E_PORT } from '../support/brands';
import { encode, fuzzSettings, hostileEncoded, hostileString, KNOWN_KEYS } from '../support/fuzz-arbitraries';

const { seed, runs } = fuzzSettings(10);
const PAGES_DIR = join(process.cwd(), 'src/pages');

interface Page {
  file: string;
  /** The URL path with :name for each dynamic segment (:...name for a rest segment). */
  path: string;
  post: boolean;
  /** Query parameters and form fields the page's source reads (searchParams.get('x'), form.get('x')). */
  params: string[];
  fields: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_')) return [];
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(astro|ts)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every page and endpoint file of src/pages, except the dev-only forwarders to the API (production hands those
 * paths to the Hono app before Astro: the API fuzz covers them) and 500.astro, the error page, whose answer is
 * a 500 by design.
 */
function pages(): Page[] {
  return filesUnder(PAGES_DIR)
    .filter((file) => !readFileSync(file, 'utf8').includes('forwardToApi') && !file.endsWith('/500.astro'))
    .map((file) => {
      const source = readFileSync(file, 'utf8');
      const route = relative(PAGES_DIR, file)
        .replace(/\.(astro|ts)$/, '')
        .replace(/(^|\/)index$/, '')
        .replace(/\[\.\.\.(\w+)\]/g, ':...$1')
        .replace(/\[(\w+)\]/g, ':$1');
      const read = (pattern: RegExp) => [...new Set([...source.matchAll(pattern)].map((m) => m[1]!))];
      return {
        file,
        path: `/${route}`,
        post: /request\.method === 'POST'|export const (POST|ALL)\b/.test(source),
        params: read(/searchParams\.get\(['"]([^'"]+)['"]\)/g),
        fields: read(/(?:(?:form|formData|data)\.(?:get|has)|value)\(['"]([^'"]+)['"]\)/g),
      };
    });
}

const PAGES = pages();
const HOSTS = ['localhost', '127.0.0.1', 'invest.localhost', 'unknown.example'];

/** A Host header: a demo brand's, or one a host name cannot be (printable Latin-1 only: the client refuses the rest). */
const hostHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTS).map((host) => `${host}:${E2E_PORT}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'a b',
      'evil.example/path',
      'host"<x>',
      'host\\x',
      'ho%00st',
      'ÿþ.example',
      '[::1',
      'a'.repeat(300),
      'localhost:99999',
      '@evil.example',
      'localhost:abc',
    ),
  },
);

/** A query string: the page's own parameters most often, then common ones, then hostile names; hostile values. */
function pageQuery(page: Page): fc.Arbitrary<string> {
  const common = fc.constantFrom('token', 'lang', 'to', 'redirect', 'next', 'id', 'page', 'filters[0][value]');
  const key =
    page.params.length > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...page.params) },
          { weight: 1, arbitrary: common },
          { weight: 1, arbitrary: hostileString.map(encode) },
        )
      : fc.oneof({ weight: 3, arbitrary: common }, { weight: 1, arbitrary: hostileString.map(encode) });
  return fc
    .array(fc.tuple(key, hostileEncoded), { maxLength: 3 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

interface PageRequest {
  method: 'GET' | 'POST';
  segments: string[];
  query: string;
  host: string;
  cookie: string | undefined;
  form: Array<[string, string]>;
}

function pageRequest(page: Page): fc.Arbitrary<PageRequest> {
  const names = [...page.path.matchAll(/:(\.\.\.)?(\w+)/g)];
  const segment = (rest: boolean) =>
    rest ? fc.array(hostileEncoded, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')) : hostileEncoded;
  return fc.record({
    method: page.post ? fc.constantFrom<'GET' | 'POST'>('GET', 'POST') : fc.constant<'GET' | 'POST'>('GET'),
    segments: fc.tuple(...names.map((m) => segment(Boolean(m[1])))),
    query: pageQuery(page),
    host: hostHeader,
    cookie: fc.option(
      fc.constantFrom('lang=en', 'lang=%00', 'lang=xx; lang=pl', 'a=b; c', '=; =;', 'lang=' + 'x'.repeat(5000)),
      { nil: undefined },
    ),
    form: fc.array(fc.tuple(fc.constantFrom(...page.fields, ...page.fields, ...KNOWN_KEYS), hostileString), {
      maxLength: 5,
    }),
  });
}

function urlOf(page: Page, input: PageRequest): string {
  let i = 0;
  const path = page.path.replace(/:(\.\.\.)?(\w+)/g, () => input.segments[i++] ?? 'x');
  return `http://127.0.0.1:${E2E_PORT}${path}${input.query ? `?${input.query}` : ''}`;
}

async function send(request: APIRequestContext, page: Page, input: PageRequest) {
  const headers: Record<string, string> = { Host: input.host, ...(input.cookie ? { Cookie: input.cookie } : {}) };
  const form = input.form.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return request.fetch(urlOf(page, input), {
    method: input.method,
    headers:
      input.method === 'POST'
        ? { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${input.host}` }
        : headers,
    ...(input.method === 'POST' ? { data: form } : {}),
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

function isSpecBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return (
      Object.keys(body).sort().join(',') === 'code,label,parameters,violations' &&
      typeof body.code === 'string' &&
      Array.isArray(body.violations)
    );
  } catch {
    return false;
  }
}

test.describe('fuzz: every public page', () => {
  test.beforeAll(() => {
    console.log(
      `fuzz pages: seed ${seed}, ${runs} runs per page, ${PAGES.length} pages (FUZZ_SEED=${seed} FUZZ_RUNS=${runs} to repeat)`,
    );
  });

  test('finds the pages in src/pages', () => {
    const paths = PAGES.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/campaign',
        '/invest',
        '/kyc-form',
        '/mailbox',
        '/mailbox/:id',
        '/auth/reset-password/:id',
      ]),
    );
    expect(paths.some((p) => p.startsWith('/api'))).toBe(false);
  });

  for (const [index, page] of PAGES.entries()) {
    test(`${page.post ? 'GET/POST' : 'GET'} ${page.path}`, async ({ request }) => {
      test.setTimeout(120_000 + runs * 2_000);
      await fc.assert(
        fc.asyncProperty(pageRequest(page), async (input) => {
          const res = await send(request, page, input);
          const text = await res.text();
          const what =
            `${input.method} ${urlOf(page, input)} Host: ${JSON.stringify(input.host)} Cookie: ` +
            `${JSON.stringify(input.cookie)} -> ${res.status()} ${text.slice(0, 300)}`;
          if (res.status() >= 500) throw new Error(`5xx: ${what}`);
          // A no-JavaScript form posted with bad values is shown again with its errors (HTML, 400); any other 400 is the API's body.
          if (res.status() === 400 && input.method === 'GET' && !isSpecBody(text))
            throw new Error(`400 without the SPEC error body: ${what}`);
          if (
            res.status() >= 400 &&
            (res.headers()['content-type'] ?? '').includes('application/json') &&
            !isSpecBody(text)
          ) {
            throw new Error(`JSON error without the SPEC shape: ${what}`);
          }
        }),
        { seed: seed + index, numRuns: runs },
      );
    });
  }
});
