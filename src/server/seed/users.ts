// The demo people of each demo brand: a network with a coordinator and two advisors (one with two-factor on), a
// compliance officer outside the network (two-factor on), all active with DEMO_PASSWORD, and investors with the
// investor-panel context.
import type { Landing } from '../../lib/contracts/landing';
import { hashPassword } from '../auth/passwords';
import { serverSecrets } from '../auth/secrets';
import { encryptSecret } from '../auth/two-factor/secret-box';
import { ensureNetwork, insertAccount, joinNetwork } from '../cli/accounts';
import type { DbOrTx } from '../db/client';
import { complianceOfficers, userTwoFactor } from '../db/schema';
import type { Env } from '../env';
import { landingOrigin } from '../mail/public-url';
import { DEMO_PASSWORD, DEMO_PEOPLE, type DemoPerson } from './demo-people';

/** One line of `npm start`'s "Demo logins" (SeedSummary.logins). */
export interface DemoLogin {
  role: string;
  email: string;
  password?: string;
  /** Where to sign in. */
  url?: string;
  /** Base32 TOTP secret of an advisor with two-factor on. */
  totpSecret?: string;
}

export interface SeedUsersDeps {
  env: Env;
  now: Date;
}

/** Inserts the demo people of `brands` (those with an entry in DEMO_PEOPLE) inside the seed transaction. */
export async function seedDemoUsers(tx: DbOrTx, deps: SeedUsersDeps, brands: Landing[]): Promise<DemoLogin[]> {
  // One hash for every demo account: the password is published anyway, and argon2 costs ~30 ms per hash.
  let passwordHash: string | undefined;
  const logins: DemoLogin[] = [];
  for (const brand of brands) {
    const people = DEMO_PEOPLE[brand.slug];
    if (!people) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const origin = landingOrigin(deps.env, brand);
    const network = await ensureNetwork(tx, brand, people.network);

    const advisor = async (who: DemoPerson, role: 'coordinator' | 'advisor') => {
      const user = await insertAccount(tx, {
        landing: brand,
        ...who,
        contextType: 'advisor-panel',
        status: 'active',
        passwordHash,
        now: deps.now,
      });
      await joinNetwork(tx, network.id, user.id, role);
      return user;
    };
    await advisor(people.coordinator, 'coordinator');
    await advisor(people.advisor, 'advisor');
    const withTwoFactor = await advisor(people.advisorWithTwoFactor, 'advisor');
    const twoFactor = (userId: string, secret: string) =>
      tx.insert(userTwoFactor).values({
        userId,
        secretEncrypted: encryptSecret(serverSecrets(deps.env).encryptionKey, secret),
        enabledAt: deps.now,
        updatedAt: deps.now,
      });
    await twoFactor(withTwoFactor.id, people.advisorWithTwoFactor.totpSecret);
    const officer = await insertAccount(tx, {
      landing: brand,
      ...people.compliance,
      contextType: 'advisor-panel',
      status: 'active',
      passwordHash,
      now: deps.now,
    });
    await tx.insert(complianceOfficers).values({ landingId: brand.id, userId: officer.id, createdAt: deps.now });
    await twoFactor(officer.id, people.compliance.totpSecret);
    for (const investor of people.investors) {
      await insertAccount(tx, { landing: brand, ...investor, contextType: 'investor-panel', status: 'active' });
    }

    logins.push(
      { role: 'coordinator', email: people.coordinator.email, password: DEMO_PASSWORD, url: `${origin}/` },
      { role: 'advisor', email: people.advisor.email, password: DEMO_PASSWORD, url: `${origin}/` },
      {
        role: 'advisor 2FA',
        email: people.advisorWithTwoFactor.email,
        password: DEMO_PASSWORD,
        url: `${origin}/`,
        totpSecret: people.advisorWithTwoFactor.totpSecret,
      },
      {
        role: 'compliance 2FA',
        email: people.compliance.email,
        password: DEMO_PASSWORD,
        url: `${origin}/app/compliance`,
        totpSecret: people.compliance.totpSecret,
      },
      ...people.investors.map((investor) => ({
        role: 'investor',
        email: investor.email,
        url: `${origin}/investor-login`,
      })),
    );
  }
  return logins;
}
