// What the two-copy harness (tests/support/cluster.mjs) runs, read from its state file, and the cluster's database.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';

export interface ClusterCopy {
  name: 'copy1' | 'copy2';
  port: number;
  metricsPort: number;
  pid: number | null;
  starts: number;
}

export interface ClusterState {
  balancer: string;
  /** The chaos run's control port of tests/support/cluster.mjs (restart PostgreSQL, stop and start S3). */
  control: string;
  databaseUrl: string;
  logDir: string;
  copies: ClusterCopy[];
}

export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 4900);
const statePath = process.env.CLUSTER_STATE ?? join(tmpdir(), `invest-cluster-${CLUSTER_PORT}.json`);

export const clusterState = (): ClusterState => JSON.parse(readFileSync(statePath, 'utf8')) as ClusterState;

export const copyNamed = (name: ClusterCopy['name']): ClusterCopy =>
  clusterState().copies.find((c) => c.name === name)!;

/** The cluster's PostgreSQL database, for setting up and checking what the copies wrote. */
export function clusterDatabase(): Promise<Database> {
  return createDatabase(parseEnv({ NODE_ENV: 'test', DATABASE_URL: clusterState().databaseUrl, LOG_LEVEL: 'silent' }));
}

/** Waits until `copy` has been started again (a new pid) and answers ready. */
export async function waitRestarted(name: ClusterCopy['name'], previousPid: number | null, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const copy = copyNamed(name);
    if (copy.pid && copy.pid !== previousPid) {
      const ready = await fetch(`http://127.0.0.1:${copy.port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return copy;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not come back`);
}
