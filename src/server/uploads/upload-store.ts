// Where uploaded files live: a directory outside the web root (UPLOADS_DIR, default DATA_DIR/uploads), one file
// per attachment under a random server-chosen name (the storage key); the original name is only in the
// database. A file is written to a temporary name first and renamed into place only once its row is being
// committed, so a failed or refused upload leaves nothing behind.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Env } from '../env';
import { UploadMissingError, UploadTooLargeError, UploadTypeError } from './upload-errors';
import { MAX_UPLOAD_BYTES, sniffMediaType, SNIFF_BYTES, type UploadMediaType } from './upload-limits';

const MEMORY = 'memory://';
const KEY = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

let memoryDir: Promise<string> | undefined;

/** The uploads directory (created when missing). With DATA_DIR=memory:// and no UPLOADS_DIR: a temporary one per process. */
export async function uploadsDirectory(env: Pick<Env, 'UPLOADS_DIR' | 'DATA_DIR'>): Promise<string> {
  if (!env.UPLOADS_DIR && env.DATA_DIR === MEMORY) {
    memoryDir ??= mkdtemp(join(tmpdir(), 'uploads-'));
    return memoryDir;
  }
  const dir = resolve(env.UPLOADS_DIR ?? join(env.DATA_DIR, 'uploads'));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** A file written to its temporary name, checked, not yet in place. */
export interface StagedUpload {
  storageKey: string;
  mediaType: UploadMediaType;
  sizeBytes: number;
  sha256: string;
  /** Moves the file to its storage key (call inside the transaction that records it). */
  commit(): Promise<void>;
  /** Deletes the temporary file (or the committed one, when the transaction failed after the rename). */
  discard(): Promise<void>;
}

/**
 * Streams `file` to a temporary file in `dir`, hashing and counting as it goes; refuses an empty file (400), one
 * over MAX_UPLOAD_BYTES (413) and content that does not start like a PDF, JPEG or PNG (415), deleting what was
 * written.
 */
export async function stageUpload(dir: string, file: Blob): Promise<StagedUpload> {
  if (file.size === 0) throw new UploadMissingError(true);
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadTooLargeError();
  const name = randomBytes(16).toString('hex');
  const temp = join(dir, `.${name}.part`);
  // Opened (created) before anything else, so a refusal below always has the file to delete.
  const out = await open(temp, 'wx', 0o600);
  const hash = createHash('sha256');
  let size = 0;
  let head = new Uint8Array(0);
  let sniffed: ReturnType<typeof sniffMediaType> = null;
  try {
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // The declared size is the client's word; the count is ours.
      if (size > MAX_UPLOAD_BYTES) {
        await reader.cancel();
        throw new UploadTooLargeError();
      }
      if (head.length < SNIFF_BYTES) {
        const joined = new Uint8Array(head.length + value.byteLength);
        joined.set(head);
        joined.set(value, head.length);
        head = joined.slice(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          sniffed = sniffMediaType(head);
          if (!sniffed) {
            await reader.cancel();
            throw new UploadTypeError();
          }
        }
      }
      hash.update(value);
      await out.write(value);
    }
    if (size === 0) throw new UploadMissingError(true);
    sniffed ??= sniffMediaType(head);
    if (!sniffed) throw new UploadTypeError();
    await out.sync();
    await out.close();
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
  const storageKey = `${name}.${sniffed.extension}`;
  const target = join(dir, storageKey);
  return {
    storageKey,
    mediaType: sniffed.type,
    sizeBytes: size,
    sha256: hash.digest('hex'),
    commit: () => rename(temp, target),
    discard: async () => {
      await rm(temp, { force: true });
      await rm(target, { force: true });
    },
  };
}

/** A stored file for reading, or null when the key is malformed or the file is gone. */
export async function openStoredFile(
  dir: string,
  storageKey: string,
): Promise<{ stream: ReadStream; size: number } | null> {
  if (!KEY.test(storageKey)) return null;
  const path = join(dir, storageKey);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  return { stream: createReadStream(path), size: info.size };
}
