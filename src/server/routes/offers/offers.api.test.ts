// The advisor's offers API (issue 5) on a known data set inserted here (not the demo seed): every filter type,
// sorting both ways, paging and totals, kanban counts and sums, visibility, owner change, status changes, the
// detail with its history, investments and the CSV export.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  fromIp,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { CampaignTranslations, Currency, OfferStatus } from '../../../lib/contracts/campaign';
import type { InvestmentDetail, OfferDetail, OfferKanban, OfferListRow } from '../../../lib/contracts/offer-list';
import type { AdvisorDashboard } from '../../../lib/contracts/dashboard';
import { settleAfterResponseWork } from '../../background';
import {
  campaigns,
  landingLostReasons,
  offerAttachments,
  offers,
  products,
  scheduleRows,
  users,
} from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { createOffer } from '../../offers/offer-history';
import { changeOfferStatus } from '../../offers/offer-status-service';

let t: TestApp;
let home: string;
let other: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let n1: string;
let n2: string;
let campA: string;
let campB: string;
let prodA: string;
let prodB: string;
/** Offer ids by name (o1..o8). */
const o: Record<string, string> = {};

const db = () => t.runtime.database.db;

function api(who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return request(t, who === 'foreign' ? other : home, path, call(method, body, { bearer: tokens[who], headers }));
}

async function list(who: string, query = '', path = '/api/advisor/investor/offers-by-network') {
  const res = await api(who, 'GET', `${path}${query}`);
  const body = (await res.json()) as OfferListRow[];
  return {
    status: res.status,
    total: res.headers.get('x-total-count'),
    body,
    names: Array.isArray(body) ? body.map((r) => nameOf(r.id)) : [],
  };
}

const nameOf = (id: string) => Object.entries(o).find(([, v]) => v === id)?.[0] ?? id;
const f = (i: number, name: string, operator: string, value: string) =>
  `filters[${i}][name]=${name}&filters[${i}][operator]=${operator}&filters[${i}][value]=${encodeURIComponent(value)}`;
const q = (...parts: string[]) => `?${parts.join('&')}`;

async function person(
  kind: 'advisor' | 'investor',
  key: string,
  first: string,
  surname: string,
  landing = home,
  status: 'active' | 'initial' = 'active',
) {
  const email = `${key}@offers.example`;
  const p =
    kind === 'advisor'
      ? await createAdvisor(t, { landingId: landing, email, status })
      : await createInvestor(t, { landingId: landing, email });
  await db().update(users).set({ firstName: first, surname }).where(eq(users.id, p.id));
  people[key] = p;
  return p;
}

