// Issue 35 item 8 (decision 0067): the EU sanctions list imported by the operator's CLI; a KYC submission and the
// daily screening compare investors' names with it; a hit is a compliance case that stops the investor's acceptance
// (with a message that names no reason) until the officer clears it.
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCli } from '../../../tests/support/admin-cli';
import {
  call,
  createAdvisor,
  createComplianceOfficer,
  createInvestor,
  createNetwork,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { latestMail, linkIn } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { ComplianceDesk } from '../../lib/contracts/compliance';
import { validKycForm } from '../../lib/contracts/kyc.fixtures';
import { createManualClock } from '../clock';
import { investorProfiles, sanctionsHits } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { linkOffer, smallCampaign } from '../../../tests/support/public-offer.fixtures';
import { runDailyScreening } from './sanctions-screening';

const SAMPLE = fileURLToPath(new URL('../../../tests/fixtures/eu-sanctions-sample.xml', import.meta.url));
let t: TestApp;
let home: string;
let advisor: TestPerson;
let officer: TestPerson;
let network: string;
let n = 0;

const bearer = async (who: TestPerson, panel: 'advisor-panel' | 'investor-panel' = 'advisor-panel') =>
  (await sessionFor(t, who, panel)).accessToken;
const desk = async () =>
  (await (
    await request(t, home, '/api/compliance/desk', call('GET', undefined, { bearer: await bearer(officer) }))
  ).json()) as ComplianceDesk;
const decide = async (who: TestPerson, hitId: string, body: unknown) =>
  request(t, home, `/api/compliance/sanctions/${hitId}/decision`, call('POST', body, { bearer: await bearer(who) }));

/** An investor with an offer they could accept now. */
async function investorWithOffer(email: string) {
  const person = await createInvestor(t, { landingId: home, email });
  const campaign = await smallCampaign(t, home);
  const offer = await linkOffer(t, {
    landingId: home,
    productId: campaign.product.id,
    investorUserId: person.id,
    ownerUserId: advisor.id,
    networkId: network,
  });
  const accept = async () =>
    request(
      t,
      home,
      `/investor-api/offer/${offer.id}/accept`,
      call('PATCH', { investmentValue: 1_000_000 }, { bearer: await bearer(person, 'investor-panel') }),
    );
  return { person, accept };
}

/** The advisor sends a KYC questionnaire to `email` and it is submitted with these names. */
async function kycSubmitted(email: string, firstName: string, surname: string, born = { birthDate: '1944-05-14' }) {
  const sent = await request(
    t,
    home,
    '/api/advisor/kyc/investor-request/send',
    call('POST', { investorEmail: email, message: ' ' }, { bearer: await bearer(advisor) }),
  );
  expect(sent.status).toBe(201);
  const token = new URL(linkIn(await latestMail(t, email, 'kyc-invitation'), '/kyc-form')).searchParams.get('token')!;
  const clean = { iran: '0', northKorea: '', syria: null, crimeaDonetsk: 0, cuba: '', russia: '' };
  const submitted = await request(
    t,
    home,
    `/public-api/kyc/investor-request/${token}/submit`,
    // A birth date other than the PESEL's goes with a foreign citizenship (no PESEL asked).
    call(
      'PUT',
      validKycForm({
        firstName,
        surname,
        sanctions: clean,
        ...(born.birthDate === '1944-05-14' ? {} : { birthDate: born.birthDate, citizenship: 'ZW', pesel: '' }),
      }),
    ),
  );
  expect(submitted.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ clock: createManualClock('2025-01-15T10:00:00Z'), env: { RATE_LIMIT_PER_ACCOUNT: '100' } });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: 'adv@sanctions.example' });
  network = await createNetwork(t, home, [[advisor, 'coordinator']]);
  officer = await createComplianceOfficer(t, { landingId: home, email: 'officer@sanctions.example' });
});
afterAll(async () => {
  await t.close();
});

