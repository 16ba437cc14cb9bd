// Receiving an uploaded file: streamed to a staging file of the storage (src/server/storage) while it is counted,
// hashed and its type sniffed from its first bytes; stored under a random server-chosen key (the original name is
// only in the database) once it passed, and removed again when its row is not committed, so a failed or refused
// upload leaves nothing behind.
import { createHash, randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from '../storage/file-storage';
import { UploadMissingError, UploadTooLargeError, UploadTypeError } from './upload-errors';
import { MAX_UPLOAD_BYTES, sniffMediaType, SNIFF_BYTES, type UploadMediaType } from './upload-limits';

/** A file written to its temporary name, checked, not yet in place. */
export interface StagedUpload {
  storageKey: string;
  mediaType: UploadMediaType;
  sizeBytes: number;
  sha256: string;
  /** Stores the file under its key (before the transaction that records it). */
  store(): Promise<void>;
  /** Deletes the staged file and the stored one (when the transaction that would record it failed). */
  discard(): Promise<void>;
}

/**
 * Streams `source` (the file part of a multipart request, as it arrives) to a staging file of the storage, hashing
 * and counting as it goes; refuses an empty file (400), one over MAX_UPLOAD_BYTES (413) and content that does not
 * start like a PDF, JPEG or PNG (415), deleting what was written. Only the first bytes are held, to sniff the type.
 */
export async function stageUpload(storage: FileStorage, source: AsyncIterable<Uint8Array>): Promise<StagedUpload> {
  const dir = await storage.stagingDirectory();
  const name = randomBytes(16).toString('hex');
  const temp = join(dir, `.${name}.part`);
  // Opened (created) before anything else, so a refusal below always has the file to delete.
  const out = await open(temp, 'wx', 0o600);
  const hash = createHash('sha256');
  let size = 0;
  let head = new Uint8Array(0);
  let sniffed: ReturnType<typeof sniffMediaType> = null;
  try {
    // Leaving the loop early (a refusal) ends the source too.
    for await (const value of source) {
      size += value.byteLength;
      if (size > MAX_UPLOAD_BYTES) throw new UploadTooLargeError();
      if (head.length < SNIFF_BYTES) {
        const joined = new Uint8Array(head.length + value.byteLength);
        joined.set(head);
        joined.set(value, head.length);
        head = joined.slice(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          sniffed = sniffMediaType(head);
          if (!sniffed) throw new UploadTypeError();
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
  const info = { size, contentType: sniffed.type, sha256: hash.digest('hex') };
  return {
    storageKey,
    mediaType: sniffed.type,
    sizeBytes: size,
    sha256: info.sha256,
    store: () => storage.putFile(storageKey, temp, info),
    discard: async () => {
      await rm(temp, { force: true });
      await storage.remove(storageKey).catch(() => undefined);
    },
  };
}
