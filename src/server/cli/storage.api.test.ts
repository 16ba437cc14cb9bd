// `storage migrate --to s3`: uploads made on disk reach a real S3-compatible server (s3rver), checked; a second
// run copies nothing; a file missing on disk or not matching its checksum is named and fails the run.
import { rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3BucketEnv, startS3Server, type S3TestServer } from '../../../tests/support/s3-server';
import { parseEnv } from '../env';
import { createLogger } from '../logging/logger';
import { offerAttachments } from '../db/schema';
import { uploadOwnerKiis } from '../protection/kiis-owner';
import { createS3Storage } from '../storage/s3-storage';
import { multipart, PDF_BYTES, PNG, variant } from '../../../tests/support/public-offer.fixtures';
import { acceptedOffer, upload, world, type World } from '../../../tests/support/upload.fixtures';
import { runCli } from './main';

let s3: S3TestServer;
let w: World;
let uploadsDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  uploadsDir = await mkdtemp(join(tmpdir(), 'migrate-uploads-'));
  w = await world({ STORAGE_DRIVER: 'disk', UPLOADS_DIR: uploadsDir });
});
afterAll(async () => {
  await w.t.close();
  await s3.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A one-page PDF as a project owner would send one. */
async function ownerPdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('Kluczowe informacje');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function migrate(env: Record<string, string>, ...extra: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['storage', 'migrate', '--to', 's3', ...extra], {
    database: w.t.runtime.database,
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', UPLOADS_DIR: uploadsDir, ...env }),
    io: { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('storage migrate --to s3', () => {
  it('copies every file with its checksum, then copies nothing the second time', async () => {
    const bucket = await s3BucketEnv(s3.endpoint);
    const { token } = await acceptedOffer(w);
    for (const [bytes, name] of [
      [PDF_BYTES, 'a.pdf'],
      [PNG, 'b.png'],
    ] as const)
      expect((await upload(w, token, multipart(bytes, name))).status).toBe(201);
    // A project owner's KIIS (decision 0069) and a complaint's attachment are files of the storage too.
    const db = w.t.runtime.database.db;
    const kiis = await uploadOwnerKiis(db, w.t.runtime.storage, w.t.clock, w.c.campaign, {
      language: 'pl',
      bytes: await ownerPdf(),
      ownerName: 'Właściciel projektu sp. z o.o., Gdańsk',
      statement: 'Właściciel projektu odpowiada za informacje w arkuszu.',
    });
    const kiisFile = kiis.files!.pl!;
    const rows = [
      ...(await db.select().from(offerAttachments)),
      { storageKey: kiisFile.storageKey, sizeBytes: kiisFile.size, sha256: kiisFile.sha256 },
    ];

    const first = await migrate(bucket);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toBe(
      `Copied ${rows.length}, already in the bucket 0, missing on disk 0, checksum mismatch 0\n`,
    );
    const target = createS3Storage(parseEnv(bucket), createLogger('silent'));
    for (const row of rows)
      expect(await target.stat(row.storageKey)).toEqual({ size: row.sizeBytes, sha256: row.sha256 });

    const again = await migrate(bucket, '--json');
    expect(JSON.parse(again.stdout)).toEqual({ copied: 0, alreadyThere: rows.length, missing: [], mismatched: [] });
    expect(again.code).toBe(0);
    // The disk keeps its files until the operator removes them.
    for (const row of rows) expect((await w.t.runtime.storage.stat(row.storageKey))?.size).toBe(row.sizeBytes);
    target.close();
  });

  it('names a file missing on disk and one that does not match its checksum, copies neither, exits 1', async () => {
    const bucket = await s3BucketEnv(s3.endpoint);
    const { token } = await acceptedOffer(w);
    const ids = [];
    for (const name of ['c.pdf', 'd.pdf'])
      ids.push(
        ((await (await upload(w, token, multipart(variant(PDF_BYTES, name), name))).json()) as { id: string }).id,
      );
    const [gone, changed] = await Promise.all(
      ids.map(
        async (id) =>
          (await w.t.runtime.database.db.select().from(offerAttachments).where(eq(offerAttachments.id, id)))[0]!,
      ),
    );
    await w.t.runtime.storage.remove(gone!.storageKey);
    writeFileSync(join(uploadsDir, changed!.storageKey), '%PDF-1.7 changed on disk');

    const run = await migrate(bucket);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`missing: ${gone!.storageKey}`);
    expect(run.stderr).toContain(`mismatched: ${changed!.storageKey}`);
    const target = createS3Storage(parseEnv(bucket), createLogger('silent'));
    expect(await target.stat(gone!.storageKey)).toBeNull();
    expect(await target.stat(changed!.storageKey)).toBeNull();
    target.close();
  });

  it('refuses without a bucket, and without --to s3', async () => {
    expect(await migrate({})).toMatchObject({ code: 1 });
    expect((await migrate({}, '--to', 'disk')).code).toBe(2);
  });
});
