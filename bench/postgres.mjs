// A throw-away PostgreSQL database for a benchmark run: created on the server of `serverUrl`, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `work(url)` against a fresh database named `<prefix>_<random>`, dropping it afterwards. */
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
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}
