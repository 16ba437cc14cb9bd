// Decision 0053, "Abuse": the public complaint form mails its acknowledgement to whatever address it is given, so
// (1) that message carries only our words (the reference, the dates, a link), never the subject or text the sender
// typed; (2) past COMPLAINT_ACK_LIMIT_PER_LANDING_PER_DAY acknowledgements a landing and (UTC) day, a complaint is
// still received and kept, only its e-mail is held back, the coordinators see that step, and the operator gets one
// warning per landing and day; a signed-in investor's complaint from the panel is not held back; (3) the /complaint
// page takes the offer link's token from its own URL (the form posts to it), so its HTML needs no copy of it.
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
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { mailsTo } from '../../../tests/support/outbox';
import { createManualClock, type ManualClock } from '../clock';
import { complaints } from '../db/schema';
import type { ComplaintSummary, CoordinatorComplaint } from '../../lib/contracts/complaint';
import { addProduct, linkOffer, smallCampaign } from '../../../tests/support/public-offer.fixtures';
import { handleComplaintForm } from './complaint-form-page';

const LIMIT = 3;
const DAY = 86_400_000;
let t: TestApp;
let clock: ManualClock;
let navy: string;
let home: string;
let coordinator: TestPerson;
let network: string;
let n = 0;

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}
const fields = (extra: Record<string, string> = {}) => ({
  subject: 'Late payment confirmation',
  body: 'I paid on time.',
  contactEmail: `ack${++n}@complaint.example`,
  ...extra,
});
const hostOf = async (landing: string) => (await t.runtime.landings.byId(landing))!.hosts[0]!;
const send = async (landing: string, body: FormData, query = '') =>
  request(t, landing, `/public-api/complaints${query}`, {
    method: 'POST',
    body,
    headers: { origin: `http://${await hostOf(landing)}` },
  });
const as = async (who: TestPerson, landing: string, path: string, init: RequestInit = {}) => {
  const panel = who.email.includes('coordinator') ? 'advisor-panel' : 'investor-panel';
  const token = (await sessionFor(t, who, panel)).accessToken;
  return request(t, landing, path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
};
const stepsOf = async (id: string) =>
  ((await (await as(coordinator, navy, `/api/complaints/${id}`)).json()) as CoordinatorComplaint).events;
const warnings = () =>
  t.logs.filter((entry) => entry.level === 'warn' && entry.msg.startsWith('complaint acknowledgements'));

beforeAll(async () => {
  clock = createManualClock('2026-03-02T09:00:00Z');
  t = await createTestApp({
    clock,
    captureLogs: true,
    env: { ...RELAXED_LIMITS, COMPLAINT_ACK_LIMIT_PER_LANDING_PER_DAY: String(LIMIT) },
  });
  navy = await landingId(t, 'navy');
  home = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: navy, email: 'coordinator@ack.example' });
  network = await createNetwork(t, navy, [[coordinator, 'coordinator']]);
});
afterAll(async () => {
  await t.close();
});

describe("the acknowledgement's words are ours alone", () => {
  it('has a fixed subject with the reference and leaves out what the sender typed, in pl and en', async () => {
    clock.set('2026-03-03T09:00:00Z');
    const typed = {
      subject: 'You won 1000 PLN, claim it at evil.example',
      body: 'Dear neighbour, please call +48 600 000 000 today.',
    };
    for (const [lang, subjectOf] of [
      ['pl', (ref: string) => `Potwierdzenie przyjęcia reklamacji ${ref}`],
      ['en', (ref: string) => `Your complaint ${ref} has been received`],
    ] as const) {
      const input = fields(typed);
      const res = await send(navy, form(input), `?lang=${lang}`);
      expect(res.status).toBe(201);
      const { reference } = (await res.json()) as ComplaintSummary;
      const [mail] = await mailsTo(t, input.contactEmail, 'complaint-received');
      expect(mail!.subject).toBe(subjectOf(reference));
      for (const part of [mail!.subject, mail!.text, mail!.html]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('1000 PLN');
        expect(part).not.toContain('+48 600');
      }
      expect(mail!.text).toContain(reference);
      // The complaint itself keeps every word, for the coordinators.
      const [row] = await t.runtime.database.db.select().from(complaints).where(eq(complaints.reference, reference));
      expect(row).toMatchObject(typed);
    }
  });
});

