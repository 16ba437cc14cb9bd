// The public campaign offer (issue 6): the page data by link token, viewed once, interest and acceptance with
// every SPEC section 8 code of the amount and the campaign period, idempotent acceptance, a target that is
// never oversold under concurrent accepts, uploads checked by content, and the PDF.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { storedFiles } from '../../../../tests/support/stored-files';
import { campaigns, offerAttachments, offerEvents, offers, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { MAX_UPLOAD_BYTES } from '../../uploads/upload-limits';
import type { PublicOffer } from '../../../lib/contracts/public-offer';
import {
  addProduct,
  linkOffer,
  multipart,
  PDF_BYTES,
  PNG,
  smallCampaign,
  type SmallCampaign,
} from '../../../../tests/support/public-offer.fixtures';
import { pdfText } from '../../../../tests/support/pdf-text';

let t: TestApp;
let home: string;
let other: string;
let advisor: TestPerson;
let investor: TestPerson;
let network: string;
let advisorToken: string;
let investorToken: string;
let uploads: string;
let c: SmallCampaign;

const base = (token: string) => `/public-api/campaign-offer/${encodeURIComponent(token)}`;
const get = (token: string, landing = home) => request(t, landing, base(token));
const patch = (token: string, action: 'interest' | 'accept', body?: unknown) =>
  request(t, home, `${base(token)}/${action}`, call('PATCH', body));

async function offerFor(campaign: SmallCampaign, status?: Parameters<typeof linkOffer>[1]['status'], amount?: number) {
  const product = await addProduct(t, campaign.campaign);
  return linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
    status,
    amount,
  });
}

async function events(offerId: string) {
  return t.runtime.database.db
    .select()
    .from(offerEvents)
    .where(eq(offerEvents.offerId, offerId))
    .orderBy(offerEvents.seq);
}

async function raised(campaignId: string) {
  const [row] = await t.runtime.database.db
    .select({ raised: campaigns.raisedAmount, target: campaigns.target })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!;
}

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'public-offer-uploads-'));
  t = await createTestApp({ env: { ...RELAXED_LIMITS, UPLOADS_DIR: uploads } });
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@public-offer.example' });
  investor = await createInvestor(t, { landingId: home, email: 'lucja.inwestorka@public-offer.example' });
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Łucja', surname: 'Gęślińska-Żółć' })
    .where(eq(users.id, investor.id));
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  advisorToken = (await sessionFor(t, advisor, 'advisor-panel')).accessToken;
  investorToken = (await sessionFor(t, investor, 'investor-panel')).accessToken;
  c = await smallCampaign(t, home);
});
afterAll(async () => {
  await t.close();
});

describe('GET /public-api/campaign-offer/:token', () => {
  it('answers the page data and records viewed once', async () => {
    const { id, token } = await offerFor(c);
    const first = await get(token);
    expect(first.status).toBe(200);
    const body = (await first.json()) as PublicOffer;
    expect(body.offer).toMatchObject({
      id,
      status: 'viewed',
      investmentValue: null,
      currency: 'PLN',
      actions: { interest: true, accept: true, upload: false, blockedBy: null },
    });
    expect(body.campaign.translations.pl.name).toBe('Obligacje Żółć');
    expect(body.campaign.metrics).toMatchObject({
      minInvestment: 1_000_000,
      maxInvestment: 5_000_000,
      step: 100_000,
      target: 50_000_000,
      daysLeft: 76,
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
    });
    expect(body.product).toMatchObject({ annualRateBasisPoints: 900, duration: { value: 12, unit: 'month' } });
    expect(body.investor).toEqual({ name: 'Łucja G.', email: 'l***a@public-offer.example' });

    expect((await get(token)).status).toBe(200);
    const history = await events(id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actorKind])).toEqual([
      [null, 'invited', 'advisor'],
      ['invited', 'viewed', 'investor'],
    ]);
  });

  it('refuses an unknown token and a token of another landing with af080e4c', async () => {
    const unknown = await get('no-such-token');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: ERROR_CODES.tokenInactive, label: 'Token is invalid.' });
    const { token } = await offerFor(c);
    const foreign = await get(token, other);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()) as object).toMatchObject({ code: ERROR_CODES.tokenInactive });
  });

  it('gives the dictionary of the landing', async () => {
    const res = await request(t, home, '/public-api/campaign-offer/dictionary');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      currencies: string[];
      upload: { maxBytes: number; maxFiles: number; maxTotalBytes: number; mediaTypes: string[] };
      offerStatuses: string[];
    };
    expect(body.currencies).toEqual(['PLN', 'EUR', 'USD']);
    expect(body.upload).toEqual({
      maxBytes: MAX_UPLOAD_BYTES,
      maxFiles: 10,
      maxTotalBytes: 25 * 1024 * 1024,
      mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    });
    expect(body.offerStatuses).toContain('accepted');
  });
});

