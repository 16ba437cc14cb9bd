// The advisor's campaign reads (issue 5): tabs, language, metrics and offer counts, detail, offers of a
// campaign, product terms and choices, for advisors, a coordinator, an investor, anonymous and another landing.
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
import type {
  CampaignChoice,
  CampaignDetail,
  CampaignListResponse,
  CampaignOfferRow,
  CampaignSummary,
  ProductTerms,
} from '../../../lib/contracts/campaign-views';
import { settleAfterResponseWork } from '../../background';
import { ERROR_CODES } from '../../errors/codes';
import { createCampaign, createTestOffer, type CampaignFixture } from '../../../../tests/support/campaigns.fixtures';

let t: TestApp;
let home: string;
let other: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let n1: string;
let n2: string;
const c: Record<'active' | 'upcoming' | 'completed' | 'closed' | 'foreign', CampaignFixture> = {} as never;

function api(who: string, path: string, init: { headers?: Record<string, string>; landing?: string } = {}) {
  return request(
    t,
    init.landing ?? (who === 'foreign' ? other : home),
    path,
    call('GET', undefined, { bearer: tokens[who], headers: init.headers }),
  );
}

async function json<T>(who: string, path: string, headers?: Record<string, string>): Promise<T> {
  const res = await api(who, path, { headers });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

const mine = (list: CampaignSummary[]) => list.filter((s) => Object.values(c).some((f) => f.campaign.id === s.id));

beforeAll(async () => {
  // 2025-01-15 10:00 UTC (the manual clock's start).
  t = await createTestApp();
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  const advisor = (name: string, landing = home) =>
    createAdvisor(t, { landingId: landing, email: `${name}@campaigns.example` });
  Object.assign(people, {
    coord: await advisor('coord'),
    adv1: await advisor('adv1'),
    adv2: await advisor('adv2'),
    outsider: await advisor('outsider'),
    foreign: await advisor('foreign', other),
    investor: await createInvestor(t, { landingId: home, email: 'investor@campaigns.example' }),
    investor2: await createInvestor(t, { landingId: home, email: 'investor2@campaigns.example' }),
    // One open offer per investor and product (migration 0009): the open offers of one product need their own investors.
    investor3: await createInvestor(t, { landingId: home, email: 'investor3@campaigns.example' }),
    investor4: await createInvestor(t, { landingId: home, email: 'investor4@campaigns.example' }),
  });
  n1 = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv1!, 'advisor'],
    [people.adv2!, 'advisor'],
  ]);
  n2 = await createNetwork(t, home, [
    [people.outsider!, 'coordinator'],
    [people.adv1!, 'advisor'],
  ]);
  await createNetwork(t, other, [[people.foreign!, 'coordinator']]);
  for (const name of ['coord', 'adv1', 'adv2', 'outsider', 'foreign'])
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
  tokens.investor = (await sessionFor(t, people.investor!, 'investor-panel')).accessToken;

  c.active = await createCampaign(t, {
    landingId: home,
    name: 'Active',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
    rates: [800, 950],
    raised: 2_500_000,
  });
  c.upcoming = await createCampaign(t, {
    landingId: home,
    name: 'Upcoming',
    startDate: '2025-02-01',
    endDate: '2025-04-30',
    currency: 'EUR',
  });
  c.completed = await createCampaign(t, {
    landingId: home,
    name: 'Completed',
    startDate: '2024-10-01',
    endDate: '2024-12-31',
  });
  c.closed = await createCampaign(t, {
    landingId: home,
    name: 'Closed',
    startDate: '2025-01-01',
    endDate: '2025-06-30',
    closedAt: new Date('2025-01-10T12:00:00Z'),
  });
  c.foreign = await createCampaign(t, {
    landingId: other,
    name: 'Foreign',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
  });

  const offer = (
    owner: string,
    network: string,
    status: Parameters<typeof createTestOffer>[1]['status'],
    investor = 'investor',
    product = c.active.products[0]!.id,
  ) =>
    createTestOffer(t, {
      landingId: home,
      productId: product,
      investorUserId: people[investor]!.id,
      ownerUserId: people[owner]!.id,
      networkId: network,
      status,
    });
  // adv1: 2 invited and 1 active in n1, 1 viewed in n2; adv2: 1 accepted in n1; coord: 1 rejected in n1.
  await offer('adv1', n1, 'invited', 'investor3');
  await offer('adv1', n1, 'invited', 'investor2', c.active.products[1]!.id);
  t.clock.advance(60_000);
  await offer('adv1', n1, 'active', 'investor2');
  t.clock.advance(60_000);
  await offer('adv1', n2, 'viewed');
  t.clock.advance(60_000);
  await offer('adv2', n1, 'accepted', 'investor4');
  await offer('coord', n1, 'rejected', 'investor2');
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('access', () => {
  it.each([
    '/api/advisor/campaigns',
    '/api/advisor/campaign-choices',
    '/api/advisor/campaign/00000000-0000-4000-8000-000000000000',
    '/api/advisor/campaign/00000000-0000-4000-8000-000000000000/offers',
    '/api/advisor/product/00000000-0000-4000-8000-000000000000',
  ])('GET %s: 401 without a token, 403 with an investor token', async (path) => {
    expect((await api('anonymous', path)).status).toBe(401);
    expect((await api('investor', path)).status).toBe(403);
  });
});

