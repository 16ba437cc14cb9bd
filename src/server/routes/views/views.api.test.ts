// Saved views (issue 19): personal and shared views, who may change them, the default, the limit, bad input.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createNetwork,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { SavedView } from '../../../lib/contracts/saved-view';
import { savedViews } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let home: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let n1: string;
let n2: string;

const api = (who: string, method: string, path: string, body?: unknown) =>
  request(t, home, path, call(method, body, { bearer: tokens[who] }));

const removedCampaign = randomUUID();
const VIEW = {
  name: 'Gorące leady',
  filters: [
    { name: 'status', operator: 'in', value: 'interested,accepted' },
    { name: 'campaignName', operator: 'in', value: removedCampaign },
  ],
  columns: ['investorName', 'status', 'investmentValue'],
  sort: { field: 'investmentValue', order: 'desc' },
  perPage: 50,
  view: 'kanban',
  shared: false,
};

async function save(who: string, body: unknown) {
  const res = await api(who, 'POST', '/api/advisor/views', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SavedView;
}
const views = async (who: string) => (await (await api(who, 'GET', '/api/advisor/views')).json()) as SavedView[];

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  for (const key of ['coord', 'adv1', 'adv2', 'outsider', 'crowd'])
    people[key] = await createAdvisor(t, { landingId: home, email: `${key}@views.example` });
  n1 = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv1!, 'advisor'],
    [people.adv2!, 'advisor'],
  ]);
  n2 = await createNetwork(t, home, [[people.outsider!, 'coordinator']]);
  for (const key of Object.keys(people)) tokens[key] = (await sessionFor(t, people[key]!, 'advisor-panel')).accessToken;
});

afterAll(async () => {
  await t.close();
});

describe('saved views', () => {
  it('keeps a personal view as given (a removed campaign stays a readable id), seen by its maker only', async () => {
    const view = await save('adv1', VIEW);
    expect(view).toMatchObject({ ...VIEW, scope: 'own', mine: true, isDefault: false, networkId: null });
    expect((await views('adv1')).map((v) => v.id)).toEqual([view.id]);
    expect(await views('adv2')).toEqual([]);
    expect((await api('adv2', 'PUT', `/api/advisor/views/${view.id}`, VIEW)).status).toBe(404);
    expect((await api('adv2', 'DELETE', `/api/advisor/views/${view.id}`)).status).toBe(404);
    const renamed = await api('adv1', 'PUT', `/api/advisor/views/${view.id}`, { ...VIEW, name: 'Do telefonu' });
    expect(((await renamed.json()) as SavedView).name).toBe('Do telefonu');
  });

  it('shares a coordinator’s view with a network they coordinate; members see it, only the maker changes it', async () => {
    const shared = await save('coord', {
      ...VIEW,
      name: 'Sieć: do zamknięcia',
      shared: true,
      networkId: n1,
      scope: 'network',
    });
    expect(shared).toMatchObject({ shared: true, networkId: n1, mine: true });
    const seen = (await views('adv2')).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ mine: false, ownerName: expect.any(String) });
    expect((await views('outsider')).some((v) => v.id === shared.id)).toBe(false);
    expect((await api('adv2', 'PUT', `/api/advisor/views/${shared.id}`, VIEW)).status).toBe(403);
    expect((await api('adv2', 'DELETE', `/api/advisor/views/${shared.id}`)).status).toBe(403);
    // Only a network the maker coordinates; a network is needed; a shared view is nobody's default.
    for (const [who, body, path] of [
      ['adv1', { ...VIEW, shared: true, networkId: n1 }, 'networkId'],
      ['coord', { ...VIEW, shared: true, networkId: n2 }, 'networkId'],
      ['coord', { ...VIEW, shared: true }, 'networkId'],
      ['coord', { ...VIEW, shared: true, networkId: n1, isDefault: true }, 'isDefault'],
    ] as const) {
      const res = await api(who, 'POST', '/api/advisor/views', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { violations: Array<{ propertyPath: string }> }).violations[0]!.propertyPath).toBe(
        path,
      );
    }
    expect((await api('coord', 'DELETE', `/api/advisor/views/${shared.id}`)).status).toBe(204);
    expect((await views('adv2')).some((v) => v.id === shared.id)).toBe(false);
  });

  it('keeps one default view per person and list', async () => {
    const first = await save('adv2', { ...VIEW, name: 'A', isDefault: true });
    const second = await save('adv2', { ...VIEW, name: 'B', isDefault: true });
    const network = await save('adv2', { ...VIEW, name: 'C', scope: 'network', isDefault: true });
    const all = await views('adv2');
    expect(all.filter((v) => v.isDefault).map((v) => v.id)).toEqual([second.id, network.id]); // B, C by name
    await api('adv2', 'PUT', `/api/advisor/views/${first.id}`, { ...VIEW, name: 'A', isDefault: true });
    expect((await views('adv2')).filter((v) => v.isDefault).map((v) => v.name)).toEqual(['A', 'C']);
  });

  it('refuses bad input at any depth, and more than 50 views a person', async () => {
    for (const body of [
      { ...VIEW, name: '  ' },
      { ...VIEW, name: 'x'.repeat(61) },
      { ...VIEW, name: 'a\u0000b' },
      { ...VIEW, perPage: 7 },
      { ...VIEW, view: 'calendar' },
      { ...VIEW, sort: { field: 'password', order: 'asc' } },
      { ...VIEW, filters: [{ name: 'password', operator: 'in', value: 'x' }] },
      { ...VIEW, filters: [{ name: 'status', operator: 'in', value: 'x', extra: 1 }] },
      { ...VIEW, columns: ['<script>'] },
      { ...VIEW, owner: people.adv2!.id },
    ]) {
      expect((await api('outsider', 'POST', '/api/advisor/views', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('outsider', 'PUT', '/api/advisor/views/not-an-id', VIEW)).status).toBe(404);
    await t.runtime.database.db.insert(savedViews).values(
      Array.from({ length: 50 }, (_, i) => ({
        landingId: home,
        ownerUserId: people.outsider!.id,
        scope: 'own' as const,
        name: `V${i}`,
        state: {
          filters: [],
          columns: [],
          sort: { field: 'statusDate' as const, order: 'desc' as const },
          perPage: 20,
          view: 'table' as const,
        },
      })),
    );
    const over = await api('outsider', 'POST', '/api/advisor/views', VIEW);
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ parameters: { limit: 50 } });
  });

  it('holds the limit of 50 views a person when 60 are created at once', async () => {
    // PostgreSQL runs the requests side by side (PGlite serialises them): each counts the views before its insert.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => api('crowd', 'POST', '/api/advisor/views', { ...VIEW, name: `V${i}` })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(50);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 409));
    for (const res of refused)
      expect(await res.json()).toMatchObject({ code: ERROR_CODES.conflict, parameters: { limit: 50 } });
    const rows = await t.runtime.database.db
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(eq(savedViews.ownerUserId, people.crowd!.id));
    expect(rows).toHaveLength(50);
  });
});
