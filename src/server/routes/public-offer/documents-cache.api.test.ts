// Documents made once and kept (issue 36 item 12, decision 0071): the offer PDF and the generated KIIS are the same
// bytes on a second request, kept rather than made again (x-document-cache), and a new document as soon as anything
// they show changes (the investor, the amount, the campaign, the sheet's version), in another language, or, for the
// offer (it prints its generation day), on the next day.
import { eq } from 'drizzle-orm';
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
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createManualClock, type ManualClock } from '../../clock';
import { campaigns, offers, users } from '../../db/schema';
import { currentKiis, saveKiis } from '../../protection/kiis';
import { linkOffer, smallCampaign, type SmallCampaign } from '../../../../tests/support/public-offer.fixtures';
import { pdfText } from '../../../../tests/support/pdf-text';

let t: TestApp;
let clock: ManualClock;
let navy: string;
let advisor: TestPerson;
let network: string;
let n = 0;

const base = (token: string) => `/public-api/campaign-offer/${encodeURIComponent(token)}`;

/** A document's answer: its bytes, whether it was kept, and its text. */
async function fetched(path: string, init: RequestInit) {
  const res = await request(t, navy, path, init);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    bytes,
    cache: res.headers.get('x-document-cache'),
    disposition: res.headers.get('content-disposition'),
    text: async () => (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' '),
  };
}

const offerPdf = (token: string, query = '', body?: unknown) =>
  fetched(`${base(token)}/pdf${query}`, body === undefined ? { method: 'POST' } : call('POST', body));
const kiisPdf = (token: string, query = '') => fetched(`${base(token)}/kiis${query}`, {});

/** A campaign of the protected brand and an offer in it to a new investor. */
async function offerIn(status: 'accepted' | 'viewed', amount?: number) {
  const campaign = await smallCampaign(t, navy, { endDate: '2030-12-31' });
  const investor = await createInvestor(t, { landingId: navy, email: `doc${++n}@documents.example` });
  const offer = await linkOffer(t, {
    landingId: navy,
    productId: campaign.product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
    status,
    amount,
  });
  return { campaign, investor, ...offer };
}

beforeAll(async () => {
  clock = createManualClock('2025-01-15T10:00:00Z');
  t = await createTestApp({ clock, env: RELAXED_LIMITS });
  navy = await landingId(t, 'navy');
  advisor = await createAdvisor(t, { landingId: navy, email: 'owner@documents.example' });
  network = await createNetwork(t, navy, [[advisor, 'advisor']]);
});

afterAll(async () => {
  await t.close();
});

describe('the offer PDF, kept', () => {
  it('gives the same bytes again without making them, and a new document when the data or the language change', async () => {
    const { id, token, investor } = await offerIn('accepted', 2_000_000);
    const first = await offerPdf(token);
    expect(first.cache).toBe('miss');
    const again = await offerPdf(token);
    expect(again.cache).toBe('hit');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.disposition).toBe(first.disposition);

    const english = await offerPdf(token, '?lang=en');
    expect(english.cache).toBe('miss');
    expect(await english.text()).toContain('Investment offer summary');
    expect((await offerPdf(token, '?lang=en')).cache).toBe('hit');

    // The investor's name changes: the kept document is not served.
    await t.runtime.database.db.update(users).set({ surname: 'Źdźbło' }).where(eq(users.id, investor.id));
    const renamed = await offerPdf(token);
    expect(renamed.cache).toBe('miss');
    expect(renamed.bytes.equals(first.bytes)).toBe(false);
    expect(await renamed.text()).toContain('Test Źdźbło');

    // The amount changes (as a correction by the advisor would leave it): a new document with the new amount.
    await t.runtime.database.db.update(offers).set({ amount: 3_000_000 }).where(eq(offers.id, id));
    const corrected = await offerPdf(token);
    expect(corrected.cache).toBe('miss');
    expect(await corrected.text()).toContain('30 000,00 PLN');
    expect((await offerPdf(token)).cache).toBe('hit');

    // The next day: the document prints the day it is made, so it is made again.
    clock.advance(86_400_000);
    try {
      const tomorrow = await offerPdf(token);
      expect(tomorrow.cache).toBe('miss');
      expect(tomorrow.disposition).toContain('2025-01-16');
      expect(await tomorrow.text()).toContain('16.01.2025');
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('keeps a preview per amount, and a change of the campaign makes a new one', async () => {
    const { token, campaign } = await offerIn('viewed');
    const preview = await offerPdf(token, '', { investmentValue: 1_500_000 });
    expect(preview.cache).toBe('miss');
    expect((await offerPdf(token, '', { investmentValue: 1_500_000 })).cache).toBe('hit');
    const other = await offerPdf(token, '', { investmentValue: 1_600_000 });
    expect(other.cache).toBe('miss');
    expect(await other.text()).toContain('16 000,00 PLN');

    await renameCampaign(campaign, 'Obligacje Źródło');
    const renamed = await offerPdf(token, '', { investmentValue: 1_500_000 });
    expect(renamed.cache).toBe('miss');
    expect(await renamed.text()).toContain('Obligacje Źródło');
  });
});

async function renameCampaign(campaign: SmallCampaign, name: string) {
  const translations = { ...campaign.campaign.translations, pl: { name, description: 'Opis' } };
  await t.runtime.database.db.update(campaigns).set({ translations }).where(eq(campaigns.id, campaign.campaign.id));
  campaign.campaign.translations = translations;
}

describe('the generated KIIS, kept', () => {
  it('gives the same bytes again without making them, and a new sheet per language, campaign change and version', async () => {
    const { token, campaign } = await offerIn('viewed');
    const first = await kiisPdf(token, '?lang=pl');
    expect(first.cache).toBe('miss');
    const again = await kiisPdf(token, '?lang=pl');
    expect(again.cache).toBe('hit');
    expect(again.bytes.equals(first.bytes)).toBe(true);

    const english = await kiisPdf(token, '?lang=en');
    expect(english.cache).toBe('miss');
    expect(await english.text()).toContain('Key investment information sheet');
    expect((await kiisPdf(token, '?lang=en')).cache).toBe('hit');

    await renameCampaign(campaign, 'Obligacje Źródło');
    const renamed = await kiisPdf(token, '?lang=pl');
    expect(renamed.cache).toBe('miss');
    expect(await renamed.text()).toContain('Obligacje Źródło');

    // The operator's version 2 (its pages counted when saved: that making is the one kept and served).
    const db = t.runtime.database.db;
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.campaign.id));
    const current = await currentKiis(db, clock, campaign.campaign.id);
    const content = { ...current.content, pl: { ...current.content.pl, risks: 'Ryzyka opisane przez emitenta.' } };
    await saveKiis(db, clock, row!, content, (await t.runtime.landings.byId(navy))!);
    const second = await request(t, navy, `${base(token)}/kiis?lang=pl`);
    expect(second.headers.get('x-kiis-version')).toBe('2');
    const bytes = Buffer.from(await second.arrayBuffer());
    expect(bytes.equals(renamed.bytes)).toBe(false);
    expect((await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ')).toContain('Ryzyka opisane przez emitenta.');
  });
});
