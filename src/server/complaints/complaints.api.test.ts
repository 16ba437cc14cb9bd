// Issue 20 (decision 0053): complaints. A visitor's through the public API (the form page posts the same), an
// investor's from the panel and through their offer's link; the acknowledgement with the reference number and the
// 30-day deadline; bad input refused with nothing kept; the coordinators' list with the overdue first; taking up,
// the extension to 60 days (once, within the 30) with its notice, the answer by e-mail; every step audited.
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
  sessionFor,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { mailsTo } from '../../../tests/support/outbox';
import { storedFiles } from '../../../tests/support/stored-files';
import { createManualClock, type ManualClock } from '../clock';
import { complaints } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import type {
  ComplaintSummary,
  CoordinatorComplaint,
  CoordinatorComplaintRow,
  InvestorComplaint,
} from '../../lib/contracts/complaint';
import { linkOffer, addProduct, PDF_BYTES, PNG, smallCampaign } from '../../../tests/support/public-offer.fixtures';
import { complaintReference } from './complaints';
import { endOfDayAfter } from '../../lib/format/time-zone';

const DAY = 86_400_000;
let t: TestApp;
let clock: ManualClock;
let navy: string;
let home: string;
let coordinator: TestPerson;
let advisor: TestPerson;
let homeCoordinator: TestPerson;
let n = 0;
let network: string;

function form(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new File([file.bytes], file.name, { type: 'application/octet-stream' }));
  return body;
}
const fields = (extra: Record<string, string> = {}) => ({
  subject: 'Late payment confirmation',
  body: 'I paid on time.\nThe confirmation was not accepted.',
  contactEmail: `c${++n}@complaint.example`,
  ...extra,
});
/** The public API as the landing's own page calls it (a form post from another site is refused). */
const send = async (landing: string, body: FormData, query = '') =>
  request(t, landing, `/public-api/complaints${query}`, {
    method: 'POST',
    body,
    headers: { origin: `http://${(await t.runtime.landings.byId(landing))!.hosts[0]}` },
  });
/** A call as `who` with a session opened now (the clock moves by days in these tests). */
const as = async (who: TestPerson, landing: string, path: string, init: RequestInit = {}) => {
  const panel = who.email.includes('coordinator') || who.email.includes('advisor') ? 'advisor-panel' : 'investor-panel';
  const token = (await sessionFor(t, who, panel)).accessToken;
  return request(t, landing, path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
};
const count = async () => (await t.runtime.database.db.select({ id: complaints.id }).from(complaints)).length;

beforeAll(async () => {
  clock = createManualClock('2025-01-15T10:00:00Z');
  t = await createTestApp({ clock, env: RELAXED_LIMITS });
  navy = await landingId(t, 'navy');
  home = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: navy, email: 'coordinator@complaint.example' });
  advisor = await createAdvisor(t, { landingId: navy, email: 'advisor@complaint.example' });
  network = await createNetwork(t, navy, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
  ]);
  homeCoordinator = await createAdvisor(t, { landingId: home, email: 'coordinator-home@complaint.example' });
  await createNetwork(t, home, [[homeCoordinator, 'coordinator']]);
});
afterAll(async () => {
  await t.close();
});

