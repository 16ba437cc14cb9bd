// Issue 35, item 9 (decision 0070): complaints per Delegated Regulation (EU) 2022/2117 and the Polish complaints
// act. The acknowledgement names the complaints unit and the day admissibility is told by (10 Polish working days);
// the complainant is told it is admissible, once; an inadmissible one is refused with the reasons; the answer is
// composed with the notices of a refusal (art. 10: appeal, Financial Ombudsman, defendant and court) and, for an
// upheld claim, the day it is carried out (art. 9 pt 4: within 30 days); the operator sets the unit with the CLI.
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
} from '../../../tests/support/auth-fixtures';
import { adminCli } from '../../../tests/support/admin-cli';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { mailsTo } from '../../../tests/support/outbox';
import { createManualClock, type ManualClock } from '../clock';
import { complaints } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import type { ComplaintSummary, CoordinatorComplaint, CoordinatorComplaintRow } from '../../lib/contracts/complaint';

let t: TestApp;
let clock: ManualClock;
let navy: string;
let coordinator: TestPerson;
let n = 0;

async function complain(language: 'pl' | 'en' = 'pl') {
  const body = new FormData();
  body.append('subject', 'Late payment confirmation');
  body.append('body', 'I paid on time.');
  const contactEmail = `rts${++n}@complaint.example`;
  body.append('contactEmail', contactEmail);
  const res = await request(t, navy, `/public-api/complaints?lang=${language}`, {
    method: 'POST',
    body,
    headers: { origin: `http://${(await t.runtime.landings.byId(navy))!.hosts[0]}` },
  });
  expect(res.status).toBe(201);
  return { ...((await res.json()) as ComplaintSummary), contactEmail };
}
const coordinatorCall = async (path: string, init: RequestInit = {}) =>
  request(t, navy, path, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      authorization: `Bearer ${(await sessionFor(t, coordinator, 'advisor-panel')).accessToken}`,
    },
  });
const post = (id: string, action: string, body: unknown = {}) =>
  coordinatorCall(`/api/complaints/${id}/${action}`, call('POST', body));
const who = { name: 'Anna Kowalska', position: 'Kierownik Działu Reklamacji' };

beforeAll(async () => {
  // Wednesday 15.01.2025, 11:00 in Warsaw.
  clock = createManualClock('2025-01-15T10:00:00Z');
  t = await createTestApp({ clock, env: RELAXED_LIMITS });
  navy = await landingId(t, 'navy');
  coordinator = await createAdvisor(t, { landingId: navy, email: 'coordinator@rts.example' });
  await createNetwork(t, navy, [[coordinator, 'coordinator']]);
});
afterAll(async () => {
  await t.close();
});

