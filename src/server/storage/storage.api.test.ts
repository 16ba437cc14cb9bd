// The storage contract (decision 0038), run against both drivers: the local disk and a real S3-compatible server
// (s3rver) this file starts. Streams both ways, checksums kept and checked, keys that reveal nothing, and an
// unreachable bucket that answers 503 with a log line and leaves nothing referenced.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createLogger, createMemoryLogger } from '../logging/logger';
import { createDiskStorage } from './disk-storage';
import { StorageUnavailableError, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';
import { verifiedStream, ChecksumMismatchError } from './verified-stream';
import { s3BucketEnv, startS3Server, type S3TestServer } from '../../../tests/support/s3-server';

let s3: S3TestServer;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
  dirs.push(dir);
  return dir;
};

const drivers: Record<'disk' | 's3', () => Promise<FileStorage>> = {
  disk: async () => createDiskStorage({ UPLOADS_DIR: tempDir(), DATA_DIR: 'memory://' }),
  s3: async () => createS3Storage(parseEnv(await s3BucketEnv(s3.endpoint)), createLogger('silent')),
};

const key = (ext = 'pdf') => `${createHash('md5').update(String(Math.random())).digest('hex')}.${ext}`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function staged(storage: FileStorage, bytes: Buffer): Promise<string> {
  const path = join(await storage.stagingDirectory(), `.${key('part')}`);
  writeFileSync(path, bytes);
  return path;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(['disk', 's3'] as const)('%s storage', (driver) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await drivers[driver]();
  });
  afterAll(() => storage.close());

  it('stores a staged file under its key, streams it back whole, lists and removes it', async () => {
    // 3 MB: several chunks each way.
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    bytes.write('%PDF-1.7');
    const k = key();
    const path = await staged(storage, bytes);
    await storage.putFile(k, path, { size: bytes.length, contentType: 'application/pdf', sha256: sha(bytes) });
    expect(existsSync(path)).toBe(false);
    const file = await storage.open(k);
    expect(file?.size).toBe(bytes.length);
    expect(sha(await readAll(file!.stream))).toBe(sha(bytes));
    const keys: string[] = [];
    for await (const each of storage.keys()) keys.push(each);
    expect(keys).toContain(k);
    expect((await storage.stat(k))?.size).toBe(bytes.length);
    if (driver === 's3') expect((await storage.stat(k))?.sha256).toBe(sha(bytes));
    await storage.remove(k);
    expect(await storage.open(k)).toBeNull();
    expect(await storage.stat(k)).toBeNull();
    await storage.remove(k);
  });

  it('answers nothing for a missing or malformed key, and is ready', async () => {
    expect(await storage.open(key())).toBeNull();
    expect(await storage.open('../../etc/passwd')).toBeNull();
    expect(await storage.stat('anything.txt')).toBeNull();
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('checks the bytes against the recorded checksum on read', async () => {
    const bytes = Buffer.from('%PDF-1.7 the stored bytes');
    const k = key();
    await storage.putFile(k, await staged(storage, bytes), {
      size: bytes.length,
      contentType: 'application/pdf',
      sha256: sha(bytes),
    });
    const good = await storage.open(k);
    expect(await readAll(verifiedStream(good!.stream, sha(bytes), () => undefined))).toEqual(bytes);
    let told = 0;
    const bad = await storage.open(k);
    await expect(readAll(verifiedStream(bad!.stream, sha(Buffer.from('other')), () => told++))).rejects.toThrow(
      ChecksumMismatchError,
    );
    expect(told).toBe(1);
  });
});

describe('an unreachable bucket', () => {
  it('answers 503 (StorageUnavailableError) with one log line naming the operation, and removes the staged file', async () => {
    const logger = createMemoryLogger();
    const env = await s3BucketEnv(s3.endpoint);
    const storage = createS3Storage(parseEnv({ ...env, S3_ENDPOINT: 'http://127.0.0.1:1' }), logger);
    const bytes = Buffer.from('%PDF-1.7');
    const path = await staged(storage, bytes);
    const error = await storage
      .putFile(key(), path, { size: bytes.length, contentType: 'application/pdf', sha256: sha(bytes) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as StorageUnavailableError).status).toBe(503);
    expect(existsSync(path)).toBe(false);
    expect(logger.entries.map((e) => e.msg)).toEqual(['storage: S3 put failed']);
    await expect(storage.open(key())).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.check()).rejects.toThrow();
    storage.close();
  });
});