describe('GET /api/advisor/campaigns', () => {
  it('lists upcoming and active campaigns on the active tab, by start date, in Polish by default', async () => {
    const { results } = await json<CampaignListResponse>('adv1', '/api/advisor/campaigns');
    const list = mine(results);
    expect(list.map((s) => [s.name, s.state])).toEqual([
      ['Active PL', 'active'],
      ['Upcoming PL', 'upcoming'],
    ]);
    expect(results.every((s) => s.state === 'active' || s.state === 'upcoming')).toBe(true);
    expect(results.some((s) => s.id === c.foreign.campaign.id)).toBe(false);
  });

  it('lists completed and closed ones on the archived tab, latest end first', async () => {
    const { results } = await json<CampaignListResponse>('adv1', '/api/advisor/campaigns?tab=archived');
    expect(mine(results).map((s) => [s.name, s.state])).toEqual([
      ['Closed PL', 'closed'],
      ['Completed PL', 'completed'],
    ]);
    expect(results.every((s) => s.state === 'completed' || s.state === 'closed')).toBe(true);
  });

  it('gives the metrics, products and days left from the clock', async () => {
    const { results } = await json<CampaignListResponse>('adv1', '/api/advisor/campaigns');
    const active = results.find((s) => s.id === c.active.campaign.id)!;
    expect(active.metrics).toEqual({
      interestType: 'fixed',
      interestRate: { min: 800, max: 950 },
      frequency: 'quarterly',
      duration: { value: 24, unit: 'month' },
      currency: 'PLN',
      minInvestment: 1_000_000,
      maxInvestment: 50_000_000,
      step: 100_000,
      target: 500_000_000,
      raised: 2_500_000,
      paid: 0,
      // 15 January to 31 March, both days counted.
      daysLeft: 76,
    });
    expect(active.products).toEqual(
      c.active.products.map((p, i) => ({ id: p.id, code: p.code, name: `Seria ${i + 1}` })),
    );
    expect(active).toMatchObject({ startDate: '2025-01-01', endDate: '2025-03-31', imageUrl: null });
    const closed = (await json<CampaignListResponse>('adv1', '/api/advisor/campaigns?tab=archived')).results.find(
      (s) => s.id === c.closed.campaign.id,
    )!;
    expect(closed.metrics.daysLeft).toBe(0);
  });

  it('names campaigns in the language of ?lang, else Accept-Language', async () => {
    const byQuery = await json<CampaignListResponse>('adv1', '/api/advisor/campaigns?lang=en');
    expect(mine(byQuery.results).map((s) => s.name)).toEqual(['Active EN', 'Upcoming EN']);
    expect(mine(byQuery.results)[0]!.products[0]!.name).toBe('Series 1');
    const byHeader = await json<CampaignListResponse>('adv1', '/api/advisor/campaigns', {
      'accept-language': 'en-GB,en;q=0.9,pl;q=0.5',
    });
    expect(mine(byHeader.results).map((s) => s.name)).toEqual(['Active EN', 'Upcoming EN']);
    const queryWins = await json<CampaignListResponse>('adv1', '/api/advisor/campaigns?lang=pl', {
      'accept-language': 'en',
    });
    expect(mine(queryWins.results)[0]!.name).toBe('Active PL');
  });

  it("counts the caller's own offers per status; a coordinator also their networks' offers", async () => {
    const advisorView = (await json<CampaignListResponse>('adv1', '/api/advisor/campaigns')).results.find(
      (s) => s.id === c.active.campaign.id,
    )!;
    expect(advisorView.offerCounts.own).toEqual({
      invited: 2,
      viewed: 1,
      interested: 0,
      accepted: 0,
      active: 1,
      rejected: 0,
      declined: 0,
    });
    expect(advisorView.offerCounts.network).toBeNull();
    const coordView = (await json<CampaignListResponse>('coord', '/api/advisor/campaigns')).results.find(
      (s) => s.id === c.active.campaign.id,
    )!;
    expect(coordView.offerCounts.own).toEqual({
      invited: 0,
      viewed: 0,
      interested: 0,
      accepted: 0,
      active: 0,
      rejected: 1,
      declined: 0,
    });
    // n1 only: the viewed offer of adv1 is in n2, which another coordinator coordinates.
    expect(coordView.offerCounts.network).toEqual({
      invited: 2,
      viewed: 0,
      interested: 0,
      accepted: 1,
      active: 1,
      rejected: 1,
      declined: 0,
    });
    const upcoming = (await json<CampaignListResponse>('coord', '/api/advisor/campaigns')).results.find(
      (s) => s.id === c.upcoming.campaign.id,
    )!;
    expect(Object.values(upcoming.offerCounts.network!).every((n) => n === 0)).toBe(true);
  });

  it('refuses an unknown tab', async () => {
    const res = await api('adv1', '/api/advisor/campaigns?tab=all');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: ERROR_CODES.violations, violations: [{ propertyPath: 'tab' }] });
  });
});

