// Where uploaded files live (issue 18, decision 0038): one interface, two drivers. The local disk (UPLOADS_DIR,
// the default) for one copy; S3-compatible object storage (STORAGE_DRIVER=s3) for several copies that must all
// read what any of them stored. Keys are server-chosen random names (`<32 hex>.<ext>`): no names, no e-mails.
// Objects are private; every read passes through our authorisation (offer-attachments.ts).
import type { Readable } from 'node:stream';
import { ServiceUnavailableError } from '../errors/http-error';

/** What a stored file carries besides its bytes (kept with it: S3 metadata, or the database row for disk). */
interface StoredFileInfo {
  size: number;
  contentType: string;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  readonly driver: 'disk' | 's3';
  /** A local directory for files being received, before they are checked and stored. */
  stagingDirectory(): Promise<string>;
  /**
   * Stores the local file `path` (a staged upload, already checked) under `key`, streaming it; the local file is
   * gone afterwards either way. Throws StorageUnavailableError when the storage cannot be reached.
   */
  putFile(key: string, path: string, info: StoredFileInfo): Promise<void>;
  /** The stored file for reading, or null when there is none under `key`. */
  open(key: string): Promise<StoredFile | null>;
  /** Size (and the checksum kept with it, where the driver keeps one) of a stored file, or null. */
  stat(key: string): Promise<{ size: number; sha256?: string } | null>;
  /** Deletes a stored file (nothing when there is none). */
  remove(key: string): Promise<void>;
  /** Every stored key (staged files excluded). */
  keys(): AsyncIterable<string>;
  /** Throws when files cannot be stored now (readiness). */
  check(): Promise<void>;
  close(): void;
}

/** A storage key as this server makes them: nothing else is ever read or written (zip: an investor's data export). */
export const STORAGE_KEY = /^[0-9a-f]{32}\.(pdf|jpg|png|zip)$/;

/** The storage cannot be reached or refused the write: 503 with the SPEC body; the operator finds why in the log. */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(readonly operation: string) {
    super('File storage unavailable');
  }
}
