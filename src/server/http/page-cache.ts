import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { LANG_COOKIE, pageLanguage } from '../../lib/page-language';
import type { CompressedForms } from './compress';

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The body as rendered (before compression: the response class compresses it for each client). */
  body: Buffer;
  expiresAt: number;
  /** The body's compressed forms, added as clients ask for them (see useCompressedForms). */
  compressed?: CompressedForms;
}

/** The landing fields a page's cache key depends on. */
export interface CacheKeyLanding {
  id: string;
  updatedAt: string;
  language: string;
}

/**
 * Rendered public pages, kept for the shared-cache lifetime (s-maxage) they declare. A public page (/, /doradcy,
 * /investor-login ...) is the same HTML for every anonymous visitor of a landing in a language, so a burst of
 * visitors costs one render per landing, language and path, and one compression per coding (kept with the entry).
 * Keys carry the landing's updatedAt, so a rebranding is served at once. Least recently used entries go first,
 * past `maxEntries` or past `maxBytes` of bodies (their compressed forms add about half as much again): sized
 * for a deployment of a thousand brands, each with its few public pages in two languages.
 */
export class PageCache<Entry extends CachedPage = CachedPage> {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    readonly maxEntries = 8000,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, now: number): Entry | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    if (hit.expiresAt <= now) {
      this.#bytes -= hit.body.length;
      return undefined;
    }
    this.#entries.set(key, hit);
    return hit;
  }

  set(key: string, page: Entry): void {
    this.#remove(key);
    page.compressed ??= {};
    this.#entries.set(key, page);
    this.#bytes += page.body.length;
    while (this.#entries.size > this.maxEntries || (this.#bytes > this.maxBytes && this.#entries.size > 1))
      this.#remove(this.#entries.keys().next().value as string);
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes of bodies held (without their compressed forms). */
  get bytes(): number {
    return this.#bytes;
  }
}

/** Seconds a shared cache may keep a response (s-maxage), 0 when it may not (private, no-store, none given). */
export function sharedMaxAge(cacheControl: unknown): number {
  if (typeof cacheControl !== 'string') return 0;
  if (/(^|,)\s*(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*s-maxage\s*=\s*(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** The value of the language cookie when it is the only cookie sent; undefined when there are none; null otherwise. */
function onlyLanguageCookie(header: string | undefined): string | undefined | null {
  if (!header) return undefined;
  let lang: string | undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (!name) continue;
    if (name !== LANG_COOKIE) return null;
    lang = part.slice(eq + 1).trim();
  }
  return lang;
}

/**
 * The cache key of a page request, or undefined when the page must be rendered for this request: anything
 * but a plain GET without a query string, or a request carrying credentials or cookies other than the
 * language choice (so nothing personal can ever be served from the cache).
 */
export function pageCacheKey(req: IncomingMessage, pathname: string, landing: CacheKeyLanding): string | undefined {
  if (req.method !== 'GET' || (req.url ?? '').includes('?')) return undefined;
  if (req.headers.authorization !== undefined) return undefined;
  const cookie = onlyLanguageCookie(req.headers.cookie);
  if (cookie === null) return undefined;
  const { lang } = pageLanguage({ query: null, cookie, landing: landing.language });
  return `${landing.id}\u0000${landing.updatedAt}\u0000${lang}\u0000${pathname}`;
}

/** Headers worth replaying: those describing the encoding, length and date are set again when it is sent. */
export function replayableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-encoding' || name === 'content-length' || name === 'date') continue;
    if (name === 'vary') {
      const rest = String(value)
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v && v.toLowerCase() !== 'accept-encoding');
      if (rest.length) kept.vary = rest.join(', ');
      continue;
    }
    kept[name] = name === 'etag' && typeof value === 'string' ? value.replace(/^W\//, '') : value;
  }
  return kept;
}
