// Global set-up of the API test project: a name prefix for this run's PostgreSQL template databases
// (tests/support/test-db.ts), dropped again when the run ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplatePrefix: string;
  }
}

export default function setup(project: TestProject) {
  const prefix = `test_tpl_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresTemplatePrefix', prefix);
  return async function teardown() {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