describe('PATCH interest and accept', () => {
  it('records interest (repeatable) and accepts with the amount, once', async () => {
    const { id, token } = await offerFor(c);
    const interested = await patch(token, 'interest', { investmentValue: 2_000_000 });
    expect(interested.status).toBe(200);
    expect(((await interested.json()) as PublicOffer).offer).toMatchObject({
      status: 'interested',
      investmentValue: 2_000_000,
    });
    expect((await patch(token, 'interest')).status).toBe(200);

    const before = await raised(c.campaign.id);
    const accepted = await patch(token, 'accept', { investmentValue: 2_000_000 });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as PublicOffer).offer).toMatchObject({
      status: 'accepted',
      investmentValue: 2_000_000,
      agreementDate: '2025-01-15',
      actions: { upload: true, blockedBy: 'out-of-date' },
    });
    // The same accept again (a retry, a double click): 200, nothing changes.
    const again = await patch(token, 'accept', { investmentValue: 2_000_000 });
    expect(again.status).toBe(200);
    expect((await raised(c.campaign.id)).raised).toBe(before.raised + 2_000_000);
    expect((await events(id)).filter((e) => e.toStatus === 'accepted')).toHaveLength(1);
    // Another amount after acceptance is out of date.
    const changed = await patch(token, 'accept', { investmentValue: 3_000_000 });
    expect(changed.status).toBe(409);
    expect((await changed.json()) as object).toMatchObject({ code: ERROR_CODES.conflict });
    // Two identical accepts at once: both 200, counted once.
    const twin = await offerFor(c);
    const both = await Promise.all([
      patch(twin.token, 'accept', { investmentValue: 1_000_000 }),
      patch(twin.token, 'accept', { investmentValue: 1_000_000 }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await raised(c.campaign.id)).raised).toBe(before.raised + 3_000_000);
  });

  it('answers each SPEC section 8 code for the case that causes it', async () => {
    const expectError = async (res: Response, status: number, code: string, parameters?: Record<string, unknown>) => {
      expect(res.status).toBe(status);
      const body = (await res.json()) as {
        code: string;
        parameters: Record<string, unknown>;
        violations: Array<{ propertyPath: string; message: string }>;
      };
      expect(body.code).toBe(code);
      if (parameters) expect(body.parameters).toMatchObject(parameters);
      return body;
    };
    const { token } = await offerFor(c);
    // Required, and a number.
    const missing = await expectError(await patch(token, 'accept', {}), 400, ERROR_CODES.violations);
    expect(missing.violations).toEqual([
      expect.objectContaining({ propertyPath: 'investmentValue', message: 'validation.required' }),
    ]);
    await expectError(await patch(token, 'accept', { investmentValue: '12x' }), 400, ERROR_CODES.violations);
    // Below the minimum: d59384c6 with investmentValueMin; above the maximum: af9cfe96 with investmentValueMax.
    await expectError(
      await patch(token, 'accept', { investmentValue: 900_000 }),
      400,
      ERROR_CODES.investmentBelowMinimum,
      { investmentValueMin: 1_000_000 },
    );
    await expectError(
      await patch(token, 'accept', { investmentValue: 5_100_000 }),
      400,
      ERROR_CODES.investmentAboveMaximum,
      { investmentValueMax: 5_000_000 },
    );
    // Not a multiple of the step: 'indivisible by the multiplier'.
    const step = await expectError(
      await patch(token, 'accept', { investmentValue: 1_050_000 }),
      400,
      ERROR_CODES.violations,
      { step: 100_000 },
    );
    expect(step.violations[0]).toMatchObject({
      propertyPath: 'investmentValue',
      message: 'validation.investmentIndivisible',
    });

    // Over the target: a08175e4 with what is left as investmentValueMax.
    const tight = await smallCampaign(t, home, { target: 2_500_000, maxInvestment: 2_000_000 });
    const firstAccept = await offerFor(tight);
    expect((await patch(firstAccept.token, 'accept', { investmentValue: 2_000_000 })).status).toBe(200);
    const over = await offerFor(tight);
    await expectError(
      await patch(over.token, 'accept', { investmentValue: 1_000_000 }),
      409,
      ERROR_CODES.investmentAboveMaximumAlt,
      { investmentValueMax: 500_000 },
    );

    // The campaign period.
    const upcoming = await offerFor(await smallCampaign(t, home, { startDate: '2025-02-01', endDate: '2025-04-30' }));
    await expectError(
      await patch(upcoming.token, 'accept', { investmentValue: 1_000_000 }),
      409,
      ERROR_CODES.campaignNotStarted,
    );
    await expectError(await patch(upcoming.token, 'interest'), 409, ERROR_CODES.campaignNotStarted);
    const completed = await offerFor(await smallCampaign(t, home, { startDate: '2024-10-01', endDate: '2024-12-31' }));
    await expectError(
      await patch(completed.token, 'accept', { investmentValue: 1_000_000 }),
      409,
      ERROR_CODES.campaignCompleted,
    );
    const closed = await offerFor(await smallCampaign(t, home, { closedAt: new Date('2025-01-10T00:00:00Z') }));
    await expectError(
      await patch(closed.token, 'accept', { investmentValue: 1_000_000 }),
      409,
      ERROR_CODES.campaignNotActive,
    );
    const closedView = (await (await get(closed.token)).json()) as PublicOffer;
    expect(closedView.offer.actions).toMatchObject({ accept: false, blockedBy: 'campaign-closed' });

    // A lost offer's token is no longer active; an unknown token neither.
    const lost = await offerFor(c, 'rejected');
    await expectError(
      await patch(lost.token, 'accept', { investmentValue: 1_000_000 }),
      410,
      ERROR_CODES.tokenInactive,
    );
    await expectError(await patch('unknown-token', 'interest'), 404, ERROR_CODES.tokenInactive);
  });

  it('never oversells: 50 concurrent accepts for room of 10, twenty times', async () => {
    const race = await smallCampaign(t, home, {
      minInvestment: 100_000,
      maxInvestment: 100_000,
      step: 100_000,
      target: 1_000_000,
    });
    const links = [];
    for (let i = 0; i < 50; i++) links.push(await offerFor(race, 'viewed'));
    const ids = links.map((l) => l.id);
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(links.map((l) => patch(l.token, 'accept', { investmentValue: 100_000 })));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      const losers = await Promise.all(
        answers.filter((r) => r.status === 409).map((r) => r.json() as Promise<{ code: string }>),
      );
      expect(new Set(losers.map((b) => b.code))).toEqual(new Set([ERROR_CODES.investmentAboveMaximumAlt]));
      const now = await raised(race.campaign.id);
      expect(now.raised).toBe(now.target);
      const accepted = await t.runtime.database.db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.campaignId, race.campaign.id), eq(offers.status, 'accepted')));
      expect(accepted).toHaveLength(10);
      // Reset for the next round.
      await t.runtime.database.db
        .update(offers)
        .set({ status: 'viewed', amount: null, agreementDate: null })
        .where(eq(offers.campaignId, race.campaign.id));
      await t.runtime.database.db.update(campaigns).set({ raisedAmount: 0 }).where(eq(campaigns.id, race.campaign.id));
    }
    expect(ids).toHaveLength(50);
  }, 120_000);
});

