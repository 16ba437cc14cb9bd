// Property-based fuzz test over every route the API app registers (issue 15): hostile path parameters, query
// strings, headers and bodies, sent as each role. For every request: never a 5xx; a 4xx carries exactly the
// SPEC section 8 body {label, code, parameters, violations}; a refused request (4xx) writes nothing. The route
// list is the app's own (app.routes), so a new route is fuzzed without anyone adding it here. CI runs a fixed
// seed and a bounded count; `npm run fuzz -- --seed N --runs M` runs longer (FUZZ_SEED / FUZZ_RUNS).
// The public pages (Astro) are fuzzed against the built server by tests/e2e/fuzz-pages.spec.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fromIp, RELAXED_LIMITS, sessionFor, type TestPerson } from '../../../tests/support/auth-fixtures';
import {
  fuzzSettings,
  hostileBody,
  multipartBody,
  mutatedBody,
  hostileEncoded,
  hostileHeaderValue,
  hostileQuery,
  type FuzzBody,
  type ListVocabulary,
} from '../../../tests/support/fuzz-arbitraries';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { settleAfterResponseWork } from '../background';
import { mailOutbox, networkMembers, users } from '../db/schema';
import { addProduct, linkOffer, smallCampaign } from '../../../tests/support/public-offer.fixtures';
import { DEMO_PEOPLE } from '../seed/demo-people';
import { ADVISOR_FILTER_OPERATORS, ADVISOR_SORT_FIELDS } from '../../lib/contracts/advisor';
import { KYC_FILTER_OPERATORS, KYC_SORT_FIELDS } from '../../lib/contracts/kyc';
import { OFFER_FILTER_OPERATORS, OFFER_SORT_FIELDS } from '../../lib/contracts/offer-list';
import { validKycForm } from '../../lib/contracts/kyc.fixtures';

const { seed, runs } = fuzzSettings(15);

/**
 * What a refused request may still write, on purpose: rate_limits counts refused sign-ins and calls (ADR 0012,
 * 0023); audit_events records refused security events; a wrong password counts against the account in users
 * (failed_login_count, locked_until, updated_at). Everything else must be unchanged by a 4xx.
 */
const WRITTEN_ON_REFUSAL: Record<string, '*' | string[]> = {
  rate_limits: '*',
  audit_events: '*',
  users: ['failed_login_count', 'locked_until', 'updated_at'],
};

type Role = 'anonymous' | 'investor' | 'advisor' | 'coordinator' | 'forged';
const ROLES: Role[] = ['anonymous', 'investor', 'advisor', 'coordinator', 'forged'];
const HOSTS = ['localhost', '127.0.0.1', 'invest.localhost', 'unknown.example'];

/** The lists' own filter and sort names, so bracket queries reach the value parsers and the SQL. */
const LISTS: ListVocabulary[] = [
  { filters: ADVISOR_FILTER_OPERATORS, sortFields: ADVISOR_SORT_FIELDS },
  { filters: OFFER_FILTER_OPERATORS, sortFields: OFFER_SORT_FIELDS },
  { filters: KYC_FILTER_OPERATORS, sortFields: KYC_SORT_FIELDS },
];

/**
 * Valid bodies of some write routes: a fuzzed request often starts from one and replaces one place in it, so
 * the hostile value reaches the code behind the schema. Optional: a route without an example gets generic bodies.
 */
