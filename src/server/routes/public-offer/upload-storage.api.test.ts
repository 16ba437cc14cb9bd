// Uploads through the storage drivers (decision 0038): the run's driver is the one the app uses (disk on the
// PGlite run, S3 on the PostgreSQL run); an unreachable bucket answers 503 with the SPEC body, one log line and
// nothing referenced; a stored file that no longer matches its checksum is never served as if whole.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { call, request, sessionFor } from '../../../../tests/support/auth-fixtures';
import { storedFiles } from '../../../../tests/support/stored-files';
import { offerAttachments } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { uploadsDirectory } from '../../storage/disk-storage';
import { multipart, PDF_BYTES } from '../../../../tests/support/public-offer.fixtures';
import { acceptedOffer, upload, world, type World } from '../../../../tests/support/upload.fixtures';

describe('uploads on the run’s storage driver', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('stores on S3 in the S3 run and on disk otherwise, and serves the file back whole', async () => {
    expect(w.t.runtime.storage.driver).toBe(inject('s3Endpoint') ? 's3' : 'disk');
    const { id, token } = await acceptedOffer(w);
    const res = await upload(w, token, multipart(PDF_BYTES, 'wplata.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    const stored = (await res.json()) as { id: string };
    const [row] = await w.t.runtime.database.db
      .select()
      .from(offerAttachments)
      .where(eq(offerAttachments.id, stored.id));
    // The key says nothing about the file or its owner.
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storedFiles(w.t.runtime)).toContain(row!.storageKey);
    const metrics = await w.t.runtime.metrics.registry.metrics();
    expect(metrics).toContain(`uploads_stored_total{driver="${w.t.runtime.storage.driver}"} 1`);
    expect(metrics).toContain(`upload_bytes_stored_total{driver="${w.t.runtime.storage.driver}"} ${PDF_BYTES.length}`);
    const bearer = (await sessionFor(w.t, w.investor, 'investor-panel')).accessToken;
    const download = await request(
      w.t,
      w.home,
      `/investor-api/offer/${id}/attachment/${stored.id}`,
      call('GET', undefined, { bearer }),
    );
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
  });
});

describe('a stored file changed behind our back (disk)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world({ STORAGE_DRIVER: 'disk' });
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('fails the download instead of sending other bytes, and tells the operator', async () => {
    const { id, token } = await acceptedOffer(w);
    const stored = (await (await upload(w, token, multipart(PDF_BYTES, 'a.pdf', 'application/pdf'))).json()) as {
      id: string;
    };
    const [row] = await w.t.runtime.database.db
      .select()
      .from(offerAttachments)
      .where(eq(offerAttachments.id, stored.id));
    await writeFile(join(await uploadsDirectory(w.t.runtime.env), row!.storageKey), '%PDF-1.7 tampered');
    const bearer = (await sessionFor(w.t, w.investor, 'investor-panel')).accessToken;
    // The stream errors before its last bytes (the response checker of the tests reads the body already).
    const outcome = await request(
      w.t,
      w.home,
      `/investor-api/offer/${id}/attachment/${stored.id}`,
      call('GET', undefined, { bearer }),
    )
      .then((download) => download.arrayBuffer())
      .then(
        () => 'whole',
        (error: Error) => error.message,
      );
    expect(outcome).toBe('Stored file does not match its checksum');
    expect(w.t.logs.map((e) => e.msg)).toContain('storage: an attachment does not match its checksum');
  });
});

describe('an unreachable bucket', () => {
  let w: World;
  beforeAll(async () => {
    w = await world({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_BUCKET: 'unreachable-bucket',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('answers the upload 503 with the SPEC body and a log line, and references nothing', async () => {
    const { id, token } = await acceptedOffer(w);
    const res = await upload(w, token, multipart(PDF_BYTES, 'a.pdf', 'application/pdf'));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: ERROR_CODES.serviceUnavailable, label: 'File storage unavailable' });
    expect(w.t.logs.filter((e) => e.level === 'error').map((e) => e.msg)).toContain('storage: S3 put failed');
    expect(
      await w.t.runtime.database.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, id)),
    ).toEqual([]);
    const staging = await w.t.runtime.storage.stagingDirectory();
    expect((await readdir(staging)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
