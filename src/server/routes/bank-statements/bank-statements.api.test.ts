// Bank statements in (issue 38 item 2): a coordinator imports a camt.053 of the campaigns' account; each credit is
// matched to an offer by the reference in its title: an equal amount makes an accepted offer active as the
// platform (after its reflection period), the rest waits in the queue with its reason; importing it again changes
// nothing; a file that cannot be read, or of another account, is refused with nothing written.
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
import {
  linkOffer,
  addProduct,
  smallCampaign,
  type SmallCampaign,
} from '../../../../tests/support/public-offer.fixtures';
import { camtStatement, encodeWindows1250, type GeneratedEntry } from '../../../../tests/support/statements';
import { auditEvents, bankEntries, bankStatements, campaigns, offerEvents, offers } from '../../db/schema';
import type { BankEntryView, BankImportSummary } from '../../../lib/contracts/bank-statement';
import { offerReference } from '../../../lib/campaign/reference';
import { BANK_ACTIVATION_QUEUE } from '../../payments/bank-activation';

const ACCOUNT = 'PL27114020040000300201355387';
const DAY = '2026-11-27';

let t: TestApp;
let home: string;
let coordinator: TestPerson;
let advisor: TestPerson;
let investor: TestPerson;
let network: string;
let coordinatorToken: string;
let advisorToken: string;
let c: SmallCampaign;