const NETWORK = '<the demo network>';
const advisorExample = {
  firstName: 'Anna',
  surname: 'Nowak',
  email: 'anna.nowak@fuzz.example',
  brokerNetworkIds: [NETWORK],
  externalId: 'EXT-1',
  documentType: 'ID_CARD',
  documentNumber: 'ABC123456',
  documentExpiryDate: '2030-01-31',
  documentCountry: 'pl',
  powerOfAttorneyStartDate: '01.01.2025',
  powerOfAttorneyEndDate: '2026-12-31',
};
const EXAMPLES: Record<string, unknown> = {
  'POST /api/advisor/advisor': advisorExample,
  'PUT /api/advisor/advisor/:brokerId': advisorExample,
  'PUT /investor-api/profile': {
    kind: 'company',
    companyName: 'Nowak Inwestycje sp. z o.o.',
    nip: '526-000-12-46',
    taxResidenceCountry: 'pl',
  },
  'PATCH /api/advisor/investor/:offerId/status': { status: 'rejected', reason: 'no-answer', note: 'Brak kontaktu' },
  'PATCH /public-api/campaign-offer/:token/accept': { investmentValue: 2_000_000 },
  'PATCH /investor-api/offer/:id/accept': { investmentValue: 2_000_000 },
  'POST /api/advisor/campaign/:id/product/:productId/invite-investor': {
    investorEmail: 'new.client@fuzz.example',
    message: 'Dzień dobry',
    networkId: NETWORK,
  },
  'POST /public-api/campaign-offer/:token/invest-form': {
    investmentValue: 1_200_000,
    firstName: 'Zofia',
    surname: 'Żabińska',
    phone: '+48 600 100 200',
    consents: { documents: true, marketingConsent1: true, marketingConsent2: false },
  },
  'POST /investor-api/lead-form': {
    industries: ['energy', 'real-estate'],
    horizon: '1-3-years',
    plannedAmount: 5_000_000,
    currency: 'PLN',
    comment: 'Dzień dobry',
  },
  'PUT /public-api/kyc/investor-request/:token/draft': validKycForm(),
  'PUT /public-api/kyc/investor-request/:token/submit': validKycForm(),
  'POST /api/advisor/kyc/investor-request/send': {
    investorEmail: 'fuzz.kyc@fuzz.example',
    message: 'Proszę o wypełnienie',
  },
  'POST /auth/login': { email: DEMO_PEOPLE.default!.advisor.email, password: 'wrong-Passw0rd!' },
  'POST /auth/investor/send-token': { email: DEMO_PEOPLE.default!.investors[0]!.email },
  'POST /auth/password/send-remind-request': { email: DEMO_PEOPLE.default!.advisor.email },
};

interface Route {
  method: string;
  path: string;
}

const uploads = mkdtempSync(join(tmpdir(), 'fuzz-uploads-'));
const t: TestApp = await createTestApp({ env: { ...RELAXED_LIMITS, UPLOADS_DIR: uploads }, captureLogs: true });

/** Every method + path the app answers (middleware, registered as ALL, is not a route of its own). */
const ROUTES: Route[] = [
  ...new Map(
    t.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];

let home: string;
/** The demo advisor's network (for the example bodies). */
let network: string;
let people: Record<'investor' | 'advisor' | 'coordinator', TestPerson>;
let tokens: Partial<Record<Role, string>> = {};
/** Ids and link tokens that exist, so some requests get past "not found". */
let storedIds: string[] = [];
/** This route's fresh offers and campaign. */
let freshIds: string[] = [];
let realTokens: string[] = [];
let tables: string[] = [];

async function userId(email: string): Promise<string> {
  const [row] = await t.runtime.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

async function demoPeople() {
  const demo = DEMO_PEOPLE.default!;
  const person = async (email: string): Promise<TestPerson> => ({ id: await userId(email), email, landingId: home });
  return {
    investor: await person(demo.investors[0]!.email),
    advisor: await person(demo.advisor.email),
    coordinator: await person(demo.coordinator.email),
  };
}

/** Fresh sessions for each role (a fuzzed logout or password change may have ended the previous ones). */
async function issueTokens(): Promise<void> {
  const investor = await sessionFor(t, people.investor, 'investor-panel');
  const advisor = await sessionFor(t, people.advisor, 'advisor-panel');
  const coordinator = await sessionFor(t, people.coordinator, 'advisor-panel');
  tokens = { investor: investor.accessToken, advisor: advisor.accessToken, coordinator: coordinator.accessToken };
}

/** Fresh campaign links (an invited and an accepted offer) and a KYC link: an earlier route may have used up the previous ones. */
async function freshLinks(): Promise<{ tokens: string[]; ids: string[] }> {
  const db = t.runtime.database.db;
  const c = await smallCampaign(t, home);
  const invited = async () =>
    linkOffer(t, {
      landingId: home,
      productId: (await addProduct(t, c.campaign)).id,
      investorUserId: people.investor.id,
      ownerUserId: people.advisor.id,
      networkId: network,
    });
  const offer = await invited();
  // Accepted the way an investor accepts (the campaign's raised amount follows), not by setting the status.
  const accepted = await invited();
  const accept = await t.app.request(
    `http://localhost/public-api/campaign-offer/${accepted.token}/accept`,
    call('PATCH', { investmentValue: 2_000_000 }),
    fromIp('192.0.2.1'),
  );
  if (accept.status !== 200) throw new Error(`could not accept the offer: ${accept.status} ${await accept.text()}`);
  const investorEmail = `fuzz.kyc.${++kycCount}@fuzz.example`;
  const kyc = await t.app.request(
    'http://localhost/api/advisor/kyc/investor-request/send',
    call('POST', { investorEmail, message: ' ' }, { bearer: tokens.advisor }),
    fromIp('192.0.2.1'),
  );
  if (kyc.status !== 201) throw new Error(`could not send a KYC request: ${kyc.status} ${await kyc.text()}`);
  await settleAfterResponseWork();
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, investorEmail));
  const kycToken = /token=([A-Za-z0-9_-]{16,})/.exec(mail?.text ?? '')?.[1];
  if (!kycToken) throw new Error('no KYC link in the outbox');
  return { tokens: [offer.token, accepted.token, kycToken], ids: [offer.id, accepted.id, c.campaign.id] };
}
let kycCount = 0;

