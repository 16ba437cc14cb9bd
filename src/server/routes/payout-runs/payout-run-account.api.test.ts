// Setting a held payout line's account by hand (issue 38 item 3, decision 0076): a line of a draft run held because
// no usable account is known for the investment gets the account the money desk types in, checked for the run's
// currency and stored normalised, with the investor's instruction as its evidence (a PDF/JPEG/PNG stored with its
// checksum, downloadable by the money desk only, audited); the line goes into the bank file, the run's totals follow,
// the change is audited. Refusals (state, reason, account, access, ids, bodies, files) write nothing and leave no file.
import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { PDF_BYTES } from '../../../../tests/support/public-offer.fixtures';
import { storedFiles } from '../../../../tests/support/stored-files';
import { EUR_ACCOUNT, FR_IBAN, nrb, payoutScene, validatePain } from '../../../../tests/support/payouts.fixtures';
import { auditEvents, payoutLines, payoutRuns, scheduleRows, type CampaignRow } from '../../db/schema';
import { translationFor } from '../../../lib/contracts/campaign';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import type { ErrorBody } from '../../../lib/contracts/error-body';
import { MAX_UPLOAD_BYTES } from '../../uploads/upload-limits';
import { ERROR_CODES } from '../../errors/codes';
import { createDiskStorage } from '../../storage/disk-storage';
import { migrateStorage } from '../../storage/migrate-storage';

let t: TestApp;
let home: string;
let coordinator: TestPerson;
let coordinatorToken: string;
let advisorToken: string;
let navyToken: string;

const db = () => t.runtime.database.db;

const api = (path: string, method = 'GET', body?: unknown, token = coordinatorToken) =>
  request(t, home, `/api/advisor/payout-runs${path}`, call(method, body, { bearer: token }));

/** The evidence sent by default: a small PDF. */
const INSTRUCTION = { bytes: PDF_BYTES, name: 'dyspozycja.pdf', type: 'application/pdf' };

/**
 * PUT the account of `lineId` of `runId` as the dialog sends it: multipart with `account` and `file` (the
 * investor's instruction, a small PDF unless `file` says otherwise; null leaves it out); `raw` sends a body as it is.
 */
