// A stored file's bytes checked against the SHA-256 recorded when it was stored: the bytes pass through as they
// come (nothing held back), and a file that turns out different ends the stream with an error instead of its
// last chunk, so the client sees a failed download, never a complete-looking wrong file.
import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';

export class ChecksumMismatchError extends Error {
  constructor() {
    super('Stored file does not match its checksum');
  }
}

export function verifiedStream(source: Readable, sha256: string, onMismatch: () => void): Readable {
  const hash = createHash('sha256');
  let held: Buffer | null = null;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      // One chunk is held back so that the last one goes out only after the check.
      const previous = held;
      held = chunk;
      done(null, previous ?? undefined);
    },
    flush(done) {
      if (hash.digest('hex') !== sha256.toLowerCase()) {
        onMismatch();
        done(new ChecksumMismatchError());
        return;
      }
      done(null, held ?? undefined);
    },
  });
  // pipeline, not pipe: a download the client abandons destroys `check`, and with it the file or the S3 response.
  return pipeline(source, check, () => undefined);
}
