// Raw-socket fuzzing of the built production server (issue 33): for every route that reads a body (each operation
// of the OpenAPI document with a request body, and the two pages that take a form post), what no HTTP client
// sends: multipart and JSON bodies cut short, clients that go away mid-body, chunked bodies cut mid-chunk or with
// a bad chunk size, bodies longer than their Content-Length or without one, slow bodies, pipelined garbage,
// oversized headers and, for the upload routes, bodies that stall until the server's request timeout (the e2e
// server runs with REQUEST_TIMEOUT_SECONDS=10). After every case /healthz answers and no answer was a 5xx; at the
// end an ordinary request works. Before issue 33 the first case stopped the process.
// `npm run fuzz -- --raw` repeats the cases with random cut points (FUZZ_SEED, FUZZ_RUNS) for a longer run.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../support/brands';
import { fuzzSettings } from '../support/fuzz-arbitraries';
import { inviteToCampaign } from '../support/invitations';
import { signInInvestor } from '../support/investor-sign-in';
import { BOUNDARY, head, multipartBody, rawExchange, type RawEnding, type RawPiece } from '../support/raw-http';
import { brandApi, demo, storedTokens } from '../support/sign-in';

const HOST = `localhost:${E2E_PORT}`;
const { seed, runs } = fuzzSettings(1);

interface BodyRoute {
  method: string;
  path: string;
  /** The body the route expects: JSON, a multipart form or a urlencoded page form. */
  kind: 'json' | 'multipart' | 'form';
}

interface RawCase {
  name: string;
  pieces: RawPiece[];
  ending: RawEnding;
  /** What the statuses must be: every one below 500, and these when given. */
  expected?: number[];
}

