// GET /api/advisor/dashboard (issue 4): counts, attention items on a fixed clock and recent activity, for a
// coordinator, a plain advisor, an investor, an anonymous caller and a coordinator of a second landing; and
// audit rows naming the coordinator for what they do while viewing an advisor's panel.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  signIn,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createManualClock } from '../../clock';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { AdvisorDashboard, AttentionItem } from '../../../lib/contracts/dashboard';
import { settleAfterResponseWork } from '../../background';
import { advisorProfiles, auditEvents, campaigns, networkMembers, offers, users } from '../../db/schema';
import type { OfferStatus } from '../../../lib/contracts/campaign';
import { changeOfferStatus } from '../../offers/offer-status-service';
import { createCampaign } from '../../../../tests/support/campaigns.fixtures';

// Today is 2025-03-10 on the server's clock; the 30-day horizon ends 2025-04-09.
const NOW = '2025-03-10T09:00:00Z';
const daysAgo = (days: number) => new Date(new Date(NOW).getTime() - days * 86_400_000);

let t: TestApp;
let home: string;
let other: string;
const p: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let n1: string;

async function person(
  key: string,
  first: string,
  surname: string,
  options: { landing?: string; status?: 'initial' | 'active' | 'deleted'; createdDaysAgo?: number } = {},
) {
  const created = await createAdvisor(t, {
    landingId: options.landing ?? home,
    email: `${key.toLowerCase()}@dash.example`,
    status: options.status ?? 'active',
  });
  await t.runtime.database.db
    .update(users)
    .set({ firstName: first, surname, createdAt: daysAgo(options.createdDaysAgo ?? 40) })
    .where(eq(users.id, created.id));
  p[key] = created;
  return created;
}

async function profile(key: string, values: { expiry?: string | null; never?: boolean; attorneyEnd?: string | null }) {
  await t.runtime.database.db.insert(advisorProfiles).values({
    userId: p[key]!.id,
    documentType: 'ID_CARD',
    documentNumber: 'ABC123',
    documentCountry: 'PL',
    documentExpiryDate: values.expiry ?? null,
    documentExpiresNever: values.never ?? false,
    powerOfAttorneyEndDate: values.attorneyEnd ?? null,
  });
}

function api(who: string, method: string, path: string, body?: unknown, landing = home) {
  return request(t, landing, path, call(method, body, { bearer: tokens[who] }));
}

async function dashboard(who: string, landing = home): Promise<AdvisorDashboard> {
  const res = await api(who, 'GET', '/api/advisor/dashboard', undefined, landing);
  expect(res.status).toBe(200);
  return (await res.json()) as AdvisorDashboard;
}

