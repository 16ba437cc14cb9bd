import type { Landing } from '../../lib/contracts/landing';
import type { Database } from '../db/client';
import { describeError } from '../errors/describe-error';
import { ServiceUnavailableError } from '../errors/http-error';
import type { Clock, LandingRegistry, Logger } from '../runtime-types';
import { normalizeHost } from './host';
import { landingsFingerprint, loadLandings } from './landing-repository';

/** How long a snapshot is trusted before a (background) fingerprint check: a change by another copy or the CLI is served within 2 s. */
export const REVALIDATE_AFTER_MS = 1_500;

interface Snapshot {
  all: Landing[];
  byHost: Map<string, Landing>;
  byId: Map<string, Landing>;
  fallback: Landing | undefined;
  fingerprint: string;
  checkedAt: number;
}

export interface CachedLandingRegistry extends LandingRegistry {
  /** Checks the fingerprint now and reloads when it changed. Resolves when done (for tests and the CLI). */
  revalidate(): Promise<void>;
}

export interface LandingRegistryOptions {
  database: Database;
  clock: Clock;
  logger: Logger;
  revalidateAfterMs?: number;
}

/** The landing of a host in a snapshot: its own, else the default (undefined without a snapshot). */
function landingOf(snapshot: Snapshot | undefined, host: string | null | undefined): Landing | undefined {
  return snapshot && (snapshot.byHost.get(normalizeHost(host)) ?? snapshot.fallback);
}

/** Loads every landing (and the fingerprint they were loaded at) into a snapshot indexed by host and id. */
async function readSnapshot(database: LandingRegistryOptions['database'], now: () => number): Promise<Snapshot> {
  const fingerprint = await landingsFingerprint(database.db);
  const all = await loadLandings(database.db);
  return {
    all,
    byHost: new Map(all.flatMap((brand) => brand.hosts.map((host) => [host, brand] as const))),
    byId: new Map(all.map((brand) => [brand.id, brand])),
    fallback: all.find((brand) => brand.isDefault) ?? all[0],
    fingerprint,
    checkedAt: now(),
  };
}

/**
 * Host -> landing from memory. Pages call resolveHost on every request, so it never waits for the database
 * once loaded: when the snapshot is older than ~2 s, a cheap fingerprint query runs in the background
 * (stale-while-revalidate) and a changed fingerprint reloads everything, so a change made by the admin CLI
 * or another server copy shows up within seconds. A change made by this process calls invalidate(), so the
 * next call loads afresh.
 */
export function createLandingRegistry(options: LandingRegistryOptions): CachedLandingRegistry {
  const { database, clock, logger } = options;
  const maxAge = options.revalidateAfterMs ?? REVALIDATE_AFTER_MS;
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let checking: Promise<void> | undefined;
  // Bumped by invalidate(), so a load that started before an invalidation does not install old data.
  let generation = 0;
  const now = () => clock.now().getTime();

  const read = () => readSnapshot(database, now);

  function load(): Promise<Snapshot> {
    if (loading) return loading;
    const started = generation;
    const promise = (async () => {
      const next = await read();
      if (started === generation) snapshot = next;
      return next;
    })().finally(() => {
      if (loading === promise) loading = undefined;
    });
    loading = promise;
    return promise;
  }

  function revalidate(): Promise<void> {
    checking ??= (async () => {
      const current = snapshot;
      if (!current) {
        await load();
        return;
      }
      const fingerprint = await landingsFingerprint(database.db);
      if (fingerprint !== current.fingerprint) await load();
      else current.checkedAt = now();
    })().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  /** The loaded snapshot (starting its background check when due), or undefined when none is loaded. */
  function loaded(): Snapshot | undefined {
    const cached = snapshot;
    if (!cached) return undefined;
    if (now() - cached.checkedAt >= maxAge && !checking) {
      // Checked at most once per period even when the check fails (the database may be down).
      cached.checkedAt = now();
      revalidate().catch((error: unknown) =>
        logger.warn('landing registry: revalidation failed', describeError(error)),
      );
    }
    return cached;
  }

  const current = async (): Promise<Snapshot> => loaded() ?? load();

  return {
    async resolveHost(host) {
      const brand = landingOf(await current(), host);
      if (!brand) throw new ServiceUnavailableError('No landing is configured');
      return brand;
    },
    resolveHostNow: (host) => landingOf(loaded(), host),
    async byId(id) {
      return (await current()).byId.get(id);
    },
    async all() {
      return (await current()).all;
    },
    invalidate() {
      generation++;
      snapshot = undefined;
      loading = undefined;
    },
    // The old snapshot keeps answering while the new one loads: a registry left empty would make the next caller
    // load it, and a caller inside a transaction (a job's) would then wait on the embedded database for itself.
    async refresh() {
      const started = ++generation;
      loading = undefined;
      const next = await read();
      if (started === generation) snapshot = next;
    },
    revalidate,
  };
}
