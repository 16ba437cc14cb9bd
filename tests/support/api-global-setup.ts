// Global set-up of the API test project: a name prefix for this run's PostgreSQL template databases
// (tests/support/test-db.ts), dropped again when the run ends; the S3 server when uploads go to S3 in this run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplatePrefix: string;
    /** The run's S3 server (tests/support/s3-server.ts), when TEST_STORAGE_DRIVER=s3. */
    s3Endpoint: string | null;
  }
}

export default async function setup(project: TestProject) {
  const prefix = `test_tpl_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresTemplatePrefix', prefix);
  const s3 = process.env.TEST_STORAGE_DRIVER === 's3' ? await startS3Server() : null;
  project.provide('s3Endpoint', s3?.endpoint ?? null);
  return async function teardown() {
    await s3?.close();
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