/** Every id the database holds in the main tables (the fuzzing accounts' own excepted). */
async function collectIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const table of [
    'offers',
    'campaigns',
    'products',
    'users',
    'kyc_requests',
    'offer_attachments',
    'networks',
    'landings',
  ]) {
    const { rows } = await t.runtime.database.db.execute(
      sql`select id::text as id from ${sql.identifier(table)} limit 20`,
    );
    ids.push(...(rows as Array<{ id: string }>).map((r) => r.id));
  }
  // Deleting or deactivating the fuzzing accounts would take the depth out of the rest of the run.
  const own = new Set(Object.values(people).map((p) => p.id));
  return [...new Set(ids.filter((id) => !own.has(id)))];
}

/**
 * Per table: its row count and the sum of its row versions (xmin), which any insert, update or delete changes;
 * for a table with columns a refusal may write, a digest of its rows without those columns instead.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const parts = tables.map((table) => {
    const ignored = WRITTEN_ON_REFUSAL[table];
    if (!Array.isArray(ignored))
      return sql`select ${table} as t, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as f
        from ${sql.identifier(table)}`;
    const row = sql`(to_jsonb(x) - ${sql.raw(`array[${ignored.map((c) => `'${c}'`).join(',')}]::text[]`)})::text`;
    return sql`select ${table} as t, count(*)::text || ':' || coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as f
      from ${sql.identifier(table)} x`;
  });
  const { rows } = await t.runtime.database.db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries((rows as Array<{ t: string; f: string }>).map((r) => [r.t, r.f]));
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return tables.filter((table) => WRITTEN_ON_REFUSAL[table] !== '*' && before[table] !== after[table]);
}

interface FuzzRequest {
  role: Role;
  host: string;
  params: string[];
  query: string;
  body: FuzzBody;
  headers: Array<[string, string]>;
  forged: string;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1]!);

/**
 * The lists whose filters a GET route takes, found by asking it: every text filter of a list at once, as the
 * route's natural role; the lists answered with 200 are its own. Other routes (and a route that takes none) get all.
 */
async function listsOf(route: Route): Promise<ListVocabulary[]> {
  if (route.method !== 'GET') return LISTS;
  const own: ListVocabulary[] = [];
  for (const list of LISTS) {
    const names = Object.entries(list.filters)
      .filter(([, operators]) => operators.includes('like'))
      .map(([name]) => name);
    const query = names
      .map(
        (name, i) =>
          `filters%5B${i}%5D%5Bname%5D=${name}&filters%5B${i}%5D%5Boperator%5D=like&filters%5B${i}%5D%5Bvalue%5D=a`,
      )
      .join('&');
    const probe: FuzzRequest = {
      role: naturalRole(route),
      host: 'localhost',
      params: paramNames(route.path).map(() => storedIds[0]!),
      query,
      body: { kind: 'none' },
      headers: [],
      forged: '',
    };
    const res = await t.app.request(urlOf(route, probe), initOf(route, probe), fromIp('192.0.2.7'));
    if (res.status === 200) own.push(list);
  }
  return own.length > 0 ? own : LISTS;
}

