// Tasks on offers (issue 19): who adds, sees and completes them, the home's due list, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, request } from '../../../../tests/support/auth-fixtures';
import { offerScene, type OfferScene } from '../../../../tests/support/offer-scene';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { OfferTask } from '../../../lib/contracts/offer-task';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let scene: OfferScene;
let offerId: string;
const tasks = (offer: string) => `/api/advisor/investor/offer/${offer}/tasks`;
const api = (who: 'coord' | 'owner' | 'member' | 'outsider', method: string, path: string, body?: unknown) =>
  request(t, scene.home, path, call(method, body, { bearer: scene.tokens[who] }));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-15T09:00:00Z');
  scene = await offerScene(t, 'tasks');
  offerId = scene.offerId;
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
      assigneeId: scene.people.owner.id,
    });
    const list = (await added.json()) as OfferTask[];
    expect(list.map((x) => [x.kind, x.dueDate, x.assignee.id, x.overdue, x.doneAt])).toEqual([
      ['call-back', '2026-06-15', scene.people.owner.id, false, null],
      ['check-payment', '2026-06-20', scene.people.owner.id, false, null],
    ]);
    expect(list[0]!.investorName).toBe('Test Person');
    const past = await api('coord', 'POST', tasks(offerId), { kind: 'call-back', dueDate: '14.06.2026' });
    expect(((await past.json()) as { violations: Array<{ message: string }> }).violations[0]!.message).toBe(
      'validation.dateNotPast',
    );
    for (const [body, path] of [
      [{ kind: 'call-back', dueDate: '14.06.2026' }, 'dueDate'],
      [{ kind: 'call-back', dueDate: '31.02.2026' }, 'dueDate'],
      [{ kind: 'call-back', dueDate: '16.06.2026', assigneeId: scene.people.member.id }, 'assigneeId'],
      [{ kind: 'call-back', dueDate: '16.06.2026', assigneeId: scene.people.outsider.id }, 'assigneeId'],
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
    await scene.renewTokens();
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