const brief = (items: AttentionItem[]) => items.map((item) => [item.kind, item.advisor.name, item.date]);

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS, clock: createManualClock(NOW) });
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  await person('coord', 'Cecylia', 'Koordynator');
  await person('plain', 'Piotr', 'Zwykły');
  await person('stale', 'Stefan', 'Czekający', { status: 'initial', createdDaysAgo: 5 });
  await person('fresh', 'Franciszek', 'Nowy', { status: 'initial', createdDaysAgo: 1 });
  await person('resent', 'Renata', 'Ponowna', { status: 'initial', createdDaysAgo: 9 });
  await person('expired', 'Edward', 'Przeterminowany');
  await person('expiring', 'Ewa', 'Wygasająca');
  await person('forever', 'Feliks', 'Bezterminowy');
  await person('later', 'Lena', 'Później');
  await person('archived', 'Adam', 'Zarchiwizowany', { status: 'deleted' });
  await person('elsewhere', 'Olga', 'Obca');
  await person('coord2', 'Daria', 'Druga');
  await person('foreign', 'Zofia', 'Zagraniczna', { landing: other });
  await person('foreignInitial', 'Zenon', 'Zagraniczny', { landing: other, status: 'initial', createdDaysAgo: 20 });
  p.investor = await createInvestor(t, { landingId: home, email: 'investor@dash.example' });
  await profile('expired', { expiry: '2025-03-09', attorneyEnd: '2025-04-09' });
  await profile('expiring', { expiry: '2025-03-10', attorneyEnd: '2025-02-28' });
  await profile('forever', { never: true, attorneyEnd: '2025-04-10' });
  await profile('later', { expiry: '2025-04-10' });
  await profile('archived', { expiry: '2024-12-31', attorneyEnd: '2024-12-31' });
  await profile('elsewhere', { expiry: '2024-12-31' });
  await profile('foreign', { expiry: '2024-12-31' });
  const inN1 = ['plain', 'stale', 'fresh', 'resent', 'expired', 'expiring', 'forever', 'later', 'archived'] as const;
  n1 = await createNetwork(t, home, [
    [p.coord!, 'coordinator'],
    ...inN1.map((key) => [p[key]!, 'advisor'] as [TestPerson, 'advisor']),
  ]);
  // The plain advisor also sees this network's people, but coordinates nothing.
  await createNetwork(t, home, [
    [p.coord2!, 'coordinator'],
    [p.elsewhere!, 'advisor'],
    [p.plain!, 'advisor'],
  ]);
  await createNetwork(t, other, [
    [p.foreign!, 'coordinator'],
    [p.foreignInitial!, 'advisor'],
  ]);
  for (const key of ['coord', 'plain', 'coord2', 'foreign'])
    tokens[key] = (await sessionFor(t, p[key]!, 'advisor-panel')).accessToken;
  tokens.investor = (await sessionFor(t, p.investor, 'investor-panel')).accessToken;
  // Renata's activation e-mail went out again yesterday: her new link still works.
  t.clock.set(daysAgo(1));
  expect(
    (await request(t, home, '/auth/activate/send-token', call('POST', { email: 'resent@dash.example' }))).status,
  ).toBe(202);
  await settleAfterResponseWork();
  t.clock.set(NOW);
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('access', () => {
  it('answers 401 without a token and 403 with an investor token', async () => {
    expect((await api('anonymous', 'GET', '/api/advisor/dashboard')).status).toBe(401);
    expect((await api('investor', 'GET', '/api/advisor/dashboard')).status).toBe(403);
  });
});

describe('advisor counts', () => {
  it("counts the advisors of the coordinator's networks by status, themselves included", async () => {
    expect((await dashboard('coord')).advisors).toEqual({ initial: 3, active: 6, deleted: 1 });
  });

  it('counts every network a plain advisor belongs to', async () => {
    // n1 (coord + 9) and the second network (coord2, elsewhere; plain is in both).
    expect((await dashboard('plain')).advisors).toEqual({ initial: 3, active: 8, deleted: 1 });
  });
});

