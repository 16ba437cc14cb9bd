// The advisor API (issue 4): every endpoint for a coordinator, an advisor, an investor, an anonymous caller,
// and a coordinator of a second landing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { AdvisorRow } from '../../../lib/contracts/advisor';
import { settleAfterResponseWork } from '../../background';
import { networks, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let home: string;
let other: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let n1: string;
let n2: string;
let nx: string;

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  surname: 'Nowak',
  email: 'anna.nowak@advisors.example',
  brokerNetworkIds: [n1],
  externalId: 'EXT-1',
  documentType: 'ID_CARD',
  documentNumber: 'ABC123456',
  documentExpiryDate: '2030-01-31',
  documentCountry: 'pl',
  powerOfAttorneyStartDate: '01.01.2025',
  powerOfAttorneyEndDate: '2026-12-31',
  ...overrides,
});

/** A call on the home landing as `who` (no token for 'anonymous'). */
function api(who: string, method: string, path: string, body?: unknown, landing = home) {
  return request(t, landing, path, call(method, body, { bearer: tokens[who] }));
}

async function rows(who: string, query = ''): Promise<{ status: number; total: string | null; body: AdvisorRow[] }> {
  const res = await api(who, 'GET', `/api/advisor/advisor${query}`, undefined, who === 'foreign' ? other : home);
  return { status: res.status, total: res.headers.get('x-total-count'), body: (await res.json()) as AdvisorRow[] };
}

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  const advisor = (name: string, landing = home) =>
    createAdvisor(t, { landingId: landing, email: `${name}@advisors.example` });
  Object.assign(people, {
    coord: await advisor('coord'),
    coord2: await advisor('coord2'),
    adv1: await advisor('adv1'),
    adv2: await advisor('adv2'),
    both: await advisor('both'),
    foreign: await advisor('foreign', other),
    advx: await advisor('advx', other),
    investor: await createInvestor(t, { landingId: home, email: 'investor@advisors.example' }),
  });
  n1 = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv1!, 'advisor'],
    [people.both!, 'advisor'],
  ]);
  n2 = await createNetwork(t, home, [
    [people.coord2!, 'coordinator'],
    [people.adv2!, 'advisor'],
    [people.both!, 'advisor'],
  ]);
  nx = await createNetwork(t, other, [
    [people.foreign!, 'coordinator'],
    [people.advx!, 'advisor'],
  ]);
  for (const name of ['coord', 'coord2', 'adv1', 'adv2', 'both', 'foreign']) {
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
  }
  tokens.investor = (await sessionFor(t, people.investor!, 'investor-panel')).accessToken;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('access', () => {
  it.each([
    ['GET', '/api/advisor/advisor'],
    ['GET', '/api/advisor/advisor-form'],
    ['GET', '/api/advisor/network'],
    ['POST', '/api/advisor/advisor'],
    ['DELETE', '/api/advisor/advisor/00000000-0000-4000-8000-000000000000'],
  ])('%s %s: 401 without a token, 403 with an investor token', async (method, path) => {
    expect((await api('anonymous', method, path)).status).toBe(401);
    expect((await api('investor', method, path)).status).toBe(403);
  });
});

describe('GET /api/advisor/network and /advisor-form', () => {
  it("answers the caller's networks with their role", async () => {
    const names = await t.runtime.database.db.select().from(networks).where(eq(networks.id, n1));
    expect(await (await api('coord', 'GET', '/api/advisor/network')).json()).toEqual([
      { id: n1, name: names[0]!.name, role: 'coordinator' },
    ]);
    const mine = (await (await api('both', 'GET', '/api/advisor/network')).json()) as Array<{
      id: string;
      role: string;
    }>;
    expect(mine.map((n) => n.id).sort()).toEqual([n1, n2].sort());
    expect(mine.every((n) => n.role === 'advisor')).toBe(true);
  });

  it('offers only the networks the caller coordinates, the document types and countries', async () => {
    const form = (await (await api('coord', 'GET', '/api/advisor/advisor-form')).json()) as Record<string, unknown[]>;
    expect(form.networks!.map((n) => (n as { id: string }).id)).toEqual([n1]);
    expect(form.documentTypes).toEqual(['ID_CARD', 'PASSPORT']);
    expect(form.countries).toContain('PL');
    expect(
      ((await (await api('adv1', 'GET', '/api/advisor/advisor-form')).json()) as { networks: unknown[] }).networks,
    ).toEqual([]);
  });
});

