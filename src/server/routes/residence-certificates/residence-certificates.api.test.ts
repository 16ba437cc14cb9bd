// Certificates of residence (issue 38 item 3; decision 0076): the money desk records one with its evidence, lists
// them, downloads the evidence and withdraws one; bad input is refused with nothing written or stored. A payout run
// built for a day a certificate covers withholds the treaty's rate, on another day 19 % (a person) or 20 % (a company
// without its seat in Poland, no longer held).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createComplianceOfficer,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { PDF_BYTES, PNG } from '../../../../tests/support/public-offer.fixtures';
import { nrb, payoutScene } from '../../../../tests/support/payouts.fixtures';
import { storedFiles } from '../../../../tests/support/stored-files';
import { auditEvents, residenceCertificates, scheduleRows, type CampaignRow } from '../../db/schema';
import type { ResidenceCertificates, ResidenceCertificateView } from '../../../lib/contracts/residence-certificate';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';

let t: TestApp;
let home: string;
let navy: string;
let coordinator: TestPerson;
let coordinatorToken: string;
let advisorToken: string;
let complianceToken: string;
let navyToken: string;

const db = () => t.runtime.database.db;

const base = (investorId: string) => `/api/advisor/investors/client/${investorId}/residence-certificates`;

function certificateForm(
  fields: Record<string, string | undefined>,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string } | null = { bytes: PDF_BYTES, name: 'Ansässigkeit.pdf' },
): FormData {
  const body = new FormData();
  const all = { country: 'DE', rateBasisPoints: '500', validFrom: '2025-01-01', validTo: '2025-12-31', ...fields };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) body.append(name, value);
  if (file) body.append('file', new File([file.bytes], file.name, { type: 'application/octet-stream' }));
  return body;
}

const upload = (investorId: string, body: FormData, token = coordinatorToken, landing = home) =>
  request(t, landing, base(investorId), { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });
const get = (path: string, token = coordinatorToken, landing = home) =>
  request(t, landing, path, call('GET', undefined, { bearer: token }));
const post = (path: string, token = coordinatorToken, landing = home) =>
  request(t, landing, path, call('POST', undefined, { bearer: token }));

const certificateCount = async () => (await db().select().from(residenceCertificates)).length;

let campaign: CampaignRow;
let person: TestPerson;
let plain: TestPerson;
let company: TestPerson;
let offers: { person: string; plain: string; company: string };
let dates: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  const scene = await payoutScene(t, 'residence.example');
  ({ home, coordinator, coordinatorToken, advisorToken } = scene);
  navy = await landingId(t, 'navy');
  const officer = await createComplianceOfficer(t, { landingId: home, email: 'officer@residence.example' });
  const navyCoordinator = await createAdvisor(t, { landingId: navy, email: 'coordinator@navy-residence.example' });
  await createNetwork(t, navy, [[navyCoordinator, 'coordinator']]);
  complianceToken = (await sessionFor(t, officer, 'advisor-panel')).accessToken;
  navyToken = (await sessionFor(t, navyCoordinator, 'advisor-panel')).accessToken;

  campaign = await scene.campaignIn('PLN');
  person = await scene.investor('hanna@residence.example', 'person-de');
  plain = await scene.investor('ohne@residence.example', 'person-de');
  company = await scene.investor('kranich@residence.example', 'company-de');
  offers = {
    person: await scene.activeOffer(campaign, person, 1_234_500, nrb(1)),
    plain: await scene.activeOffer(campaign, plain, 1_000_000, nrb(2)),
    company: await scene.activeOffer(campaign, company, 2_000_000, nrb(3)),
  };
  const rows = await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, offers.person));
  dates = [...new Set(rows.map((row) => row.paymentDate))].sort();
});
afterAll(async () => {
  await t.close();
});

