// Issue 15, uploads (docs/decisions/0024): at most 10 files and 25 MB per offer, a storage quota per landing,
// held under concurrent uploads, nothing left in the storage by a refused upload; downloads under a safe name (control
// and bidirectional characters gone, the extension of the sniffed type) with attachment, nosniff and a sandbox
// CSP on every download door (public PDF, investor API, advisor API).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  request,
  sessionFor,
} from '../../../../tests/support/auth-fixtures';
import { storedFiles } from '../../../../tests/support/stored-files';
import { acceptedOffer, upload, world, type World } from '../../../../tests/support/upload.fixtures';
import { offerAttachments } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { MAX_FILES_PER_OFFER, MAX_OFFER_UPLOAD_BYTES } from '../../uploads/upload-limits';
import { multipart, PDF_BYTES, PNG, smallCampaign, variant } from '../../../../tests/support/public-offer.fixtures';

const MB = 1024 * 1024;

/** `n` files already recorded for the offer (rows only: the caps count rows), each `size` bytes. */
async function prefill(w: World, offerId: string, n: number, size = 1000) {
  for (let i = 0; i < n; i++) {
    await w.t.runtime.database.db.insert(offerAttachments).values({
      offerId,
      landingId: w.home,
      fileName: `earlier-${i}.png`,
      contentType: 'image/png',
      sizeBytes: size,
      sha256: '0'.repeat(64),
      storageKey: `${randomBytes(16).toString('hex')}.png`,
      uploadedByKind: 'investor',
    });
  }
}

const rowsOf = (w: World, offerId: string) =>
  w.t.runtime.database.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, offerId));

/** A PNG of `size` bytes (the signature, then zeros: the type is sniffed from the first bytes). */
function pngOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}

describe('caps per offer', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('refuses the same file a second time with 409 5d0c7f3e naming the first, keeping nothing (issue 36)', async () => {
    const { id, token } = await acceptedOffer(w);
    const first = await upload(w, token, multipart(PDF_BYTES, 'potwierdzenie.pdf'));
    expect(first.status).toBe(201);
    const before = await storedFiles(w.t.runtime);
    const again = await upload(w, token, multipart(PDF_BYTES, 'inna nazwa.pdf'));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      label: 'errors.uploadDuplicate',
      code: ERROR_CODES.uploadDuplicate,
      parameters: { name: 'potwierdzenie.pdf' },
      violations: [],
    });
    expect(await rowsOf(w, id)).toHaveLength(1);
    expect(await storedFiles(w.t.runtime)).toEqual(before);
    // Other bytes are another file.
    expect((await upload(w, token, multipart(variant(PDF_BYTES, 'page 2'), 'strona 2.pdf'))).status).toBe(201);
  });

  it('takes the tenth file and refuses the eleventh with 409 c22b2850 (limit 10), through the link and the panel', async () => {
    const { id, token } = await acceptedOffer(w);
    await prefill(w, id, MAX_FILES_PER_OFFER - 1);
    expect((await upload(w, token, multipart(PNG, 'tenth.png'))).status).toBe(201);
    const before = await storedFiles(w.t.runtime);

    const eleventh = await upload(w, token, multipart(PNG, 'eleventh.png'));
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toEqual({
      label: 'The offer already has the largest number of files',
      code: ERROR_CODES.uploadFileCountLimit,
      parameters: { limit: 10 },
      violations: [],
    });

    const bearer = (await sessionFor(w.t, w.investor, 'investor-panel')).accessToken;
    const panel = await request(w.t, w.home, `/investor-api/offer/${id}/upload`, {
      method: 'POST',
      body: multipart(PNG, 'panel.png'),
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(panel.status).toBe(409);
    expect((await panel.json()) as object).toMatchObject({
      code: ERROR_CODES.uploadFileCountLimit,
      parameters: { limit: 10 },
    });

    expect(await rowsOf(w, id)).toHaveLength(10);
    expect(await storedFiles(w.t.runtime)).toEqual(before);
  });

  it("refuses a file that would take the offer's files past 25 MB with 413 10010ec6 (limit, remaining)", async () => {
    const { id, token } = await acceptedOffer(w);
    await prefill(w, id, 2, 10 * MB);
    const before = await storedFiles(w.t.runtime);
    const over = await upload(w, token, multipart(pngOf(5 * MB + 1), 'over.png'));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      label: "The offer's files would be too large together",
      code: ERROR_CODES.uploadOfferSizeLimit,
      parameters: { limit: MAX_OFFER_UPLOAD_BYTES, remaining: 5 * MB },
      violations: [],
    });
    expect(await storedFiles(w.t.runtime)).toEqual(before);
    // Exactly up to the cap is fine.
    expect((await upload(w, token, multipart(pngOf(5 * MB), 'exact.png'))).status).toBe(201);
    expect(await rowsOf(w, id)).toHaveLength(3);
  });

  it('holds the count under concurrent uploads: at 9 files, parallel uploads make 10, never 11', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, token } = await acceptedOffer(w);
      await prefill(w, id, MAX_FILES_PER_OFFER - 1);
      const answers = await Promise.all([1, 2, 3].map((i) => upload(w, token, multipart(PNG, `parallel-${i}.png`))));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      expect(await rowsOf(w, id)).toHaveLength(10);
    }
    // The refused parallel uploads had written their files (staged before the lock): all gone.
    const files = await storedFiles(w.t.runtime);
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
    const keys = new Set(
      (await w.t.runtime.database.db.select({ key: offerAttachments.storageKey }).from(offerAttachments)).map(
        (r) => r.key,
      ),
    );
    expect(files.filter((f) => !keys.has(f))).toEqual([]);
  });
});