describe('GET /api/advisor/advisor', () => {
  it("lists the advisors of the caller's networks with network names and the total", async () => {
    const { status, total, body } = await rows('coord');
    expect(status).toBe(200);
    expect(body.map((r) => r.email).sort()).toEqual([
      'adv1@advisors.example',
      'both@advisors.example',
      'coord@advisors.example',
    ]);
    expect(total).toBe('3');
    const both = body.find((r) => r.email === 'both@advisors.example')!;
    expect(both.brokerNetworkIds.sort()).toEqual([n1, n2].sort());
    expect(both.brokerNetworks.every((n) => typeof n.name === 'string' && n.name.length > 0)).toBe(true);
    expect(both).toMatchObject({ status: 'active', firstName: 'Test', surname: 'Person', editable: true });
  });

  it('shows a plain advisor the same people, none of them editable', async () => {
    const { body } = await rows('adv1');
    expect(body).toHaveLength(3);
    expect(body.every((r) => !r.editable)).toBe(true);
  });

  it('filters by status, text and network, sorts and pages in the query string', async () => {
    await t.runtime.database.db
      .update(users)
      .set({ surname: 'Zielińska', status: 'initial' })
      .where(eq(users.id, people.adv1!.id));
    const initial = await rows('both', '?filters[0][name]=status&filters[0][operator]=in&filters[0][value]=initial');
    expect(initial.body.map((r) => r.email)).toEqual(['adv1@advisors.example']);
    const like = await rows('both', '?filters[0][name]=surname&filters[0][operator]=like&filters[0][value]=zieli');
    expect(like.body.map((r) => r.email)).toEqual(['adv1@advisors.example']);
    const inN2 = await rows(
      'both',
      `?filters[0][name]=brokerNetworkIds&filters[0][operator]=contain&filters[0][value]=${n2}`,
    );
    expect(inN2.body.map((r) => r.email).sort()).toEqual([
      'adv2@advisors.example',
      'both@advisors.example',
      'coord2@advisors.example',
    ]);
    const all = await rows('both', '?sorting[name]=email&sorting[order]=desc&limit=99999&offset=0');
    expect(all.body).toHaveLength(5);
    const ascending = all.body.map((r) => r.email).reverse();
    expect(
      (await rows('both', '?sorting[name]=email&sorting[order]=asc&limit=99999')).body.map((r) => r.email),
    ).toEqual(ascending);
    const page = await rows('both', '?sorting[name]=email&sorting[order]=desc&limit=2&offset=1');
    expect(page.total).toBe('5');
    expect(page.body.map((r) => r.email)).toEqual(all.body.slice(1, 3).map((r) => r.email));
    const past = await rows('both', '?limit=20&offset=40');
    expect(past.body).toEqual([]);
    expect(past.total).toBe('5');
  });

  it("ignores another landing's network in the network filter", async () => {
    const res = await rows(
      'coord',
      `?filters[0][name]=brokerNetworkIds&filters[0][operator]=contain&filters[0][value]=${nx}`,
    );
    expect(res.body).toEqual([]);
    expect(res.total).toBe('0');
  });

  it('answers 400 with a violation naming a bad parameter', async () => {
    const res = await api(
      'coord',
      'GET',
      '/api/advisor/advisor?filters[0][name]=password&filters[0][operator]=like&filters[0][value]=x',
    );
    expect(res.status).toBe(400);
    // The whole body: the query is parsed by the route's schema (decision 0029), the answer is the one it always was.
    expect(await res.json()).toEqual({
      label: 'Validation failed',
      code: ERROR_CODES.violations,
      parameters: {},
      violations: [
        { propertyPath: 'filters[0][name]', title: 'validation.invalidValue', message: 'validation.invalidValue' },
      ],
    });
    expect((await api('coord', 'GET', '/api/advisor/advisor?limit=100000')).status).toBe(400);
    const sorting = await api('coord', 'GET', '/api/advisor/advisor?sorting[name]=passwordHash&sorting[order]=up');
    expect(sorting.status).toBe(400);
    expect(((await sorting.json()) as { violations: Array<{ propertyPath: string }> }).violations).toEqual([
      { propertyPath: 'sorting[name]', title: 'validation.invalidValue', message: 'validation.invalidValue' },
      { propertyPath: 'sorting[order]', title: 'validation.invalidValue', message: 'validation.invalidValue' },
    ]);
    // A repeated key counts by its first value, as before.
    const repeated = await api('coord', 'GET', '/api/advisor/advisor?limit=5&limit=100000');
    expect(repeated.status).toBe(200);
  });
});

