// The demo people of the seed: who can sign in, with what, and the two-factor secret README prints.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requester } from '../../../tests/support/auth-requests';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { serverSecrets } from '../auth/secrets';
import { decryptSecret } from '../auth/two-factor/secret-box';
import { complianceOfficers, networkMembers, networks, userContexts, users, userTwoFactor } from '../db/schema';
import { seedIfEmpty } from './index';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';

let t: TestApp;
let summary: Awaited<ReturnType<typeof seedIfEmpty>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { RATE_LIMIT_PER_IP: '100000' } });
  summary = await seedIfEmpty(t.runtime);
});
afterAll(() => t.close());

describe('demo people', () => {
  it('are reported for npm start: per brand a coordinator, two advisors, a compliance officer, three investors', async () => {
    expect(summary.logins).toHaveLength(21);
    const navy = summary.logins.filter((login) => login.email.endsWith('@baltycki.example'));
    expect(navy.map((login) => login.role)).toEqual([
      'coordinator',
      'advisor',
      'advisor 2FA',
      'compliance 2FA',
      'investor',
      'investor',
      'investor',
    ]);
    expect(navy.filter((login) => login.password === DEMO_PASSWORD)).toHaveLength(4);
    expect(navy.find((login) => login.totpSecret)).toMatchObject({
      email: 'doradca.2fa@baltycki.example',
      totpSecret: 'BALTYCKIDEMOADVISORTWOFACTORKEYB',
      url: 'http://127.0.0.1:4321/',
    });
    expect(navy.find((login) => login.role === 'compliance 2FA')).toMatchObject({
      email: 'compliance@baltycki.example',
      totpSecret: 'BALTYCKIDEMOCOMPLIANCEOFFICERKEY',
      url: 'http://127.0.0.1:4321/app/compliance',
    });
    // The officer is one of the landing's compliance officers, with two-factor on.
    const [officer] = await t.runtime.database.db
      .select({ id: users.id, landingId: users.landingId })
      .from(users)
      .where(eq(users.email, 'compliance@baltycki.example'));
    expect(
      await t.runtime.database.db.select().from(complianceOfficers).where(eq(complianceOfficers.userId, officer!.id)),
    ).toEqual([expect.objectContaining({ landingId: officer!.landingId })]);
    const [secret] = await t.runtime.database.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, officer!.id));
    expect(secret!.enabledAt).not.toBeNull();
    expect(navy.at(-1)?.url).toBe('http://127.0.0.1:4321/investor-login');
  });

  it('sit in one network per brand with the coordinator coordinating it', async () => {
    const rows = await t.runtime.database.db
      .select({ network: networks.name, email: users.email, role: networkMembers.role })
      .from(networkMembers)
      .innerJoin(networks, eq(networks.id, networkMembers.networkId))
      .innerJoin(users, eq(users.id, networkMembers.userId))
      .where(eq(networks.name, 'Sieć Szmaragd'));
    expect(rows.map((r) => [r.email, r.role]).sort()).toEqual([
      ['doradca.2fa@szmaragd.example', 'advisor'],
      ['doradca@szmaragd.example', 'advisor'],
      ['koordynator@szmaragd.example', 'coordinator'],
    ]);
    const investorContexts = await t.runtime.database.db
      .select({ email: users.email })
      .from(userContexts)
      .innerJoin(users, eq(users.id, userContexts.userId))
      .where(eq(userContexts.type, 'investor-panel'));
    // The demo investors of users.ts; seed/campaigns.ts adds generated clients under @klienci.<domain>.
    const demoInvestors = Object.values(DEMO_PEOPLE).flatMap((p) => p.investors.map((i) => i.email));
    expect(demoInvestors).toHaveLength(9);
    expect(
      investorContexts
        .map((r) => r.email)
        .filter((e) => demoInvestors.includes(e))
        .sort(),
    ).toEqual([...demoInvestors].sort());
    expect(
      investorContexts.filter((r) => !demoInvestors.includes(r.email)).every((r) => r.email.includes('@klienci.')),
    ).toBe(true);
  });

  it('keep the TOTP secret encrypted, decrypting to the one README prints', async () => {
    const [row] = await t.runtime.database.db
      .select({ sealed: userTwoFactor.secretEncrypted, enabledAt: userTwoFactor.enabledAt })
      .from(userTwoFactor)
      .innerJoin(users, eq(users.id, userTwoFactor.userId))
      .where(eq(users.email, DEMO_PEOPLE.default!.advisorWithTwoFactor.email));
    expect(row?.enabledAt).toBeInstanceOf(Date);
    expect(row?.sealed).not.toContain(DEMO_PEOPLE.default!.advisorWithTwoFactor.totpSecret);
    expect(decryptSecret(serverSecrets(t.runtime.env).encryptionKey, row!.sealed!)).toBe(
      'HORYZONTDEMOADVISORTWOFACTORKEYA',
    );
  });

  it('sign in with the documented password: tokens, or the two-factor step', async () => {
    const call = requester(t, 'invest.localhost:4321');
    const coordinator = await call('POST', '/auth/login', {
      email: 'koordynator@szmaragd.example',
      password: DEMO_PASSWORD,
    });
    expect(coordinator.status).toBe(200);
    expect((await coordinator.json()).type).toBe('auth-token');
    const twoFactor = await call('POST', '/auth/login', {
      email: 'doradca.2fa@szmaragd.example',
      password: DEMO_PASSWORD,
    });
    expect((await twoFactor.json()).type).toBe('two-factor');
  });
});