describe('the storage quota of a landing', () => {
  let w: World;
  beforeAll(async () => {
    w = await world({ UPLOAD_QUOTA_PER_LANDING_BYTES: String(100_000) });
  });
  afterAll(async () => {
    await w.t.close();
  });

  it(
    'refuses what would pass it with 409 26a6b5e0, tells the operator in the log without personal data, ' +
      'and spares other landings',
    async () => {
      const first = await acceptedOffer(w);
      expect((await upload(w, first.token, multipart(pngOf(60_000), 'first.png'))).status).toBe(201);
      const before = await storedFiles(w.t.runtime);
      const second = await acceptedOffer(w);
      const refused = await upload(w, second.token, multipart(pngOf(60_000), 'Łucja prywatne.png'));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        label: 'There is no room for more files at the moment',
        code: ERROR_CODES.uploadQuotaExceeded,
        parameters: {},
        violations: [],
      });
      expect(await storedFiles(w.t.runtime)).toEqual(before);
      expect(await rowsOf(w, second.id)).toHaveLength(0);

      const logged = w.t.logs.filter((entry) => entry.msg.includes('storage quota'));
      expect(logged).toEqual([
        expect.objectContaining({
          level: 'error',
          landingId: w.home,
          quotaBytes: 100_000,
          usedBytes: 60_000,
          fileBytes: 60_000,
        }),
      ]);
      const line = JSON.stringify(logged);
      expect(line).not.toContain('Łucja');
      expect(line).not.toContain('@upload-caps.example');
      expect(line).not.toContain(second.token);

      // A smaller file that fits is taken; another landing has its own quota.
      expect((await upload(w, second.token, multipart(pngOf(30_000), 'small.png'))).status).toBe(201);
      const navy = await landingId(w.t, 'navy');
      const navyAdvisor = await createAdvisor(w.t, { landingId: navy, email: 'owner@navy.upload-caps.example' });
      const navyInvestor = await createInvestor(w.t, { landingId: navy, email: 'investor@navy.upload-caps.example' });
      const navyNetwork = await createNetwork(w.t, navy, [[navyAdvisor, 'advisor']]);
      const navyOffer = await acceptedOffer(
        w,
        navy,
        { advisor: navyAdvisor, investor: navyInvestor, network: navyNetwork },
        await smallCampaign(w.t, navy),
      );
      expect((await upload(w, navyOffer.token, multipart(pngOf(60_000), 'navy.png'), navy)).status).toBe(201);
    },
  );
});

