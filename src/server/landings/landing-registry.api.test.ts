// Host -> landing from memory, refreshed when a landing changes (here or in another process).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createDatabase, type Database } from '../db/client';
import { landings } from '../db/schema';
import { createLogger } from '../logging/logger';
import { createLandingRegistry, REVALIDATE_AFTER_MS } from './landing-registry';
import { createLandingService } from './landing-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test database behind a handle that counts how often the registry touches it. */
function counted(database: Database) {
  let uses = 0;
  const proxy: Database = {
    get db() {
      uses++;
      return database.db;
    },
    kind: database.kind,
    executeSql: (text, values) => database.executeSql(text, values),
    ping: () => database.ping(),
    migrate: (folder) => database.migrate(folder),
    close: async () => undefined,
  };
  return { proxy, uses: () => uses };
}

describe('resolveHost', () => {
  it('matches the exact host, ignoring port and case', async () => {
    const { landings: registry } = t.runtime;
    expect((await registry.resolveHost('localhost')).slug).toBe('default');
    expect((await registry.resolveHost('127.0.0.1:4321')).slug).toBe('navy');
    expect((await registry.resolveHost('INVEST.localhost:80')).slug).toBe('emerald');
    expect((await registry.resolveHost('invest.localhost.')).slug).toBe('emerald');
  });

  it('falls back to the default landing for unknown, empty or missing hosts', async () => {
    const { landings: registry } = t.runtime;
    for (const host of ['unknown.example.com', 'sub.invest.localhost', '', null, undefined, '[::1]:4321']) {
      expect((await registry.resolveHost(host)).slug).toBe('default');
    }
  });

  it('serves from memory: no database access per call', async () => {
    const { proxy, uses } = counted(t.testDb.database);
    const registry = createLandingRegistry({ database: proxy, clock: t.clock, logger: createLogger('silent') });
    await registry.resolveHost('localhost');
    const afterLoad = uses();
    for (let i = 0; i < 100; i++) await registry.resolveHost(i % 2 ? '127.0.0.1' : 'invest.localhost');
    expect(uses()).toBe(afterLoad);
  });

  it('answers from memory without a promise once loaded, as resolveHost does', async () => {
    const { proxy, uses } = counted(t.testDb.database);
    const registry = createLandingRegistry({ database: proxy, clock: t.clock, logger: createLogger('silent') });
    // Nothing loaded yet: only resolveHost can answer.
    expect(registry.resolveHostNow!('localhost')).toBeUndefined();
    expect(uses()).toBe(0);
    await registry.resolveHost('localhost');
    const afterLoad = uses();
    for (const host of ['localhost', '127.0.0.1:4321', 'INVEST.localhost:80', 'unknown.example.com', null, ''])
      expect(registry.resolveHostNow!(host)).toEqual(await registry.resolveHost(host));
    expect(uses()).toBe(afterLoad);
    // Past the revalidation period it starts the background check, as resolveHost does.
    t.clock.advance(REVALIDATE_AFTER_MS + 1);
    expect(registry.resolveHostNow!('localhost')?.slug).toBe('default');
    await registry.revalidate();
    expect(uses()).toBeGreaterThan(afterLoad);
    // After invalidate() nothing is loaded again.
    registry.invalidate();
    expect(registry.resolveHostNow!('localhost')).toBeUndefined();
  });

  it('finds landings by id and lists them all', async () => {
    const { landings: registry } = t.runtime;
    const all = await registry.all();
    expect(all.map((brand) => brand.slug).sort()).toEqual(['default', 'emerald', 'navy']);
    const navy = all.find((brand) => brand.slug === 'navy')!;
    expect(await registry.byId(navy.id)).toEqual(navy);
    expect(await registry.byId('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});

describe('refresh', () => {
  it('sees a change made by this process at once', async () => {
    const service = createLandingService({ database: t.runtime.database, landings: t.runtime.landings });
    await service.update('navy', { addHosts: ['navy.localhost'] });
    expect((await t.runtime.landings.resolveHost('navy.localhost')).slug).toBe('navy');
    await service.update('navy', { removeHosts: ['navy.localhost'] });
    expect((await t.runtime.landings.resolveHost('navy.localhost')).slug).toBe('default');
  });

  it('keeps answering from the old landings while it loads the new ones (never empty mid-change)', async () => {
    const registry = createLandingRegistry({
      database: t.testDb.database,
      clock: t.clock,
      logger: createLogger('silent'),
    });
    await registry.resolveHost('localhost');
    const service = createLandingService({ database: t.runtime.database, landings: registry });
    const changing = service.update('navy', { addHosts: ['navy-refresh.localhost'] });
    // Whatever the moment, a cached answer is there: a caller inside a transaction never has to load (deadlock).
    expect(registry.resolveHostNow!('localhost')?.slug).toBe('default');
    await changing;
    expect(registry.resolveHostNow!('navy-refresh.localhost')?.slug).toBe('navy');
    await service.update('navy', { removeHosts: ['navy-refresh.localhost'] });
    expect(registry.resolveHostNow!('navy-refresh.localhost')?.slug).toBe('default');
  });

  it('picks up a change made by another connection within the revalidation period', async () => {
    const registry = createLandingRegistry({
      database: t.testDb.database,
      clock: t.clock,
      logger: createLogger('silent'),
    });
    expect((await registry.resolveHost('127.0.0.1')).siteTitle).toBe('Bałtycki Dom Maklerski');

    // Another process: on PostgreSQL a second connection pool; PGlite admits one process, so the same handle
    // without telling the registry (exactly what another server copy's change looks like to this one).
    const other = t.testDb.url
      ? await createDatabase({ DATA_DIR: 'memory://', DATABASE_URL: t.testDb.url })
      : t.testDb.database;
    try {
      await other.db
        .update(landings)
        .set({ siteTitle: 'Renamed elsewhere', updatedAt: sql`now()` })
        .where(eq(landings.slug, 'navy'));

      // Within the period the cached value is served.
      t.clock.advance(REVALIDATE_AFTER_MS / 2);
      expect((await registry.resolveHost('127.0.0.1')).siteTitle).toBe('Bałtycki Dom Maklerski');

      // After it, one call triggers a background check; the change shows once that check completes.
      t.clock.advance(REVALIDATE_AFTER_MS);
      await registry.resolveHost('127.0.0.1');
      await registry.revalidate();
      expect((await registry.resolveHost('127.0.0.1')).siteTitle).toBe('Renamed elsewhere');
    } finally {
      await other.db
        .update(landings)
        .set({ siteTitle: 'Bałtycki Dom Maklerski', updatedAt: sql`now()` })
        .where(eq(landings.slug, 'navy'));
      if (other !== t.testDb.database) await other.close();
    }
  });

  it('notices a deleted landing (its hosts then go to the default)', async () => {
    const service = createLandingService({ database: t.runtime.database, landings: t.runtime.landings });
    await service.create({ slug: 'short-lived', hosts: ['gone.localhost'], siteTitle: 'Gone soon' });
    const registry = createLandingRegistry({
      database: t.testDb.database,
      clock: t.clock,
      logger: createLogger('silent'),
    });
    expect((await registry.resolveHost('gone.localhost')).slug).toBe('short-lived');
    await t.testDb.database.db.delete(landings).where(eq(landings.slug, 'short-lived'));
    await registry.revalidate();
    expect((await registry.resolveHost('gone.localhost')).slug).toBe('default');
  });
});