const upload = (token: string, form: FormData) =>
  request(t, home, `${base(token)}/upload`, { method: 'POST', body: form });

describe('POST upload and attachment downloads', () => {
  const stored = () => storedFiles(t.runtime);
  const rows = async (offerId: string) =>
    t.runtime.database.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, offerId));

  it('stores a confirmation under a random name, lists it, and serves it to the advisor and the investor', async () => {
    const { id, token } = await offerFor(c, 'accepted', 1_000_000);
    const res = await upload(token, multipart(PNG, 'potwierdzenie przelewu Łódź.png', 'text/html'));
    expect(res.status).toBe(201);
    const attachment = (await res.json()) as { id: string; name: string; mediaType: string; size: number };
    expect(attachment).toMatchObject({
      name: 'potwierdzenie przelewu Łódź.png',
      mediaType: 'image/png',
      size: PNG.length,
    });
    const [row] = await rows(id);
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await stored()).toContain(row!.storageKey);
    const page = (await (await get(token)).json()) as PublicOffer;
    expect(page.offer.attachments.map((a) => a.id)).toEqual([attachment.id]);

    const advisorDownload = await request(
      t,
      home,
      `/api/advisor/investor/offer/${id}/attachment/${attachment.id}`,
      call('GET', undefined, { bearer: advisorToken }),
    );
    expect(advisorDownload.status).toBe(200);
    expect(advisorDownload.headers.get('content-type')).toBe('image/png');
    expect(advisorDownload.headers.get('x-content-type-options')).toBe('nosniff');
    expect(advisorDownload.headers.get('content-disposition')).toBe(
      `attachment; filename="potwierdzenie przelewu Lodz.png"; filename*=UTF-8''potwierdzenie%20przelewu%20%C5%81%C3%B3d%C5%BA.png`,
    );
    expect(new Uint8Array(await advisorDownload.arrayBuffer())).toEqual(PNG);
    const investorDownload = await request(
      t,
      home,
      `/investor-api/offer/${id}/attachment/${attachment.id}`,
      call('GET', undefined, { bearer: investorToken }),
    );
    expect(investorDownload.status).toBe(200);
    expect(new Uint8Array(await investorDownload.arrayBuffer())).toEqual(PNG);
    // Another advisor (not the owner, not a coordinator) does not see it.
    const stranger = await createAdvisor(t, { landingId: home });
    const strangerToken = (await sessionFor(t, stranger, 'advisor-panel')).accessToken;
    expect(
      (
        await request(
          t,
          home,
          `/api/advisor/investor/offer/${id}/attachment/${attachment.id}`,
          call('GET', undefined, { bearer: strangerToken }),
        )
      ).status,
    ).toBe(404);
  });

  it('follows the offer for the tracker: history, reference, transfer details, the first confirmation (issue 17)', async () => {
    const { id, token } = await offerFor(c);
    await t.runtime.database.db
      .update(campaigns)
      .set({ recipientName: 'Emitent S.A.', recipientAccount: 'PL61109010140000071219812874' })
      .where(eq(campaigns.id, c.campaign.id));
    await get(token);
    const accepted = (await (await patch(token, 'accept', { investmentValue: 1_000_000 })).json()) as PublicOffer;
    expect(accepted.offer.reference).toBe(`OF-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`);
    expect(accepted.offer.history.map((h) => h.status)).toEqual(['invited', 'viewed', 'accepted']);
    expect(accepted.offer.lostReason).toBeNull();
    expect(accepted.campaign.paymentRecipient).toEqual({
      name: 'Emitent S.A.',
      account: 'PL61109010140000071219812874',
    });
    const before = async () => {
      const list = await request(
        t,
        home,
        '/investor-api/offers?limit=99999&offset=0',
        call('GET', undefined, { bearer: investorToken }),
      );
      const rows = (await list.json()) as Array<{ id: string; confirmationSentAt: string | null }>;
      return rows.find((r) => r.id === id)!.confirmationSentAt;
    };
    expect(await before()).toBeNull();
    expect((await upload(token, multipart(PNG, 'przelew.png', 'image/png'))).status).toBe(201);
    const page = (await (await get(token)).json()) as PublicOffer;
    const sent = page.offer.attachments[0]!.uploadedAt;
    expect(await before()).toBe(sent);
    expect(page.offer.history.map((h) => h.status)).toEqual(['invited', 'viewed', 'accepted']);
  });

  it('answers the payment QR code of an accepted offer: ZBP for PLN, EPC for EUR, the title in the asked language (issue 38)', async () => {
    const db = t.runtime.database.db;
    const recipient = async (campaign: SmallCampaign, account: string) =>
      db
        .update(campaigns)
        .set({ recipientName: 'Żółty Emitent S.A.', recipientAccount: account })
        .where(eq(campaigns.id, campaign.campaign.id));
    await recipient(c, 'PL61109010140000071219812874');
    const { id, token } = await offerFor(c);
    const reference = `OF-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(((await (await get(token)).json()) as PublicOffer).offer.paymentCode).toBeUndefined();
    const accepted = (await (
      await request(t, home, `${base(token)}/accept?lang=en`, call('PATCH', { investmentValue: 1_200_000 }))
    ).json()) as PublicOffer;
    expect(accepted.offer.paymentCode).toMatchObject({
      scheme: 'zbp',
      text: `|PL|61109010140000071219812874|1200000|Żółty Emitent S.A.|Investment ${reference}|||`,
    });
    expect(accepted.offer.paymentCode?.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // The page's own reading: Polish, the landing's language, when the call names none and the browser asks none.
    const shown = (await (await request(t, home, `${base(token)}?lang=pl`)).json()) as PublicOffer;
    expect(shown.offer.paymentCode?.text).toContain(`|Inwestycja ${reference}|`);
    // The investor's panel carries the same code, in the panel's language.
    const detail = await request(
      t,
      home,
      `/investor-api/offer/${id}?lang=en`,
      call('GET', undefined, { bearer: investorToken }),
    );
    expect(((await detail.json()) as PublicOffer).offer.paymentCode?.text).toBe(accepted.offer.paymentCode?.text);

    const euro = await smallCampaign(t, home);
    await db.update(campaigns).set({ currency: 'EUR' }).where(eq(campaigns.id, euro.campaign.id));
    await recipient(euro, 'DE89370400440532013000');
    const second = await offerFor(euro);
    await db.update(offers).set({ currency: 'EUR' }).where(eq(offers.id, second.id));
    const paid = (await (
      await request(t, home, `${base(second.token)}/accept?lang=pl`, call('PATCH', { investmentValue: 1_000_000 }))
    ).json()) as PublicOffer;
    expect(paid.offer.paymentCode?.scheme).toBe('epc');
    expect(paid.offer.paymentCode?.text.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Żółty Emitent S.A.',
      'DE89370400440532013000',
      'EUR10000.00',
      '',
      '',
      `Inwestycja OF-${second.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
    ]);
    // A PLN offer paid to a foreign account has no code the Polish banks read: none is drawn.
    await recipient(c, 'DE89370400440532013000');
    expect(((await (await get(token)).json()) as PublicOffer).offer.paymentCode).toBeUndefined();
    await recipient(c, 'PL61109010140000071219812874');
  });

  it('accepts a PDF by content and refuses HTML named .pdf, an 11 MB file and an empty file, storing nothing', async () => {
    const { id, token } = await offerFor(c, 'accepted', 1_000_000);
    expect((await upload(token, multipart(PDF_BYTES, 'potwierdzenie.pdf', 'application/pdf'))).status).toBe(201);
    const before = await stored();

    const html = await upload(
      token,
      multipart(
        new TextEncoder().encode('<!doctype html><script>alert(1)</script>'),
        'potwierdzenie.pdf',
        'application/pdf',
      ),
    );
    expect(html.status).toBe(415);
    expect((await html.json()) as object).toMatchObject({ code: ERROR_CODES.unsupportedMediaType });

    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PDF_BYTES);
    const tooLarge = await upload(token, multipart(big, 'duzy.pdf', 'application/pdf'));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()) as object).toMatchObject({ code: ERROR_CODES.payloadTooLarge });
    // Just over the file limit but within the request limit: refused by the handler, not the middleware.
    const justOver = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    justOver.set(PDF_BYTES);
    expect((await upload(token, multipart(justOver, 'x.pdf'))).status).toBe(413);

    const empty = await upload(token, multipart(new Uint8Array(0), 'pusty.pdf', 'application/pdf'));
    expect(empty.status).toBe(400);
    expect((await empty.json()) as object).toMatchObject({
      code: ERROR_CODES.violations,
      violations: [expect.objectContaining({ propertyPath: 'file' })],
    });

    const notMultipart = await request(t, home, `${base(token)}/upload`, call('POST', { file: 'x' }));
    expect(notMultipart.status).toBe(415);

    expect(await stored()).toEqual(before);
    expect(await rows(id)).toHaveLength(1);
  });

  it('takes files for accepted or active offers only', async () => {
    const { token } = await offerFor(c);
    const res = await upload(token, multipart(PNG, 'a.png'));
    expect(res.status).toBe(409);
    const lost = await offerFor(c, 'declined');
    const gone = await upload(lost.token, multipart(PNG, 'a.png'));
    expect(gone.status).toBe(410);
    expect((await gone.json()) as object).toMatchObject({ code: ERROR_CODES.tokenInactive });
  });
});

