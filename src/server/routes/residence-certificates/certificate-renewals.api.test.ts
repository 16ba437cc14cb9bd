// The certificates of residence due for renewal (issue 38 item 3; decision 0076): the money desk sees the investors
// with an active investment whose cover by certificates ends within 60 days or ended within the last 90, soonest
// first; a later certificate, a withdrawn one, an investor without an active investment, or a cover ended long ago
// are not listed. 403 for anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RELAXED_LIMITS, request, type TestPerson } from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { PDF_BYTES } from '../../../../tests/support/public-offer.fixtures';
import { nrb, payoutScene, type PayoutScene } from '../../../../tests/support/payouts.fixtures';
import type { CampaignRow } from '../../db/schema';
import type { CertificateRenewals, ResidenceCertificateView } from '../../../lib/contracts/residence-certificate';

let t: TestApp;
let scene: PayoutScene;
let campaign: CampaignRow;
let today: string;

const RENEWALS = '/api/advisor/residence-certificates/renewals';
const day = (plus: number) => new Date(Date.parse(`${today}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

async function certificate(who: TestPerson, validTo: string, country = 'DE', validFrom = day(-400)) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ country, rateBasisPoints: '500', validFrom, validTo }))
    body.append(name, value);
  body.append('file', new File([PDF_BYTES], 'certificate.pdf', { type: 'application/pdf' }));
  const response = await request(t, scene.home, `/api/advisor/investors/client/${who.id}/residence-certificates`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${scene.coordinatorToken}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ResidenceCertificateView;
}

/** An investor with primary data (a person, or `profile`) and, when `investing`, an active offer of the campaign. */
async function investor(name: string, investing = true, profile: 'person' | 'company-de' = 'person') {
  const who = await scene.investor(`${name}@renewals.example`, profile);
  if (investing) await scene.activeOffer(campaign, who, 1_000_000, nrb(name.length));
  return who;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  scene = await payoutScene(t, 'renewals.example');
  campaign = await scene.campaignIn('PLN');
  today = t.clock.now().toISOString().slice(0, 10);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/advisor/residence-certificates/renewals', () => {
  it('lists the investors whose cover ends within 60 days or ended within 90, soonest first', async () => {
    const empty = await request(t, scene.home, RENEWALS, call('GET', undefined, { bearer: scene.coordinatorToken }));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ horizonDays: 60, renewals: [] });

    const ending = await investor('ending');
    await certificate(ending, day(30), 'AT');
    const ended = await investor('ended');
    await certificate(ended, day(-10), 'CH');
    const edge = await investor('edge', true, 'company-de');
    await certificate(edge, day(60));
    const lastEdge = await investor('last-edge');
    await certificate(lastEdge, day(-90));
    // A later certificate after a gap does not hide the gap: the cover ends with the first one.
    const gap = await investor('gap');
    await certificate(gap, day(20), 'FR');
    await certificate(gap, day(465), 'FR', day(100));
    // Not listed: a cover far ahead; one renewed by a later certificate; one only a withdrawn certificate gave; an
    // investor without an active investment; a cover ended long ago; one a day past the horizon.
    await certificate(await investor('later'), day(200));
    const renewed = await investor('renewed');
    await certificate(renewed, day(10));
    await certificate(renewed, day(400));
    const withdrawn = await investor('withdrawn');
    const gone = await certificate(withdrawn, day(5));
    const answer = await request(
      t,
      scene.home,
      `/api/advisor/investors/client/${withdrawn.id}/residence-certificates/${gone.id}/withdraw`,
      call('POST', undefined, { bearer: scene.coordinatorToken }),
    );
    expect(answer.status).toBe(200);
    await certificate(await investor('idle', false), day(20));
    await certificate(await investor('long-ago'), day(-91));
    await certificate(await investor('beyond'), day(61));

    const response = await request(t, scene.home, RENEWALS, call('GET', undefined, { bearer: scene.coordinatorToken }));
    expect(response.status).toBe(200);
    const { renewals } = (await response.json()) as CertificateRenewals;
    expect(renewals).toEqual([
      { investorId: lastEdge.id, investorName: 'Zofia Łęcka', country: 'DE', validTo: day(-90), expired: true },
      { investorId: ended.id, investorName: 'Zofia Łęcka', country: 'CH', validTo: day(-10), expired: true },
      { investorId: gap.id, investorName: 'Zofia Łęcka', country: 'FR', validTo: day(20), expired: false },
      { investorId: ending.id, investorName: 'Zofia Łęcka', country: 'AT', validTo: day(30), expired: false },
      // A company is named by its company name.
      { investorId: edge.id, investorName: 'Kranich GmbH', country: 'DE', validTo: day(60), expired: false },
    ]);
  });

  it('is for the money desk only: 403 for a plain advisor, 401 without a session', async () => {
    const advisor = await request(t, scene.home, RENEWALS, call('GET', undefined, { bearer: scene.advisorToken }));
    expect(advisor.status).toBe(403);
    expect((await request(t, scene.home, RENEWALS, call('GET'))).status).toBe(401);
  });
});