describe('sanctions screening', () => {
  it('imports the EU list through the CLI; refuses a file that is not it', async () => {
    expect((await adminCli(t, 'sanctions', 'show')).stdout).toContain('No sanctions list imported yet');
    // Before any list nothing is screened.
    expect(await runDailyScreening(t.runtime)).toBe(0);
    const imported = await adminCli(t, 'sanctions', 'import', SAMPLE);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('3 entries, 6 names');
    const shown = JSON.parse((await adminCli(t, 'sanctions', 'show', '--json')).stdout) as { entities: number };
    expect(shown.entities).toBe(3);
    const wrong = await adminCli(t, 'sanctions', 'import', fileURLToPath(import.meta.url));
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/not well-formed XML|no <export>/);
    expect((await adminCli(t, 'sanctions', 'import')).code).toBe(2);
    expect((await adminCli(t, 'sanctions', 'import', '/nowhere/list.xml')).stderr).toContain('cannot be read');
  });

  it('opens a case from a KYC submission; the investor cannot accept until the officer clears it', async () => {
    const email = `robert${++n}@sanctions.example`;
    const { person, accept } = await investorWithOffer(email);
    // "Mugabe Robert" with an accent: the order of the words and the diacritics do not count.
    // Born on the listed day (21.02.1924): the date of birth does not rule the match out.
    await kycSubmitted(email, 'Róbert', 'Mugabe', { birthDate: '1924-02-21' });
    const [hit] = await t.runtime.database.db
      .select()
      .from(sanctionsHits)
      .where(eq(sanctionsHits.investorEmail, email));
    expect(hit).toMatchObject({
      entityRef: 'EU.36.64',
      listedName: 'Robert Gabriel Mugabe',
      source: 'kyc',
      status: 'open',
    });
    expect(hit!.score).toBeGreaterThanOrEqual(85);

    const refused = await accept();
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; label: string };
    // The investor is told a review is needed, never why (AML act art. 54).
    expect(body).toMatchObject({ code: ERROR_CODES.complianceReview, label: 'errors.complianceReview' });
    expect(JSON.stringify(body)).not.toMatch(/sanction|Mugabe|EU\.36/i);

    expect((await desk()).sanctions).toContainEqual(
      expect.objectContaining({ id: hit!.id, investorEmail: email, status: 'open', programme: 'ZWE' }),
    );
    // An advisor (a coordinator too) cannot decide it; a note is required.
    expect((await decide(advisor, hit!.id, { status: 'cleared', note: 'x' })).status).toBe(403);
    expect((await decide(officer, hit!.id, { status: 'cleared', note: ' ' })).status).toBe(400);
    expect((await decide(officer, hit!.id, { status: 'maybe', note: 'x' })).status).toBe(400);
    expect((await decide(officer, 'not-a-uuid', { status: 'cleared', note: 'x' })).status).toBe(404);
    const cleared = await decide(officer, hit!.id, {
      status: 'cleared',
      note: 'Data urodzenia 1991-03-04 i obywatelstwo PL: inna osoba.',
    });
    expect(cleared.status).toBe(204);
    expect((await decide(officer, hit!.id, { status: 'confirmed', note: 'x' })).status).toBe(409);
    expect((await accept()).status).toBe(200);
    const decided = (await desk()).sanctions.find((h) => h.id === hit!.id);
    expect(decided).toMatchObject({ status: 'cleared', decidedBy: expect.any(String) });
    expect(person.id).toBe(decided!.investorUserId);
  });

  it('opens no case for a namesake born on another day, at the KYC submission and daily', async () => {
    const email = `namesake${++n}@sanctions.example`;
    const { accept } = await investorWithOffer(email);
    await kycSubmitted(email, 'Robert', 'Mugabe', { birthDate: '1985-06-01' });
    const hits = () => t.runtime.database.db.select().from(sanctionsHits).where(eq(sanctionsHits.investorEmail, email));
    expect(await hits()).toEqual([]);
    await runDailyScreening(t.runtime);
    expect(await hits()).toEqual([]);
    expect((await accept()).status).toBe(200);
  });

  it('screens every investor daily by their primary data, once per listed entry; a confirmed match stays blocked', async () => {
    const email = `saddam${++n}@sanctions.example`;
    const { person, accept } = await investorWithOffer(email);
    await t.runtime.database.db.insert(investorProfiles).values({
      landingId: home,
      investorUserId: person.id,
      kind: 'person',
      firstName: 'Saddam',
      surname: 'Hussein al Tikriti',
      taxResidenceCountry: 'PL',
    });
    const plain = await investorWithOffer(`jan${++n}@sanctions.example`);
    await t.runtime.database.db.insert(investorProfiles).values({
      landingId: home,
      investorUserId: plain.person.id,
      kind: 'person',
      firstName: 'Jan',
      surname: 'Kowalski',
      taxResidenceCountry: 'PL',
    });
    expect(await runDailyScreening(t.runtime)).toBeGreaterThanOrEqual(1);
    // Once per listed entry: the next day's screening opens nothing new for the same match.
    expect(await runDailyScreening(t.runtime)).toBe(0);
    const hits = await t.runtime.database.db.select().from(sanctionsHits).where(eq(sanctionsHits.investorEmail, email));
    expect(hits).toEqual([expect.objectContaining({ entityRef: 'logical:13', source: 'daily', score: 100 })]);
    expect(
      await t.runtime.database.db
        .select()
        .from(sanctionsHits)
        .where(eq(sanctionsHits.investorEmail, plain.person.email)),
    ).toEqual([]);
    expect((await plain.accept()).status).toBe(200);

    expect((await decide(officer, hits[0]!.id, { status: 'confirmed', note: 'Zgodne dane paszportowe.' })).status).toBe(
      204,
    );
    expect((await accept()).status).toBe(409);
  });
});
