// A draft payout run's tax kept up to date (issue 38 item 3; decision 0076, "Certificates of residence"): a
// certificate of residence recorded or withdrawn after the draft was built changes the draft's lines and totals at
// once, audited; an approved run keeps its figures; an approval that finds the tax changed (a certificate lapsed by
// the payment day) refuses with 409 and leaves the draft showing the new figures, and the next approval goes through.
// A certificate is recorded for an investor only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RELAXED_LIMITS, request, sessionFor, type TestPerson } from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { PDF_BYTES } from '../../../../tests/support/public-offer.fixtures';
import { nrb, payoutScene, type PayoutScene } from '../../../../tests/support/payouts.fixtures';
import { auditEvents, payoutLines, payoutRuns, residenceCertificates, scheduleRows } from '../../db/schema';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import type { ResidenceCertificateView } from '../../../lib/contracts/residence-certificate';
import type { CampaignRow } from '../../db/schema';

let t: TestApp;
let scene: PayoutScene;
let campaign: CampaignRow;
let person: TestPerson;
let company: TestPerson;
let offers: { person: string; company: string };
let dates: string[];
let token: string;

const db = () => t.runtime.database.db;
const taxAt = (gross: number, rate: number) => Math.ceil((gross * rate) / 10_000);

const certificatesPath = (investorId: string) => `/api/advisor/investors/client/${investorId}/residence-certificates`;

async function record(
  investorId: string,
  fields: { country: string; rateBasisPoints: string; validFrom: string; validTo: string },
  bearer = token,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new File([PDF_BYTES], 'certificate.pdf', { type: 'application/pdf' }));
  return request(t, scene.home, certificatesPath(investorId), {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${bearer}` },
  });
}

const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  request(t, scene.home, path, call(method, body, { bearer: token }));

async function build(scheduleDate: string): Promise<PayoutRunView> {
  const response = await send('POST', '/api/advisor/payout-runs', { campaignId: campaign.id, scheduleDate });
  expect(response.status).toBe(201);
  return (await response.json()) as PayoutRunView;
}

async function view(runId: string): Promise<PayoutRunView> {
  const response = await send('GET', `/api/advisor/payout-runs/${runId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PayoutRunView;
}

const lineOf = (run: PayoutRunView, offerId: string) => run.lines.find((line) => line.offerId === offerId)!;

/** The run's totals are the sums of its lines. */
function expectTotalsOfLines(run: PayoutRunView) {
  const sum = (pick: (line: PayoutRunView['lines'][number]) => number) =>
    run.lines.reduce((total, line) => total + pick(line), 0);
  expect(run.totals).toMatchObject({
    grossInterest: sum((line) => line.grossInterest),
    tax: sum((line) => line.tax),
    netInterest: sum((line) => line.netInterest),
    principal: sum((line) => line.principal),
    payout: sum((line) => line.payout),
  });
}

const audits = async (action: string) =>
  (await db().select().from(auditEvents).where(eq(auditEvents.action, action))).map(
    (event) => event.details as Record<string, unknown>,
  );

/** Moves the clock to `time` and signs the coordinator in again (a session months old has expired). */
async function at(time: string | number) {
  t.clock.set(time);
  token = (await sessionFor(t, scene.coordinator, 'advisor-panel')).accessToken;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  scene = await payoutScene(t, 'retax.example');
  token = scene.coordinatorToken;
  campaign = await scene.campaignIn('PLN');
  person = await scene.investor('hanna@retax.example', 'person');
  company = await scene.investor('kranich@retax.example', 'company-de');
  offers = {
    person: await scene.activeOffer(campaign, person, 1_234_500, nrb(1)),
    company: await scene.activeOffer(campaign, company, 2_000_000, nrb(2)),
  };
  const rows = await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, offers.person));
  dates = [...new Set(rows.map((row) => row.paymentDate))].sort();
});
afterAll(async () => {
  await t.close();
});