const naturalRole = (route: Route): Role =>
  route.path.startsWith('/investor-api') ? 'investor' : route.path.startsWith('/api') ? 'advisor' : 'anonymous';

function requestArbitrary(route: Route, lists: ListVocabulary[]): fc.Arbitrary<FuzzRequest> {
  const param = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(/token/i.test(name) ? realTokens : freshIds)) },
      { weight: 2, arbitrary: fc.constantFrom(...(/token/i.test(name) ? realTokens : storedIds)) },
      { weight: 2, arbitrary: hostileEncoded },
      { weight: 1, arbitrary: fc.uuid() },
    );
  const natural = naturalRole(route);
  const header: fc.Arbitrary<[string, string]> = fc.tuple(
    fc.constantFrom<string>(
      'host',
      'context-id',
      'context-type',
      'accept-language',
      'cookie',
      'origin',
      'x-forwarded-for',
      'if-none-match',
      'range',
      'accept',
    ),
    hostileHeaderValue,
  );
  return fc.record({
    role: fc.oneof({ weight: 6, arbitrary: fc.constant(natural) }, { weight: 5, arbitrary: fc.constantFrom(...ROLES) }),
    host: fc.oneof(
      { weight: 9, arbitrary: fc.constant('localhost') },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTS) },
    ),
    params: fc.tuple(...paramNames(route.path).map(param)),
    // Lists read the query; other routes mostly refuse an unknown parameter before the body, so they get one less often.
    query: fc.oneof(
      { weight: route.method === 'GET' ? 1 : 3, arbitrary: fc.constant('') },
      { weight: route.method === 'GET' ? 3 : 1, arbitrary: hostileQuery(lists) },
    ),
    body: bodyArbitrary(route),
    headers: fc.oneof(
      { weight: 9, arbitrary: fc.constant<Array<[string, string]>>([]) },
      { weight: 1, arbitrary: fc.array(header, { minLength: 1, maxLength: 2 }) },
    ),
    forged: hostileHeaderValue,
  });
}

function bodyArbitrary(route: Route): fc.Arbitrary<FuzzBody> {
  if (route.method === 'GET') return fc.constant<FuzzBody>({ kind: 'none' });
  const template = EXAMPLES[`${route.method} ${route.path}`];
  const example =
    template === undefined ? undefined : JSON.parse(JSON.stringify(template).replaceAll(NETWORK, network));
  if (example !== undefined)
    return fc.oneof({ weight: 3, arbitrary: mutatedBody(example) }, { weight: 1, arbitrary: hostileBody });
  // Upload routes take multipart forms: most of their bodies are one.
  return /upload/.test(route.path)
    ? fc.oneof({ weight: 3, arbitrary: multipartBody }, { weight: 1, arbitrary: hostileBody })
    : hostileBody;
}

function urlOf(route: Route, input: FuzzRequest): string {
  let i = 0;
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, () => input.params[i++] ?? 'x');
  return `http://${input.host}${path}${input.query ? `?${input.query}` : ''}`;
}

function initOf(route: Route, input: FuzzRequest): RequestInit {
  const headers = new Headers({
    'context-id': home,
    'context-type': input.role === 'investor' ? 'investor-panel' : 'advisor-panel',
  });
  for (const [name, value] of input.headers) headers.set(name, value);
  const token = input.role === 'forged' ? input.forged : tokens[input.role];
  if (token !== undefined) headers.set('authorization', input.role === 'forged' ? token : `Bearer ${token}`);
  if (input.body.contentType !== undefined) headers.set('content-type', input.body.contentType);
  return { method: route.method, headers, ...(input.body.body === undefined ? {} : { body: input.body.body }) };
}

const describeBody = (body: FuzzBody) => {
  const shown =
    typeof body.body === 'string'
      ? JSON.stringify(body.body.slice(0, 300))
      : body.body === undefined
        ? ''
        : '(binary or form)';
  return `${body.kind}: ${shown}`;
};

