import { createHash } from 'node:crypto';

interface Entry {
  body: Buffer;
  compressed: Buffer;
}

/**
 * Remembers the compressed form of recently sent bodies. Public pages render byte-identical HTML for every
 * visitor of a brand and language, so most page responses skip the compressor (about a tenth of a page's
 * CPU at brotli quality 4). Bodies are compared in full on a hit, so a hash collision can never serve one
 * response's bytes for another. Least recently used entries go first.
 */
export class CompressedBodyCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 256,
    /** Larger bodies are rarely repeated and would crowd out the rest. */
    readonly maxBodyBytes = 32 * 1024,
  ) {}

  /** The cached compressed body, or the result of `compress` (cached when the body is small enough). */
  getOrCompress(coding: string, body: Buffer, compress: (body: Buffer) => Buffer): Buffer {
    if (body.length > this.maxBodyBytes || this.maxEntries === 0) return compress(body);
    const key = `${coding}:${createHash('sha1').update(body).digest('base64')}`;
    const hit = this.#entries.get(key);
    if (hit?.body.equals(body)) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.compressed;
    }
    const compressed = compress(body);
    // Keep a copy: the writer may reuse its buffer after end().
    this.#entries.set(key, { body: Buffer.from(body), compressed });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    return compressed;
  }

  get size(): number {
    return this.#entries.size;
  }
}
