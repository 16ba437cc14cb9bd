// The investor page's API (issue 19): GET /api/advisor/investors/client/{investorId} shows the caller only what
// they see (the owner and the network's coordinator; not another member, an outsider or another landing), with the
// offers, KYC questionnaires, notes, tasks and one timeline newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, landingId, request } from '../../../../tests/support/auth-fixtures';
import { offerScene, type OfferScene } from '../../../../tests/support/offer-scene';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { InvestorClient } from '../../../lib/contracts/investor-client';
import { createManualClock } from '../../clock';
import { settleAfterResponseWork } from '../../background';

let t: TestApp;
let s: OfferScene;

const api = (who: keyof OfferScene['tokens'], path: string, method = 'GET', body?: unknown, landing?: string) =>
  request(t, landing ?? s.home, `/api${path}`, call(method, body, { bearer: s.tokens[who] }));
const page = (who: keyof OfferScene['tokens'], id = s.people.investor.id) =>
  api(who, `/advisor/investors/client/${id}?lang=en`);

beforeAll(async () => {
  t = await createTestApp({ clock: createManualClock('2026-11-10T08:00:00Z') });
  s = await offerScene(t, 'client-page');
  t.clock.advance(60_000);
  expect(
    (await api('owner', `/advisor/investor/offer/${s.offerId}/notes`, 'POST', { body: 'Dzwonić po 15' })).status,
  ).toBe(201);
  t.clock.advance(60_000);
  expect(
    (
      await api('owner', `/advisor/investor/offer/${s.offerId}/tasks`, 'POST', {
        kind: 'call-back',
        dueDate: '2026-11-12',
      })
    ).status,
  ).toBe(201);
  t.clock.advance(60_000);
  expect(
    (
      await api('owner', '/advisor/kyc/investor-request/send', 'POST', {
        investorEmail: s.people.investor.email,
        message: ' ',
      })
    ).status,
  ).toBe(201);
  t.clock.advance(60_000);
  expect(
    (await api('owner', '/advisor/investor/offers/bulk', 'POST', { action: 'remind', offerIds: [s.offerId] })).status,
  ).toBe(200);
  t.clock.advance(60_000);
  const lost = await api('owner', `/advisor/investor/${s.offerId}/status`, 'PATCH', {
    status: 'rejected',
    reason: 'no-answer',
  });
  expect(lost.status, await lost.clone().text()).toBe(200);
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('GET /api/advisor/investors/client/{investorId}', () => {
  it("shows the owner the investor's data, offers, KYC, notes, tasks and the timeline, newest first", async () => {
    const res = await page('owner');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const client = (await res.json()) as InvestorClient;
    expect(client.investor).toMatchObject({ id: s.people.investor.id, email: s.people.investor.email });
    expect(client.offers.map((o) => o.id)).toEqual([s.offerId]);
    expect(client.kyc).toHaveLength(1);
    expect(client.notes.map((n) => [n.body, n.offerId])).toEqual([['Dzwonić po 15', s.offerId]]);
    expect(client.tasks.map((task) => task.kind)).toEqual(['call-back']);
    expect(client.timeline.map((e) => e.kind)).toEqual(['offer', 'reminder', 'kyc', 'note']);
    const times = client.timeline.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows the network's coordinator the same offers", async () => {
    const client = (await (await page('coord')).json()) as InvestorClient;
    expect(client.offers.map((o) => o.id)).toEqual([s.offerId]);
    expect(client.timeline.length).toBeGreaterThan(0);
  });

  it('is 404 for whoever sees nothing of the investor, an unknown or malformed id and another landing', async () => {
    expect((await page('member')).status).toBe(404);
    expect((await page('outsider')).status).toBe(404);
    expect((await page('owner', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await page('owner', 'nope')).status).toBe(404);
    expect((await page('owner', s.people.owner.id)).status).toBe(404);
    const emerald = await landingId(t, 'emerald');
    expect(
      (await api('owner', `/advisor/investors/client/${s.people.investor.id}`, 'GET', undefined, emerald)).status,
    ).not.toBe(200);
  });
});
