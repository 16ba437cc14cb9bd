// POST /public-api/campaign-offer/:token/invest-form (issue 6, the public invest form): field rules shared with
// the page (400 9e4235af per field), the amount bounds and campaign codes of acceptance, interest recorded with
// the amount (also over an earlier interest without one), names on the investor, phone and consents in the
// history, and the investor sign-in e-mail.
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
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { latestMail, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { offerEvents, offers, users } from '../../db/schema';
import {
  addProduct,
  linkOffer,
  smallCampaign,
  type SmallCampaign,
} from '../../../../tests/support/public-offer.fixtures';

let t: TestApp;
let home: string;
let advisor: TestPerson;
let network: string;
let c: SmallCampaign;
let n = 0;

const path = (token: string) => `/public-api/campaign-offer/${encodeURIComponent(token)}/invest-form`;
const send = (token: string, body: unknown) => request(t, home, path(token), call('POST', body));
const valid = {
  investmentValue: 1_200_000,
  firstName: ' Zofia ',
  surname: 'Żabińska',
  phone: '+48 600 100 200',
  consents: { documents: true, marketingConsent1: true, marketingConsent2: false },
};

async function investorWithOffer(
  options: { status?: Parameters<typeof linkOffer>[1]['status']; campaign?: SmallCampaign } = {},
) {
  const investor = await createInvestor(t, { landingId: home, email: `invest-form-${++n}@public-offer.example` });
  const product = await addProduct(t, (options.campaign ?? c).campaign);
  const offer = await linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
    status: options.status,
  });
  return { investor, ...offer };
}

const offerRow = async (id: string) => (await t.runtime.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const history = (id: string) =>
  t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, id)).orderBy(offerEvents.seq);

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@invest-form.example' });
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  c = await smallCampaign(t, home);
});
afterAll(async () => {
  await t.close();
});

describe('POST /public-api/campaign-offer/:token/invest-form', () => {
  it('records interest with the amount, stores the contact data and e-mails the sign-in link', async () => {
    const { investor, id, token } = await investorWithOffer();
    const res = await send(token, valid);
    expect(res.status).toBe(200);
    const email = investor.email;
    expect(await res.json()).toEqual({ email: `${email[0]}***${email.slice(email.indexOf('@') - 1)}`, mailSent: true });

    expect(await offerRow(id)).toMatchObject({ status: 'interested', amount: 1_200_000 });
    const events = await history(id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'invited',
      toStatus: 'interested',
      actorKind: 'investor',
      actorUserId: investor.id,
      details: {
        source: 'invest-form',
        phone: '+48 600 100 200',
        consents: { documents: true, marketingConsent1: true, marketingConsent2: false },
        amount: 1_200_000,
      },
    });
    const [user] = await t.runtime.database.db.select().from(users).where(eq(users.id, investor.id));
    expect(user).toMatchObject({ firstName: 'Zofia', surname: 'Żabińska' });
    const mail = await latestMail(t, email, 'investor-login');
    expect(mail.text).toContain('/login-with-redirect-token?token=');
  });

  it('names every failing field and changes nothing', async () => {
    const { id, token, investor } = await investorWithOffer();
    const res = await send(token, {
      investmentValue: '12000',
      firstName: '',
      surname: 'x'.repeat(101),
      phone: 'call me',
      consents: { documents: false },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      code: string;
      parameters: Record<string, unknown>;
      violations: Array<{ propertyPath: string; message: string }>;
    };
    expect(body.code).toBe('9e4235af');
    // The campaign's bounds with their currency, so every message of the amount can be filled (issue 36 item 10).
    expect(body.parameters).toMatchObject({ investmentValueMin: 1_000_000, step: 100_000, currency: 'PLN' });
    expect(Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]))).toEqual({
      investmentValue: 'validation.number',
      firstName: 'validation.required',
      surname: 'validation.maxLength',
      phone: 'validation.phone',
      'consents.documents': 'validation.checkboxRequired',
    });
    expect((await offerRow(id)).status).toBe('invited');
    expect(await mailsTo(t, investor.email, 'investor-login')).toHaveLength(0);
  });

  it('refuses amounts with the codes of acceptance', async () => {
    const { token, id } = await investorWithOffer();
    const below = await send(token, { ...valid, investmentValue: 999_900 });
    expect(below.status).toBe(400);
    expect(await below.json()).toMatchObject({ code: 'd59384c6', parameters: { investmentValueMin: 1_000_000 } });
    const above = await send(token, { ...valid, investmentValue: 5_100_000 });
    expect(await above.json()).toMatchObject({ code: 'af9cfe96', parameters: { investmentValueMax: 5_000_000 } });
    const step = await send(token, { ...valid, investmentValue: 1_050_000 });
    expect(step.status).toBe(400);
    expect(await step.json()).toMatchObject({
      code: '9e4235af',
      parameters: { step: 100_000, currency: 'PLN' },
      violations: [{ propertyPath: 'investmentValue', message: 'validation.investmentIndivisible' }],
    });
    expect((await offerRow(id)).status).toBe('invited');
  });

  it('takes the amount of an offer already interested without one, as a new history entry', async () => {
    const { token, id } = await investorWithOffer({ status: 'interested' });
    const res = await send(token, { ...valid, investmentValue: 2_000_000 });
    expect(res.status).toBe(200);
    expect(await offerRow(id)).toMatchObject({ status: 'interested', amount: 2_000_000 });
    expect((await history(id)).at(-1)).toMatchObject({
      fromStatus: 'interested',
      toStatus: 'interested',
      details: { source: 'invest-form', amount: 2_000_000 },
    });
  });

  it('is out of date once accepted, 410 for a lost offer, 404 for an unknown token', async () => {
    const accepted = await investorWithOffer({ status: 'accepted' });
    const late = await send(accepted.token, valid);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: '6491e3a4' });
    const lost = await investorWithOffer({ status: 'rejected' });
    const gone = await send(lost.token, valid);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ code: 'af080e4c' });
    const unknown = await send('no-such-token', valid);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'af080e4c' });
  });

  it('refuses outside the campaign period', async () => {
    const ended = await smallCampaign(t, home, { startDate: '2024-01-01', endDate: '2024-06-30' });
    const { token, id } = await investorWithOffer({ campaign: ended });
    const res = await send(token, valid);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'efdb6cb8' });
    expect((await offerRow(id)).status).toBe('invited');
    const events = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, 'interested')));
    expect(events).toHaveLength(0);
  });
});
