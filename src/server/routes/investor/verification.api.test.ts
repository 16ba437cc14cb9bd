// GET /investor-api/verification (issue 6, onboarding): each step's state from what the server holds, for the
// caller only (another investor's offers and KYC requests never count). The primary-data step's own API test is
// profile.api.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { investorProfiles, kycRequests, offers, users } from '../../db/schema';
import type { VerificationView } from '../../../lib/contracts/verification';
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

async function investor(email: string) {
  const person = await createInvestor(t, { landingId: home, email });
  return { person, token: (await sessionFor(t, person, 'investor-panel')).accessToken };
}

async function stepsOf(token: string): Promise<VerificationView> {
  const res = await request(t, home, '/investor-api/verification', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as VerificationView;
}

async function kycRequest(values: {
  investorEmail: string;
  investorUserId?: string | null;
  status?: 'sent' | 'submitted';
  expiresInDays?: number;
  identityState?: 'not-started' | 'in-progress' | 'confirmed';
}) {
  const now = t.clock.now();
  await t.runtime.database.db.insert(kycRequests).values({
    landingId: home,
    advisorUserId: advisor.id,
    investorEmail: values.investorEmail,
    investorUserId: values.investorUserId ?? null,
    language: 'pl',
    tokenHash: randomUUID(),
    status: values.status ?? 'sent',
    createdAt: new Date(now.getTime() - 40 * 86_400_000),
    updatedAt: new Date(now.getTime() - 40 * 86_400_000),
    expiresAt: new Date(now.getTime() + (values.expiresInDays ?? 30) * 86_400_000),
    submittedAt: values.status === 'submitted' ? now : null,
    identityState: values.identityState ?? (values.status === 'submitted' ? 'in-progress' : 'not-started'),
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@verification.example' });
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  c = await smallCampaign(t, home);
});
afterAll(async () => {
  await t.close();
});

describe('GET /investor-api/verification', () => {
  it('starts with every step open for a new investor, and needs the investor bearer', async () => {
    const { person, token } = await investor('new@verification.example');
    await t.runtime.database.db.update(users).set({ firstName: null, surname: ' ' }).where(eq(users.id, person.id));
    expect(await stepsOf(token)).toEqual({ primaryData: 'required', identity: 'not-started', kyc: 'not-sent' });
    const anonymous = await request(t, home, '/investor-api/verification');
    expect(anonymous.status).toBe(401);
  });

  it('follows the primary data and the KYC requests of the caller only; offers say nothing of identity', async () => {
    const { person, token } = await investor('ola@verification.example');
    const other = await investor('piotr@verification.example');
    // Names on the account are no primary data; the stored profile (PUT /investor-api/profile) is.
    await t.runtime.database.db
      .update(users)
      .set({ firstName: 'Ola', surname: 'Nowak' })
      .where(eq(users.id, person.id));
    expect(await stepsOf(token)).toMatchObject({ primaryData: 'required' });
    await t.runtime.database.db.insert(investorProfiles).values({
      landingId: home,
      investorUserId: person.id,
      kind: 'person',
      firstName: 'Ola',
      surname: 'Nowak',
      taxResidenceCountry: 'PL',
    });
    // Another investor's accepted offer and KYC request do not count for Ola.
    const product = await addProduct(t, c.campaign);
    await linkOffer(t, {
      landingId: home,
      productId: product.id,
      investorUserId: other.person.id,
      ownerUserId: advisor.id,
      networkId: network,
      status: 'active',
    });
    await kycRequest({
      investorEmail: 'piotr@verification.example',
      investorUserId: other.person.id,
      status: 'submitted',
    });
    expect(await stepsOf(token)).toEqual({ primaryData: 'completed', identity: 'not-started', kyc: 'not-sent' });

    const offer = await linkOffer(t, {
      landingId: home,
      productId: product.id,
      investorUserId: person.id,
      ownerUserId: advisor.id,
      networkId: network,
      status: 'accepted',
    });
    // An expired request is not waiting any more; one sent to the e-mail before the account existed counts.
    await kycRequest({ investorEmail: 'ola@verification.example', expiresInDays: -1 });
    expect(await stepsOf(token)).toMatchObject({ identity: 'not-started', kyc: 'not-sent' });
    await kycRequest({ investorEmail: 'ola@verification.example' });
    expect(await stepsOf(token)).toMatchObject({ identity: 'not-started', kyc: 'sent' });

    // An active offer is no identity check; a submitted questionnaire waits for one, which the advisor confirms.
    await t.runtime.database.db.update(offers).set({ status: 'active' }).where(eq(offers.id, offer.id));
    expect(await stepsOf(token)).toMatchObject({ identity: 'not-started' });
    await kycRequest({ investorEmail: 'ola@verification.example', investorUserId: person.id, status: 'submitted' });
    expect(await stepsOf(token)).toEqual({ primaryData: 'completed', identity: 'in-progress', kyc: 'submitted' });
    await t.runtime.database.db
      .update(kycRequests)
      .set({ identityState: 'confirmed' })
      .where(eq(kycRequests.investorUserId, person.id));
    expect(await stepsOf(token)).toEqual({ primaryData: 'completed', identity: 'confirmed', kyc: 'submitted' });
  });
});