describe('the acknowledgement and admissibility (Delegated Regulation (EU) 2022/2117 Art. 3)', () => {
  it('names the complaints unit and the 10th working day, and cites no article it could not read', async () => {
    const sent = await complain();
    const [mail] = await mailsTo(t, sent.contactEmail, 'complaint-received');
    // 10 working days after Wednesday 15.01.2025: 16, 17, 20-24, 27, 28, 29 January.
    expect(mail!.text).toContain('Do 29.01.2025 (10 dni roboczych od otrzymania) poinformujemy Cię');
    expect(mail!.text).toContain('Dział Reklamacji, e-mail reklamacje@navy.example, tel. +48 22 100 20 30');
    expect(mail!.text).toContain('najpóźniej do 14.02.2025 (30 dni od otrzymania)');
    expect(mail!.text).not.toMatch(/art\. \d/);
    const view = (await (await coordinatorCall(`/api/complaints/${sent.id}`)).json()) as CoordinatorComplaint;
    expect(view).toMatchObject({ admissibleAt: null, admissibilityOverdue: false });
    expect(view.admissibilityDueAt).toBe('2025-01-29T22:59:59.999Z');
  });

  it('tells the complainant it is admissible once; past the 10 working days an undecided one is flagged', async () => {
    const sent = await complain('en');
    const admitted = await post(sent.id, 'admissible');
    expect(admitted.status).toBe(200);
    expect((await admitted.json()) as CoordinatorComplaint).toMatchObject({
      status: 'in_progress',
      admissibleAt: '2025-01-15T10:00:00.000Z',
    });
    const [notice] = await mailsTo(t, sent.contactEmail, 'complaint-admissible');
    expect(notice!.subject).toBe(`Your complaint ${sent.reference} is admissible`);
    expect(notice!.text).toContain('We will answer by 14.02.2025 at the latest.');
    expect(notice!.text).toContain('Dział Reklamacji, e-mail reklamacje@navy.example, phone +48 22 100 20 30');
    for (const again of [
      await post(sent.id, 'admissible'),
      await post(sent.id, 'answer', { ...who, outcome: 'inadmissible', reasons: 'x' }),
    ]) {
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: ERROR_CODES.complaintAdmissibilityDecided });
    }
    const undecided = await complain();
    try {
      clock.set('2025-01-29T22:59:59.999Z');
      const onTime = (await (await coordinatorCall('/api/complaints')).json()) as CoordinatorComplaintRow[];
      expect(onTime.find((row) => row.id === undecided.id)!.admissibilityOverdue).toBe(false);
      clock.set('2025-01-30T07:00:00Z');
      const late = (await (await coordinatorCall('/api/complaints')).json()) as CoordinatorComplaintRow[];
      expect(late.find((row) => row.id === undecided.id)!.admissibilityOverdue).toBe(true);
      expect(late.find((row) => row.id === sent.id)!.admissibilityOverdue).toBe(false);
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('refuses an inadmissible complaint with the reasons and the notices of a refusal', async () => {
    const sent = await complain();
    const res = await post(sent.id, 'answer', {
      ...who,
      outcome: 'inadmissible',
      reasons: 'Reklamacja nie dotyczy naszych usług, lecz projektu innego dostawcy.',
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as CoordinatorComplaint;
    expect(view).toMatchObject({ status: 'answered', outcome: 'inadmissible', admissibleAt: null });
    const [mail] = await mailsTo(t, sent.contactEmail, 'complaint-answered');
    for (const line of [
      'Twoja reklamacja jest niedopuszczalna',
      'Dlaczego reklamacja jest niedopuszczalna:',
      'lecz projektu innego dostawcy.',
      '1) odwołania się od stanowiska zawartego w odpowiedzi: napisz na adres reklamacje@navy.example',
      '2) wystąpienia z wnioskiem o rozpatrzenie sprawy do Rzecznika Finansowego',
      'sądem miejscowo właściwym do rozpoznania sprawy jest Sąd Rejonowy dla Warszawy-Śródmieścia w Warszawie.',
      'Odpowiedzi udziela: Anna Kowalska, Kierownik Działu Reklamacji.',
    ])
      expect(mail!.text).toContain(line);
  });
});

describe('the answer (the act, art. 9 and 10)', () => {
  it('asks an upheld claim for the day it is carried out, within 30 days, and leaves the notices out', async () => {
    const sent = await complain();
    const upheld = { ...who, outcome: 'upheld', reasons: 'Wpłata dotarła na czas; oferta jest aktywna.' };
    for (const [fulfilmentBy, field] of [
      [undefined, 'fulfilmentBy'],
      ['2025-02-15', 'fulfilmentBy'],
      ['2025-01-14', 'fulfilmentBy'],
      ['2025-02-30', 'fulfilmentBy'],
    ] as const) {
      const res = await post(sent.id, 'answer', { ...upheld, ...(fulfilmentBy ? { fulfilmentBy } : {}) });
      expect(res.status, String(fulfilmentBy)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(field);
    }
    const notUpheld = await post(sent.id, 'answer', {
      ...who,
      outcome: 'rejected',
      reasons: 'x',
      fulfilmentBy: '2025-01-20',
    });
    expect(notUpheld.status).toBe(400);
    expect((await t.runtime.database.db.select().from(complaints).where(eq(complaints.id, sent.id)))[0]!.status).toBe(
      'new',
    );
    const res = await post(sent.id, 'answer', { ...upheld, fulfilmentBy: '2025-02-14' });
    expect(res.status).toBe(200);
    const view = (await res.json()) as CoordinatorComplaint;
    expect(view.answer).toContain('Uwzględniamy Twoją reklamację.');
    expect(view.answer).toContain('Roszczenie uwzględnione w odpowiedzi zrealizujemy do 14.02.2025.');
    expect(view.answer).not.toContain('Rzecznika Finansowego');
    const [row] = await t.runtime.database.db.select().from(complaints).where(eq(complaints.id, sent.id));
    expect(row).toMatchObject({
      outcome: 'upheld',
      fulfilmentBy: '2025-02-14',
      answeredByName: 'Anna Kowalska',
      answeredByPosition: 'Kierownik Działu Reklamacji',
    });
  });
});

describe('the complaints unit (npm run admin -- complaints)', () => {
  it('shows and changes it; refuses a bad phone; a refusal then names the new court', async () => {
    const shown = await adminCli(t, 'complaints', 'show', '--landing', 'navy');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Complaints unit: Dział Reklamacji');
    const bad = await adminCli(t, 'complaints', 'set', '--landing', 'navy', '--phone', 'call us');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--phone');
    const set = await adminCli(
      t,
      'complaints',
      'set',
      '--landing',
      'navy',
      '--court',
      'Sąd Okręgowy w Gdańsku',
      '--no-appeal',
      '--adr-en',
      'mediation at the Financial Ombudsman',
    );
    expect(set.stderr).toBe('');
    expect(set.stdout).toContain('Court: Sąd Okręgowy w Gdańsku');
    expect(set.stdout).toContain('Appeal procedure: none');
    const sent = await complain('en');
    const view = (await (
      await post(sent.id, 'answer', { ...who, outcome: 'rejected', reasons: 'The transfer came late.' })
    ).json()) as CoordinatorComplaint;
    expect(view.answer).toContain('1) settle the dispute out of court: mediation at the Financial Ombudsman;');
    expect(view.answer).toContain('the court with territorial jurisdiction is Sąd Okręgowy w Gdańsku.');
    expect(view.answer).not.toContain('appeal');
    expect((await adminCli(t, 'complaints', 'set', '--landing', 'navy')).code).not.toBe(0);
  });
});