/** The SPEC section 8 body: exactly these four keys, with these types. */
function specBodyProblem(text: string, contentType: string | null): string | undefined {
  if (!contentType?.includes('application/json')) return `content-type ${contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const b = body as Record<string, unknown>;
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(b).sort().join(',') : '';
  if (keys !== 'code,label,parameters,violations') return `keys ${keys}`;
  if (typeof b.label !== 'string' || typeof b.code !== 'string' || !/^[0-9a-f]{8}/.test(b.code)) return 'label or code';
  if (!b.parameters || typeof b.parameters !== 'object' || Array.isArray(b.parameters)) return 'parameters';
  const violations = b.violations;
  if (
    !Array.isArray(violations) ||
    !violations.every((v) => v && typeof (v as { propertyPath?: unknown }).propertyPath === 'string')
  )
    return 'violations';
  return undefined;
}

async function check(route: Route, input: FuzzRequest): Promise<void> {
  const before = await fingerprint();
  t.logs.length = 0;
  const url = urlOf(route, input);
  const res = await t.app.request(url, initOf(route, input), fromIp('192.0.2.7'));
  const text = await res.text();
  await settleAfterResponseWork();
  tally(route, res.status, text);
  const what = () =>
    `${route.method} ${url} as ${input.role}, headers ${JSON.stringify(input.headers)}, body ` +
    `${describeBody(input.body)} -> ${res.status} ${text.slice(0, 500)}`;
  if (res.status >= 500) {
    const errors = t.logs
      .filter((entry) => entry.level === 'error')
      .map((entry) => JSON.stringify(entry).slice(0, 800));
    throw new Error(`5xx: ${what()}\n${errors.join('\n')}`);
  }
  if (res.status < 400) return;
  const problem = specBodyProblem(text, res.headers.get('content-type'));
  if (problem) throw new Error(`not the SPEC error body (${problem}): ${what()}`);
  const changed = changedTables(before, await fingerprint());
  if (changed.length > 0) throw new Error(`refused but wrote ${changed.join(', ')}: ${what()}`);
}

/** With FUZZ_VERBOSE=1: how each route answered (status and code), to see how deep the inputs reach. */
const answers = new Map<string, Map<string, number>>();
function tally(route: Route, status: number, text: string): void {
  if (!process.env.FUZZ_VERBOSE) return;
  const key = `${route.method} ${route.path}`;
  const code = /"code":"([^"]*)"/.exec(text)?.[1] ?? '';
  const seen = answers.get(key) ?? new Map<string, number>();
  seen.set(`${status} ${code}`, (seen.get(`${status} ${code}`) ?? 0) + 1);
  answers.set(key, seen);
}

/** A seed per route (from the run's seed and the route), so adding a route does not change the others' inputs. */
function routeSeed(route: Route): number {
  let hash = seed;
  for (const ch of `${route.method} ${route.path}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

beforeAll(async () => {
  home = (await t.runtime.landings.all()).find((brand) => brand.slug === 'default')!.id;
  people = await demoPeople();
  const [member] = await t.runtime.database.db
    .select({ networkId: networkMembers.networkId })
    .from(networkMembers)
    .where(eq(networkMembers.userId, people.advisor.id));
  network = member!.networkId;
  await issueTokens();
  storedIds = await collectIds();
  const { rows } = await t.runtime.database.db.execute(
    sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  tables = (rows as Array<{ name: string }>).map((r) => r.name);
  console.log(
    `fuzz: seed ${seed}, ${runs} runs per route, ${ROUTES.length} routes (FUZZ_SEED=${seed} FUZZ_RUNS=${runs} to repeat)`,
  );
});

afterAll(async () => {
  for (const [route, seen] of answers)
    console.log(`${route}: ${[...seen].map(([answer, n]) => `${answer} x${n}`).join(', ')}`);
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('fuzz: every API route', () => {
  it('finds the routes in the app', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES).toContainEqual({ method: 'POST', path: '/public-api/campaign-offer/:token/invest-form' });
    expect(tables).toContain('offers');
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, { timeout: 600_000 }, async () => {
      await issueTokens();
      const fresh = await freshLinks();
      realTokens = fresh.tokens;
      freshIds = fresh.ids;
      const lists = await listsOf(route);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, lists), (input) => check(route, input)),
        { seed: routeSeed(route), numRuns: runs },
      );
    });
  }
});