describe('offer counts', () => {
  const ZERO = { invited: 0, viewed: 0, interested: 0, accepted: 0, active: 0, lost: 0 };

  it("counts the caller's own offers, and a coordinator's networks' offers, per kanban column", async () => {
    const db = t.runtime.database.db;
    const { campaign, products } = await createCampaign(t, {
      landingId: home,
      name: 'Dash offers',
      startDate: '2025-03-01',
      endDate: '2025-04-30',
    });
    const secondNetwork = (await db.select().from(networkMembers).where(eq(networkMembers.userId, p.coord2!.id)))[0]!
      .networkId;
    // [owner, network, status]; each offer its own investor (one open offer per investor and product).
    const made: Array<[string, string, OfferStatus]> = [
      ['coord', n1, 'invited'],
      ['coord', n1, 'accepted'],
      ['plain', n1, 'invited'],
      ['plain', n1, 'viewed'],
      ['plain', n1, 'active'],
      ['plain', n1, 'rejected'],
      ['expired', n1, 'declined'],
      ['plain', secondNetwork, 'interested'],
      ['elsewhere', secondNetwork, 'invited'],
    ];
    const ids: string[] = [];
    for (const [i, [owner, network, status]] of made.entries()) {
      const investor = await createInvestor(t, { landingId: home, email: `offer-investor-${i}@dash.example` });
      const [row] = await db
        .insert(offers)
        .values({
          landingId: home,
          campaignId: campaign.id,
          productId: products[0]!.id,
          investorUserId: investor.id,
          ownerUserId: p[owner]!.id,
          networkId: network,
          status,
          amount: status === 'accepted' || status === 'active' ? 2_000_000 : null,
          currency: 'PLN',
        })
        .returning({ id: offers.id });
      ids.push(row!.id);
    }
    const coord = await dashboard('coord');
    expect(coord.offers).toEqual({
      own: { ...ZERO, invited: 1, accepted: 1 },
      network: { invited: 2, viewed: 1, interested: 0, accepted: 1, active: 1, lost: 2 },
    });
    // A plain advisor: their own offers in both networks, no network counts (they coordinate nothing).
    expect((await dashboard('plain')).offers).toEqual({
      own: { ...ZERO, invited: 1, viewed: 1, interested: 1, active: 1, lost: 1 },
      network: null,
    });
    expect((await dashboard('coord2')).offers.network).toEqual({ ...ZERO, invited: 1, interested: 1 });
    expect((await dashboard('foreign', other)).offers).toEqual({ own: ZERO, network: ZERO });

    // A change through the status service shows at once.
    await changeOfferStatus(db, {
      offerId: ids[2]!,
      to: 'viewed',
      actor: { kind: 'system' },
      clock: t.clock,
      jobs: t.runtime.jobs,
    });
    expect((await dashboard('coord')).offers.network).toMatchObject({ invited: 1, viewed: 2 });

    // Money declared and paid apart (decision 0077): the accepted offer made active by hand counts as paid; the
    // active one written without a payment does not.
    const pln = (amount: number) => [{ currency: 'PLN', amount }];
    expect(coord.money).toEqual({
      own: { accepted: { declared: pln(2_000_000), paid: pln(0) }, active: { declared: [], paid: [] } },
      network: {
        accepted: { declared: pln(2_000_000), paid: pln(0) },
        active: { declared: pln(2_000_000), paid: pln(0) },
      },
    });
    expect((await dashboard('plain')).money.network).toBeNull();
    // The offers above were written without the status service: their campaign's raised funds as it keeps them.
    await db.update(campaigns).set({ raisedAmount: 4_000_000 }).where(eq(campaigns.id, campaign.id));
    await changeOfferStatus(db, {
      offerId: ids[1]!,
      to: 'active',
      actor: { kind: 'advisor', userId: p.coord!.id },
      clock: t.clock,
      jobs: t.runtime.jobs,
    });
    expect((await dashboard('coord')).money.network).toEqual({
      accepted: { declared: [], paid: [] },
      active: { declared: pln(4_000_000), paid: pln(2_000_000) },
    });
  });
});

