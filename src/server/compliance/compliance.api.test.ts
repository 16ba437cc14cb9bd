// Issue 35 item 7 (decision 0066): the compliance desk is a compliance officer's, made by the operator's CLI, and
// opens only with two-factor on; officers share complaints with the coordinators and alone set legal holds. The decisions
// themselves are tested with their features (routes/investor/protection.api.test.ts for sophisticated requests,
// routes/kyc/kyc-review.api.test.ts for flagged KYC cases).
import { and, eq } from 'drizzle-orm';
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
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { ComplianceDesk } from '../../lib/contracts/compliance';
import { complianceOfficers, users, userTwoFactor } from '../db/schema';

let t: TestApp;
let home: string;
let navy: string;
let coordinator: TestPerson;
let advisor: TestPerson;
let officer: TestPerson;

const as = async (who: TestPerson, path: string, init: RequestInit = {}, landing = home) =>
  request(t, landing, path, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      authorization: `Bearer ${(await sessionFor(t, who, 'advisor-panel')).accessToken}`,
    },
  });
const label = async (res: Response) => ((await res.json()) as { label: string }).label;

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  navy = await landingId(t, 'navy');
  coordinator = await createAdvisor(t, { landingId: home, email: 'coord@desk.example' });
  advisor = await createAdvisor(t, { landingId: home, email: 'adv@desk.example' });
  await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
  ]);
  officer = await createComplianceOfficer(t, { landingId: home, email: 'officer@desk.example' });
});
afterAll(async () => {
  await t.close();
});

describe('the compliance desk', () => {
  it("is an officer's with two-factor on; advisors, coordinators and investors are refused", async () => {
    for (const who of [advisor, coordinator]) {
      const refused = await as(who, '/api/compliance/desk');
      expect(refused.status).toBe(403);
      expect(await label(refused)).toBe('compliance.errors.officerOnly');
    }
    const investor = await createInvestor(t, { landingId: home, email: 'inv@desk.example' });
    const investorCall = await request(
      t,
      home,
      '/api/compliance/desk',
      call('GET', undefined, { bearer: (await sessionFor(t, investor, 'investor-panel')).accessToken }),
    );
    expect(investorCall.status).toBe(403);
    // An officer of another landing is nobody here; on their own landing's host the token works.
    const navyOfficer = await createComplianceOfficer(t, { landingId: navy, email: 'officer@navy-desk.example' });
    expect((await as(navyOfficer, '/api/compliance/desk', {}, navy)).status).toBe(200);
    expect((await as(navyOfficer, '/api/compliance/desk', {}, home)).status).toBe(401);

    const noTwoFactor = await createComplianceOfficer(t, {
      landingId: home,
      email: 'officer.no2fa@desk.example',
      twoFactor: false,
    });
    const asked = await as(noTwoFactor, '/api/compliance/desk');
    expect(asked.status).toBe(403);
    expect(await label(asked)).toBe('compliance.errors.twoFactorRequired');
    // Turning two-factor off closes the desk at once.
    await t.runtime.database.db.delete(userTwoFactor).where(eq(userTwoFactor.userId, officer.id));
    expect(await label(await as(officer, '/api/compliance/desk'))).toBe('compliance.errors.twoFactorRequired');
    await t.runtime.database.db.insert(userTwoFactor).values({
      userId: officer.id,
      secretEncrypted: (
        await t.runtime.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, navyOfficer.id))
      )[0]!.secretEncrypted,
      enabledAt: t.clock.now(),
    });

    const desk = await as(officer, '/api/compliance/desk');
    expect(desk.status).toBe(200);
    expect(desk.headers.get('cache-control')).toContain('no-store');
    expect((await desk.json()) as ComplianceDesk).toMatchObject({
      classifications: expect.any(Array),
      kycCases: expect.any(Array),
      expiring: expect.any(Array),
      complaints: { open: expect.any(Number), overdue: expect.any(Number) },
      holds: expect.any(Array),
    });
    // The panel learns the role from the active user.
    const data = (await (await as(officer, '/api/auth/data')).json()) as { roles: string[] };
    expect(data.roles).toEqual(['advisor', 'compliance']);
    expect(((await (await as(advisor, '/api/auth/data')).json()) as { roles: string[] }).roles).toEqual(['advisor']);
  });

  it("shares complaints with the coordinators; legal holds are the officers' alone, set from the desk by e-mail", async () => {
    expect((await as(officer, '/api/complaints')).status).toBe(200);
    expect((await as(advisor, '/api/complaints')).status).toBe(403);
    const investor = await createInvestor(t, { landingId: home, email: 'held@desk.example' });
    const hold = await as(
      officer,
      `/api/advisor/investors/client/${investor.id}/legal-hold`,
      call('POST', { reason: 'Wniosek GIIF nr 12/2026' }),
    );
    expect(hold.status).toBe(200);
    const desk = (await (await as(officer, '/api/compliance/desk')).json()) as ComplianceDesk;
    expect(desk.holds).toContainEqual(
      expect.objectContaining({
        investor: expect.objectContaining({ id: investor.id }),
        reason: 'Wniosek GIIF nr 12/2026',
      }),
    );
    // Holds are the officers' alone: an advisor and a coordinator are refused; the officer releases it.
    for (const who of [advisor, coordinator])
      expect(
        (await as(who, `/api/advisor/investors/client/${investor.id}/legal-hold/release`, call('POST'))).status,
      ).toBe(403);
    expect(
      (await as(officer, `/api/advisor/investors/client/${investor.id}/legal-hold/release`, call('POST'))).status,
    ).toBe(200);
    // From the desk, by the investor's e-mail (any case); an unknown address is 404, an active hold 409.
    const byEmail = (who: TestPerson, email: string) =>
      as(who, '/api/compliance/legal-holds', call('POST', { email, reason: 'Zapytanie prokuratury' }));
    expect((await byEmail(coordinator, 'held@desk.example')).status).toBe(403);
    expect((await byEmail(officer, 'nobody@desk.example')).status).toBe(404);
    const set = await byEmail(officer, 'HELD@desk.example');
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ hold: { reason: 'Zapytanie prokuratury' }, canManageHold: true });
    expect((await byEmail(officer, 'held@desk.example')).status).toBe(409);
    expect(
      (await as(officer, '/api/compliance/legal-holds', call('POST', { email: 'held@desk.example' }))).status,
    ).toBe(400);
  });
});