describe('POST /public-api/campaign-offer/:token/pdf', () => {
  it('answers a PDF with the brand, the investor (Polish letters) and the schedule', async () => {
    const { token } = await offerFor(c, 'accepted', 2_000_000);
    const res = await request(t, home, `${base(token)}/pdf`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="oferta-PUB-[0-9A-F]{16}-2025-01-15\.pdf"; filename\*=UTF-8''oferta-/,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Łucja Gęślińska-Żółć');
    expect(text).toContain('Obligacje Żółć');
    expect(text).toContain('20 000,00 PLN');
    expect(text).toContain('Harmonogram wypłat odsetek');
    expect(text).toMatch(/15\.04\.2025/);
    // Issue 17: the offer's reference (the transfer title's), page numbers, labels whole ("Razem", not "Raze m").
    expect(text).toMatch(/Nr oferty: OF-[0-9A-F]{8}/);
    expect(text).toMatch(/Strona 1 z 1/);
    expect(text).toMatch(/\bRazem\b/);
    // The status line of the one status model: awaiting payment, then the confirmation sent (issue 36 item 5).
    expect(text.replace(/\s+/g, ' ')).toContain('zaakceptowana, oczekuje na wpłatę');
    expect((await upload(token, multipart(PDF_BYTES, 'potwierdzenie.pdf', 'application/pdf'))).status).toBe(201);
    const after = await request(t, home, `${base(token)}/pdf`, { method: 'POST' });
    const afterText = (await pdfText(new Uint8Array(await after.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(afterText).toContain('zaakceptowana, potwierdzenie przelewu przesłane');
  });

  it('checks a preview amount against the bounds, and speaks English when asked', async () => {
    const { token } = await offerFor(c);
    const below = await request(t, home, `${base(token)}/pdf`, call('POST', { investmentValue: 10 }));
    expect(below.status).toBe(400);
    expect((await below.json()) as object).toMatchObject({ code: ERROR_CODES.investmentBelowMinimum });
    const res = await request(t, home, `${base(token)}/pdf?lang=en`, call('POST', { investmentValue: 1_500_000 }));
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Investment offer summary');
    expect(text).toContain('15 000,00 PLN');
  });
});