const post = (body: string | Uint8Array<ArrayBuffer>, token = coordinatorToken, fileName = 'wyciąg.xml') =>
  request(t, home, `/api/advisor/bank-statements?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    body,
  });
const list = async (state: string) =>
  (await (
    await request(
      t,
      home,
      `/api/advisor/bank-entries?state=${state}`,
      call('GET', undefined, { bearer: coordinatorToken }),
    )
  ).json()) as BankEntryView[];

async function offer(status: 'accepted' | 'interested' | 'active', amount = 1_000_000) {
  const product = await addProduct(t, c.campaign);
  const made = await linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
    status,
    amount,
  });
  return { id: made.id, reference: offerReference(made.id) };
}

const credit = (reference: string, amount: number, title: string): GeneratedEntry => ({
  reference,
  direction: 'credit',
  amount,
  title,
});

const statementCount = async () => (await t.runtime.database.db.select().from(bankStatements)).length;
const offerRow = async (id: string) => (await t.runtime.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  home = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: home, email: 'coordinator@bank.example' });
  advisor = await createAdvisor(t, { landingId: home, email: 'advisor@bank.example' });
  investor = await createInvestor(t, { landingId: home, email: 'inwestor@bank.example' });
  network = await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
  ]);
  coordinatorToken = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
  advisorToken = (await sessionFor(t, advisor, 'advisor-panel')).accessToken;
  c = await smallCampaign(t, home);
  await t.runtime.database.db
    .update(campaigns)
    .set({ recipientName: 'Emitent S.A.', recipientAccount: ACCOUNT })
    .where(eq(campaigns.id, c.campaign.id));
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/advisor/bank-statements', () => {
  it('matches credits by reference: equal amounts make offers active, the rest waits with its reason', async () => {
    const paid = await offer('accepted');
    const short = await offer('accepted');
    const open = await offer('interested');
    const xml = camtStatement(
      [
        // The bank broke the title across lines and lower-cased it: still this offer's reference.
        credit(
          'BANK-1',
          1_000_000,
          `Inwestycja ${paid.reference.slice(0, 7).toLowerCase()} ${paid.reference.slice(7)}`,
        ),
        credit('BANK-2', 900_000, `Wpłata ${short.reference} Zażółć gęślą jaźń`),
        credit('BANK-3', 1_000_000, `Inwestycja ${open.reference}`),
        credit('BANK-4', 500_000, 'Przelew bez tytułu'),
        credit('BANK-5', 1_000_000, `Druga wpłata ${paid.reference}`),
        { reference: 'BANK-6', direction: 'debit', amount: 12_345, title: 'Opłata za prowadzenie rachunku' },
      ],
      ACCOUNT,
      DAY,
    );
    const response = await post(xml);
    expect(response.status).toBe(201);
    expect((await response.json()) as BankImportSummary).toMatchObject({
      format: 'camt053',
      account: ACCOUNT,
      entries: 6,
      imported: 6,
      matched: 1,
      review: 3,
      unmatched: 1,
      debits: 1,
    });
    // The platform acts in the background (the job queued by the import).
    await t.runtime.jobs.runDue();
    const active = await offerRow(paid.id);
    expect(active).toMatchObject({ status: 'active', paymentDate: DAY });
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, paid.id), eq(offerEvents.toStatus, 'active')));
    expect(event).toMatchObject({ actorKind: 'system' });
    expect((await offerRow(short.id)).status).toBe('accepted');

    const review = await list('review');
    const reasons = Object.fromEntries(review.map((entry) => [entry.bankReference, [entry.reason, entry.offerId]]));
    expect(reasons).toEqual({
      'BANK-2': ['amount-lower', short.id],
      'BANK-3': ['offer-not-accepted', open.id],
      'BANK-5': ['offer-already-paid', paid.id],
    });
    expect(review.find((e) => e.bankReference === 'BANK-2')?.title).toBe(`Wpłata ${short.reference} Zażółć gęślą jaźń`);
    expect((await list('unmatched')).map((e) => [e.bankReference, e.reason])).toEqual([['BANK-4', 'no-reference']]);
    expect((await list('debit')).map((e) => e.amount)).toEqual([12_345]);
    const [audit] = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'bank-statement-imported'));
    expect(audit).toMatchObject({ actorUserId: coordinator.id, details: expect.objectContaining({ matched: 1 }) });

    // The same statement again: 409, nothing changes.
    const before = await statementCount();
    const again = await post(xml);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('7c4430ff');
    expect(await statementCount()).toBe(before);
  });

  it('waits for the reflection period to end before the offer becomes active', async () => {
    const waiting = await offer('accepted');
    const ends = new Date(t.clock.now().getTime() + 3 * 24 * 3_600_000);
    await t.runtime.database.db.update(offers).set({ reflectionEndsAt: ends }).where(eq(offers.id, waiting.id));
    const response = await post(camtStatement([credit('BANK-R1', 1_000_000, waiting.reference)], ACCOUNT, DAY, 'R1'));
    expect(response.status).toBe(201);
    await t.runtime.jobs.runDue();
    expect((await offerRow(waiting.id)).status).toBe('accepted');
    const [matched] = (await list('matched')).filter((e) => e.offerId === waiting.id);
    expect(matched?.activatesAt).toBe(ends.toISOString());
    // "Payment received" with its day, for the advisor and for the investor, while the offer waits.
    const received = { bookingDate: DAY, activatesAt: ends.toISOString() };
    const detail = await request(
      t,
      home,
      `/api/advisor/investor/offer/${waiting.id}`,
      call('GET', undefined, { bearer: coordinatorToken }),
    );
    expect(await detail.json()).toMatchObject({ status: 'accepted', bankPayment: received });
    const investorToken = (await sessionFor(t, investor, 'investor-panel')).accessToken;
    const own = await request(
      t,
      home,
      `/investor-api/offer/${waiting.id}`,
      call('GET', undefined, { bearer: investorToken }),
    );
    expect(await own.json()).toMatchObject({ offer: { status: 'accepted', bankPayment: received } });
    // The hourly sweep after the period's end (queued here as the recurring schedule queues it).
    const started = t.clock.now().toISOString();
    t.clock.set(new Date(ends.getTime() + 1_000).toISOString());
    await t.runtime.jobs.enqueue(t.runtime.database.db, { queue: BANK_ACTIVATION_QUEUE, payload: {} });
    await t.runtime.jobs.runDue();
    expect((await offerRow(waiting.id)).status).toBe('active');
    t.clock.set(started);
    // pg-boss's clock in the database follows the test's on its next run.
    await t.runtime.jobs.runDue();
  });

  it('refuses a file it cannot read, another account and a caller who is no coordinator, writing nothing', async () => {
    const before = await statementCount();
    const entries = await t.runtime.database.db.select().from(bankEntries);
    const whole = camtStatement([credit('BANK-X', 100, 'OF-00000000')], ACCOUNT, DAY, 'X');
    const truncated = await post(whole.slice(0, whole.length / 2));
    expect(truncated.status).toBe(422);
    expect(await truncated.json()).toMatchObject({ code: 'd0da4ace', parameters: { reason: 'truncated' } });
    const garbage = await post(new Uint8Array([0, 159, 146, 150, 0, 1, 2]));
    expect(garbage.status).toBe(422);
    const other = await post(camtStatement([credit('BANK-Y', 100, 'x')], 'DE89370400440532013000', DAY, 'Y'));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: '459ca9bb' });
    expect((await post(whole, advisorToken)).status).toBe(403);
    expect(await statementCount()).toBe(before);
    expect(await t.runtime.database.db.select().from(bankEntries)).toHaveLength(entries.length);
    const listing = await request(
      t,
      home,
      '/api/advisor/bank-entries',
      call('GET', undefined, { bearer: advisorToken }),
    );
    expect(listing.status).toBe(403);
  });
});

describe('the queue: POST /api/advisor/bank-entries/{id}/assign and /dismiss', () => {
  const act = (id: string, action: 'assign' | 'dismiss', body: unknown, token = coordinatorToken) =>
    request(t, home, `/api/advisor/bank-entries/${id}/${action}`, call('POST', body, { bearer: token }));
  const entryOf = async (reference: string) =>
    (await t.runtime.database.db.select().from(bankEntries).where(eq(bankEntries.bankReference, reference)))[0]!;

  it('assigns a credit to an offer by its reference: the offer becomes active with the booking day as its payment date', async () => {
    const target = await offer('accepted', 250_000);
    const other = await offer('interested');
    await post(
      camtStatement(
        [
          credit('BANK-Q1', 250_000, 'Przelew od Jana, bez numeru'),
          credit('BANK-Q2', 70_000, 'Zwrot nadpłaty za czynsz'),
          credit('BANK-Q3', 10_000, 'Zaliczka'),
        ],
        ACCOUNT,
        '2026-11-26',
        'Q',
      ),
    );
    const q1 = await entryOf('BANK-Q1');
    expect(q1.state).toBe('unmatched');

    // An offer that takes no payment, an unknown reference, a note too long: refused, nothing changes.
    const notPayable = await act(q1.id, 'assign', { offer: other.reference });
    expect(notPayable.status).toBe(409);
    expect(await notPayable.json()).toMatchObject({ code: 'e17a5b08', parameters: { status: 'interested' } });
    const unknown = await act(q1.id, 'assign', { offer: 'OF-FFFFFFFF' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: '6be0d94f' });
    expect((await act(q1.id, 'assign', { offer: target.reference, note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await act(q1.id, 'assign', { offer: target.reference }, advisorToken)).status).toBe(403);
    expect((await act('not-an-id', 'assign', { offer: target.reference })).status).toBe(404);
    expect((await entryOf('BANK-Q1')).state).toBe('unmatched');

    // Typed as a person types it: lower case, a space inside.
    const typed = `of ${target.reference.slice(3, 7).toLowerCase()} ${target.reference.slice(7)}`;
    const assigned = await act(q1.id, 'assign', { offer: typed, note: 'Jan Kowalski, potwierdził telefonicznie' });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ state: 'assigned', offerId: target.id, note: expect.any(String) });
    await t.runtime.jobs.runDue();
    expect(await offerRow(target.id)).toMatchObject({ status: 'active', paymentDate: '2026-11-26' });

    // Resolved entries stay resolved.
    const twice = await act(q1.id, 'dismiss', { note: 'pomyłka' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'a3f6c21e' });

    // Not ours: a note is required.
    const q2 = await entryOf('BANK-Q2');
    expect((await act(q2.id, 'dismiss', { note: '  ' })).status).toBe(400);
    const dismissed = await act(q2.id, 'dismiss', { note: 'Czynsz za biuro, nie inwestycja' });
    expect(dismissed.status).toBe(200);
    expect(await dismissed.json()).toMatchObject({ state: 'dismissed', note: 'Czynsz za biuro, nie inwestycja' });
    expect((await list('dismissed')).map((e) => e.bankReference)).toContain('BANK-Q2');
    expect((await list('unmatched')).map((e) => e.bankReference)).not.toContain('BANK-Q2');

    const audit = await t.runtime.database.db.select().from(auditEvents).where(eq(auditEvents.landingId, home));
    const actions = audit.filter((a) => a.action.startsWith('bank-entry-'));
    expect(actions.map((a) => [a.action, a.actorUserId])).toEqual(
      expect.arrayContaining([
        ['bank-entry-assigned', coordinator.id],
        ['bank-entry-dismissed', coordinator.id],
      ]),
    );
  });
});

describe("the landing's CSV layout: GET and PUT /api/advisor/bank-csv-mapping", () => {
  const mapping = {
    delimiter: ';',
    encoding: 'windows-1250',
    headerRows: 2,
    columns: { bookingDate: '#Data operacji', amount: '#Kwota', title: ['#Tytuł'], counterpartyName: '#Nadawca' },
    dateFormat: 'DD.MM.YYYY',
    decimalSeparator: ',',
    account: ACCOUNT,
    currency: 'PLN',
  };
  const csvOf = (rows: string[]) =>
    encodeWindows1250(['Wyciąg z rachunku;;;', '#Data operacji;#Tytuł;#Nadawca;#Kwota', ...rows].join('\r\n'));
  const put = (body: unknown, token = coordinatorToken) =>
    request(t, home, '/api/advisor/bank-csv-mapping', call('PUT', body, { bearer: token }));

  it('reads a CSV statement once the layout is saved, and lists the statements imported', async () => {
    const target = await offer('accepted', 123_456);
    const file = csvOf([`26.11.2026;Inwestycja ${target.reference};Zażółć Gęślą-Jaźń;1 234,56`]);
    const before = await post(file, coordinatorToken, 'historia.csv');
    expect(before.status).toBe(422);
    expect(await before.json()).toMatchObject({ parameters: { reason: 'format-unknown' } });

    const read = await request(
      t,
      home,
      '/api/advisor/bank-csv-mapping',
      call('GET', undefined, { bearer: coordinatorToken }),
    );
    expect(await read.json()).toBeNull();
    expect((await put({ ...mapping, currency: undefined })).status).toBe(400);
    expect((await put(mapping, advisorToken)).status).toBe(403);
    const saved = await put(mapping);
    expect(saved.status).toBe(200);

    const imported = await post(file, coordinatorToken, 'historia.csv');
    expect(imported.status).toBe(201);
    expect(await imported.json()).toMatchObject({ format: 'csv', matched: 1 });
    await t.runtime.jobs.runDue();
    expect(await offerRow(target.id)).toMatchObject({ status: 'active', paymentDate: '2026-11-26' });
    const [entry] = (await list('matched')).filter((e) => e.offerId === target.id);
    expect(entry).toMatchObject({ counterpartyName: 'Zażółć Gęślą-Jaźń', amount: 123_456 });

    const statements = (await (
      await request(t, home, '/api/advisor/bank-statements', call('GET', undefined, { bearer: coordinatorToken }))
    ).json()) as Array<{ fileName: string; format: string; importedBy: string | null }>;
    expect(statements[0]).toMatchObject({ fileName: 'historia.csv', format: 'csv', importedBy: expect.any(String) });
  });
});
