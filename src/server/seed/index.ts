import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { landings } from '../db/schema';
import { vacuumAnalyze } from '../db/vacuum';
import { insertLanding } from '../landings/landing-service';
import { seedDemoComplaints } from './demo-complaints';
import type { Env } from '../env';
import type { Clock, LandingRegistry, Logger } from '../runtime-types';
import { DEMO_LANDINGS } from './landings';
import { saveProtection } from '../protection/protection-settings';
import { DEFAULT_KNOWLEDGE_TEST } from '../protection/default-knowledge-test';
import { seedDemoAdvisors } from './advisors';
import { seedDemoCampaigns } from './campaigns';
import { seedDemoUsers, type DemoLogin } from './users';

/** What the seed did, for `npm start` to print. Later issues add their demo logins here. */
export interface SeedSummary {
  /** False when the database already had landings (nothing was touched). */
  created: boolean;
  landings: Array<{ slug: string; siteTitle: string; hosts: string[] }>;
  /** Demo people to sign in as (seed/users.ts). */
  logins: DemoLogin[];
}

// Any constant; copies of the server seeding the same PostgreSQL at once wait for each other on it.
const SEED_LOCK_KEY = 7_364_120_992;

/**
 * Creates the demo data when the database has no landing yet: the three demo brands (seed/landings.ts) and
 * their people (seed/users.ts), then VACUUM ANALYZE. Idempotent and safe to run from several processes at once.
 */
export async function seedIfEmpty(runtime: {
  database: Database;
  landings: Pick<LandingRegistry, 'invalidate'>;
  logger: Logger;
  env: Env;
  clock: Clock;
}): Promise<SeedSummary> {
  const { database } = runtime;
  const created = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(landings);
    if ((row?.n ?? 0) > 0) return { brands: [], logins: [] };
    const brands = [];
    for (const input of DEMO_LANDINGS) brands.push(await insertLanding(tx, input));
    const logins = await seedDemoUsers(tx, { env: runtime.env, now: runtime.clock.now() }, brands);
    await seedDemoAdvisors(tx, runtime.clock.now(), brands);
    await seedDemoCampaigns(tx, runtime.clock.now(), brands);
    // Investor protection (decision 0052): off on the first brand, ECSPR's on the second, so both paths show.
    const navy = brands.find((brand) => brand.slug === 'navy');
    if (navy) await saveProtection(tx, runtime.clock, navy.id, { mode: 'ecspr', test: DEFAULT_KNOWLEDGE_TEST });
    await seedDemoComplaints(tx, runtime.clock.now(), brands);
    return { brands, logins };
  });
  if (created.brands.length === 0) return { created: false, landings: [], logins: [] };

  await vacuumAnalyze(database);
  runtime.landings.invalidate();
  runtime.logger.info('seed: demo data created', { landings: created.brands.map((brand) => brand.slug) });
  return {
    created: true,
    landings: created.brands.map(({ slug, siteTitle, hosts }) => ({ slug, siteTitle, hosts })),
    logins: created.logins,
  };
}