describe('downloads', () => {
  let w: World;
  let advisorBearer: string;
  let investorBearer: string;
  beforeAll(async () => {
    w = await world();
    advisorBearer = (await sessionFor(w.t, w.advisor, 'advisor-panel')).accessToken;
    investorBearer = (await sessionFor(w.t, w.investor, 'investor-panel')).accessToken;
  });
  afterAll(async () => {
    await w.t.close();
  });

  const downloads = (offerId: string, attachmentId: string) =>
    Promise.all([
      request(
        w.t,
        w.home,
        `/api/advisor/investor/offer/${offerId}/attachment/${attachmentId}`,
        call('GET', undefined, { bearer: advisorBearer }),
      ),
      request(
        w.t,
        w.home,
        `/investor-api/offer/${offerId}/attachment/${attachmentId}`,
        call('GET', undefined, { bearer: investorBearer }),
      ),
    ]);

  const expectSafeAttachment = (res: Response, asciiName: string, encodedName = asciiName) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodedName}`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((d) => d.trim())).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
  };

  it('names a PDF uploaded as evil.html evil.pdf, and serves it sandboxed from the advisor and investor APIs', async () => {
    const { id, token } = await acceptedOffer(w);
    const res = await upload(w, token, multipart(PDF_BYTES, 'evil.html', 'text/html'));
    expect(res.status).toBe(201);
    const stored = (await res.json()) as { id: string; name: string; mediaType: string };
    expect(stored).toMatchObject({ name: 'evil.pdf', mediaType: 'application/pdf' });
    for (const download of await downloads(id, stored.id)) {
      expectSafeAttachment(download, 'evil.pdf');
      expect(download.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('strips control and bidirectional characters (U+202E and friends) and keeps a fitting extension', async () => {
    const { id, token } = await acceptedOffer(w);
    const hostile = 'faktura\u202Egnp.exe';
    const res = await upload(w, token, multipart(PNG, hostile));
    const stored = (await res.json()) as { id: string; name: string };
    expect(stored.name).toBe('fakturagnp.png');
    for (const download of await downloads(id, stored.id)) expectSafeAttachment(download, 'fakturagnp.png');

    const isolates = await upload(w, token, multipart(variant(PNG, 'isolates'), '\u2066skan\u2069\u200F wpłaty.PNG'));
    expect(((await isolates.json()) as { name: string }).name).toBe('skan wpłaty.PNG');
    // A C0 control character cannot travel in a part header (RFC 7578): the part is refused, named, not stored.
    const bell = await upload(w, token, multipart(PNG, 'skan\u0007.PNG'));
    expect(bell.status).toBe(400);
    expect(((await bell.json()) as { violations: Array<{ propertyPath: string }> }).violations).toEqual([
      expect.objectContaining({ propertyPath: 'file' }),
    ]);
  });

  it('applies the same name to files stored before (their rows keep the client name)', async () => {
    const { id, token } = await acceptedOffer(w);
    const res = await upload(w, token, multipart(PDF_BYTES, 'x.pdf'));
    const stored = (await res.json()) as { id: string };
    await w.t.runtime.database.db
      .update(offerAttachments)
      .set({ fileName: 'umowa\u202Elmth.html' })
      .where(eq(offerAttachments.id, stored.id));
    for (const download of await downloads(id, stored.id)) expectSafeAttachment(download, 'umowalmth.pdf');
  });

  it('sends the offer PDF sandboxed too, from the link and the panel', async () => {
    const { id, token } = await acceptedOffer(w);
    const link = await request(w.t, w.home, `/public-api/campaign-offer/${encodeURIComponent(token)}/pdf`, {
      method: 'POST',
    });
    const panel = await request(
      w.t,
      w.home,
      `/investor-api/offer/${id}/pdf`,
      call('POST', {}, { bearer: investorBearer }),
    );
    for (const res of [link, panel]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="(oferta|offer)-PUB-/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect((res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim())).toEqual(
        expect.arrayContaining(["default-src 'none'", 'sandbox']),
      );
    }
  });
});
