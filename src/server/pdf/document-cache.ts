// Documents once made, kept in this process (issue 36 item 12, decision 0071): the offer PDF and the KIIS generated
// from the campaign's data, each under a SHA-256 of everything its renderer is given (the data read from the
// database on this request, the language, the brand, the dictionary's texts; the offer's generation day). A change
// of any of them is another key, so a document made before a change is never served after it, whichever copy of the
// server or database made the change; a new release starts with an empty cache, so a changed layout is never served
// from an old one either. Bounded by bytes (least recently used out first) and by age (a day: the offer's printed
// generation day is in its key, and a document with personal data is never served older than that). Concurrent requests for
// one key wait for the same making.
import { createHash } from 'node:crypto';
import { systemClock } from '../clock';
import type { Clock } from '../runtime-types';

interface Entry {
  value: unknown;
  bytes: number;
  madeAt: number;
}

export interface CacheOptions {
  /** The most the kept documents may take together (their `size`). */
  maxBytes: number;
  /** How long a document is kept at most. */
  maxAgeMs: number;
  clock: Clock;
}

/** The key of a document: its kind and its renderer's whole input, hashed (the input itself is not kept). */
export function documentKey(kind: string, input: unknown): string {
  // Bytes (a PNG or JPEG logo) stand in the key by their own hash, not as a JSON list of numbers.
  const bytesByHash = function (this: Record<string, unknown>, name: string, value: unknown) {
    const raw = this[name];
    return Buffer.isBuffer(raw) ? createHash('sha256').update(raw).digest('hex') : value;
  };
  return createHash('sha256').update(kind).update('\0').update(JSON.stringify(input, bytesByHash)).digest('hex');
}

export class DocumentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, Promise<unknown>>();
  private bytes = 0;

  constructor(private readonly options: CacheOptions) {}

  /**
   * The document of `key`: the kept one (hit), else `make()`'s, kept when it fits. `hit` is false only for the
   * request that made it.
   */
  async get<T>(key: string, make: () => Promise<T>, size: (value: T) => number): Promise<{ value: T; hit: boolean }> {
    const now = this.options.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && now - entry.madeAt < this.options.maxAgeMs) {
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { value: entry.value as T, hit: true };
    }
    if (entry) this.remove(key);
    const pending = this.making.get(key);
    if (pending) return { value: (await pending) as T, hit: true };
    const made = make();
    this.making.set(key, made);
    try {
      const value = await made;
      this.keep(key, value, size(value), now);
      return { value, hit: false };
    } finally {
      this.making.delete(key);
    }
  }

  private keep(key: string, value: unknown, bytes: number, now: number) {
    if (bytes > this.options.maxBytes) return;
    this.remove(key);
    for (const [oldKey, old] of this.entries)
      if (this.bytes + bytes > this.options.maxBytes || now - old.madeAt >= this.options.maxAgeMs) this.remove(oldKey);
      else break;
    this.entries.set(key, { value, bytes, madeAt: now });
    this.bytes += bytes;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** The process's documents: 64 MB (about 2,000 offer documents of 30 KB), kept a day at most. */
export const documents = new DocumentCache({ maxBytes: 64 * 1024 * 1024, maxAgeMs: 86_400_000, clock: systemClock });
