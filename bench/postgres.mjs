// A throw-away PostgreSQL database for a benchmark run: created on the server of `serverUrl`, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs `work(url)` against a fresh database named `<prefix>_<random>`, dropping it afterwards (kept, and named on
 * stderr, with BENCH_KEEP_DATABASE=1: to EXPLAIN the bench's queries on its data).
 */
export async function withPostgresDatabase(serverUrl, prefix, work) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) process.stderr.write(`bench: database ${name} kept\n`);
    else await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** The machine's PostgreSQL at the usual address (trust auth, as on the CI machine kind). */
export const USUAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server a bench measures: DATABASE_URL when set, else the usual address when a server answers
 * there, else none (the PostgreSQL parts are skipped, and the report says so). DATABASE_URL= (empty) skips too.
 */
export async function benchPostgresUrl(log = (line) => process.stderr.write(`${line}\n`)) {
  if (process.env.DATABASE_URL !== undefined) return process.env.DATABASE_URL || undefined;
  const client = new pg.Client({ connectionString: USUAL_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    log(`bench: DATABASE_URL is not set; using the PostgreSQL that answers at ${USUAL_POSTGRES_URL}`);
    return USUAL_POSTGRES_URL;
  } catch {
    log('bench: DATABASE_URL is not set and no PostgreSQL answers at 127.0.0.1:5432: the PostgreSQL parts are skipped');
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
