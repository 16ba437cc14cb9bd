// Tasks on offers (issue 19): who adds, sees and completes them, the home's due list, bad input.
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
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { OfferTask } from '../../../lib/schemas/offer-task';
import { campaigns, offers, products } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let home: string;
let offerId: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
const tasks = (offer: string) => `/api/advisor/investor/offer/${offer}/tasks`;
const api = (who: string, method: string, path: string, body?: unknown) =>
  request(t, home, path, call(method, body, { bearer: tokens[who] }));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-15T09:00:00Z');
  home = await landingId(t, 'default');
  for (const key of ['coord', 'owner', 'member', 'outsider'])
    people[key] = await createAdvisor(t, { landingId: home, email: `${key}@tasks.example` });
  people.investor = await createInvestor(t, { landingId: home, email: 'investor@tasks.example' });
  const network = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.owner!, 'advisor'],
    [people.member!, 'advisor'],
  ]);
  await createNetwork(t, home, [[people.outsider!, 'coordinator']]);
  const db = t.runtime.database.db;
  const [c] = await db
    .insert(campaigns)
    .values({
      landingId: home,
      slug: 'tasks',
      translations: { pl: { name: 'Zadania' } },
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
      currency: 'PLN',
      minInvestment: 100_000,
      step: 1,
      target: 100_000_000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    .returning({ id: campaigns.id });
  const [p] = await db
    .insert(products)
    .values({
      landingId: home,
      campaignId: c!.id,
      code: 'TASK-1',
      translations: { pl: { name: 'Seria' } },
      interestType: 'fixed',
      annualRateBasisPoints: 800,
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
    })
    .returning({ id: products.id });
  const [o] = await db
    .insert(offers)
    .values({
      landingId: home,
      campaignId: c!.id,
      productId: p!.id,
      investorUserId: people.investor.id,
      ownerUserId: people.owner!.id,
      networkId: network,
      currency: 'PLN',
    })
    .returning({ id: offers.id });
  offerId = o!.id;
  for (const key of ['coord', 'owner', 'member', 'outsider'])
    tokens[key] = (await sessionFor(t, people[key]!, 'advisor-panel')).accessToken;
});

afterAll(async () => {
  await t.close();
});

describe('offer tasks', () => {
  it('are added by the owner or a coordinator for someone who sees the offer, due today or later', async () => {
    const first = await api('owner', 'POST', tasks(offerId), { kind: 'call-back', dueDate: '15.06.2026' });
    expect(first.status).toBe(201);
    const added = await api('coord', 'POST', tasks(offerId), {
      kind: 'check-payment',
      title: 'Przelew z BNP',
      dueDate: '2026-06-20',
      assigneeId: people.owner!.id,
    });
    const list = (await added.json()) as OfferTask[];
    expect(list.map((x) => [x.kind, x.dueDate, x.assignee.id, x.overdue, x.doneAt])).toEqual([
      ['call-back', '2026-06-15', people.owner!.id, false, null],
      ['check-payment', '2026-06-20', people.owner!.id, false, null],
    ]);
    expect(list[0]!.investorName).toBe('Test Person');
    for (const [body, path] of [
      [{ kind: 'call-back', dueDate: '14.06.2026' }, 'dueDate'],
      [{ kind: 'call-back', dueDate: '31.02.2026' }, 'dueDate'],
      [{ kind: 'call-back', dueDate: '16.06.2026', assigneeId: people.member!.id }, 'assigneeId'],
      [{ kind: 'call-back', dueDate: '16.06.2026', assigneeId: people.outsider!.id }, 'assigneeId'],
      [{ kind: 'lunch', dueDate: '16.06.2026' }, 'kind'],
    ] as const) {
      const res = await api('coord', 'POST', tasks(offerId), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { violations: Array<{ propertyPath: string }> }).violations[0]!.propertyPath).toBe(
        path,
      );
    }
    for (const body of [
      { kind: 'other', dueDate: '16.06.2026', extra: 1 },
      { kind: 'other', dueDate: '16.06.2026', title: 'a\u0000' },
    ])
      expect((await api('coord', 'POST', tasks(offerId), body)).status).toBe(400);
    const member = await api('member', 'POST', tasks(offerId), { kind: 'other', dueDate: '16.06.2026' });
    expect(((await member.json()) as { code: string }).code).toBe(ERROR_CODES.leadOfAnotherAdvisor);
    expect((await api('outsider', 'GET', tasks(offerId))).status).toBe(404);
  });

  it('lists the assignee’s tasks due today and overdue on the home, and completes them with one call', async () => {
    t.clock.set('2026-06-16T08:00:00Z');
    tokens.owner = (await sessionFor(t, people.owner!, 'advisor-panel')).accessToken;
    tokens.coord = (await sessionFor(t, people.coord!, 'advisor-panel')).accessToken;
    tokens.member = (await sessionFor(t, people.member!, 'advisor-panel')).accessToken;
    tokens.outsider = (await sessionFor(t, people.outsider!, 'advisor-panel')).accessToken;
    const due = (await (await api('owner', 'GET', '/api/advisor/tasks')).json()) as OfferTask[];
    expect(due.map((x) => [x.kind, x.overdue])).toEqual([['call-back', true]]);
    expect(await (await api('coord', 'GET', '/api/advisor/tasks')).json()).toEqual([]);
    // Not the member's to complete; the coordinator may.
    expect((await api('member', 'PATCH', `/api/advisor/tasks/${due[0]!.id}`, { done: true })).status).toBe(403);
    expect((await api('outsider', 'PATCH', `/api/advisor/tasks/${due[0]!.id}`, { done: true })).status).toBe(404);
    const done = await api('owner', 'PATCH', `/api/advisor/tasks/${due[0]!.id}`, { done: true });
    expect(done.status).toBe(200);
    const after = (await done.json()) as OfferTask[];
    expect(after.at(-1)).toMatchObject({ kind: 'call-back', doneAt: '2026-06-16T08:00:00.000Z', overdue: false });
    expect(await (await api('owner', 'GET', '/api/advisor/tasks')).json()).toEqual([]);
    expect((await api('coord', 'PATCH', `/api/advisor/tasks/${due[0]!.id}`, { done: false })).status).toBe(200);
    expect(((await (await api('owner', 'GET', '/api/advisor/tasks')).json()) as OfferTask[]).length).toBe(1);
    expect((await api('owner', 'PATCH', '/api/advisor/tasks/nope', { done: true })).status).toBe(404);
    expect((await api('owner', 'PATCH', `/api/advisor/tasks/${due[0]!.id}`, { done: 'yes' })).status).toBe(400);
  });
});