describe("a landing's daily number of acknowledgements", () => {
  it('keeps every complaint past it, mails none of them, shows it to the coordinators and warns the operator once', async () => {
    clock.set('2026-03-04T06:00:00Z');
    const sent: { summary: ComplaintSummary; to: string }[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const input = fields();
      const res = await send(navy, form(input));
      // Never refused: a complaint is a legal obligation to receive.
      expect(res.status).toBe(201);
      sent.push({ summary: (await res.json()) as ComplaintSummary, to: input.contactEmail });
      clock.advance(60_000);
    }
    const mailed = await Promise.all(sent.map(async ({ to }) => (await mailsTo(t, to, 'complaint-received')).length));
    expect(mailed).toEqual([1, 1, 1, 0, 0]);
    for (const { summary } of sent) {
      const [row] = await t.runtime.database.db.select().from(complaints).where(eq(complaints.id, summary.id));
      expect(row).toMatchObject({ reference: summary.reference, status: 'new', landingId: navy });
    }
    expect((await stepsOf(sent[0]!.summary.id)).map((e) => e.kind)).toEqual(['received', 'acknowledged']);
    const held = await stepsOf(sent[LIMIT]!.summary.id);
    expect(held.map((e) => e.kind)).toEqual(['received', 'acknowledgement-withheld']);
    expect(held[1]!.details).toMatchObject({ reason: 'landing-daily-limit', limit: LIMIT });

    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      landingId: navy,
      limit: LIMIT,
      msg: expect.stringContaining(
        `complaint acknowledgements for landing navy reached ${LIMIT} today; further acknowledgements are not mailed`,
      ) as unknown,
    });

    // Another landing counts on its own.
    const elsewhere = fields();
    expect((await send(home, form(elsewhere))).status).toBe(201);
    expect(await mailsTo(t, elsewhere.contactEmail, 'complaint-received')).toHaveLength(1);

    // A signed-in investor's complaint from the panel is acknowledged all the same.
    const anna = await createInvestor(t, { landingId: navy, email: 'anna@ack.example' });
    const panel = await as(anna, navy, '/investor-api/complaints', {
      method: 'POST',
      body: form(fields({ contactEmail: anna.email })),
    });
    expect(panel.status).toBe(201);
    expect(await mailsTo(t, anna.email, 'complaint-received')).toHaveLength(1);

    // The next (UTC) day the landing's acknowledgements are mailed again, and a new warning comes only past it.
    clock.set('2026-03-05T00:00:00Z');
    const next = fields();
    expect((await send(navy, form(next))).status).toBe(201);
    expect(await mailsTo(t, next.contactEmail, 'complaint-received')).toHaveLength(1);
    expect(warnings()).toHaveLength(1);
    for (let i = 0; i < LIMIT; i += 1) expect((await send(navy, form(fields()))).status).toBe(201);
    expect(warnings()).toHaveLength(2);
    clock.advance(DAY);
  });
});

describe('the /complaint page', () => {
  it("makes the complaint the investor's from the token in its own URL, with nothing in the form", async () => {
    clock.set('2026-03-10T09:00:00Z');
    const bart = await createInvestor(t, { landingId: navy, email: 'bart@ack.example' });
    const campaign = await smallCampaign(t, navy);
    const product = await addProduct(t, campaign.campaign);
    const offer = await linkOffer(t, {
      landingId: navy,
      productId: product.id,
      investorUserId: bart.id,
      ownerUserId: coordinator.id,
      networkId: network,
    });
    const landing = (await t.runtime.landings.byId(navy))!;
    const post = (query: string) =>
      handleComplaintForm(t.runtime, {
        request: new Request(`http://${landing.hosts[0]}/complaint${query}`, {
          method: 'POST',
          body: form(fields({ contactEmail: bart.email })),
        }),
        landing,
        hostOwned: true,
        language: 'en',
        ip: '203.0.113.9',
        token: new URLSearchParams(query).get('token') ?? undefined,
      });
    const viaLink = await post(`?token=${encodeURIComponent(offer.token)}&lang=en`);
    expect(viaLink).toMatchObject({ sent: true });
    const withoutToken = await post('?lang=en');
    expect(withoutToken).toMatchObject({ sent: true });
    const rows = await t.runtime.database.db.select().from(complaints).where(eq(complaints.contactEmail, bart.email));
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    expect(byReference.get((viaLink as { reference: string }).reference)).toMatchObject({
      source: 'offer-link',
      investorUserId: bart.id,
      offerId: offer.id,
    });
    expect(byReference.get((withoutToken as { reference: string }).reference)).toMatchObject({
      source: 'public',
      investorUserId: null,
    });
    expect(viaLink).toMatchObject({ acknowledgementMailed: true });
  });

  it('tells the page when the acknowledgement was held back', async () => {
    clock.set('2026-03-11T09:00:00Z');
    const landing = (await t.runtime.landings.byId(home))!;
    const outcomes = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      outcomes.push(
        await handleComplaintForm(t.runtime, {
          request: new Request(`http://${landing.hosts[0]}/complaint`, { method: 'POST', body: form(fields()) }),
          landing,
          hostOwned: true,
          language: 'pl',
          ip: '203.0.113.10',
        }),
      );
    }
    expect(outcomes.map((o) => o.sent && o.acknowledgementMailed)).toEqual([true, true, true, false]);
  });
});
