// A landing with an advisor, an investor and a small campaign, for the upload tests (caps, storage drivers).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  type TestPerson,
} from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { addProduct, linkOffer, smallCampaign, type SmallCampaign } from './public-offer.fixtures';

export interface World {
  t: TestApp;
  uploads: string;
  home: string;
  advisor: TestPerson;
  investor: TestPerson;
  network: string;
  c: SmallCampaign;
}

export async function world(env: Record<string, string> = {}): Promise<World> {
  const uploads = mkdtempSync(join(tmpdir(), 'upload-caps-'));
  const t = await createTestApp({ env: { ...RELAXED_LIMITS, UPLOADS_DIR: uploads, ...env }, captureLogs: true });
  const home = await landingId(t, 'default');
  const advisor = await createAdvisor(t, {
    landingId: home,
    email: `owner-${randomUUID().slice(0, 6)}@upload-caps.example`,
  });
  const investor = await createInvestor(t, {
    landingId: home,
    email: `investor-${randomUUID().slice(0, 6)}@upload-caps.example`,
  });
  const network = await createNetwork(t, home, [[advisor, 'advisor']]);
  return { t, uploads, home, advisor, investor, network, c: await smallCampaign(t, home) };
}

export async function acceptedOffer(
  w: World,
  landing = w.home,
  people = { advisor: w.advisor, investor: w.investor, network: w.network },
  c = w.c,
) {
  const product = await addProduct(w.t, c.campaign);
  return linkOffer(w.t, {
    landingId: landing,
    productId: product.id,
    investorUserId: people.investor.id,
    ownerUserId: people.advisor.id,
    networkId: people.network,
    status: 'accepted',
    amount: 1_000_000,
  });
}

export const upload = (w: World, token: string, form: FormData, landing = w.home) =>
  request(w.t, landing, `/public-api/campaign-offer/${encodeURIComponent(token)}/upload`, {
    method: 'POST',
    body: form,
  });