describe('recording a certificate of residence', () => {
  it('refuses bad input with 4xx and the error body, writing and storing nothing', async () => {
    const before = { rows: await certificateCount(), files: await storedFiles(t.runtime) };
    const invalid = async (fields: Record<string, string | undefined>, path: string) => {
      const response = await upload(person.id, certificateForm(fields));
      expect(response.status, JSON.stringify(fields)).toBe(422);
      const body = (await response.json()) as { code: string; label: string; violations: { propertyPath: string }[] };
      expect(body).toMatchObject({ code: '6532a25a', label: 'errors.residenceCertificateInvalid' });
      expect(body.violations.map((v) => v.propertyPath)).toEqual([path]);
    };
    await invalid({ country: 'PL' }, 'country');
    await invalid({ country: 'pl' }, 'country');
    await invalid({ country: 'XX' }, 'country');
    await invalid({ validFrom: '2025-06-01', validTo: '2025-05-31' }, 'validTo');
    await invalid({ rateBasisPoints: '10001' }, 'rateBasisPoints');
    await invalid({ rateBasisPoints: '-1' }, 'rateBasisPoints');

    const malformed = async (fields: Record<string, string | undefined>, path: string) => {
      const response = await upload(person.id, certificateForm(fields));
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const body = (await response.json()) as { code: string; violations: { propertyPath: string }[] };
      expect(body.code).toBe('9e4235af');
      expect(body.violations.map((v) => v.propertyPath)).toContain(path);
    };
    await malformed({ country: undefined }, 'country');
    await malformed({ rateBasisPoints: '5%' }, 'rateBasisPoints');
    await malformed({ validFrom: '31.12.2025' }, 'validFrom');
    await malformed({ validTo: '2025-02-30' }, 'validTo');

    const noFile = await upload(person.id, certificateForm({}, null));
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { violations: { propertyPath: string }[] }).violations[0]?.propertyPath).toBe(
      'file',
    );
    const text = new TextEncoder().encode('not a certificate, just text');
    const wrongType = await upload(person.id, certificateForm({}, { bytes: text, name: 'certificate.pdf' }));
    expect(wrongType.status).toBe(415);

    // Not multipart at all.
    const json = await request(t, home, base(person.id), call('POST', { country: 'DE' }, { bearer: coordinatorToken }));
    expect(json.status).toBe(415);

    expect(await certificateCount()).toBe(before.rows);
    expect(await storedFiles(t.runtime)).toEqual(before.files);
  });

  it('is for the money desk of the investor’s landing only: 403 for a plain advisor, 404 elsewhere', async () => {
    const before = { rows: await certificateCount(), files: await storedFiles(t.runtime) };
    expect((await upload(person.id, certificateForm({}), advisorToken)).status).toBe(403);
    expect((await get(base(person.id), advisorToken)).status).toBe(403);
    // Another landing's coordinator names this landing's investor: unknown there.
    expect((await upload(person.id, certificateForm({}), navyToken, navy)).status).toBe(404);
    expect((await get(base(person.id), navyToken, navy)).status).toBe(404);
    expect((await upload('00000000-0000-4000-8000-000000000000', certificateForm({}))).status).toBe(404);
    expect((await upload('not-an-id', certificateForm({}))).status).toBe(404);
    expect(await certificateCount()).toBe(before.rows);
    expect(await storedFiles(t.runtime)).toEqual(before.files);
  });

  it('records a certificate with its evidence, lists it, serves the file, and audits each step', async () => {
    const files = (await storedFiles(t.runtime)).length;
    const response = await upload(
      person.id,
      certificateForm({ country: 'de', validFrom: dates[0]!, validTo: dates[0]! }, { bytes: PNG, name: 'scan.png' }),
    );
    expect(response.status).toBe(201);
    const view = (await response.json()) as ResidenceCertificateView;
    expect(view).toMatchObject({
      country: 'DE',
      rateBasisPoints: 500,
      validFrom: dates[0],
      validTo: dates[0],
      fileName: 'scan.png',
      mediaType: 'image/png',
      size: PNG.byteLength,
      recordedBy: 'Test Person',
      withdrawnAt: null,
    });
    expect((await storedFiles(t.runtime)).length).toBe(files + 1);

    // The compliance officer sees the same list.
    const listed = (await (await get(base(person.id), complianceToken)).json()) as ResidenceCertificates;
    expect(listed.certificates.map((c) => c.id)).toEqual([view.id]);
    expect(listed.countries).toContain('DE');
    expect(listed.countries).not.toContain('PL');

    const file = await get(`${base(person.id)}/${view.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect((await get(`${base(plain.id)}/${view.id}/file`)).status).toBe(404);

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, person.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'residence-certificate-downloaded',
      'residence-certificate-recorded',
    ]);
    expect(audit.find((a) => a.action === 'residence-certificate-recorded')).toMatchObject({
      actorUserId: coordinator.id,
      landingId: home,
      details: expect.objectContaining({ certificateId: view.id, country: 'DE', rateBasisPoints: 500 }),
    });
  });

  it('withdraws a certificate once (409 after), keeping it and its file', async () => {
    const made = (await (
      await upload(plain.id, certificateForm({ rateBasisPoints: '0', validFrom: dates[0]!, validTo: dates[1]! }))
    ).json()) as ResidenceCertificateView;
    expect((await post(`${base(plain.id)}/${made.id}/withdraw`, advisorToken)).status).toBe(403);
    expect((await post(`${base(person.id)}/${made.id}/withdraw`)).status).toBe(404);
    const withdrawn = await post(`${base(plain.id)}/${made.id}/withdraw`, complianceToken);
    expect(withdrawn.status).toBe(200);
    expect((await withdrawn.json()) as ResidenceCertificateView).toMatchObject({
      id: made.id,
      withdrawnAt: expect.any(String),
    });
    const again = await post(`${base(plain.id)}/${made.id}/withdraw`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('51b91630');
    const listed = (await (await get(base(plain.id))).json()) as ResidenceCertificates;
    expect(listed.certificates).toHaveLength(1);
    expect(listed.certificates[0]?.withdrawnAt).not.toBeNull();
    expect((await get(`${base(plain.id)}/${made.id}/file`)).status).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'residence-certificate-withdrawn'));
    expect(audit).toMatchObject({
      subjectUserId: plain.id,
      details: expect.objectContaining({ certificateId: made.id }),
    });
  });
});

describe("a certificate's standing", () => {
  it('is upcoming before its first day, in force through its last, expired after it, and withdrawn once withdrawn', async () => {
    // Days no schedule reaches, so that no payout of the tests below meets it.
    const [first, last] = ['2031-03-01', '2031-03-31'];
    const made = (await (
      await upload(company.id, certificateForm({ country: 'AT', validFrom: first, validTo: last }))
    ).json()) as ResidenceCertificateView;
    const [before, token] = [t.clock.now(), coordinatorToken];
    const statusOn = async (time: number) => {
      t.clock.set(time);
      coordinatorToken = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
      const listed = (await (await get(base(company.id))).json()) as ResidenceCertificates;
      return listed.certificates.find((c) => c.id === made.id)?.status;
    };
    const noon = (day: string, plusDays = 0) => Date.parse(`${day}T12:00:00Z`) + plusDays * 86_400_000;
    try {
      expect(await statusOn(noon(first, -1))).toBe('upcoming');
      expect(await statusOn(noon(first))).toBe('in-force');
      expect(await statusOn(noon(last))).toBe('in-force');
      expect(await statusOn(noon(last, 1))).toBe('expired');
      const withdrawn = await post(`${base(company.id)}/${made.id}/withdraw`);
      expect(((await withdrawn.json()) as ResidenceCertificateView).status).toBe('withdrawn');
      expect(await statusOn(noon(first))).toBe('withdrawn');
    } finally {
      t.clock.set(before);
      coordinatorToken = token;
    }
  });
});

describe("the payout's tax from the certificates", () => {
  const build = async (scheduleDate: string) => {
    const response = await request(
      t,
      home,
      '/api/advisor/payout-runs',
      call('POST', { campaignId: campaign.id, scheduleDate }, { bearer: coordinatorToken }),
    );
    expect(response.status).toBe(201);
    const run = (await response.json()) as PayoutRunView;
    return (offerId: string) => run.lines.find((line) => line.offerId === offerId)!;
  };
  const taxAt = (gross: number, rate: number) => Math.ceil((gross * rate) / 10_000);

  it("withholds the treaty's rate on a day a certificate covers, 19 % or 20 % on the others", async () => {
    // The company gives a Swiss certificate covering the first day only: 0 % there.
    const swiss = await upload(
      company.id,
      certificateForm({ country: 'CH', rateBasisPoints: '0', validFrom: dates[0]!, validTo: dates[0]! }),
    );
    expect(swiss.status).toBe(201);

    const first = await build(dates[0]!);
    // The person's German certificate covers the first day: 5 %.
    const personLine = first(offers.person);
    expect(personLine).toMatchObject({ taxRateBasisPoints: 500, taxBasis: 'treaty-certificate', heldReason: null });
    expect(personLine.tax).toBe(taxAt(personLine.grossInterest, 500));
    // Withdrawn certificates do not count: 19 %.
    const plainLine = first(offers.plain);
    expect(plainLine).toMatchObject({ taxRateBasisPoints: 1900, taxBasis: 'pit-30a-flat', heldReason: null });
    expect(plainLine.tax).toBe(taxAt(plainLine.grossInterest, 1900));
    // The company abroad is paid, no longer held, at the treaty's 0 %.
    expect(first(offers.company)).toMatchObject({
      taxRateBasisPoints: 0,
      tax: 0,
      taxBasis: 'treaty-certificate',
      heldReason: null,
    });

    const second = await build(dates[1]!);
    const personLater = second(offers.person);
    expect(personLater).toMatchObject({ taxRateBasisPoints: 1900, taxBasis: 'pit-30a-flat' });
    expect(personLater.tax).toBe(taxAt(personLater.grossInterest, 1900));
    const companyLater = second(offers.company);
    expect(companyLater).toMatchObject({ taxRateBasisPoints: 2000, taxBasis: 'cit-21-flat', heldReason: null });
    expect(companyLater.tax).toBe(taxAt(companyLater.grossInterest, 2000));
    expect(companyLater.netInterest).toBe(companyLater.grossInterest - companyLater.tax);
  });

  it('takes the day the payout goes out: a certificate lapsed by then no longer gives its rate', async () => {
    const [lapsing, current] = [dates[2]!, dates[3]!];
    for (const day of [lapsing, current])
      expect(
        (await upload(plain.id, certificateForm({ rateBasisPoints: '500', validFrom: day, validTo: day }))).status,
      ).toBe(201);
    const [before, token] = [t.clock.now(), coordinatorToken];
    // The clock moves months ahead: the coordinator signs in again then (the first session has expired).
    const at = async (time: string | number) => {
      t.clock.set(time);
      coordinatorToken = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
    };
    try {
      // Built on its schedule date: the payout goes out that day, which the certificate covers.
      await at(`${current}T10:00:00Z`);
      expect((await build(current))(offers.plain)).toMatchObject({
        taxRateBasisPoints: 500,
        taxBasis: 'treaty-certificate',
      });
      // Built two days after its schedule date: the payout goes out today, when the certificate has lapsed.
      await at(Date.parse(`${lapsing}T10:00:00Z`) + 2 * 86_400_000);
      expect((await build(lapsing))(offers.plain)).toMatchObject({
        taxRateBasisPoints: 1900,
        taxBasis: 'pit-30a-flat',
      });
    } finally {
      t.clock.set(before);
      coordinatorToken = token;
    }
  });
});