describe('sending a complaint', () => {
  it('gives a reference number of the year and 40 random bits in an alphabet without look-alikes', () => {
    expect(complaintReference(new Date('2026-03-01T00:00:00Z'), Uint8Array.from([0, 0, 0, 0, 0]))).toBe(
      'RK-2026-00000000',
    );
    expect(complaintReference(new Date('2026-03-01T00:00:00Z'), Uint8Array.from([255, 255, 255, 255, 255]))).toBe(
      'RK-2026-ZZZZZZZZ',
    );
    expect(complaintReference(new Date())).toMatch(/^RK-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("acknowledges a visitor's complaint at once with its reference and the 30-day deadline, keeping the file", async () => {
    const before = await storedFiles(t.runtime);
    const input = fields();
    const res = await send(navy, form(input, { bytes: PNG, name: 'zrzut ekranu.png' }), '?lang=pl');
    expect(res.status).toBe(201);
    const summary = (await res.json()) as ComplaintSummary;
    expect(summary).toMatchObject({
      subject: input.subject,
      status: 'new',
      receivedAt: '2025-01-15T10:00:00.000Z',
      // Through the end of the 30th day after the day of receipt, in the landing's zone (Warsaw, CET).
      deadlineAt: '2025-02-14T22:59:59.999Z',
      extended: false,
      answeredAt: null,
    });
    expect(summary.reference).toMatch(/^RK-2025-[0-9A-Z]{8}$/);
    const [mail] = await mailsTo(t, input.contactEmail, 'complaint-received');
    expect(mail!.subject).toBe(`Potwierdzenie przyjęcia reklamacji ${summary.reference}`);
    expect(mail!.text).toContain('z dnia 15.01.2025');
    expect(mail!.text).toContain('najpóźniej do 14.02.2025');
    expect((await storedFiles(t.runtime)).length).toBe(before.length + 1);
    const [row] = await t.runtime.database.db.select().from(complaints).where(eq(complaints.id, summary.id));
    expect(row).toMatchObject({
      source: 'public',
      investorUserId: null,
      body: input.body,
      attachmentName: 'zrzut ekranu.png',
      attachmentType: 'image/png',
      language: 'pl',
    });
  });

  it('refuses bad input with a clear error and keeps nothing: fields, unsafe characters, the file', async () => {
    const before = { rows: await count(), files: await storedFiles(t.runtime) };
    const empty = await send(navy, form({ subject: ' ', body: '', contactEmail: 'not-an-email' }));
    expect(empty.status).toBe(400);
    const violations = ((await empty.json()) as { violations: { propertyPath: string; message: string }[] }).violations;
    expect(violations.map((v) => v.propertyPath).sort()).toEqual(['body', 'contactEmail', 'subject']);
    const nul = await send(navy, form(fields({ body: 'a\u0000b' }), { bytes: PNG, name: 'a.png' }));
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { violations: { propertyPath: string }[] }).violations[0]!.propertyPath).toBe('body');
    const long = await send(navy, form(fields({ subject: 'x'.repeat(201) })));
    expect(long.status).toBe(400);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const wrongType = await send(navy, form(fields(), { bytes: html, name: 'evil.pdf' }));
    expect(wrongType.status).toBe(415);
    const json = await request(t, navy, '/public-api/complaints', call('POST', fields()));
    expect(json.status).toBe(415);
    const crossSite = await request(t, navy, '/public-api/complaints', {
      method: 'POST',
      body: form(fields()),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await count()).toBe(before.rows);
    expect(await storedFiles(t.runtime)).toEqual(before.files);
  });

  it('reads an empty file input (a nameless empty part) as no file, and refuses a second file or one named otherwise', async () => {
    const withParts = (parts: Array<[string, File]>) => {
      const body = form(fields());
      for (const [name, file] of parts) body.append(name, file);
      return body;
    };
    const emptyInput = () => new File([], '', { type: 'application/octet-stream' });
    const png = (name: string) => new File([PNG], name, { type: 'image/png' });
    // What the /complaint page sends when no file was chosen.
    const none = await send(navy, withParts([['file', emptyInput()]]));
    expect(none.status).toBe(201);
    const [row] = await t.runtime.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, ((await none.json()) as ComplaintSummary).id));
    expect(row).toMatchObject({ attachmentName: null });

    const before = { rows: await count(), files: await storedFiles(t.runtime) };
    const refusals: Array<[Array<[string, File]>, string, string]> = [
      [
        [
          ['file', png('a.png')],
          ['file', png('b.png')],
        ],
        'file',
        'validation.oneFileOnly',
      ],
      [
        [
          ['file', emptyInput()],
          ['file', png('b.png')],
        ],
        'file',
        'validation.oneFileOnly',
      ],
      [[['screenshot', png('a.png')]], 'screenshot', 'validation.unexpectedFile'],
    ];
    for (const [parts, propertyPath, key] of refusals) {
      const res = await send(navy, withParts(parts));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: ERROR_CODES.violations,
        parameters: {},
        violations: [{ propertyPath, title: key, message: key }],
      });
    }
    expect(await count()).toBe(before.rows);
    expect(await storedFiles(t.runtime)).toEqual(before.files);
  });

  it('limits how often one contact address is written to (429), so the form cannot be used to mail anyone', async () => {
    const contactEmail = 'flood@complaint.example';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(navy, form(fields({ contactEmail })))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await mailsTo(t, contactEmail, 'complaint-received')).toHaveLength(5);
    clock.advance(3_600_000);
  });

  it("is the investor's through the panel and through their offer's link, and theirs alone to read", async () => {
    const anna = await createInvestor(t, { landingId: navy, email: 'anna@complaint.example' });
    const bart = await createInvestor(t, { landingId: navy, email: 'bart@complaint.example' });
    const panel = await as(anna, navy, '/investor-api/complaints?lang=en', {
      method: 'POST',
      body: form(fields({ contactEmail: anna.email }), { bytes: PDF_BYTES, name: 'umowa.pdf' }),
    });
    expect(panel.status).toBe(201);
    const sent = (await panel.json()) as ComplaintSummary;
    expect((await mailsTo(t, anna.email, 'complaint-received'))[0]!.subject).toBe(
      `Your complaint ${sent.reference} has been received`,
    );
    const campaign = await smallCampaign(t, navy);
    const product = await addProduct(t, campaign.campaign);
    const offer = await linkOffer(t, {
      landingId: navy,
      productId: product.id,
      investorUserId: anna.id,
      ownerUserId: coordinator.id,
      networkId: network,
    });
    const viaLink = await send(navy, form(fields({ contactEmail: anna.email, token: offer.token })));
    expect(viaLink.status).toBe(201);
    // The same token on another brand's host is a visitor's complaint there, never Anna's.
    const foreign = await send(home, form(fields({ token: offer.token })));
    expect(foreign.status).toBe(201);
    const [foreignRow] = await t.runtime.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, ((await foreign.json()) as ComplaintSummary).id));
    expect(foreignRow).toMatchObject({ investorUserId: null, offerId: null, source: 'public', landingId: home });

    const mine = (await (await as(anna, navy, '/investor-api/complaints')).json()) as InvestorComplaint[];
    expect(mine.map((c) => c.reference).sort()).toEqual(
      [sent.reference, ((await viaLink.json()) as ComplaintSummary).reference].sort(),
    );
    expect(mine.find((c) => c.id === sent.id)!.attachment).toEqual({
      name: 'umowa.pdf',
      type: 'application/pdf',
      size: PDF_BYTES.byteLength,
    });
    expect(await (await as(bart, navy, '/investor-api/complaints')).json()).toEqual([]);
    const file = await as(anna, navy, `/investor-api/complaints/${sent.id}/attachment`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await as(bart, navy, `/investor-api/complaints/${sent.id}/attachment`)).status).toBe(404);
    // An advisor-panel token is no investor's.
    expect((await as(coordinator, navy, '/investor-api/complaints')).status).toBe(403);
  });
});

