// Bulk actions on the advisors list (issue 19): the activation e-mail again and archiving, each advisor under the
// single action's rules, refusals as results, bad bodies refused whole, one audit event.
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
import { mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { AdvisorBulkResult } from '../../../lib/contracts/advisor-bulk';
import { settleAfterResponseWork } from '../../background';
import { auditEvents, users } from '../../db/schema';

let t: TestApp;
let home: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};

const bulk = (who: string, body: unknown) =>
  request(t, home, '/api/advisor/advisors/bulk', call('POST', body, { bearer: tokens[who] }));
const statusOf = async (id: string) =>
  (await t.runtime.database.db.select({ s: users.status }).from(users).where(eq(users.id, id)))[0]?.s;

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  Object.assign(people, {
    coord: await createAdvisor(t, { landingId: home, email: 'coord@advisors-bulk.example' }),
    fresh: await createAdvisor(t, { landingId: home, email: 'fresh@advisors-bulk.example', status: 'initial' }),
    working: await createAdvisor(t, { landingId: home, email: 'working@advisors-bulk.example' }),
    plain: await createAdvisor(t, { landingId: home, email: 'plain@advisors-bulk.example' }),
    elsewhere: await createAdvisor(t, { landingId: home, email: 'elsewhere@advisors-bulk.example' }),
  });
  await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.fresh!, 'advisor'],
    [people.working!, 'advisor'],
    [people.plain!, 'advisor'],
  ]);
  await createNetwork(t, home, [[people.elsewhere!, 'coordinator']]);
  for (const name of ['coord', 'plain'])
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('POST /api/advisor/advisors/bulk', () => {
  it('sends the activation e-mail to advisors not yet active and says why not for the others', async () => {
    const res = await bulk('coord', {
      action: 'send-activation',
      advisorIds: [people.fresh!.id, people.working!.id, people.elsewhere!.id],
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: AdvisorBulkResult[] };
    expect(results).toEqual([
      { advisorId: people.fresh!.id, outcome: 'done' },
      expect.objectContaining({
        advisorId: people.working!.id,
        outcome: 'refused',
        label: 'advisors.bulk.refused.notInitial',
      }),
      expect.objectContaining({ advisorId: people.elsewhere!.id, outcome: 'refused' }),
    ]);
    expect(await mailsTo(t, 'fresh@advisors-bulk.example', 'activation')).toHaveLength(1);
    expect(await mailsTo(t, 'working@advisors-bulk.example', 'activation')).toHaveLength(0);
  });

  it('archives the chosen advisors, never the caller, and records one audit event', async () => {
    const res = await bulk('coord', {
      action: 'archive',
      advisorIds: [people.working!.id, people.coord!.id, people.working!.id],
    });
    const { results } = (await res.json()) as { results: AdvisorBulkResult[] };
    expect(results.map((r) => [r.advisorId, r.outcome])).toEqual([
      [people.working!.id, 'done'],
      [people.coord!.id, 'refused'],
    ]);
    expect(await statusOf(people.working!.id)).toBe('deleted');
    expect(await statusOf(people.coord!.id)).toBe('active');
    const events = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'advisors-bulk'));
    expect(events.map((e) => e.details)).toContainEqual(
      expect.objectContaining({ bulkAction: 'archive', done: 1, refused: 1 }),
    );
  });

  it('refuses a plain advisor each advisor, and bad bodies as a whole', async () => {
    const res = await bulk('plain', { action: 'archive', advisorIds: [people.fresh!.id] });
    const { results } = (await res.json()) as { results: AdvisorBulkResult[] };
    expect(results[0]).toMatchObject({ outcome: 'refused' });
    expect(await statusOf(people.fresh!.id)).toBe('initial');
    for (const body of [
      { action: 'delete', advisorIds: [people.fresh!.id] },
      { action: 'archive', advisorIds: [] },
      { action: 'archive' },
      { action: 'archive', advisorIds: Array.from({ length: 201 }, (_, i) => `id-${i}`) },
      { action: 'archive', advisorIds: ['a\u0000b'] },
      { action: 'archive', advisorIds: [people.fresh!.id], extra: 1 },
      // Both ways of choosing at once, a filter the list does not know, one too deep.
      { action: 'archive', advisorIds: [people.fresh!.id], filter: { filters: [] } },
      { action: 'archive', filter: { filters: [{ name: 'password', operator: 'like', value: 'x' }] } },
      { action: 'archive', filter: { filters: [{ name: 'email', operator: 'like', value: 'x', deep: {} }] } },
    ])
      expect((await bulk('coord', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(await statusOf(people.fresh!.id)).toBe('initial');
  });

  it('takes every advisor the list filters match ("all N matching"), in the list order', async () => {
    const filter = { filters: [{ name: 'email', operator: 'like', value: 'fresh@advisors-bulk' }] };
    const res = await bulk('coord', { action: 'send-activation', filter });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: AdvisorBulkResult[] };
    expect(results).toEqual([{ advisorId: people.fresh!.id, outcome: 'done' }]);
    expect(await mailsTo(t, 'fresh@advisors-bulk.example', 'activation')).toHaveLength(2);
    // Only what the caller's list shows: another network's advisor is not matched at all.
    const none = await bulk('coord', {
      action: 'send-activation',
      filter: { filters: [{ name: 'email', operator: 'like', value: 'elsewhere@' }] },
    });
    expect(((await none.json()) as { results: AdvisorBulkResult[] }).results).toEqual([]);
  });
});