describe('GET /api/advisor/advisor/{id}', () => {
  it('answers an advisor of a shared network, 404 for another network, another landing or a malformed id', async () => {
    const res = await api('adv1', 'GET', `/api/advisor/advisor/${people.both!.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: people.both!.id, email: 'both@advisors.example', editable: false });
    for (const id of [people.adv2!.id, people.advx!.id, people.investor!.id, 'not-a-uuid']) {
      const miss = await api('coord', 'GET', `/api/advisor/advisor/${id}`);
      expect(miss.status).toBe(404);
    }
  });
});

describe('POST /api/advisor/advisor', () => {
  it('adds an initial advisor to the network and e-mails the activation link', async () => {
    const res = await api('coord', 'POST', '/api/advisor/advisor', valid());
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdvisorRow;
    expect(created).toMatchObject({
      firstName: 'Anna',
      surname: 'Nowak',
      email: 'anna.nowak@advisors.example',
      status: 'initial',
      brokerNetworkIds: [n1],
      externalId: 'EXT-1',
      documentType: 'ID_CARD',
      documentExpiryDate: '2030-01-31',
      documentCountry: 'PL',
      powerOfAttorneyStartDate: '2025-01-01',
      powerOfAttorneyEndDate: '2026-12-31',
    });
    const mail = await latestMail(t, 'anna.nowak@advisors.example', 'activation');
    expect(linkIn(mail, '/auth/activate-from-email/')).toMatch(
      /^http:\/\/localhost:4321\/auth\/activate-from-email\/\S+$/,
    );
    expect((await rows('adv1')).body.map((r) => r.email)).toContain('anna.nowak@advisors.example');
  });

  it("accepts 'indefinitely' as the document expiry", async () => {
    const res = await api(
      'coord',
      'POST',
      '/api/advisor/advisor',
      valid({ email: 'forever@advisors.example', documentExpiryDate: 'indefinitely' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ documentExpiryDate: 'indefinitely' });
  });

  it('answers violations per field from the shared schema', async () => {
    const res = await api('coord', 'POST', '/api/advisor/advisor', {
      ...valid({ email: 'bad', brokerNetworkIds: [], documentType: 'DRIVING_LICENCE' }),
      documentExpiryDate: '20.01.2025', // the test clock is 2025-01-15: five days ahead
      powerOfAttorneyStartDate: '2025-02-01',
      powerOfAttorneyEndDate: '2025-01-31',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; violations: Array<{ propertyPath: string; message: string }> };
    expect(body.code).toBe(ERROR_CODES.violations);
    const byPath = Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));
    expect(byPath).toMatchObject({
      email: 'validation.email',
      brokerNetworkIds: 'validation.networkRequired',
      documentType: 'validation.required',
      documentExpiryDate: 'validation.documentExpiry',
      powerOfAttorneyEndDate: 'validation.powerOfAttorneyEnd',
    });
  });

  it('reports a missing required field', async () => {
    const res = await api('coord', 'POST', '/api/advisor/advisor', valid({ firstName: ' ', surname: undefined }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { violations: Array<{ propertyPath: string; message: string }> };
    expect(body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'firstName', title: 'validation.required', message: 'validation.required' },
        { propertyPath: 'surname', title: 'validation.required', message: 'validation.required' },
      ]),
    );
  });

  it('refuses a network the caller does not coordinate, and an e-mail taken on the landing', async () => {
    const foreignNetwork = await api(
      'coord',
      'POST',
      '/api/advisor/advisor',
      valid({ email: 'x1@advisors.example', brokerNetworkIds: [n1, n2] }),
    );
    expect(foreignNetwork.status).toBe(400);
    expect(await foreignNetwork.json()).toMatchObject({
      violations: [{ propertyPath: 'brokerNetworkIds[1]', message: 'validation.networkNotAllowed' }],
    });
    const taken = await api('coord', 'POST', '/api/advisor/advisor', valid({ email: 'ADV2@advisors.example' }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      violations: [{ propertyPath: 'email', message: 'validation.emailTaken' }],
    });
  });

  it('lets the same e-mail exist on another landing', async () => {
    const res = await api(
      'foreign',
      'POST',
      '/api/advisor/advisor',
      valid({ email: 'adv1@advisors.example', brokerNetworkIds: [nx] }),
      other,
    );
    expect(res.status).toBe(201);
  });

  it('is for coordinators only', async () => {
    const res = await api('adv1', 'POST', '/api/advisor/advisor', valid({ email: 'x2@advisors.example' }));
    expect(res.status).toBe(403);
    expect(await mailsTo(t, 'x2@advisors.example')).toEqual([]);
  });
});

describe('PUT /api/advisor/advisor/{brokerId}', () => {
  it('edits an advisor of a coordinated network', async () => {
    const res = await api(
      'coord',
      'PUT',
      `/api/advisor/advisor/${people.adv1!.id}`,
      valid({ email: 'adv1@advisors.example', firstName: 'Adam' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      firstName: 'Adam',
      surname: 'Nowak',
      brokerNetworkIds: [n1],
      documentNumber: 'ABC123456',
    });
  });

  it('keeps memberships in networks the caller does not coordinate', async () => {
    const res = await api(
      'coord',
      'PUT',
      `/api/advisor/advisor/${people.both!.id}`,
      valid({ email: 'both@advisors.example', brokerNetworkIds: [n1, n2] }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdvisorRow).brokerNetworkIds.sort()).toEqual([n1, n2].sort());
    const dropped = await api(
      'coord',
      'PUT',
      `/api/advisor/advisor/${people.both!.id}`,
      valid({ email: 'both@advisors.example', brokerNetworkIds: [n1] }),
    );
    expect(((await dropped.json()) as AdvisorRow).brokerNetworkIds.sort()).toEqual([n1, n2].sort());
  });

  it('answers 403 to a plain advisor, 404 outside the networks or the landing, 400 for a taken e-mail', async () => {
    expect(
      (await api('adv1', 'PUT', `/api/advisor/advisor/${people.both!.id}`, valid({ email: 'both@advisors.example' })))
        .status,
    ).toBe(403);
    expect(
      (await api('coord', 'PUT', `/api/advisor/advisor/${people.adv2!.id}`, valid({ email: 'adv2@advisors.example' })))
        .status,
    ).toBe(404);
    expect(
      (await api('coord', 'PUT', `/api/advisor/advisor/${people.advx!.id}`, valid({ email: 'advx@advisors.example' })))
        .status,
    ).toBe(404);
    const taken = await api(
      'coord',
      'PUT',
      `/api/advisor/advisor/${people.adv1!.id}`,
      valid({ email: 'both@advisors.example' }),
    );
    expect(taken.status).toBe(400);
  });
});

describe('PATCH activate and DELETE (archive)', () => {
  it('archives without deleting: the row stays, shown as deleted, and its sessions end', async () => {
    const token = (await sessionFor(t, people.both!, 'advisor-panel')).accessToken;
    const res = await api('coord', 'DELETE', `/api/advisor/advisor/${people.both!.id}`);
    expect(res.status).toBe(204);
    const [row] = await t.runtime.database.db.select().from(users).where(eq(users.id, people.both!.id));
    expect(row?.status).toBe('deleted');
    expect(await (await api('coord', 'GET', `/api/advisor/advisor/${people.both!.id}`)).json()).toMatchObject({
      status: 'deleted',
    });
    expect((await request(t, home, '/api/advisor/network', call('GET', undefined, { bearer: token }))).status).toBe(
      401,
    );
  });

  it('activates an archived or initial advisor', async () => {
    const res = await api('coord', 'PATCH', `/api/advisor/advisor/${people.both!.id}/activate`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: people.both!.id, status: 'active' });
  });

  it('answers 403 to a plain advisor and 404 outside, and nobody archives themselves', async () => {
    expect((await api('adv2', 'DELETE', `/api/advisor/advisor/${people.both!.id}`)).status).toBe(403);
    expect((await api('adv2', 'PATCH', `/api/advisor/advisor/${people.both!.id}/activate`)).status).toBe(403);
    expect((await api('coord', 'DELETE', `/api/advisor/advisor/${people.adv2!.id}`)).status).toBe(404);
    expect((await api('foreign', 'DELETE', `/api/advisor/advisor/${people.adv1!.id}`, undefined, other)).status).toBe(
      404,
    );
    expect(
      (await api('foreign', 'PATCH', `/api/advisor/advisor/${people.adv1!.id}/activate`, undefined, other)).status,
    ).toBe(404);
    expect((await api('coord', 'DELETE', `/api/advisor/advisor/${people.coord!.id}`)).status).toBe(409);
  });
});