describe('attention', () => {
  it('lists what the coordinator should act on, with dates, for their own networks only', async () => {
    const { attention } = await dashboard('coord');
    expect(brief(attention.items)).toEqual([
      ['activationPending', 'Stefan Czekający', '2025-03-05'],
      ['documentExpired', 'Edward Przeterminowany', '2025-03-09'],
      ['documentExpiring', 'Ewa Wygasająca', '2025-03-10'],
      ['powerOfAttorneyEnded', 'Ewa Wygasająca', '2025-02-28'],
      ['powerOfAttorneyEnding', 'Edward Przeterminowany', '2025-04-09'],
    ]);
    expect(attention.items[0]!.advisor).toEqual({
      id: p.stale!.id,
      name: 'Stefan Czekający',
      email: 'stale@dash.example',
    });
    expect(attention.totals).toEqual({
      activationPending: 1,
      documentExpired: 1,
      documentExpiring: 1,
      powerOfAttorneyEnded: 1,
      powerOfAttorneyEnding: 1,
    });
  });

  it('has nothing for a plain advisor, who cannot change anyone', async () => {
    const { attention } = await dashboard('plain');
    expect(attention.items).toEqual([]);
    expect(Object.values(attention.totals)).toEqual([0, 0, 0, 0, 0]);
  });

  it('moves with the clock: a month later Lena and Feliks are due, Franciszek waits too long', async () => {
    t.clock.set('2025-04-01T09:00:00Z');
    const earlier = tokens.coord!;
    try {
      // Access tokens live minutes: the jump needs a fresh one.
      tokens.coord = (await sessionFor(t, p.coord!, 'advisor-panel')).accessToken;
      const { attention } = await dashboard('coord');
      expect(
        attention.items.filter((item) => item.kind === 'documentExpiring').map((item) => item.advisor.name),
      ).toEqual(['Lena Później']);
      expect(
        attention.items.filter((item) => item.kind === 'powerOfAttorneyEnding').map((item) => item.advisor.name),
      ).toEqual(['Edward Przeterminowany', 'Feliks Bezterminowy']);
      expect(attention.totals.activationPending).toBe(3);
    } finally {
      t.clock.set(NOW);
      tokens.coord = earlier;
    }
  });

  it('shows at most 10 items per kind with the full total', async () => {
    const many: TestPerson[] = [];
    for (let i = 0; i < 12; i += 1)
      many.push(
        await person(`waiting${i}`, `Waiting${String(i).padStart(2, '0')}`, 'Many', {
          status: 'initial',
          createdDaysAgo: 30 - i,
        }),
      );
    await createNetwork(t, home, [
      [p.coord2!, 'coordinator'],
      ...many.map((m) => [m, 'advisor'] as [TestPerson, 'advisor']),
    ]);
    const { attention } = await dashboard('coord2');
    const waiting = attention.items.filter((item) => item.kind === 'activationPending');
    expect(waiting).toHaveLength(10);
    expect(attention.totals.activationPending).toBe(12);
    // Oldest first: the one waiting longest leads.
    expect(waiting[0]!.advisor.name).toBe('Waiting00 Many');
  });
});

describe('a second landing', () => {
  it("sees nothing of the first landing's advisors, items or activity", async () => {
    const board = await dashboard('foreign', other);
    expect(board.advisors).toEqual({ initial: 1, active: 1, deleted: 0 });
    expect(brief(board.attention.items)).toEqual([
      ['activationPending', 'Zenon Zagraniczny', '2025-02-18'],
      ['documentExpired', 'Zofia Zagraniczna', '2024-12-31'],
    ]);
    const firstLandingIds = new Set(
      Object.values(p)
        .filter((x) => x.landingId === home)
        .map((x) => x.id),
    );
    expect(board.recentActivity.every((event) => !firstLandingIds.has(event.subject.id))).toBe(true);
  });
});