describe("the coordinators' handling", () => {
  const list = async (who = coordinator, landing = navy) => {
    const res = await as(who, landing, '/api/complaints');
    expect(res.status).toBe(200);
    return (await res.json()) as CoordinatorComplaintRow[];
  };
  const post = (id: string, action: string, body?: unknown) =>
    as(coordinator, navy, `/api/complaints/${id}/${action}`, call('POST', body ?? {}));
  const rejected = { outcome: 'rejected', name: 'Ewa Kowalska', position: 'Complaints officer' };

  it('are for coordinators of the landing: an advisor 403, another landing 404', async () => {
    expect((await as(advisor, navy, '/api/complaints')).status).toBe(403);
    const [first] = await list();
    expect((await as(homeCoordinator, home, `/api/complaints/${first!.id}`)).status).toBe(404);
    expect((await list(homeCoordinator, home)).every((row) => row.id !== first!.id)).toBe(true);
  });

  it('lists the overdue first, takes up, extends once within the 30 days with a notice, answers by e-mail', async () => {
    const older = (await (await send(navy, form(fields()))).json()) as ComplaintSummary;
    clock.advance(DAY);
    const newer = (await (await send(navy, form(fields()))).json()) as ComplaintSummary;
    // Exactly at the deadline it is not overdue yet; a minute later the older one is, and comes first.
    clock.set(new Date(older.deadlineAt));
    expect((await list()).find((row) => row.id === older.id)!.overdue).toBe(false);
    clock.advance(60_000);
    const rows = await list();
    expect(rows.find((row) => row.id === older.id)!.overdue).toBe(true);
    // Every overdue one (the earlier tests' too) before every other, the oldest deadline first.
    const firstOnTime = rows.findIndex((row) => !row.overdue);
    expect(rows.slice(firstOnTime).some((row) => row.overdue)).toBe(false);
    const overdue = rows.slice(0, firstOnTime).map((row) => row.deadlineAt);
    expect(overdue).toEqual([...overdue].sort());
    expect(rows.findIndex((row) => row.id === older.id)).toBeLessThan(rows.findIndex((row) => row.id === newer.id));

    // The older one's 30 days are over: too late to extend (the notice must come within them).
    const late = await post(older.id, 'extend', { reason: 'Need the bank statement.' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: ERROR_CODES.complaintNotExtendable });

    const taken = (await (await post(newer.id, 'take-up')).json()) as CoordinatorComplaint;
    expect(taken.status).toBe('in_progress');
    const reason = 'We need the bank statement of the payment.\nThe bank answers within 14 days.';
    const extended = await post(newer.id, 'extend', { reason });
    expect(extended.status).toBe(200);
    const view = (await extended.json()) as CoordinatorComplaint;
    expect(view).toMatchObject({ extended: true, extensionReason: reason, overdue: false });
    expect(view.deadlineAt).toBe(endOfDayAfter(new Date(newer.receivedAt), 60, 'Europe/Warsaw').toISOString());
    const row = await t.runtime.database.db.select().from(complaints).where(eq(complaints.id, newer.id));
    const notice = (await mailsTo(t, row[0]!.contactEmail, 'complaint-extended'))[0]!;
    expect(notice.text).toContain('We need the bank statement of the payment.');
    expect(notice.text).toContain('The bank answers within 14 days.');
    const twice = await post(newer.id, 'extend', { reason: 'Again.' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      code: ERROR_CODES.complaintNotExtendable,
      parameters: { extended: true },
    });

    expect((await post(newer.id, 'answer', { ...rejected, reasons: '' })).status).toBe(400);
    const reasons = 'Your payment was received on 16.01.2025.\nThe offer is active.';
    const answered = (await (await post(newer.id, 'answer', { ...rejected, reasons })).json()) as CoordinatorComplaint;
    expect(answered).toMatchObject({ status: 'answered', outcome: 'rejected', overdue: false });
    expect(answered.answer).toContain(reasons);
    expect(answered.answeredBy).toEqual(expect.any(String));
    const reply = (await mailsTo(t, row[0]!.contactEmail, 'complaint-answered'))[0]!;
    expect(reply.text).toContain('Your payment was received on 16.01.2025.');
    const again = await post(newer.id, 'answer', { ...rejected, reasons: 'Twice.' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: ERROR_CODES.complaintAnswered });
    expect(answered.events.map((e) => e.kind)).toEqual([
      'received',
      'acknowledged',
      'taken-up',
      'extended',
      'answered',
    ]);
    expect(answered.events.slice(2).map((e) => e.actor)).toEqual([
      answered.answeredBy,
      answered.answeredBy,
      answered.answeredBy,
    ]);
    expect(answered.events[0]!.actor).toBeNull();

    // The overdue one answered late is recorded as such; answered ones go last.
    const lateAnswer = (await (
      await post(older.id, 'answer', { ...rejected, reasons: 'Sorry for the delay.' })
    ).json()) as CoordinatorComplaint;
    expect(lateAnswer.events.at(-1)).toMatchObject({ kind: 'answered', details: { late: true } });
    const after = await list();
    expect(after.at(-1)!.status).toBe('answered');
  });

  it("records a coordinator's read of the attachment", async () => {
    const sent = (await (await send(navy, form(fields(), { bytes: PNG, name: 'a.png' }))).json()) as ComplaintSummary;
    const file = await as(coordinator, navy, `/api/complaints/${sent.id}/attachment`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const view = (await (await as(coordinator, navy, `/api/complaints/${sent.id}`)).json()) as CoordinatorComplaint;
    expect(view.events.map((e) => e.kind)).toEqual(['received', 'acknowledged', 'attachment-read']);
    expect((await as(coordinator, navy, '/api/complaints/not-a-uuid')).status).toBe(404);
  });
});
