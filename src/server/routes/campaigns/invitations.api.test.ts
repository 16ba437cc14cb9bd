// Invitations to a campaign product (issue 5): one call per e-mail, each with its own result; the offer, its
// history and the e-mail with a link whose token finds the offer by its hash.
import { and, eq } from 'drizzle-orm';
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
import { issueSession } from '../../auth/session-service';
import { hashToken } from '../../auth/tokens';
import { settleAfterResponseWork } from '../../background';
import { offerEvents, offers, userContexts, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { offerByPublicToken } from '../../campaigns/public-token';
import { createCampaign, type CampaignFixture } from '../../../../tests/support/campaigns.fixtures';

let t: TestApp;
let home: string;
let other: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
let n1: string;
let n2: string;
let nx: string;
const c: Record<'active' | 'upcoming' | 'completed' | 'closed' | 'second' | 'foreign', CampaignFixture> = {} as never;

const path = (fixture: CampaignFixture, product = fixture.products[0]!.id) =>
  `/api/advisor/campaign/${fixture.campaign.id}/product/${product}/invite-investor`;

function invite(who: string, body: unknown, target = path(c.active)) {
  return request(t, who === 'foreign' ? other : home, target, call('POST', body, { bearer: tokens[who] }));
}

const body = (email: string, extra: Record<string, unknown> = {}) => ({
  investorEmail: email,
  message: ' ',
  networkId: n1,
  ...extra,
});

async function offerRow(id: string) {
  const [row] = await t.runtime.database.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  const advisor = (name: string, landing = home) =>
    createAdvisor(t, { landingId: landing, email: `${name}@invite.example` });
  Object.assign(people, {
    coord: await advisor('coord'),
    adv1: await advisor('adv1'),
    adv2: await advisor('adv2'),
    outsider: await advisor('outsider'),
    foreign: await advisor('foreign', other),
    investor: await createInvestor(t, { landingId: home, email: 'known.investor@invite.example' }),
  });
  await t.runtime.database.db
    .update(users)
    .set({ language: 'en', firstName: 'Karen' })
    .where(eq(users.id, people.investor!.id));
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Adam', surname: 'Doradca' })
    .where(eq(users.id, people.adv1!.id));
  n1 = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv1!, 'advisor'],
    [people.adv2!, 'advisor'],
  ]);
  n2 = await createNetwork(t, home, [[people.outsider!, 'coordinator']]);
  nx = await createNetwork(t, other, [[people.foreign!, 'coordinator']]);
  for (const name of ['coord', 'adv1', 'adv2', 'outsider', 'foreign'])
    tokens[name] = (await sessionFor(t, people[name]!, 'advisor-panel')).accessToken;
  tokens.investor = (await sessionFor(t, people.investor!, 'investor-panel')).accessToken;
  // The clock: 2025-01-15 10:00 UTC.
  c.active = await createCampaign(t, {
    landingId: home,
    name: 'Active',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
    rates: [800, 950],
  });
  c.second = await createCampaign(t, {
    landingId: home,
    name: 'Second',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
  });
  c.upcoming = await createCampaign(t, {
    landingId: home,
    name: 'Upcoming',
    startDate: '2025-02-01',
    endDate: '2025-04-30',
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
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('POST /api/advisor/campaign/:id/product/:productId/invite-investor', () => {
  it('creates the investor and an invited offer, records the event and e-mails a link whose token finds the offer', async () => {
    const res = await invite(
      'adv1',
      body('New.Client@Invite.example', { message: 'Dzień dobry, <b>polecam</b> tę emisję & więcej.' }),
    );
    expect(res.status).toBe(201);
    const { offerId } = (await res.json()) as { offerId: string };

    const [investor] = await t.runtime.database.db
      .select()
      .from(users)
      .where(and(eq(users.landingId, home), eq(users.email, 'new.client@invite.example')));
    expect(investor).toMatchObject({ language: 'pl', status: 'active', passwordHash: null });
    const contexts = await t.runtime.database.db
      .select()
      .from(userContexts)
      .where(eq(userContexts.userId, investor!.id));
    expect(contexts.map((x) => [x.type, x.landingId])).toEqual([['investor-panel', home]]);

    const offer = await offerRow(offerId);
    expect(offer).toMatchObject({
      landingId: home,
      campaignId: c.active.campaign.id,
      productId: c.active.products[0]!.id,
      investorUserId: investor!.id,
      ownerUserId: people.adv1!.id,
      networkId: n1,
      status: 'invited',
      currency: 'PLN',
      amount: null,
      message: 'Dzień dobry, <b>polecam</b> tę emisję & więcej.',
    });
    expect(offer.statusChangedAt.toISOString()).toBe(t.clock.now().toISOString());
    const events = await t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fromStatus: null,
      toStatus: 'invited',
      actorKind: 'advisor',
      actorUserId: people.adv1!.id,
      impersonatorUserId: null,
    });

    const mail = await latestMail(t, 'new.client@invite.example', 'campaign-invitation');
    expect(mail.subject).toBe('Zaproszenie do kampanii Active PL');
    expect(mail.text).toContain('Adam Doradca');
    expect(mail.text).toContain(`Seria 1 (${c.active.products[0]!.code})`);
    expect(mail.text).toContain('31.03.2025');
    expect(mail.text).toContain('> Dzień dobry, <b>polecam</b> tę emisję & więcej.');
    // The advisor's words are escaped in the HTML part.
    expect(mail.html).toContain('Dzień dobry, &lt;b&gt;polecam&lt;/b&gt; tę emisję &amp; więcej.');
    expect(mail.html).not.toContain('<b>polecam');
    const link = linkIn(mail, '/campaign?token=');
    expect(link.startsWith('http://localhost:4321/campaign?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    // At least 128 random bits: 32 bytes in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(offer.publicTokenHash).toBe(hashToken(token));
    expect(offer.publicTokenHash).not.toContain(token);
    // The campaign page finds the offer by the token's hash, on its own landing only.
    expect((await offerByPublicToken(t.runtime.database.db, home, token))?.id).toBe(offerId);
    expect(await offerByPublicToken(t.runtime.database.db, other, token)).toBeUndefined();
    expect(await offerByPublicToken(t.runtime.database.db, home, token.slice(1))).toBeUndefined();
  });

  it('reuses an existing investor, writes in their language and omits the default message', async () => {
    const before = await t.runtime.database.db.select({ id: users.id }).from(users).where(eq(users.landingId, home));
    const res = await invite('adv1', body('KNOWN.investor@invite.example'), path(c.active, c.active.products[1]!.id));
    expect(res.status).toBe(201);
    const { offerId } = (await res.json()) as { offerId: string };
    expect((await offerRow(offerId)).investorUserId).toBe(people.investor!.id);
    expect((await offerRow(offerId)).message).toBeNull();
    const after = await t.runtime.database.db.select({ id: users.id }).from(users).where(eq(users.landingId, home));
    expect(after.length).toBe(before.length);
    const mail = await latestMail(t, 'known.investor@invite.example', 'campaign-invitation');
    expect(mail.subject).toBe('Invitation to the Active EN campaign');
    expect(mail.text).toMatch(/^Hello, Karen!$/m);
    expect(mail.text).toContain('Series 2');
    expect(mail.text).not.toContain('A message from');
  });

  it('gives an advisor who is invited as an investor the investor-panel context', async () => {
    const res = await invite('adv1', body('adv2@invite.example'));
    expect(res.status).toBe(201);
    const contexts = await t.runtime.database.db
      .select({ type: userContexts.type })
      .from(userContexts)
      .where(eq(userContexts.userId, people.adv2!.id));
    expect(contexts.map((x) => x.type).sort()).toEqual(['advisor-panel', 'investor-panel']);
  });

  it('refuses a second open invitation of one investor to one product, whoever sends it', async () => {
    expect((await invite('adv1', body('twice@invite.example'))).status).toBe(201);
    const again = await invite('adv1', body('Twice@invite.example'));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      label: 'errors.invitationAlreadySent',
      code: ERROR_CODES.conflict,
      violations: [{ propertyPath: 'investorEmail' }],
    });
    const byColleague = await invite('coord', body('twice@invite.example'));
    expect(byColleague.status).toBe(409);
    expect(await byColleague.json()).toMatchObject({ code: ERROR_CODES.leadOfAnotherAdvisor });
    // Another product, or the same one once the first offer is lost, is a new invitation.
    expect((await invite('adv1', body('twice@invite.example'), path(c.second))).status).toBe(201);
    const [first] = await t.runtime.database.db
      .select()
      .from(offers)
      .innerJoin(users, eq(users.id, offers.investorUserId))
      .where(and(eq(users.email, 'twice@invite.example'), eq(offers.productId, c.active.products[0]!.id)));
    await t.runtime.database.db.update(offers).set({ status: 'declined' }).where(eq(offers.id, first!.offers.id));
    expect((await invite('adv1', body('twice@invite.example'))).status).toBe(201);
    expect((await mailsTo(t, 'twice@invite.example', 'campaign-invitation')).length).toBe(3);
  });

  it('lets exactly one of two simultaneous identical invitations through', async () => {
    const results = await Promise.all([
      invite('adv1', body('race@invite.example')),
      invite('adv1', body('race@invite.example')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.runtime.database.db
      .select()
      .from(users)
      .where(and(eq(users.landingId, home), eq(users.email, 'race@invite.example')));
    expect(rows).toHaveLength(1);
    expect((await mailsTo(t, 'race@invite.example')).length).toBe(1);
    // An investor who exists already: the lock on their row orders the two.
    const known = await Promise.all(
      ['adv1', 'coord', 'adv2', 'adv1', 'coord', 'adv2'].map((who) =>
        invite(who, body('known.investor@invite.example'), path(c.second)),
      ),
    );
    expect(known.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const open = await t.runtime.database.db
      .select()
      .from(offers)
      .where(and(eq(offers.investorUserId, people.investor!.id), eq(offers.productId, c.second.products[0]!.id)));
    expect(open).toHaveLength(1);
  });

  it.each([
    ['upcoming', ERROR_CODES.campaignNotStarted, 'The campaign has not started yet'],
    ['completed', ERROR_CODES.campaignCompleted, 'The campaign is already completed'],
    ['closed', ERROR_CODES.campaignNotActive, 'The campaign is no longer active'],
  ] as const)('answers the SPEC section 8 code for a %s campaign and sends nothing', async (key, code, label) => {
    const email = `${key}@invite.example`;
    const res = await invite('adv1', body(email), path(c[key]));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code, label });
    expect(await mailsTo(t, email)).toHaveLength(0);
    expect(await t.runtime.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses a network the caller is not a member of (or another landing's) on networkId", async () => {
    for (const networkId of [n2, nx, '00000000-0000-4000-8000-000000000000']) {
      const res = await invite('adv1', body('net@invite.example', { networkId }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: ERROR_CODES.violations,
        violations: [{ propertyPath: 'networkId', message: 'validation.networkNotMember' }],
      });
    }
    expect(await mailsTo(t, 'net@invite.example')).toHaveLength(0);
  });

  it('validates the e-mail, the message and the network with the shared schema', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [body('not-an-email'), 'investorEmail', 'validation.email'],
      [body('a@b.pl;c@d.pl'), 'investorEmail', 'validation.email'],
      [body(''), 'investorEmail', 'validation.required'],
      [body('short@invite.example', { message: '  too short ' }), 'message', 'validation.inviteMessage'],
      [body('long@invite.example', { message: 'x'.repeat(2001) }), 'message', 'validation.maxLength'],
      [{ investorEmail: 'nonet@invite.example', message: ' ' }, 'networkId', 'validation.networkRequired'],
      [body('badnet@invite.example', { networkId: 'n1' }), 'networkId', 'validation.networkRequired'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await invite('adv1', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      const error = (await res.json()) as {
        code: string;
        violations: Array<{ propertyPath: string; message: string }>;
      };
      expect(error.code).toBe(ERROR_CODES.violations);
      expect(error.violations).toContainEqual(expect.objectContaining({ propertyPath: field, message }));
    }
    // Exactly ten characters once trimmed is enough; no message at all is the default.
    expect((await invite('adv1', body('ten@invite.example', { message: '  0123456789  ' }))).status).toBe(201);
    expect((await invite('adv1', { investorEmail: 'nomessage@invite.example', networkId: n1 })).status).toBe(201);
  });

  it('answers 404 for a campaign or product of another landing, or a product of another campaign', async () => {
    expect((await invite('adv1', body('x404@invite.example'), path(c.foreign))).status).toBe(404);
    expect((await invite('adv1', body('x404@invite.example'), path(c.active, c.second.products[0]!.id))).status).toBe(
      404,
    );
    expect((await invite('adv1', body('x404@invite.example'), path(c.active, 'nope'))).status).toBe(404);
    expect((await invite('foreign', body('x404@invite.example', { networkId: nx }), path(c.active))).status).toBe(404);
    expect((await invite('foreign', body('x404@foreign.example', { networkId: nx }), path(c.foreign))).status).toBe(
      201,
    );
  });

  it('refuses an investor token and an anonymous caller', async () => {
    expect((await invite('investor', body('anon@invite.example'))).status).toBe(403);
    expect((await invite('anonymous', body('anon@invite.example'))).status).toBe(401);
    expect(await mailsTo(t, 'anon@invite.example')).toHaveLength(0);
  });

  it("records the coordinator who sent it from an advisor's panel", async () => {
    const viewing = await issueSession(t.runtime, {
      userId: people.adv1!.id,
      landingId: home,
      contextType: 'advisor-panel',
      impersonatorUserId: people.coord!.id,
    });
    tokens.impersonating = viewing.accessToken;
    const res = await invite('impersonating', body('impersonated@invite.example'));
    expect(res.status).toBe(201);
    const { offerId } = (await res.json()) as { offerId: string };
    expect((await offerRow(offerId)).ownerUserId).toBe(people.adv1!.id);
    const [event] = await t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));
    expect(event).toMatchObject({
      actorKind: 'advisor',
      actorUserId: people.adv1!.id,
      impersonatorUserId: people.coord!.id,
    });
  });
});