describe('recent activity', () => {
  it('shows an archive done through the API to everyone who sees the advisor, but not sign-ins', async () => {
    await signIn(t, p.coord!); // a sign-in is audited, but is not activity
    t.clock.advance(60_000);
    expect((await api('coord', 'DELETE', `/api/advisor/advisor/${p.later!.id}`)).status).toBe(204);
    const [latest] = (await dashboard('coord')).recentActivity;
    expect(latest).toEqual({
      at: '2025-03-10T09:01:00.000Z',
      action: 'advisor-archived',
      actor: { name: 'Cecylia Koordynator' },
      subject: { id: p.later!.id, name: 'Lena Później' },
    });
    expect((await dashboard('plain')).recentActivity[0]).toEqual(latest);
    expect((await dashboard('coord')).advisors).toEqual({ initial: 3, active: 5, deleted: 2 });
    expect((await dashboard('foreign', other)).recentActivity).toEqual([]);
    expect((await dashboard('coord')).recentActivity.some((event) => (event.action as string) === 'login')).toBe(false);
  });

  it('keeps the newest 10, newest first, and hides events about advisors outside the caller networks', async () => {
    for (let i = 0; i < 6; i += 1) {
      t.clock.advance(1000);
      expect((await api('coord', 'DELETE', `/api/advisor/advisor/${p.forever!.id}`)).status).toBe(204);
      t.clock.advance(1000);
      expect((await api('coord', 'PATCH', `/api/advisor/advisor/${p.forever!.id}/activate`)).status).toBe(200);
    }
    t.clock.advance(1000);
    expect((await api('coord2', 'DELETE', `/api/advisor/advisor/${p.elsewhere!.id}`)).status).toBe(204);
    const coord = (await dashboard('coord')).recentActivity;
    expect(coord).toHaveLength(10);
    expect(coord[0]).toMatchObject({ action: 'advisor-activated', subject: { name: 'Feliks Bezterminowy' } });
    expect(coord.map((event) => event.action).slice(0, 4)).toEqual([
      'advisor-activated',
      'advisor-archived',
      'advisor-activated',
      'advisor-archived',
    ]);
    const times = coord.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(coord.some((event) => event.subject.id === p.elsewhere!.id)).toBe(false);
    // The plain advisor is also in Daria's network, so Olga's archiving is news to them.
    const plain = (await dashboard('plain')).recentActivity;
    expect(plain[0]).toMatchObject({
      action: 'advisor-archived',
      actor: { name: 'Daria Druga' },
      subject: { id: p.elsewhere!.id, name: 'Olga Obca' },
    });
  });
});

describe('audit actor while a coordinator views an advisor panel', () => {
  it('names the coordinator as the actor and the advisor whose panel was used in details', async () => {
    // Lead is an advisor in Cecylia's network and coordinates a network of their own with Sub in it.
    const lead = await person('lead', 'Leon', 'Lider');
    const sub = await person('sub', 'Sara', 'Podwładna');
    await t.runtime.database.db.insert(networkMembers).values({ networkId: n1, userId: lead.id, role: 'advisor' });
    await createNetwork(t, home, [
      [lead, 'coordinator'],
      [sub, 'advisor'],
    ]);
    const own = await signIn(t, p.coord!);
    const started = await request(
      t,
      home,
      '/api/auth/impersonation',
      call('POST', { advisorId: lead.id }, { bearer: own.accessToken }),
    );
    expect(started.status).toBe(200);
    const exchanged = await request(
      t,
      home,
      '/auth/change-context',
      call('PATCH', { token: (await started.json()).token }),
    );
    const viewing = ((await exchanged.json()) as { accessToken: string }).accessToken;

    t.clock.advance(5000);
    const archived = await request(
      t,
      home,
      `/api/advisor/advisor/${sub.id}`,
      call('DELETE', undefined, { bearer: viewing }),
    );
    expect(archived.status).toBe(204);
    const [row] = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'advisor-archived'), eq(auditEvents.subjectUserId, sub.id)));
    expect(row).toMatchObject({
      actorUserId: p.coord!.id,
      subjectUserId: sub.id,
      details: { impersonatedUserId: lead.id },
    });

    // Leon's own dashboard (seen through the viewing session) shows who really did it.
    const board = (await (
      await request(t, home, '/api/advisor/dashboard', call('GET', undefined, { bearer: viewing }))
    ).json()) as AdvisorDashboard;
    expect(board.recentActivity[0]).toMatchObject({
      action: 'advisor-archived',
      actor: { name: 'Cecylia Koordynator' },
      subject: { id: sub.id },
    });

    // Acting in one's own panel names only oneself.
    tokens.lead = (await sessionFor(t, lead, 'advisor-panel')).accessToken;
    expect((await api('lead', 'PATCH', `/api/advisor/advisor/${sub.id}/activate`)).status).toBe(200);
    const [own2] = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'advisor-activated'), eq(auditEvents.subjectUserId, sub.id)));
    expect(own2).toMatchObject({ actorUserId: lead.id, details: null });
  });
});