/** A small deterministic generator (mulberry32) for the cut points of the longer run. */
function random(seedValue: number): () => number {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTENT_TYPE: Record<BodyRoute['kind'], string> = {
  json: 'application/json',
  multipart: `multipart/form-data; boundary=${BOUNDARY}`,
  form: 'application/x-www-form-urlencoded',
};

/** A whole, well-formed body of the route's kind (the handler may still refuse what it says). */
function wholeBody(kind: BodyRoute['kind']): string {
  if (kind === 'multipart') return multipartBody('%PDF-1.4\n%raw socket\n', true);
  if (kind === 'form') return 'amount=1000&currency=PLN';
  return JSON.stringify({ email: 'raw@socket.example', amount: 1000, text: 'raw' });
}

/** The cases for one route; `cut` picks where a body is cut (the middle in CI, anywhere in the longer run). */
function casesFor(route: BodyRoute, headers: Record<string, string>, cut: (length: number) => number): RawCase[] {
  const { method, path, kind } = route;
  const type = CONTENT_TYPE[kind];
  const body = wholeBody(kind);
  const at = cut(body.length);
  const open = multipartBody('%PDF-1.4\n%cut inside the file part', false);
  const request = (extra: Record<string, string | number>, close = true) =>
    head(method, path, HOST, { ...headers, 'Content-Type': type, ...extra, ...(close ? { Connection: 'close' } : {}) });
  const slow = (text: string) =>
    [...text.matchAll(/[\s\S]{1,16}/g)].flatMap((match) => [match[0], { pause: true } as const]);
  return [
    {
      name: 'a multipart body that ends inside its file part',
      pieces: [
        head(method, path, HOST, {
          ...headers,
          'Content-Type': CONTENT_TYPE.multipart,
          'Content-Length': open.length,
          Connection: 'close',
        }),
        open,
      ],
      ending: 'wait',
    },
    {
      name: 'a client that goes away mid-body',
      pieces: [request({ 'Content-Length': body.length + 1000 }), body.slice(0, at)],
      ending: 'abort',
    },
    {
      name: 'a client that half-closes mid-body',
      pieces: [request({ 'Content-Length': body.length + 1000 }), body.slice(0, at)],
      ending: 'half-close',
    },
    {
      name: 'a body cut short with a Content-Length that says so',
      pieces: [request({ 'Content-Length': at }), body.slice(0, at)],
      ending: 'wait',
    },
    {
      name: 'a chunked body cut mid-chunk by a client that goes away',
      pieces: [
        request({ 'Transfer-Encoding': 'chunked' }),
        `${(body.length + 64).toString(16)}\r\n${body.slice(0, at)}`,
      ],
      ending: 'abort',
    },
    {
      name: 'a chunked body with a bad chunk size',
      pieces: [request({ 'Transfer-Encoding': 'chunked' }), `zz\r\n${body}\r\n0\r\n\r\n`],
      ending: 'wait',
    },
    {
      name: 'a body longer than its Content-Length (the rest read as the next request)',
      pieces: [request({ 'Content-Length': at }, false), body, '\r\n\r\n'],
      ending: 'wait',
    },
    {
      name: 'a body without Content-Length or Transfer-Encoding',
      pieces: [request({}, false), `${body}\r\n\r\n`],
      ending: 'wait',
    },
    {
      name: 'a slow body, a few bytes at a time',
      pieces: [request({ 'Content-Length': body.length }), ...slow(body)],
      ending: 'wait',
    },
    {
      name: 'pipelined garbage after a whole request',
      pieces: [request({ 'Content-Length': body.length }, false), body, '\u0000\u0001GARBAGE /\r\n\r\n'],
      ending: 'wait',
    },
    {
      name: 'oversized headers',
      pieces: [request({ 'Content-Length': body.length, 'X-Padding': 'a'.repeat(20_000) }), body],
      ending: 'wait',
      expected: [431],
    },
  ];
}

/** The routes of the OpenAPI document that take a body, with path parameters filled in; plus the page posts. */
async function bodyRoutes(offerToken: string): Promise<BodyRoute[]> {
  const document = (await (await fetch(`http://${HOST}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
  };
  const routes: BodyRoute[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.requestBody) continue;
      const kind = 'multipart/form-data' in operation.requestBody.content ? 'multipart' : 'json';
      const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) =>
        name === 'token' ? (template.includes('campaign-offer') ? offerToken : 'a'.repeat(43)) : randomUUID(),
      );
      routes.push({ method: method.toUpperCase(), path, kind });
    }
  }
  routes.push({ method: 'POST', path: '/complaint', kind: 'multipart' });
  routes.push({ method: 'POST', path: `/invest?token=${encodeURIComponent(offerToken)}`, kind: 'form' });
  return routes;
}

async function expectHealthy(label: string) {
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/healthz`);
  expect(res.status, `/healthz after ${label}`).toBe(200);
}

function expectAnswered(label: string, statuses: number[], expected?: number[]) {
  for (const status of statuses) expect(status, `${label}: a status below 500`).toBeLessThan(500);
  if (expected) expect(statuses, label).toEqual(expected);
}

test.describe('raw-socket fuzzing of every route that reads a body', () => {
  test.describe.configure({ timeout: 600_000 });

  test('no request stops the server, and none is answered with a 5xx', async ({ page }) => {
    const { brand, people } = demo('default');
    const link = await inviteToCampaign(page, `raw-socket-${Date.now()}@example.com`);
    const offerToken = new URL(link).searchParams.get('token')!;
    const login = await brandApi(page, brand, 'POST', '/auth/login', {
      data: { email: people.coordinator.email, password: 'Demo!2345' },
    });
    const advisorToken = ((await login.json()) as { accessToken: string }).accessToken;
    await signInInvestor(page, brand, people.investors[0]!.email);
    const investorToken = (await storedTokens(page)).apiKey!;
    const headersFor = (path: string): Record<string, string> => ({
      Origin: `http://${HOST}`,
      ...(path.startsWith('/api/') ? { Authorization: `Bearer ${advisorToken}` } : {}),
      ...(path.startsWith('/investor-api/') ? { Authorization: `Bearer ${investorToken}` } : {}),
    });

    const routes = await bodyRoutes(offerToken);
    expect(routes.length).toBeGreaterThan(40);
    const next = random(seed);
    for (let run = 0; run < runs; run++) {
      // CI cuts in the middle; the longer run anywhere.
      const cut = (length: number) => (runs === 1 ? Math.floor(length / 2) : Math.floor(next() * length));
      for (const route of routes) {
        for (const rawCase of casesFor(route, headersFor(route.path), cut)) {
          const label = `${route.method} ${route.path.split('?')[0]}: ${rawCase.name}`;
          const { statuses, reset } = await rawExchange(E2E_PORT, rawCase.pieces, rawCase.ending);
          // A client that waits gets an answer (a route may refuse before it reads the body), unless the answer
          // crossed a piece still in flight and the reset that followed dropped it (see RawExchange.reset); a hang
          // would never get here.
          if (rawCase.ending === 'wait') expect(statuses.length > 0 || reset, `${label}: answered`).toBe(true);
          expectAnswered(label, statuses, rawCase.expected);
          await expectHealthy(label);
        }
      }
    }
    // An ordinary request still works, on a connection of its own.
    const offer = await fetch(`http://${HOST}/public-api/campaign-offer/${encodeURIComponent(offerToken)}`);
    expect(offer.status).toBe(200);
  });

  test('a body that stalls is answered 408 when the request timeout passes, on every upload route', async ({
    page,
  }) => {
    const link = await inviteToCampaign(page, `raw-stall-${Date.now()}@example.com`);
    const offerToken = new URL(link).searchParams.get('token')!;
    const uploads = (await bodyRoutes(offerToken)).filter((route) => route.kind === 'multipart');
    const open = multipartBody('%PDF-1.4\n%stalled', false);
    // In parallel: each waits for the server's timeout, not for ours.
    const answers = await Promise.all(
      uploads.map((route) =>
        rawExchange(
          E2E_PORT,
          [
            head(route.method, route.path, HOST, {
              Origin: `http://${HOST}`,
              'Content-Type': CONTENT_TYPE.multipart,
              'Content-Length': open.length + 1000,
            }),
            open,
          ],
          'wait',
        ),
      ),
    );
    for (const [index, answer] of answers.entries()) {
      const route = uploads[index]!;
      // Routes that refuse before reading the body (no such offer, no sign-in) answer at once instead.
      expect(answer.statuses.length, `${route.method} ${route.path}`).toBeGreaterThan(0);
      expectAnswered(`${route.method} ${route.path} stalled`, answer.statuses);
    }
    expect(answers.some((answer) => answer.statuses.includes(408))).toBe(true);
    await expectHealthy('the stalled bodies');
  });
});