describe('GET /api/advisor/campaign/:id', () => {
  it('answers the summary with the description and product terms', async () => {
    const detail = await json<CampaignDetail>('adv1', `/api/advisor/campaign/${c.active.campaign.id}?lang=en`);
    expect(detail).toMatchObject({
      id: c.active.campaign.id,
      name: 'Active EN',
      description: 'About Active',
      state: 'active',
    });
    expect(detail.products.map((p) => [p.code, p.interestRate, p.currency, p.minInvestment, p.step])).toEqual(
      c.active.products.map((p) => [p.code, p.annualRateBasisPoints, 'PLN', 1_000_000, 100_000]),
    );
    expect(detail.offerCounts.own.invited).toBe(2);
  });

  it('answers 404 for a campaign of another landing, an unknown or a malformed id', async () => {
    for (const id of [c.foreign.campaign.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await api('adv1', `/api/advisor/campaign/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()) as object).toMatchObject({ code: ERROR_CODES.notFound });
    }
    expect((await api('foreign', `/api/advisor/campaign/${c.active.campaign.id}`)).status).toBe(404);
    expect((await api('foreign', `/api/advisor/campaign/${c.foreign.campaign.id}`)).status).toBe(200);
  });
});

describe('GET /api/advisor/campaign/:id/offers', () => {
  const rows = async (who: string, query = '') => {
    const res = await api(who, `/api/advisor/campaign/${c.active.campaign.id}/offers${query}`);
    expect(res.status).toBe(200);
    return { total: res.headers.get('x-total-count'), body: (await res.json()) as CampaignOfferRow[] };
  };

  it('shows an advisor only their own offers, newest status change first', async () => {
    const { total, body } = await rows('adv1');
    expect(total).toBe('4');
    expect(body.every((r) => r.ownerId === people.adv1!.id)).toBe(true);
    expect(body[0]).toMatchObject({
      status: 'viewed',
      networkId: n2,
      ownerName: 'Test Person',
      investorEmail: 'investor@campaigns.example',
      currency: 'PLN',
    });
    expect(
      body
        .map((r) => r.status)
        .slice(2)
        .sort(),
    ).toEqual(['invited', 'invited']);
  });

  it("shows a coordinator their own and their networks' offers with the owner", async () => {
    const { total, body } = await rows('coord');
    expect(total).toBe('5');
    expect(new Set(body.map((r) => r.networkId))).toEqual(new Set([n1]));
    expect(body.map((r) => r.ownerId).sort()).toEqual(
      [people.adv1!.id, people.adv1!.id, people.adv1!.id, people.adv2!.id, people.coord!.id].sort(),
    );
    const accepted = body.find((r) => r.status === 'accepted')!;
    expect(accepted).toMatchObject({
      ownerName: 'Test Person',
      investmentValue: 1_000_000,
      productCode: c.active.products[0]!.code,
    });
    expect(typeof accepted.networkName).toBe('string');
    expect(Date.parse(accepted.statusDate)).not.toBeNaN();
  });

  it('pages with x-total-count and filters by status (lost = rejected and declined)', async () => {
    const first = await rows('coord', '?limit=2&offset=0');
    const second = await rows('coord', '?limit=2&offset=2');
    const third = await rows('coord', '?limit=2&offset=4');
    expect([first.total, second.total, third.total]).toEqual(['5', '5', '5']);
    const ids = [...first.body, ...second.body, ...third.body].map((r) => r.id);
    expect(new Set(ids).size).toBe(5);
    const lost = await rows('coord', '?status=lost');
    expect(lost.total).toBe('1');
    expect(lost.body[0]!.status).toBe('rejected');
    expect((await rows('coord', '?status=invited,accepted')).total).toBe('3');
  });

  it('refuses bad paging and statuses, and campaigns of another landing', async () => {
    for (const query of ['?limit=0', '?limit=100000', '?offset=-1', '?status=won']) {
      expect((await api('coord', `/api/advisor/campaign/${c.active.campaign.id}/offers${query}`)).status, query).toBe(
        400,
      );
    }
    expect((await api('adv1', `/api/advisor/campaign/${c.foreign.campaign.id}/offers`)).status).toBe(404);
  });
});

describe('GET /api/advisor/product/:id and /campaign-choices', () => {
  it("answers a product's terms; 404 across landings", async () => {
    const product = c.active.products[1]!;
    const terms = await json<ProductTerms>('adv1', `/api/advisor/product/${product.id}`);
    expect(terms).toEqual({
      id: product.id,
      code: product.code,
      name: 'Seria 2',
      description: 'Obligacje',
      campaignId: c.active.campaign.id,
      campaignName: 'Active PL',
      campaignState: 'active',
      interestType: 'fixed',
      interestRate: 950,
      frequency: 'quarterly',
      duration: { value: 24, unit: 'month' },
      currency: 'PLN',
      minInvestment: 1_000_000,
      maxInvestment: 50_000_000,
      step: 100_000,
      imageUrl: null,
    });
    expect((await api('adv1', `/api/advisor/product/${c.foreign.products[0]!.id}`)).status).toBe(404);
    expect((await api('adv1', '/api/advisor/product/nope')).status).toBe(404);
  });

  it('lists every campaign of the landing as {id, name}', async () => {
    const choices = await json<CampaignChoice[]>('adv1', '/api/advisor/campaign-choices?lang=en');
    for (const key of ['active', 'upcoming', 'completed', 'closed'] as const) {
      expect(choices).toContainEqual({ id: c[key].campaign.id, name: `${key[0]!.toUpperCase()}${key.slice(1)} EN` });
    }
    expect(choices.some((choice) => choice.id === c.foreign.campaign.id)).toBe(false);
    expect(choices.every((choice) => Object.keys(choice).sort().join() === 'id,name')).toBe(true);
  });
});