const setAccount = (
  runId: string,
  lineId: string,
  body: { account?: string } | undefined,
  options: {
    token?: string;
    raw?: string;
    file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null;
  } = {},
) => {
  const form = new FormData();
  if (body?.account !== undefined) form.append('account', body.account);
  const file = options.file === undefined ? INSTRUCTION : options.file;
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return request(t, home, `/api/advisor/payout-runs/${runId}/lines/${lineId}/account?lang=en`, {
    method: 'PUT',
    headers: {
      ...(options.raw === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${options.token ?? coordinatorToken}`,
    },
    body: options.raw ?? form,
  });
};

async function firstDateOf(offerId: string): Promise<string> {
  const rows = await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, offerId));
  return rows.sort((a, b) => a.seq - b.seq)[0]!.paymentDate;
}

async function buildRun(campaign: CampaignRow, scheduleDate: string): Promise<PayoutRunView> {
  const response = await api('', 'POST', { campaignId: campaign.id, scheduleDate });
  expect(response.status).toBe(201);
  return (await response.json()) as PayoutRunView;
}

/** The rows of the run and its lines as stored, and the files, to show a refusal changed nothing. */
const stored = async (runId: string) => ({
  run: (await db().select().from(payoutRuns).where(eq(payoutRuns.id, runId)))[0],
  lines: await db().select().from(payoutLines).where(eq(payoutLines.runId, runId)),
  audits: (await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-line-account-set'))).length,
  files: await storedFiles(t.runtime),
});

let pln: CampaignRow;
let eur: CampaignRow;
let offers: { paid: string; noAccount: string; foreignAccount: string; company: string; eur: string };
let plnRun: PayoutRunView;
let eurRun: PayoutRunView;
const lineOf = (run: PayoutRunView, offerId: string) => run.lines.find((line) => line.offerId === offerId)!;

beforeAll(async () => {
  // Its own uploads directory: the test lists the storage, and a worker's default one keeps other files' uploads.
  t = await createTestApp({ env: { ...RELAXED_LIMITS, UPLOADS_DIR: await mkdtemp(join(tmpdir(), 'held-account-')) } });
  const scene = await payoutScene(t, 'held-account.example');
  ({ home, coordinator, coordinatorToken, advisorToken } = scene);
  // A coordinator of another landing.
  const navy = await landingId(t, 'navy');
  const navyCoordinator = await createAdvisor(t, { landingId: navy, email: 'coordinator@navy.example' });
  await createNetwork(t, navy, [[navyCoordinator, 'coordinator']]);
  navyToken = (await sessionFor(t, navyCoordinator, 'advisor-panel')).accessToken;

  pln = await scene.campaignIn('PLN');
  eur = await scene.campaignIn('EUR');
  const person = await scene.investor('osoba@held-account.example', 'person');
  const closed = await scene.investor('zamkniety@held-account.example', 'person');
  const abroad = await scene.investor('zagranica@held-account.example', 'person');
  // Without a profile: held `no-profile`, a reason an account does not cure. (A company abroad is no longer held
  // since the certificates of residence: 20 % CIT is withheld, decision 0076.)
  const company = await scene.investor('firma@held-account.example', null);
  offers = {
    paid: await scene.activeOffer(pln, person, 1_000_000, nrb(1)),
    noAccount: await scene.activeOffer(pln, closed, 1_500_000, null),
    // Paid from a German account: a PLN run's Elixir-O file cannot carry it.
    foreignAccount: await scene.activeOffer(pln, abroad, 2_000_000, EUR_ACCOUNT),
    company: await scene.activeOffer(pln, company, 1_200_000, nrb(3)),
    eur: await scene.activeOffer(eur, closed, 1_100_000, null),
  };
  const firstDate = await firstDateOf(offers.paid);
  plnRun = await buildRun(pln, firstDate);
  eurRun = await buildRun(eur, firstDate);
});
afterAll(async () => {
  await t.close();
});

describe("a held line's account set by hand", () => {
  it('starts with lines held for want of an account, and others', () => {
    expect(lineOf(plnRun, offers.paid).heldReason).toBeNull();
    expect(lineOf(plnRun, offers.noAccount)).toMatchObject({ heldReason: 'no-account', account: null });
    expect(lineOf(plnRun, offers.foreignAccount)).toMatchObject({ heldReason: 'account-invalid', account: null });
    expect(lineOf(plnRun, offers.company).heldReason).toBe('no-profile');
    expect(plnRun.totals).toMatchObject({ lines: 4, held: 3, toTransfer: lineOf(plnRun, offers.paid).payout });
    expect(lineOf(eurRun, offers.eur).heldReason).toBe('no-account');
  });

  it('refuses a plain advisor (403), another landing and unknown ids (404): nothing written', async () => {
    const before = await stored(plnRun.id);
    const line = lineOf(plnRun, offers.noAccount).id;
    const good = { account: nrb(5) };
    expect((await setAccount(plnRun.id, line, good, { token: advisorToken })).status).toBe(403);
    expect(
      (
        await request(t, await landingId(t, 'navy'), `/api/advisor/payout-runs/${plnRun.id}/lines/${line}/account`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${navyToken}` },
          body: (() => {
            const form = new FormData();
            form.append('account', good.account);
            form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'dyspozycja.pdf');
            return form;
          })(),
        })
      ).status,
    ).toBe(404);
    expect((await setAccount('nope', line, good)).status).toBe(404);
    expect((await setAccount('00000000-0000-4000-8000-000000000000', line, good)).status).toBe(404);
    expect((await setAccount(plnRun.id, 'nope', good)).status).toBe(404);
    expect((await setAccount(plnRun.id, '00000000-0000-4000-8000-000000000000', good)).status).toBe(404);
    // A line of another run, under this run's id.
    const elsewhere = await setAccount(plnRun.id, lineOf(eurRun, offers.eur).id, good);
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as ErrorBody).label).toBe('errors.payoutLineNotFound');
    expect(await stored(plnRun.id)).toEqual(before);
  });

  it('refuses a line not held, or held for another reason (409): nothing written', async () => {
    const before = await stored(plnRun.id);
    for (const offerId of [offers.paid, offers.company]) {
      const response = await setAccount(plnRun.id, lineOf(plnRun, offerId).id, { account: nrb(5) });
      expect(response.status).toBe(409);
      const body = (await response.json()) as ErrorBody;
      expect(body).toMatchObject({ code: '3b7e9d14', label: 'errors.payoutLineNotAccountHeld' });
      expect(body.parameters).toEqual({ heldReason: lineOf(plnRun, offerId).heldReason });
    }
    expect(await stored(plnRun.id)).toEqual(before);
  });

  it('refuses an account the PLN file cannot carry (422, a violation on account) and bad bodies (400)', async () => {
    const before = await stored(plnRun.id);
    const line = lineOf(plnRun, offers.noAccount).id;
    const bad = nrb(5).replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    for (const [account, message] of [
      [bad, 'validation.payoutAccountPln'], // the checksum fails
      [bad.slice(2), 'validation.payoutAccountPln'],
      [EUR_ACCOUNT, 'validation.payoutAccountPln'], // a valid IBAN, but not Polish
      ['PL12 3456', 'validation.payoutAccountPln'],
      ['   ', 'validation.required'],
    ] as const) {
      const response = await setAccount(plnRun.id, line, { account });
      expect(response.status, account).toBe(422);
      expect(await response.json()).toEqual({
        label: 'errors.payoutLineAccountInvalid',
        code: 'e5c2a870',
        parameters: { currency: 'PLN' },
        violations: [{ propertyPath: 'account', title: message, message }],
      });
    }
    // No account field at all: the same violation.
    const noField = await setAccount(plnRun.id, line, {});
    expect(noField.status).toBe(422);
    expect(await noField.json()).toMatchObject({
      violations: [{ propertyPath: 'account', message: 'validation.required' }],
    });
    // Not multipart (the JSON body of before): 415; a broken multipart body: 400; an account with a NUL: 400.
    const json = await setAccount(plnRun.id, line, undefined, { raw: JSON.stringify({ account: nrb(5) }) });
    expect(json.status).toBe(415);
    const broken = await request(t, home, `/api/advisor/payout-runs/${plnRun.id}/lines/${line}/account`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${coordinatorToken}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="account"\r\n\r\nPL',
    });
    expect(broken.status).toBe(400);
    const nul = await setAccount(plnRun.id, line, { account: `${nrb(5)}\u0000` });
    expect(nul.status).toBe(400);
    for (const response of [json, broken, nul])
      expect(Object.keys((await response.json()) as object).sort()).toEqual([
        'code',
        'label',
        'parameters',
        'violations',
      ]);
    expect(await stored(plnRun.id)).toEqual(before);
  });

  it('refuses an account without its evidence (400), a file too large (413) or not a PDF/JPEG/PNG (415)', async () => {
    const before = await stored(plnRun.id);
    const line = lineOf(plnRun, offers.noAccount).id;
    const good = { account: nrb(5) };
    const missing = await setAccount(plnRun.id, line, good, { file: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      violations: [{ propertyPath: 'file', message: 'validation.required' }],
    });
    const empty = await setAccount(plnRun.id, line, good, {
      file: { bytes: new Uint8Array(0), name: 'pusty.pdf', type: 'application/pdf' },
    });
    expect(empty.status).toBe(400);
    // A text file named .pdf: the content decides.
    const text = await setAccount(plnRun.id, line, good, {
      file: {
        bytes: new TextEncoder().encode('Przelewajcie na mój nowy rachunek'),
        name: 'list.pdf',
        type: 'application/pdf',
      },
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: expect.any(String), violations: [] });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF_BYTES);
    const tooBig = await setAccount(plnRun.id, line, good, {
      file: { bytes: big, name: 'duzy.pdf', type: 'application/pdf' },
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ parameters: { limit: MAX_UPLOAD_BYTES } });
    // A good file with a bad account: nothing stored either.
    const badAccount = await setAccount(plnRun.id, line, { account: EUR_ACCOUNT });
    expect(badAccount.status).toBe(422);
    expect(await stored(plnRun.id)).toEqual(before);
  });

  it('releases the line: account normalised, totals follow, audited, the campaign named in ?lang', async () => {
    const line = lineOf(plnRun, offers.noAccount);
    const typed = nrb(5)
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ');
    const response = await setAccount(plnRun.id, line.id, { account: typed });
    expect(response.status).toBe(200);
    const run = (await response.json()) as PayoutRunView;
    expect(run.campaignName).toBe(translationFor(pln.translations, 'en').name);
    expect(lineOf(run, offers.noAccount)).toMatchObject({ account: nrb(5), heldReason: null, payout: line.payout });
    expect(run.totals).toMatchObject({
      held: 2,
      lines: 4,
      payout: plnRun.totals.payout,
      toTransfer: plnRun.totals.toTransfer + line.payout,
    });
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-line-account-set'));
    expect(audit).toMatchObject({
      actorUserId: coordinator.id,
      landingId: home,
      details: expect.objectContaining({
        runId: plnRun.id,
        lineId: line.id,
        offerId: offers.noAccount,
        heldReason: 'no-account',
        account: `PL${'*'.repeat(22)}${nrb(5).slice(-4)}`,
      }),
    });
    expect(JSON.stringify(audit!.details)).not.toContain(nrb(5).slice(2, 20));
    expect(audit!.details).toMatchObject({ evidence: { sizeBytes: PDF_BYTES.length, contentType: 'application/pdf' } });

    // The evidence is kept with the line (who, when, the file with its checksum) and in the storage.
    const [kept] = await db().select().from(payoutLines).where(eq(payoutLines.id, line.id));
    expect(kept).toMatchObject({
      accountSetByUserId: coordinator.id,
      accountSetAt: t.clock.now(),
      accountEvidenceName: 'dyspozycja.pdf',
      accountEvidenceType: 'application/pdf',
      accountEvidenceSize: PDF_BYTES.length,
      accountEvidenceSha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
    });
    expect(await storedFiles(t.runtime)).toEqual([kept!.accountEvidenceKey]);
    expect(lineOf(run, offers.noAccount).accountEvidence).toEqual({
      fileName: 'dyspozycja.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      setAt: t.clock.now().toISOString(),
      setBy: 'Test Person',
    });
    // Downloadable by the money desk, audited; 403 for a plain advisor, 404 for another landing and a line without.
    const evidencePath = `/${plnRun.id}/lines/${line.id}/account-evidence`;
    const download = await api(evidencePath);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    const downloads = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payout-line-evidence-downloaded'));
    expect(downloads.map((event) => [event.actorUserId, (event.details as { lineId: string }).lineId])).toEqual([
      [coordinator.id, line.id],
    ]);
    expect((await api(evidencePath, 'GET', undefined, advisorToken)).status).toBe(403);
    expect(
      (
        await request(
          t,
          await landingId(t, 'navy'),
          `/api/advisor/payout-runs${evidencePath}`,
          call('GET', undefined, { bearer: navyToken }),
        )
      ).status,
    ).toBe(404);
    expect((await api(`/${plnRun.id}/lines/${lineOf(plnRun, offers.paid).id}/account-evidence`)).status).toBe(404);
    // The storage migration (disk to bucket) copies the evidence with the other stored files, checked against its
    // checksum. It reads from the disk driver; the test app runs on the disk unless the suite is given a bucket.
    if (t.runtime.storage.driver === 'disk') {
      const dir = await mkdtemp(join(tmpdir(), 'evidence-'));
      const target = createDiskStorage({ UPLOADS_DIR: dir, DATA_DIR: dir });
      const report = await migrateStorage(t.runtime.database, t.runtime.storage, target);
      expect(report).toMatchObject({ copied: 1, missing: [], mismatched: [] });
      expect(await target.stat(kept!.accountEvidenceKey!)).toMatchObject({ size: PDF_BYTES.length });
      target.close();
    }
    expect(
      await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-line-evidence-downloaded')),
    ).toHaveLength(1);

    // The line held for a foreign account in a PLN run, given as a bare NRB; the same line again is refused.
    const foreign = lineOf(plnRun, offers.foreignAccount);
    const second = await setAccount(plnRun.id, foreign.id, { account: nrb(6).slice(2) });
    expect(second.status).toBe(200);
    const after = (await second.json()) as PayoutRunView;
    expect(lineOf(after, offers.foreignAccount)).toMatchObject({ account: nrb(6), heldReason: null });
    expect(after.totals).toMatchObject({
      held: 1,
      toTransfer: plnRun.totals.toTransfer + line.payout + foreign.payout,
    });
    const again = await setAccount(plnRun.id, foreign.id, { account: nrb(7) });
    expect(again.status).toBe(409);
    const listed = (await db().select().from(payoutRuns).where(eq(payoutRuns.id, plnRun.id)))[0]!;
    expect(listed.heldCount).toBe(1);
  });

  it('puts the released lines in the Elixir-O file, and refuses once the run is approved (409)', async () => {
    expect((await api(`/${plnRun.id}/approve`, 'POST')).status).toBe(200);
    const file = await api(`/${plnRun.id}/file`);
    expect(file.status).toBe(200);
    const text = new TextDecoder('windows-1250').decode(new Uint8Array(await file.arrayBuffer()));
    const records = text.split('\r\n').filter(Boolean);
    expect(records).toHaveLength(3);
    for (const [offerId, account] of [
      [offers.noAccount, nrb(5)],
      [offers.foreignAccount, nrb(6)],
    ] as const) {
      const record = records.find((r) => r.includes(`"${account.slice(2)}"`));
      expect(record).toBeDefined();
      expect(record!.split(',')[2]).toBe(String(lineOf(plnRun, offerId).payout));
    }
    // An approved run's lines are final.
    const before = await stored(plnRun.id);
    const late = await setAccount(plnRun.id, lineOf(plnRun, offers.company).id, { account: nrb(8) });
    expect(late.status).toBe(409);
    expect((await late.json()) as ErrorBody).toMatchObject({ code: '6e167685', parameters: { state: 'approved' } });
    expect(await stored(plnRun.id)).toEqual(before);
  });

  it('takes an IBAN with a valid checksum for a EUR run and writes it in the pain.001 file', async () => {
    const line = lineOf(eurRun, offers.eur).id;
    for (const account of ['FR1420041010050500013M02607', 'DE00370400440532013000', 'not an iban']) {
      const response = await setAccount(eurRun.id, line, { account });
      expect(response.status, account).toBe(422);
      expect(await response.json()).toMatchObject({
        code: 'e5c2a870',
        parameters: { currency: 'EUR' },
        violations: [{ propertyPath: 'account', message: 'validation.payoutAccountEur' }],
      });
    }
    const response = await setAccount(eurRun.id, line, { account: 'fr14 2004 1010 0505 0001 3m02 606' });
    expect(response.status).toBe(200);
    const run = (await response.json()) as PayoutRunView;
    expect(lineOf(run, offers.eur)).toMatchObject({ account: FR_IBAN, heldReason: null });
    expect(run.totals).toMatchObject({ held: 0, toTransfer: run.totals.payout });
    expect((await api(`/${eurRun.id}/approve`, 'POST')).status).toBe(200);
    const file = await api(`/${eurRun.id}/file`);
    expect(file.status).toBe(200);
    const xml = await file.text();
    expect(xml).toContain(`<IBAN>${FR_IBAN}</IBAN>`);
    expect(await validatePain(xml)).toEqual({ valid: true, errors: [] });
  });

  it('answers 404 for evidence whose stored file is gone, and audits no download', async () => {
    const line = lineOf(eurRun, offers.eur).id;
    const [kept] = await db().select().from(payoutLines).where(eq(payoutLines.id, line));
    expect(kept!.accountEvidenceKey).toBeTruthy();
    const downloadsOfLine = async () =>
      (await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-line-evidence-downloaded'))).filter(
        (event) => (event.details as { lineId: string }).lineId === line,
      );
    const evidencePath = `/${eurRun.id}/lines/${line}/account-evidence`;
    // Found: sent and audited once.
    expect((await api(evidencePath)).status).toBe(200);
    expect(await downloadsOfLine()).toHaveLength(1);
    // Gone from the storage: 404 in the SPEC body, and no download recorded.
    await t.runtime.storage.remove(kept!.accountEvidenceKey!);
    const missing = await api(evidencePath);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      label: 'errors.payoutLineEvidenceNotFound',
      code: ERROR_CODES.notFound,
      parameters: {},
      violations: [],
    });
    expect(await downloadsOfLine()).toHaveLength(1);
  });
});