describe('npm run admin -- compliance', () => {
  it('creates an officer, makes an existing advisor one, lists and removes them; refuses bad input', async () => {
    const created = await adminCli(
      t,
      'compliance',
      'create',
      '--host',
      'localhost',
      '--email',
      'New.Officer@Desk.example',
      '--first-name',
      'Irena',
      '--surname',
      'Kowal',
      '--json',
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      email: 'new.officer@desk.example',
      status: 'initial',
      created: true,
    });
    const made = await adminCli(t, 'compliance', 'create', '--host', 'localhost', '--email', advisor.email);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Made compliance officer ${advisor.email}`);
    const listed = await adminCli(t, 'compliance', 'list', '--host', 'localhost', '--json');
    const rows = JSON.parse(listed.stdout) as Array<{ email: string; twoFactor: boolean }>;
    expect(rows.map((r) => r.email)).toEqual(
      expect.arrayContaining(['new.officer@desk.example', advisor.email, officer.email]),
    );
    expect(rows.find((r) => r.email === 'new.officer@desk.example')!.twoFactor).toBe(false);
    // The advisor made an officer still has no desk without two-factor.
    expect(await label(await as(advisor, '/api/compliance/desk'))).toBe('compliance.errors.twoFactorRequired');

    const removed = await adminCli(t, 'compliance', 'remove', '--host', 'localhost', '--email', advisor.email);
    expect(removed.code).toBe(0);
    const [adv] = await t.runtime.database.db.select().from(users).where(eq(users.id, advisor.id));
    expect(adv).toBeDefined();
    expect(
      await t.runtime.database.db
        .select()
        .from(complianceOfficers)
        .where(and(eq(complianceOfficers.userId, advisor.id), eq(complianceOfficers.landingId, home))),
    ).toEqual([]);
    expect((await adminCli(t, 'compliance', 'remove', '--host', 'localhost', '--email', advisor.email)).code).toBe(2);
    expect((await adminCli(t, 'compliance', 'create', '--host', 'localhost')).code).toBe(2);
    expect(
      (await adminCli(t, 'compliance', 'create', '--host', 'nowhere.example', '--email', 'a@b.example')).code,
    ).toBe(2);
    expect((await adminCli(t, 'compliance', 'grant', '--host', 'localhost')).code).toBe(2);
  });
});