describe("a draft's tax follows the certificates of residence", () => {
  it('takes a certificate recorded after the build at once, and drops it again when it is withdrawn', async () => {
    const day = dates[0]!;
    await at(`${day}T09:00:00Z`);
    const draft = await build(day);
    const built = lineOf(draft, offers.person);
    expect(built).toMatchObject({ taxRateBasisPoints: 1900, taxBasis: 'pit-30a-flat' });
    expect(lineOf(draft, offers.company)).toMatchObject({ taxRateBasisPoints: 2000, taxBasis: 'cit-21-flat' });

    const recorded = await record(person.id, { country: 'DE', rateBasisPoints: '500', validFrom: day, validTo: day });
    expect(recorded.status).toBe(201);
    const certificate = (await recorded.json()) as ResidenceCertificateView;

    const after = await view(draft.id);
    const line = lineOf(after, offers.person);
    expect(line).toMatchObject({ taxRateBasisPoints: 500, taxBasis: 'treaty-certificate' });
    expect(line.tax).toBe(taxAt(line.grossInterest, 500));
    expect(line.netInterest).toBe(line.grossInterest - line.tax);
    expect(line.payout).toBe(line.netInterest + line.principal);
    // The other investor's line is as built; the totals are the lines' sums again.
    expect(lineOf(after, offers.company)).toEqual(lineOf(draft, offers.company));
    expect(after.totals.tax).toBe(draft.totals.tax - built.tax + line.tax);
    expectTotalsOfLines(after);

    const retaxed = await audits('payout-run-retaxed');
    expect(retaxed).toHaveLength(1);
    expect(retaxed[0]).toMatchObject({
      runId: draft.id,
      paymentDay: day,
      cause: { kind: 'certificate-recorded', certificateId: certificate.id },
      lines: [
        {
          offerId: offers.person,
          from: { rateBasisPoints: 1900, basis: 'pit-30a-flat', tax: built.tax },
          to: { rateBasisPoints: 500, basis: 'treaty-certificate', tax: line.tax },
        },
      ],
    });
    const [recordedAudit] = await audits('residence-certificate-recorded');
    expect(recordedAudit).toMatchObject({ draftsRetaxed: [{ runId: draft.id, lines: 1 }] });

    const withdrawn = await send('POST', `${certificatesPath(person.id)}/${certificate.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    const back = await view(draft.id);
    expect(lineOf(back, offers.person)).toEqual(built);
    expect(back.totals).toEqual(draft.totals);
    expect((await audits('payout-run-retaxed')).at(-1)).toMatchObject({
      cause: { kind: 'certificate-withdrawn', certificateId: certificate.id },
    });

    // Approved, the run keeps its figures: a certificate recorded now changes nothing of it.
    const approved = await send('POST', `/api/advisor/payout-runs/${draft.id}/approve`);
    expect(approved.status).toBe(200);
    const fixed = (await approved.json()) as PayoutRunView;
    expect(
      (await record(company.id, { country: 'DE', rateBasisPoints: '0', validFrom: day, validTo: day })).status,
    ).toBe(201);
    expect(await view(draft.id)).toEqual(fixed);
    expect(await audits('payout-run-retaxed')).toHaveLength(2);
  });

  it('refuses an approval that finds the tax changed, with the draft brought up to date; the next one approves', async () => {
    const day = dates[1]!;
    await at(`${day}T09:00:00Z`);
    // The person's certificate covers the schedule date only.
    expect(
      (await record(person.id, { country: 'AT', rateBasisPoints: '0', validFrom: day, validTo: day })).status,
    ).toBe(201);
    const draft = await build(day);
    expect(lineOf(draft, offers.person)).toMatchObject({ tax: 0, taxBasis: 'treaty-certificate' });

    // Approved two days later: the payout goes out today, when the certificate has lapsed.
    await at(Date.parse(`${day}T09:00:00Z`) + 2 * 86_400_000);
    const refused = await send('POST', `/api/advisor/payout-runs/${draft.id}/approve`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      label: 'errors.payoutRunRetaxed',
      code: 'b3d1f7a2',
      parameters: { lines: 1 },
    });
    const updated = await view(draft.id);
    expect(updated.state).toBe('draft');
    const line = lineOf(updated, offers.person);
    expect(line).toMatchObject({ taxRateBasisPoints: 1900, taxBasis: 'pit-30a-flat' });
    expect(line.tax).toBe(taxAt(line.grossInterest, 1900));
    expectTotalsOfLines(updated);
    expect((await audits('payout-run-retaxed')).at(-1)).toMatchObject({ runId: draft.id, cause: { kind: 'approval' } });
    expect(await audits('payout-run-approved')).toHaveLength(1);

    const approved = await send('POST', `/api/advisor/payout-runs/${draft.id}/approve`);
    expect(approved.status).toBe(200);
    const run = (await approved.json()) as PayoutRunView;
    expect(run.state).toBe('approved');
    expect(run.totals.tax).toBe(updated.totals.tax);
    const [stored] = await db().select().from(payoutRuns).where(eq(payoutRuns.id, draft.id));
    const storedLines = await db().select().from(payoutLines).where(eq(payoutLines.runId, draft.id));
    expect(stored!.tax).toBe(storedLines.reduce((sum, l) => sum + l.tax, 0));
  });
});

describe('an approval with the totals the desk has seen', () => {
  it('is refused when a certificate changed the draft meanwhile; held lines keep their tax', async () => {
    const day = dates[2]!;
    await at(`${day}T09:00:00Z`);
    // The company's certificate covers the schedule date only; an investor without primary data is held.
    expect(
      (await record(company.id, { country: 'CH', rateBasisPoints: '0', validFrom: day, validTo: day })).status,
    ).toBe(201);
    const nobody = await scene.investor('nobody@retax.example', null);
    const heldOffer = await scene.activeOffer(campaign, nobody, 500_000, nrb(3));
    const draft = await build(day);
    expect(lineOf(draft, offers.company)).toMatchObject({ tax: 0, taxBasis: 'treaty-certificate' });
    const held = lineOf(draft, heldOffer);
    expect(held).toMatchObject({ heldReason: 'no-profile', taxRateBasisPoints: 1900 });

    // Two days later the person gives a certificate covering the day the payout now goes out: the person's line
    // changes at once, the company's (whose certificate has lapsed by then) waits for the approval.
    await at(Date.parse(`${day}T09:00:00Z`) + 2 * 86_400_000);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(
      (await record(person.id, { country: 'DE', rateBasisPoints: '500', validFrom: day, validTo: today })).status,
    ).toBe(201);
    const opened = await view(draft.id);
    expect(lineOf(opened, offers.person)).toMatchObject({ taxRateBasisPoints: 500 });
    expect(lineOf(opened, offers.company)).toEqual(lineOf(draft, offers.company));
    expect((await audits('payout-run-retaxed')).at(-1)).toMatchObject({
      runId: draft.id,
      cause: { kind: 'certificate-recorded' },
      lines: [expect.objectContaining({ offerId: offers.person })],
    });
    // The held investor's primary data comes in meanwhile: the held line keeps its tax (it is not paid by this run).
    await scene.fillProfile(nobody, 'company-de');

    const approve = (seen: PayoutRunView['totals']) =>
      send('POST', `/api/advisor/payout-runs/${draft.id}/approve`, {
        seen: { tax: seen.tax, payout: seen.payout },
      });
    // The totals of the draft as now shown: the approval brings the company's lapsed certificate up to date first.
    const lapsed = await approve(opened.totals);
    expect(lapsed.status).toBe(409);
    expect(await lapsed.json()).toMatchObject({ code: 'b3d1f7a2', parameters: { lines: 1 } });
    // Sent again with those totals (a second tab, a double click), or with the ones from before the certificate:
    // nothing changes now, but they are not the run's.
    for (const seen of [opened.totals, draft.totals]) {
      const stale = await approve(seen);
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ code: 'b3d1f7a2', parameters: { lines: 0 } });
    }
    const reviewed = await view(draft.id);
    expect(lineOf(reviewed, offers.company)).toMatchObject({ taxRateBasisPoints: 2000, taxBasis: 'cit-21-flat' });
    expect(lineOf(reviewed, heldOffer)).toEqual(held);
    expect(await audits('payout-run-approved')).toHaveLength(2);

    const approved = await approve(reviewed.totals);
    expect(approved.status).toBe(200);
    const run = (await approved.json()) as PayoutRunView;
    expect(run.state).toBe('approved');
    // The held line is released as built; the run pays the others.
    expect(lineOf(run, heldOffer)).toMatchObject({ taxRateBasisPoints: 1900, releasedAt: expect.any(String) });
    expect(run.totals.tax).toBe(reviewed.totals.tax - held.tax);
    // A body that is not the totals' shape is refused before anything is read.
    const bad = await send('POST', `/api/advisor/payout-runs/${draft.id}/approve`, { seen: { tax: -1 } });
    expect(bad.status).toBe(400);
  });
});

describe('who a certificate is for', () => {
  it('is 404 for a person of the landing who is no investor (an advisor), writing nothing', async () => {
    const before = (await db().select().from(residenceCertificates)).length;
    const response = await record(scene.advisor.id, {
      country: 'DE',
      rateBasisPoints: '500',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: expect.any(String) });
    expect((await db().select().from(residenceCertificates)).length).toBe(before);
    expect((await send('GET', certificatesPath(scene.advisor.id))).status).toBe(404);
  });
});