async function campaign(
  landing: string,
  slug: string,
  currency: Currency,
  translations: CampaignTranslations,
  raised: number,
) {
  const [c] = await db()
    .insert(campaigns)
    .values({
      landingId: landing,
      slug,
      translations,
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
      currency,
      minInvestment: 100_000,
      step: 1,
      target: 100_000_000,
      raisedAmount: raised,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    .returning({ id: campaigns.id });
  const [p] = await db()
    .insert(products)
    .values({
      landingId: landing,
      campaignId: c!.id,
      code: `${slug.toUpperCase()}-1`,
      translations: { pl: { name: `Seria ${slug}` } },
      interestType: 'fixed',
      annualRateBasisPoints: 800,
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
    })
    .returning({ id: products.id });
  return [c!.id, p!.id] as const;
}

interface Seed {
  investor: string;
  owner: string;
  network: string;
  product: 'A' | 'B';
  status: OfferStatus;
  amount?: number;
  changed: string;
  agreement?: string;
  payment?: string;
  end?: string;
  landing?: string;
  campaign?: string;
  productId?: string;
}

async function offer(key: string, s: Seed) {
  const [row] = await db()
    .insert(offers)
    .values({
      landingId: s.landing ?? home,
      campaignId: s.campaign ?? (s.product === 'A' ? campA : campB),
      productId: s.productId ?? (s.product === 'A' ? prodA : prodB),
      investorUserId: people[s.investor]!.id,
      ownerUserId: people[s.owner]!.id,
      networkId: s.network,
      status: s.status,
      statusChangedAt: new Date(s.changed),
      amount: s.amount ?? null,
      currency: s.product === 'A' ? 'PLN' : 'EUR',
      agreementDate: s.agreement ?? null,
      paymentDate: s.payment ?? null,
      endDate: s.end ?? null,
    })
    .returning({ id: offers.id });
  o[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  t.clock.set('2026-06-15T09:00:00Z');
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  await person('advisor', 'coord', 'Celina', 'Koordynator');
  await person('advisor', 'adv1', 'Adam', 'Pierwszy');
  await person('advisor', 'adv2', 'Beata', 'Druga');
  await person('advisor', 'sleeper', 'Nowy', 'Nieaktywny', home, 'initial');
  await person('advisor', 'coord2', 'Dariusz', 'Drugi');
  await person('advisor', 'adv3', 'Edyta', 'Trzecia');
  await person('advisor', 'foreign', 'Obcy', 'Koordynator', other);
  await person('investor', 'jan', 'Jan', 'Kowalski');
  await person('investor', 'anna', 'Anna', 'Nowak');
  await person('investor', 'piotr', 'Piotr', 'Kowalczyk');
  await person('investor', 'ewa', 'Ewa', 'Zielińska');
  await person('investor', 'evil', '=SUM(A1)', 'Quote;"Q"');
  await person('investor', 'hanna', 'Hanna', 'Nowicka');
  await person('investor', 'far', 'Daleki', 'Inwestor', other);
  n1 = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv1!, 'advisor'],
    [people.adv2!, 'advisor'],
    [people.sleeper!, 'advisor'],
  ]);
  n2 = await createNetwork(t, home, [
    [people.coord2!, 'coordinator'],
    [people.adv3!, 'advisor'],
  ]);
  const nx = await createNetwork(t, other, [[people.foreign!, 'coordinator']]);
  [campA, prodA] = await campaign(
    home,
    'alfa',
    'PLN',
    { pl: { name: 'Obligacje Alfa' }, en: { name: 'Alpha Bonds' } },
    1_700_000,
  );
  [campB, prodB] = await campaign(home, 'beta', 'EUR', { pl: { name: 'Beta' } }, 250_000);
  const [campX, prodX] = await campaign(other, 'obcy', 'PLN', { pl: { name: 'Obca' } }, 0);

  await offer('o1', {
    investor: 'jan',
    owner: 'adv1',
    network: n1,
    product: 'A',
    status: 'invited',
    changed: '2026-03-01T10:00:00Z',
  });
  await offer('o2', {
    investor: 'anna',
    owner: 'adv1',
    network: n1,
    product: 'A',
    status: 'interested',
    amount: 500_000,
    changed: '2026-03-05T10:00:00Z',
  });
  await offer('o3', {
    investor: 'piotr',
    owner: 'adv2',
    network: n1,
    product: 'A',
    status: 'accepted',
    amount: 1_000_000,
    changed: '2026-04-01T12:00:00Z',
    agreement: '2026-04-01',
  });
  await offer('o4', {
    investor: 'ewa',
    owner: 'adv2',
    network: n1,
    product: 'B',
    status: 'active',
    amount: 250_000,
    changed: '2026-02-15T08:00:00Z',
    agreement: '2026-02-10',
    payment: '2026-02-15',
    end: '2027-02-15',
  });
  // The last minute of 1 May (UTC): the statusDate range must take the whole day.
  await offer('o5', {
    investor: 'jan',
    owner: 'adv1',
    network: n1,
    product: 'B',
    status: 'rejected',
    amount: 300_000,
    changed: '2026-05-01T23:59:00Z',
  });
  await offer('o6', {
    investor: 'evil',
    owner: 'coord',
    network: n1,
    product: 'A',
    status: 'declined',
    amount: 123_456,
    changed: '2026-05-20T10:00:00Z',
  });
  // Anna has an open offer for product A already (o2): one per investor and product (migration 0009).
  await offer('o7', {
    investor: 'ewa',
    owner: 'adv3',
    network: n2,
    product: 'A',
    status: 'accepted',
    amount: 700_000,
    changed: '2026-04-10T10:00:00Z',
  });
  await offer('o8', {
    investor: 'far',
    owner: 'foreign',
    network: nx,
    product: 'A',
    status: 'invited',
    changed: '2026-04-10T10:00:00Z',
    landing: other,
    campaign: campX,
    productId: prodX,
  });
  await db()
    .insert(offerAttachments)
    .values({
      offerId: o.o4!,
      landingId: home,
      kind: 'payment-confirmation',
      fileName: 'przelew.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      sha256: 'a'.repeat(64),
      storageKey: `test/${o.o4}`,
      uploadedByKind: 'investor',
      createdAt: new Date('2026-02-15T09:00:00Z'),
    });

  for (const name of ['coord', 'adv1', 'adv2', 'coord2', 'adv3', 'foreign']) {
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
  }
  tokens.investor = (await sessionFor(t, people.jan!, 'investor-panel')).accessToken;
});

afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('access', () => {
  it.each([
    ['GET', '/api/advisor/investor/offers'],
    ['GET', '/api/advisor/investor/offers-by-network'],
    ['GET', '/api/advisor/investor/offers-kanban'],
    ['GET', '/api/advisor/investor/offers.csv'],
    ['GET', '/api/advisor/investor/offer/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/advisor/investment/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/advisor/investor/00000000-0000-4000-8000-000000000000/owner/00000000-0000-4000-8000-000000000000'],
  ])('%s %s: 401 without a token, 403 with an investor token', async (method, path) => {
    expect((await api('anonymous', method, path)).status).toBe(401);
    expect((await api('investor', method, path)).status).toBe(403);
  });

  it("lists an advisor's own offers only, and refuses them the network list", async () => {
    expect((await list('adv1', '', '/api/advisor/investor/offers')).names.sort()).toEqual(['o1', 'o2', 'o5']);
    expect((await list('adv2', '', '/api/advisor/investor/offers')).names.sort()).toEqual(['o3', 'o4']);
    const refused = await api('adv1', 'GET', '/api/advisor/investor/offers-by-network');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe(ERROR_CODES.forbidden);
    expect((await api('adv1', 'GET', '/api/advisor/investor/offers-kanban?scope=network')).status).toBe(403);
  });

  it('shows coordinators the offers of the networks they coordinate, with owners; nothing of other landings', async () => {
    const network = await list('coord');
    expect(network.status).toBe(200);
    expect(network.total).toBe('6');
    expect(network.names.sort()).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6']);
    expect(network.body.find((r) => r.id === o.o3)!.ownerName).toBe('Beata Druga');
    expect((await list('coord', '', '/api/advisor/investor/offers')).names).toEqual(['o6']);
    expect((await list('coord', '', '/api/advisor/investor/offers')).body[0]).not.toHaveProperty('ownerName');
    expect((await list('coord2')).names).toEqual(['o7']);
    expect((await list('foreign')).names).toEqual(['o8']);
  });

  it('answers the row shape of SPEC section 3 with the campaign name in the requested language', async () => {
    const row = (await list('coord', q(f(0, 'investorName', 'like', 'Ewa')))).body[0]!;
    expect(row).toEqual({
      id: o.o4,
      investorName: 'Ewa Zielińska',
      investorEmail: 'ewa@offers.example',
      ownerId: people.adv2!.id,
      ownerName: 'Beata Druga',
      agreementDate: '2026-02-10',
      paymentDate: '2026-02-15',
      endDate: '2027-02-15',
      networkId: n1,
      networkName: expect.any(String),
      investmentValue: 250_000,
      currency: 'EUR',
      status: 'active',
      statusDate: '2026-02-15T08:00:00.000Z',
      campaignId: campB,
      campaignName: 'Beta',
      productId: prodB,
      productCode: 'BETA-1',
      paymentConfirmations: [
        {
          id: expect.any(String),
          name: 'przelew.pdf',
          mediaType: 'application/pdf',
          size: 2048,
          uploadedAt: '2026-02-15T09:00:00.000Z',
        },
      ],
      lostReason: null,
      reflectionEndsAt: null,
      refundDue: false,
    });
    const alfa = `?${f(0, 'campaignName', 'in', campA)}&limit=1`;
    expect((await list('coord', `${alfa}&lang=en`)).body[0]!.campaignName).toBe('Alpha Bonds');
    expect((await list('coord', alfa)).body[0]!.campaignName).toBe('Obligacje Alfa');
    const english = await api('coord', 'GET', `/api/advisor/investor/offers-by-network${alfa}`, undefined, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(((await english.json()) as OfferListRow[])[0]!.campaignName).toBe('Alpha Bonds');
    // No English name: Polish.
    expect((await list('coord', `?${f(0, 'campaignName', 'in', campB)}&lang=en&limit=1`)).body[0]!.campaignName).toBe(
      'Beta',
    );
  });
});

describe('filters', () => {
  it.each([
    [
      'text like (any case, words of first name and surname)',
      [f(0, 'investorName', 'like', 'KOWAL')],
      ['o1', 'o3', 'o5'],
    ],
    ['text like across first name and surname', [f(0, 'investorName', 'like', 'jan kow')], ['o1', 'o5']],
    ['text like with a literal %', [f(0, 'investorName', 'like', '%')], []],
    // Text order depends on the database's collation: the cases keep to plain letters.
    [
      'text leq',
      [f(0, 'investorName', 'leq', 'B'), f(1, 'status', 'in', 'invited,interested,accepted,active')],
      ['o2'],
    ],
    ['investorEmail leq', [f(0, 'investorEmail', 'leq', 'b')], ['o2']],
    ['investorEmail like', [f(0, 'investorEmail', 'like', 'piotr@')], ['o3']],
    ['ownerName like', [f(0, 'ownerName', 'like', 'beata')], ['o3', 'o4']],
    ['productCode like', [f(0, 'productCode', 'like', 'beta')], ['o4', 'o5']],
    ['productCode leq', [f(0, 'productCode', 'leq', 'ALFA-1')], ['o1', 'o2', 'o3', 'o6']],
    ['campaignName in (ids)', [f(0, 'campaignName', 'in', 'CAMPB')], ['o4', 'o5']],
    ['networkId in', [f(0, 'networkId', 'in', 'NET1')], ['o1', 'o2', 'o3', 'o4', 'o5', 'o6']],
    [
      'networks contain: a network the caller does not coordinate narrows to nothing',
      [f(0, 'networks', 'contain', 'NET2')],
      [],
    ],
    ['status in, lost = rejected + declined', [f(0, 'status', 'in', 'lost')], ['o5', 'o6']],
    ['status in, several', [f(0, 'status', 'in', 'accepted,active')], ['o3', 'o4']],
    ['currency in', [f(0, 'currency', 'in', 'EUR')], ['o4', 'o5']],
    ['date range from', [f(0, 'agreementDate', 'gte', '2026-03-01')], ['o3']],
    ['date range to, DD.MM.YYYY', [f(0, 'agreementDate', 'lte', '10.02.2026')], ['o4']],
    [
      'paymentDate and endDate',
      [f(0, 'paymentDate', 'gte', '2026-01-01'), f(1, 'endDate', 'lte', '2027-12-31')],
      ['o4'],
    ],
    [
      'statusDate range of one whole UTC day',
      [f(0, 'statusDate', 'gte', '2026-05-01'), f(1, 'statusDate', 'lte', '2026-05-01')],
      ['o5'],
    ],
    [
      'investmentValue range in minor units',
      [f(0, 'investmentValue', 'gte', '300000'), f(1, 'investmentValue', 'lte', '1000000')],
      ['o2', 'o3', 'o5'],
    ],
    [
      'combined: status, campaign and a name search',
      [
        f(0, 'status', 'in', 'invited,lost'),
        f(1, 'campaignName', 'in', 'CAMPA,CAMPB'),
        f(2, 'investorName', 'like', 'jan'),
      ],
      ['o1', 'o5'],
    ],
    ['an empty value filters nothing', [f(0, 'investorName', 'like', '')], ['o1', 'o2', 'o3', 'o4', 'o5', 'o6']],
  ])('%s', async (_label, filters, expected) => {
    // Ids exist only once beforeAll has run: the table names them.
    const ids = { CAMPA: campA, CAMPB: campB, NET1: n1, NET2: n2 };
    const query = q(...filters, 'limit=99999').replace(
      /CAMPA|CAMPB|NET1|NET2/g,
      (name) => ids[name as keyof typeof ids],
    );
    const res = await list('coord', query);
    expect(res.status).toBe(200);
    expect(res.names.sort()).toEqual(expected);
    expect(res.total).toBe(String(expected.length));
  });

  it.each([
    [f(0, 'bogus', 'like', 'x'), 'filters[0][name]'],
    [f(0, 'status', 'like', 'x'), 'filters[0][operator]'],
    [f(0, 'status', 'in', 'invited,gone'), 'filters[0][value]'],
    [f(3, 'agreementDate', 'gte', '2026-02-30'), 'filters[3][value]'],
    [f(0, 'investmentValue', 'gte', '12.5'), 'filters[0][value]'],
    [f(0, 'campaignName', 'in', 'Alfa'), 'filters[0][value]'],
    [f(0, 'currency', 'in', 'GBP'), 'filters[0][value]'],
    ['limit=0', 'limit'],
    ['limit=100000', 'limit'],
    ['offset=-1', 'offset'],
    ['sorting[name]=password', 'sorting[name]'],
    ['sorting[order]=up', 'sorting[order]'],
  ])('%s: 400 naming the parameter', async (query, path) => {
    const res = await api('coord', 'GET', `/api/advisor/investor/offers-by-network?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; violations: Array<{ propertyPath: string }> };
    expect(body.code).toBe(ERROR_CODES.violations);
    expect(body.violations.map((v) => v.propertyPath)).toEqual([path]);
  });
});

describe('sorting and paging', () => {
  it('sorts by status date, newest first, by default; pages with the total', async () => {
    expect((await list('coord')).names).toEqual(['o6', 'o5', 'o3', 'o2', 'o1', 'o4']);
    const page = await list('coord', '?limit=2&offset=2');
    expect(page.names).toEqual(['o3', 'o2']);
    expect(page.total).toBe('6');
    const past = await list('coord', '?limit=20&offset=40');
    expect(past.body).toEqual([]);
    expect(past.total).toBe('6');
    const pastSearch = await list('coord', `?${f(0, 'investorName', 'like', 'kowal')}&offset=40`);
    expect(pastSearch.body).toEqual([]);
    expect(pastSearch.total).toBe('3');
  });

  it.each([
    ['investmentValue', 'asc', ['o6', 'o4', 'o5', 'o2', 'o3', 'o1']],
    // Unknown amounts first when descending (NULLS FIRST), as PostgreSQL orders them.
    ['investmentValue', 'desc', ['o1', 'o3', 'o2', 'o5', 'o4', 'o6']],
    ['statusDate', 'asc', ['o4', 'o1', 'o2', 'o3', 'o5', 'o6']],
  ])('sorts by %s %s', async (name, order, expected) => {
    expect((await list('coord', `?sorting[name]=${name}&sorting[order]=${order}`)).names).toEqual(expected);
  });

  // Ties (the same key) are broken by id, so only the order of the keys is compared. Offers o1-o4 only: the
  // investor named "=SUM(A1)" sorts differently under different collations.
  const key = (name: string, row: OfferListRow) => {
    const value = row[name as keyof OfferListRow] ?? '';
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
  it.each([
    ['agreementDate', 'asc', ['2026-02-10', '2026-04-01', '', '']],
    ['agreementDate', 'desc', ['', '', '2026-04-01', '2026-02-10']],
    ['investorName', 'asc', ['Anna Nowak', 'Ewa Zielińska', 'Jan Kowalski', 'Piotr Kowalczyk']],
    ['investorName', 'desc', ['Piotr Kowalczyk', 'Jan Kowalski', 'Ewa Zielińska', 'Anna Nowak']],
    [
      'investorEmail',
      'asc',
      ['anna@offers.example', 'ewa@offers.example', 'jan@offers.example', 'piotr@offers.example'],
    ],
    ['ownerName', 'asc', ['Adam Pierwszy', 'Adam Pierwszy', 'Beata Druga', 'Beata Druga']],
    ['ownerName', 'desc', ['Beata Druga', 'Beata Druga', 'Adam Pierwszy', 'Adam Pierwszy']],
    ['productCode', 'desc', ['BETA-1', 'ALFA-1', 'ALFA-1', 'ALFA-1']],
    ['campaignName', 'asc', ['Beta', 'Obligacje Alfa', 'Obligacje Alfa', 'Obligacje Alfa']],
    ['networkName', 'asc', null],
    ['currency', 'desc', ['PLN', 'PLN', 'PLN', 'EUR']],
    ['status', 'asc', ['accepted', 'active', 'interested', 'invited']],
    ['paymentDate', 'asc', ['2026-02-15', '', '', '']],
    ['endDate', 'desc', ['', '', '', '2027-02-15']],
  ])('sorts by %s %s', async (name, order, expected) => {
    const res = await list(
      'coord',
      `?${f(0, 'status', 'in', 'invited,interested,accepted,active')}&sorting[name]=${name}&sorting[order]=${order}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    if (expected) expect(res.body.map((r) => key(name, r))).toEqual(expected);
  });

  it('keeps the sort under a text search (the CTE plan) and pages it', async () => {
    const all = await list(
      'coord',
      `?${f(0, 'investorName', 'like', 'o')}&sorting[name]=investmentValue&sorting[order]=asc`,
    );
    const amounts = all.body.map((r) => r.investmentValue);
    expect(amounts).toEqual([...amounts].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
    const page = await list(
      'coord',
      `?${f(0, 'investorName', 'like', 'o')}&sorting[name]=investmentValue&sorting[order]=asc&limit=2&offset=1`,
    );
    expect(page.names).toEqual(all.names.slice(1, 3));
    expect(page.total).toBe(String(all.body.length));
  });
});

describe('GET /api/advisor/investor/offers-kanban', () => {
  const columns = async (who: string, query: string) => {
    const res = await api(who, 'GET', `/api/advisor/investor/offers-kanban${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as OfferKanban).columns;
  };

  it('counts each column and sums accepted, active and lost per currency', async () => {
    expect(await columns('coord', '?scope=network')).toEqual([
      { status: 'invited', count: 1 },
      { status: 'viewed', count: 0 },
      { status: 'interested', count: 1 },
      // The fixture's offers are written without a payment: nothing is paid (paid-figures.api.test.ts).
      {
        status: 'accepted',
        count: 1,
        sums: [{ currency: 'PLN', amount: 1_000_000 }],
        paidSums: [{ currency: 'PLN', amount: 0 }],
      },
      {
        status: 'active',
        count: 1,
        sums: [{ currency: 'EUR', amount: 250_000 }],
        paidSums: [{ currency: 'EUR', amount: 0 }],
      },
      {
        status: 'lost',
        count: 2,
        sums: [
          { currency: 'PLN', amount: 123_456 },
          { currency: 'EUR', amount: 300_000 },
        ],
      },
    ]);
  });

  it("takes the caller's own offers by default and the list's filters", async () => {
    const own = await columns('adv1', '');
    expect(own.map((c) => c.count)).toEqual([1, 0, 1, 0, 0, 1]);
    expect(own.find((c) => c.status === 'accepted')!.sums).toEqual([]);
    const euro = await columns('coord', `?scope=network&${f(0, 'currency', 'in', 'EUR')}`);
    expect(euro.map((c) => c.count)).toEqual([0, 0, 0, 0, 1, 1]);
    const named = await columns('coord', `?scope=network&${f(0, 'investorName', 'like', 'kowal')}`);
    expect(named.map((c) => c.count)).toEqual([1, 0, 0, 1, 0, 1]);
    expect((await api('coord', 'GET', '/api/advisor/investor/offers-kanban?scope=all')).status).toBe(400);
  });
});

describe('GET /api/advisor/investor/offer/{id} and /advisor/investment/{id}', () => {
  it('shows an offer to its owner and to the coordinators of its network, 404 to anyone else', async () => {
    expect((await api('adv1', 'GET', `/api/advisor/investor/offer/${o.o1}`)).status).toBe(200);
    expect((await api('coord', 'GET', `/api/advisor/investor/offer/${o.o3}`)).status).toBe(200);
    for (const [who, id] of [
      ['adv1', o.o3],
      ['adv3', o.o1],
      ['coord2', o.o1],
      ['foreign', o.o1],
      ['coord', o.o8],
      ['coord', 'not-a-uuid'],
    ] as const) {
      expect((await api(who, 'GET', `/api/advisor/investor/offer/${id}`)).status, `${who} ${id}`).toBe(404);
    }
  });

  it('carries the investor, campaign, product, attachments and the status history with time and actor', async () => {
    const created = await createOffer(
      db(),
      {
        landingId: home,
        productId: prodA,
        investorUserId: people.hanna!.id,
        ownerUserId: people.adv1!.id,
        networkId: n1,
      },
      { kind: 'advisor', userId: people.adv1!.id },
      t.clock,
      t.runtime.jobs,
    );
    o.h = created.id;
    t.clock.advance(60_000);
    await changeOfferStatus(db(), {
      offerId: created.id,
      to: 'viewed',
      actor: { kind: 'investor', userId: people.hanna!.id },
      clock: t.clock,
      jobs: t.runtime.jobs,
    });
    const res = await api('adv1', 'GET', `/api/advisor/investor/offer/${created.id}`);
    const detail = (await res.json()) as OfferDetail;
    expect(detail).toMatchObject({
      id: created.id,
      status: 'viewed',
      investor: { id: people.hanna!.id, firstName: 'Hanna', surname: 'Nowicka', email: 'hanna@offers.example' },
      campaign: {
        id: campA,
        name: 'Obligacje Alfa',
        interestType: 'fixed',
        paymentFrequency: 'quarterly',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
      product: { id: prodA, code: 'ALFA-1', annualRateBasisPoints: 800, durationValue: 1, durationUnit: 'year' },
      ownerName: 'Adam Pierwszy',
      nextStatuses: ['interested', 'rejected'],
    });
    expect(detail.history).toEqual([
      expect.objectContaining({
        at: '2026-06-15T09:00:00.000Z',
        type: 'status',
        from: null,
        to: 'invited',
        actor: { kind: 'advisor', id: people.adv1!.id, name: 'Adam Pierwszy' },
      }),
      expect.objectContaining({
        at: '2026-06-15T09:01:00.000Z',
        type: 'status',
        from: 'invited',
        to: 'viewed',
        actor: { kind: 'investor', id: people.hanna!.id, name: 'Hanna Nowicka' },
      }),
    ]);
    const withFile = (await (await api('coord', 'GET', `/api/advisor/investor/offer/${o.o4}`)).json()) as OfferDetail;
    expect(withFile.attachments).toEqual([
      expect.objectContaining({ name: 'przelew.pdf', kind: 'payment-confirmation', size: 2048 }),
    ]);
  });

  it('shows accepted and active offers as investments in their tab, and nothing else', async () => {
    const signing = await api('adv2', 'GET', `/api/advisor/investment/${o.o3}`);
    expect(signing.status).toBe(200);
    expect(((await signing.json()) as InvestmentDetail).group).toBe('signing');
    const active = (await (await api('adv2', 'GET', `/api/advisor/investment/${o.o4}`)).json()) as InvestmentDetail;
    expect(active.group).toBe('active');
    expect(active.schedule).toEqual([]);
    expect((await api('adv1', 'GET', `/api/advisor/investment/${o.o1}`)).status).toBe(404);
    // Rejected without ever being accepted: never an investment.
    expect((await api('adv1', 'GET', `/api/advisor/investment/${o.o5}`)).status).toBe(404);
    expect((await api('adv1', 'GET', `/api/advisor/investment/${o.o4}`)).status).toBe(404);
  });
});

describe('PATCH /api/advisor/investor/{offerId}/owner/{ownerId}', () => {
  const change = (who: string, offer: string, owner: string) =>
    api(who, 'PATCH', `/api/advisor/investor/${offer}/owner/${owner}`);

  it("refuses another advisor's lead with c22631ff, and hides offers of other networks", async () => {
    const res = await change('adv1', o.o3!, people.adv1!.id);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe(ERROR_CODES.leadOfAnotherAdvisor);
    expect((await change('adv3', o.o3!, people.adv3!.id)).status).toBe(404);
    expect((await change('foreign', o.o3!, people.foreign!.id)).status).toBe(404);
    const [unchanged] = await db().select({ owner: offers.ownerUserId }).from(offers).where(eq(offers.id, o.o3!));
    expect(unchanged!.owner).toBe(people.adv2!.id);
  });

  it('takes only an active advisor of the offer’s network as the new owner', async () => {
    for (const owner of [people.sleeper!.id, people.adv3!.id, people.piotr!.id, people.foreign!.id, 'nobody']) {
      const res = await change('coord', o.o3!, owner);
      expect(res.status, owner).toBe(400);
      expect(((await res.json()) as { violations: Array<{ propertyPath: string }> }).violations[0]!.propertyPath).toBe(
        'ownerId',
      );
    }
  });

  it('lets a coordinator move the lead and the new owner pass it on, recording both in the history', async () => {
    const moved = await change('coord', o.o3!, people.adv1!.id);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as OfferDetail).ownerId).toBe(people.adv1!.id);
    expect((await list('adv1', '', '/api/advisor/investor/offers')).names).toContain('o3');
    expect((await list('adv2', '', '/api/advisor/investor/offers')).names).not.toContain('o3');
    t.clock.advance(60_000);
    // Passing the lead on: the caller no longer sees the offer, so there is no detail to answer with.
    const back = await change('adv1', o.o3!, people.adv2!.id);
    expect(back.status).toBe(204);
    const after = await api('coord', 'GET', `/api/advisor/investor/offer/${o.o3}`);
    const history = ((await after.json()) as OfferDetail).history.filter((h) => h.type === 'owner');
    expect(history).toEqual([
      expect.objectContaining({
        from: 'accepted',
        to: 'accepted',
        actor: { kind: 'advisor', id: people.coord!.id, name: 'Celina Koordynator' },
        owner: {
          from: { id: people.adv2!.id, name: 'Beata Druga' },
          to: { id: people.adv1!.id, name: 'Adam Pierwszy' },
        },
      }),
      expect.objectContaining({
        actor: { kind: 'advisor', id: people.adv1!.id, name: 'Adam Pierwszy' },
        owner: {
          from: { id: people.adv1!.id, name: 'Adam Pierwszy' },
          to: { id: people.adv2!.id, name: 'Beata Druga' },
        },
      }),
    ]);
  });
});

describe('PATCH /api/advisor/investor/{offerId}/status', () => {
  const move = (who: string, offer: string, body: unknown) =>
    api(who, 'PATCH', `/api/advisor/investor/${offer}/status`, body);

  it('activates an accepted offer after the payment, with its schedule, as an investment', async () => {
    const res = await move('adv2', o.o3!, { status: 'active', startDate: '01.06.2026' });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as OfferDetail;
    expect(detail).toMatchObject({
      status: 'active',
      paymentDate: '2026-06-01',
      endDate: '2027-06-01',
      nextStatuses: [],
    });
    expect(detail.history.at(-1)).toMatchObject({ from: 'accepted', to: 'active', actor: { id: people.adv2!.id } });
    const schedule = await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, o.o3!));
    expect(schedule.length).toBe(4);
    const investment = (await (await api('adv2', 'GET', `/api/advisor/investment/${o.o3}`)).json()) as InvestmentDetail;
    expect(investment.group).toBe('active');
    expect(investment.schedule).toHaveLength(4);
    expect(investment.totals.net).toBe(investment.schedule.reduce((n, s) => n + s.net, 0));
  });

  it('lets an advisor record interest and reject, with the reason in the history', async () => {
    const res = await move('adv1', o.h!, { status: 'interested' });
    expect(res.status).toBe(200);
    // Lost needs a reason the landing offers (not another landing's own); a note is optional.
    await db()
      .insert(landingLostReasons)
      .values({ landingId: other, code: 'navy-only', labels: { pl: 'Tylko navy', en: 'Navy only' } });
    for (const [body, message] of [
      [{ status: 'rejected' }, 'validation.required'],
      [{ status: 'rejected', reason: 'no-such-reason' }, 'validation.invalidValue'],
      [{ status: 'rejected', reason: 'navy-only' }, 'validation.invalidValue'],
    ] as const) {
      const refused = await move('coord', o.o2!, body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { violations: unknown[] }).violations).toEqual([
        { propertyPath: 'reason', title: message, message },
      ]);
    }
    // No other move takes a reason.
    const withReason = await move('adv1', o.o1!, { status: 'interested', reason: 'no-answer' });
    expect(withReason.status).toBe(400);
    expect(
      ((await withReason.json()) as { violations: Array<{ propertyPath: string }> }).violations[0]!.propertyPath,
    ).toBe('reason');
    const tooLong = await move('coord', o.o2!, { status: 'rejected', reason: 'other', note: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    const [unchanged] = await db().select({ status: offers.status }).from(offers).where(eq(offers.id, o.o2!));
    expect(unchanged!.status).toBe('interested');

    const rejected = await move('coord', o.o2!, {
      status: 'rejected',
      reason: 'no-answer',
      note: 'Trzy próby,\nbrak odbioru',
    });
    expect(rejected.status).toBe(200);
    expect(((await rejected.json()) as OfferDetail).history.at(-1)).toMatchObject({
      from: 'interested',
      to: 'rejected',
      details: { reason: 'no-answer', note: 'Trzy próby,\nbrak odbioru' },
    });

    // The reason is on the offer's row, filters the lists and is counted on the home of both scopes.
    const byReason = await list('coord', q(f(0, 'lostReason', 'in', 'no-answer,other')));
    expect(byReason.names).toEqual(['o2']);
    expect(byReason.body[0]!.lostReason).toBe('no-answer');
    expect((await list('coord', q(f(0, 'lostReason', 'in', 'other')))).names).toEqual([]);
    expect(
      (await list('adv1', q(f(0, 'lostReason', 'in', 'no-answer')), '/api/advisor/investor/offers')).names,
    ).toEqual(['o2']);
    // o5 was rejected before reasons were codes: it has none.
    expect((await list('coord', q(f(0, 'status', 'in', 'lost')))).body.map((r) => r.lostReason)).toContain(null);
    const badFilter = await list('coord', q(f(0, 'lostReason', 'in', 'No answer!')));
    expect(badFilter.status).toBe(400);
    const kanban = await api(
      'coord',
      'GET',
      `/api/advisor/investor/offers-kanban${q('scope=network', f(0, 'lostReason', 'in', 'no-answer'))}`,
    );
    expect(((await kanban.json()) as OfferKanban).columns.find((c) => c.status === 'lost')).toMatchObject({ count: 1 });
    const coordHome = (await (await api('coord', 'GET', '/api/advisor/dashboard')).json()) as AdvisorDashboard;
    expect(coordHome.lostReasons).toEqual({ own: [], network: [{ code: 'no-answer', count: 1 }] });
    const advisorHome = (await (await api('adv1', 'GET', '/api/advisor/dashboard')).json()) as AdvisorDashboard;
    expect(advisorHome.lostReasons).toEqual({ own: [{ code: 'no-answer', count: 1 }], network: null });
  });

  it('refuses the moves that are not an advisor’s or not in the status machine', async () => {
    // Acceptance is the investor's own.
    expect((await move('adv1', o.o1!, { status: 'accepted' })).status).toBe(403);
    expect((await move('adv1', o.o1!, { status: 'declined' })).status).toBe(403);
    expect((await move('adv1', o.o1!, { status: 'viewed' })).status).toBe(403);
    // Final statuses and skipping the payment.
    const conflict = await move('adv2', o.o4!, { status: 'interested' });
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { code: string }).code).toBe(ERROR_CODES.conflict);
    expect((await move('adv1', o.o1!, { status: 'active' })).status).toBe(409);
    expect((await move('adv1', o.o5!, { status: 'rejected' })).status).toBe(409);
    // Another advisor's lead; an unknown status.
    const foreignLead = await move('adv1', o.o4!, { status: 'rejected' });
    expect(((await foreignLead.json()) as { code: string }).code).toBe(ERROR_CODES.leadOfAnotherAdvisor);
    const bad = await move('adv1', o.o1!, { status: 'won' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { violations: Array<{ propertyPath: string }> }).violations[0]!.propertyPath).toBe(
      'status',
    );
    const [still] = await db().select({ status: offers.status }).from(offers).where(eq(offers.id, o.o1!));
    expect(still!.status).toBe('invited');
  });
});

describe('GET /api/advisor/investor/offers.csv', () => {
  const csv = async (who: string, query: string) => {
    const res = await api(who, 'GET', `/api/advisor/investor/offers.csv${query}`);
    return {
      res,
      text:
        res.status === 200
          ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
          : await res.text(),
    };
  };

  it('exports the chosen columns of every matching row for Polish Excel', async () => {
    const { res, text } = await csv(
      'coord',
      '?scope=network&columns=investorName,investmentValue,statusDate,status,paymentConfirmations' +
        `&sorting[name]=investmentValue&sorting[order]=asc&${f(0, 'status', 'in', 'active,lost')}&limit=1`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="oferty-2026-06-15.csv"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(text.startsWith('\ufeff')).toBe(true);
    // Paging parameters are ignored: every matching row. Status lost now includes o2 (rejected above).
    expect(text.slice(1).split('\r\n')).toEqual([
      'Inwestor;Kwota inwestycji;Data statusu;Status;Potwierdzenia wpłaty',
      `"'=SUM(A1) Quote;""Q""";1234,56;20.05.2026;Wycofana przez inwestora;`,
      'Ewa Zielińska;2500,00;15.02.2026;Aktywna;przelew.pdf',
      'Jan Kowalski;3000,00;01.05.2026;Odrzucona;',
      'Anna Nowak;5000,00;15.06.2026;Odrzucona;',
      'Piotr Kowalczyk;10000,00;15.06.2026;Aktywna;',
      '',
    ]);
  });

  it('writes the header in English, ownerName only in the network scope, and refuses unknown columns', async () => {
    const { text } = await csv(
      'adv1',
      `?columns=investorEmail,campaignName,agreementDate&lang=en&${f(0, 'investorName', 'like', 'jan')}`,
    );
    expect(text.slice(1).split('\r\n')).toEqual([
      'Investor e-mail;Campaign;Agreement date',
      'jan@offers.example;Beta;',
      'jan@offers.example;Alpha Bonds;',
      '',
    ]);
    expect((await csv('adv1', '?columns=ownerName')).res.status).toBe(400);
    expect((await csv('coord', '?scope=network&columns=investorName,password')).res.status).toBe(400);
    expect((await csv('coord', '?scope=network&columns=investorName,investorName')).res.status).toBe(400);
    expect((await csv('adv1', '?scope=network')).res.status).toBe(403);
    const all = await csv('coord', '?scope=network');
    expect(all.text.slice(1).split('\r\n')[0]!.split(';')).toHaveLength(14);
  });

  it('answers the error body, not a file cut after its header line, when the rows cannot be read', async () => {
    const res = await withoutTable('products', () => api('coord', 'GET', '/api/advisor/investor/offers.csv'));
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: ERROR_CODES.unexpected, violations: [] });
  });

  it('breaks the download off, and logs why, when a later batch of rows cannot be read', async () => {
    // With o8, 1,001 rows of the other landing: two batches of the export (1,000 rows each).
    const [far] = await db().select().from(offers).where(eq(offers.id, o.o8!));
    await db().execute(sql`
      insert into offers (landing_id, campaign_id, product_id, investor_user_id, owner_user_id, network_id, status, currency)
      select ${other}, ${far!.campaignId}, ${far!.productId}, ${far!.investorUserId}, ${far!.ownerUserId},
        ${far!.networkId}, 'declined', 'PLN'
      from generate_series(1, 1000)`);
    try {
      const res = await unread('foreign', '/api/advisor/investor/offers.csv?scope=network');
      expect(res.status).toBe(200);
      // The first batch is read with the answer; the second when the client takes the first.
      await withoutTable('products', () => expect(res.text()).rejects.toThrow());
      expect(t.logs).toContainEqual(
        expect.objectContaining({ level: 'error', msg: expect.stringContaining('CSV export failed while streaming') }),
      );
    } finally {
      await db()
        .delete(offers)
        .where(and(eq(offers.landingId, other), eq(offers.status, 'declined')));
    }
  });
});

/** The answer as the app gives it, its body not read yet (`request` reads every body to check it). */
async function unread(who: string, path: string): Promise<Response> {
  const host = (await t.runtime.landings.byId(who === 'foreign' ? other : home))!.hosts[0]!;
  const init = call('GET', undefined, { bearer: tokens[who] });
  return t.app.fetch(new Request(`http://${host}${path}`, init), fromIp('192.0.2.1'));
}

/** Runs `work` while a table is renamed away: every query reading it fails, as with a database gone wrong. */
async function withoutTable<T>(table: string, work: () => Promise<T>): Promise<T> {
  await db().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await work();
  } finally {
    await db().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

// Last: it marks an offer lost, which the lists and exports above do not expect.
describe('GET /api/advisor/lost-reasons', () => {
  it("lists the lost reasons: the built-in ones, then the landing's own; a landing's own is valid there", async () => {
    await db()
      .insert(landingLostReasons)
      .values({ landingId: home, code: 'went-abroad', labels: { pl: 'Wyjazd za granicę', en: 'Moved abroad' } });
    const reasons = await (await api('adv1', 'GET', '/api/advisor/lost-reasons')).json();
    expect(reasons).toEqual([
      { code: 'no-answer', builtIn: true },
      { code: 'other-product', builtIn: true },
      { code: 'amount-too-high', builtIn: true },
      { code: 'not-eligible', builtIn: true },
      { code: 'other', builtIn: true },
      { code: 'went-abroad', builtIn: false, labels: { pl: 'Wyjazd za granicę', en: 'Moved abroad' } },
    ]);
    const lost = await api('adv1', 'PATCH', `/api/advisor/investor/${o.h!}/status`, {
      status: 'rejected',
      reason: 'went-abroad',
    });
    expect(lost.status).toBe(200);
    expect(((await lost.json()) as OfferDetail).history.at(-1)!.details).toEqual({ reason: 'went-abroad' });
  });
});
