// A ZIP archive written to a local file as it is made (fflate's streaming Zip; decision 0054): each entry's bytes go
// through once, and the writer waits for the file to take each chunk before it reads on, so a large attachment is
// never held in memory whole. Entries are written one after another (fflate buffers an entry added while another
// is still open). Stored files that are compressed already (PDF, JPEG, PNG) go in as they are; text is deflated.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** What the archive came to: its size and SHA-256 (hex). */
interface ZipSummary {
  size: number;
  sha256: string;
}

export interface ZipFileWriter {
  /** A whole entry from bytes in memory (data.json, README.txt): deflated. */
  addBytes(name: string, bytes: Uint8Array): Promise<void>;
  /** An entry from a stream (a stored file), stored as it is; answers the entry's size. */
  addStream(name: string, source: AsyncIterable<Uint8Array> | Readable): Promise<number>;
  /** Writes the central directory and closes the file. */
  finish(): Promise<ZipSummary>;
  /** Gives up: closes and deletes the file. */
  abort(): Promise<void>;
}

/**
 * A ZIP archive at `path` (created: an existing file is an error). `mtime` is every entry's time (the clock's now),
 * so the archive does not depend on the machine's.
 */
export function createZipFileWriter(path: string, mtime: Date): ZipFileWriter {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  const hash = createHash('sha256');
  let size = 0;
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let outFailure: Error | null = null;
  out.on('error', (error) => (outFailure = error));
  // The file is ours once opened (an existing one is an error, and abort then leaves it alone).
  let created = false;
  const opened = once(out, 'open').then(() => (created = true));
  opened.catch(() => undefined);
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });

  /** Writes what fflate made so far, waiting while the file is behind. */
  async function flush(): Promise<void> {
    await opened;
    const chunks = pending;
    pending = [];
    for (const chunk of chunks) {
      if (outFailure) throw outFailure;
      hash.update(chunk);
      size += chunk.length;
      // once() rejects when the file fails while we wait.
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (failure) throw failure;
    if (outFailure) throw outFailure;
  }

  return {
    async addBytes(name, bytes) {
      const entry = new ZipDeflate(name, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(bytes, true);
      await flush();
    },
    async addStream(name, source) {
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      let length = 0;
      for await (const chunk of source as AsyncIterable<Uint8Array>) {
        length += chunk.length;
        entry.push(chunk);
        await flush();
      }
      entry.push(new Uint8Array(0), true);
      await flush();
      return length;
    },
    async finish() {
      zip.end();
      await flush();
      out.end();
      await once(out, 'finish');
      if (outFailure) throw outFailure;
      return { size, sha256: hash.digest('hex') };
    },
    async abort() {
      zip.terminate();
      out.destroy();
      if (created) await rm(path, { force: true });
    },
  };
}
