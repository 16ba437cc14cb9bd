import { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { chooseCoding, type Coding } from './accept-encoding';
import { CompressedBodyCache } from './compressed-cache';
import {
  addVary,
  applyArrayHeaders,
  readHeader,
  setEncodingHeaders,
  withAcceptEncoding,
  type HeaderBag,
} from './response-headers';
import { isCompressibleType } from './content-types';

export interface CompressOptions {
  /** Responses with a known length below this many bytes go out as they are (framing costs more than it saves). */
  threshold?: number;
  /** Brotli quality for dynamic responses: 4-5 compresses close to gzip -9 at a fraction of q11's CPU. */
  brotliQuality?: number;
  gzipLevel?: number;
  /** How many recently compressed bodies to remember (0 turns the cache off); see CompressedBodyCache. */
  cacheEntries?: number;
}

const DEFAULTS: Required<CompressOptions> = { threshold: 1024, brotliQuality: 4, gzipLevel: 6, cacheEntries: 256 };

/** The size below which a server made with these options sends a body as it is. */
export function compressionThreshold(options: CompressOptions = {}): number {
  return options.threshold ?? DEFAULTS.threshold;
}

/**
 * The headers a compressing server sends with a whole body of `length` bytes that no coding can apply to,
 * whatever the client accepts (too small, not text, no-transform, already encoded): the given ones with the
 * Vary a text type gets, and the length. Undefined when a coding may apply: then only the response class can
 * say. Worked out once for a body its owner keeps (a cached API answer), so that each answer sends it with no
 * decision left to make (see sendWhole).
 */
export function uncodedHeaders(headers: HeaderBag, length: number, threshold: number): HeaderBag | undefined {
  const bag: HeaderBag = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) bag[name.toLowerCase()] = value;
  if (!isCompressibleType(bag['content-type'])) return { ...bag, 'content-length': length };
  if (!codingRuledOut(bag['content-encoding'], bag['cache-control'], length, threshold)) return undefined;
  const vary = withAcceptEncoding(bag.vary);
  if (vary !== undefined) bag.vary = vary;
  return { ...bag, 'content-length': length };
}

/**
 * Whether a text body's own headers rule out every coding, whatever the client accepts: it is already encoded,
 * it says no-transform, or its known length is below the threshold. The one place these rules live: the response
 * class asks it for each answer (#pickCoding), uncodedHeaders once for a kept one.
 */
function codingRuledOut(
  encoding: HeaderBag[string],
  cacheControl: HeaderBag[string],
  length: number | undefined,
  threshold: number,
): boolean {
  if (encoding && encoding !== 'identity') return true;
  if (typeof cacheControl === 'string' && /no-transform/i.test(cacheControl)) return true;
  return length !== undefined && Number.isFinite(length) && length < threshold;
}

/**
 * Sends a whole body with headers from uncodedHeaders (and any per-answer ones), past the compressing class's
 * decision: the bytes are what that class would send, at the cost of a plain ServerResponse.
 */
export function sendWhole(res: ServerResponse, status: number, headers: HeaderBag, body: Buffer): void {
  (res as CompressingResponse).compression = undefined;
  res.writeHead(status, headers).end(body);
}

type Encoder = zlib.BrotliCompress | zlib.Gzip;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- EventEmitter's listener type, which the overrides keep
type Listener = (...args: any[]) => void;

/** A ServerResponse whose body may be compressed on the way out; see createCompressingResponse. */
interface CompressingResponse extends ServerResponse {
  /**
   * Opt-in per response (enableCompression): set for dynamic text (API, pages), left undefined for files served
   * precompressed and for bodies sent past the decision (sendWhole).
   */
  compression: Compression | undefined;
}

/**
 * What a response marked for compression decides and keeps on its way out. Its own object, made only for such a
 * response: a single field on every response (not ten) keeps the response objects small and of one shape, which
 * was worth a tenth of a cheap API answer's CPU.
 */
class Compression {
  /**
   * A body made for one request only (a page per visitor): compressed at the fastest levels (brotli 1, gzip 1),
   * which here cost about a third of the default's CPU for a few percent more bytes, and not offered to the
   * cache of repeated bodies (it would only hash and keep what never comes again).
   */
  fast = false;
  /**
   * The compressed forms of the body about to be written, kept by its owner (a cached page): a coding found
   * here is sent as it is, one not yet there is compressed once and added.
   */
  forms: CompressedForms | undefined = undefined;
  /** The coding chosen for this response (set in writeHead), null when it goes out as written. */
  coding: Coding | null = null;
  /** Body written so far while it may still be compressed in one go (see write/end). */
  buffered: Buffer[] | undefined = undefined;
  bufferedBytes = 0;
  encoder: Encoder | undefined = undefined;
  knownLength: number | undefined = undefined;
  flushScheduled = false;
  pendingDrain: Listener[] | undefined = undefined;
}

/** A body's compressed forms by coding, filled as clients ask for them. */
export type CompressedForms = Partial<Record<Coding, Buffer>>;

/**
 * A ServerResponse class for `http.createServer({ ServerResponse })` that compresses what a handler writes with
 * brotli or gzip, as the request's Accept-Encoding prefers, once the handler marks the response
 * (enableCompression). Only text types are touched; left alone are HEAD bodies, 1xx/204/304, responses that already carry a
 * Content-Encoding or Cache-Control no-transform, and small responses of known length. It works with any
 * writer that uses writeHead/write/end (Hono's node listener, Astro's NodeApp.writeResponse), and streaming
 * survives: whatever was written in one turn of the event loop reaches the client before the next.
 *
 * A subclass rather than patching each response: per-request closures and own-property methods cost more
 * than the rest of a cheap API call and give every response object a different shape.
 */
export function createCompressingResponse(options: CompressOptions = {}): typeof ServerResponse {
  const compressor = bodyCompressor({ ...DEFAULTS, ...options });
  class ServerCompressing extends Compressing {
    protected override get compressor(): BodyCompressor {
      return compressor;
    }
  }
  return ServerCompressing as typeof ServerResponse;
}

/** How one server compresses bodies: whole ones in one call (repeated ones from the cache), streams through zlib. */
interface BodyCompressor {
  /** Responses of known length below this many bytes go out as they are. */
  readonly threshold: number;
  /** A whole body in one synchronous call: at the fastest levels when `fast`, else at the configured ones, cached. */
  whole(coding: Coding, body: Buffer, fast: boolean): Buffer;
  /** A streaming encoder at the configured level. */
  stream(coding: Coding): Encoder;
}

function bodyCompressor(opts: Required<CompressOptions>): BodyCompressor {
  const cache = new CompressedBodyCache(opts.cacheEntries);
  const compressOnce = {
    br: (body: Buffer) => zlib.brotliCompressSync(body, { params: brotliParams(opts.brotliQuality, body.length) }),
    gzip: (body: Buffer) => zlib.gzipSync(body, { level: opts.gzipLevel }),
  };
  const compressFast = {
    br: (body: Buffer) => zlib.brotliCompressSync(body, { params: brotliParams(1, body.length) }),
    gzip: (body: Buffer) => zlib.gzipSync(body, { level: 1 }),
  };
  return {
    threshold: opts.threshold,
    whole: (coding, body, fast) =>
      fast ? compressFast[coding](body) : cache.getOrCompress(coding, body, compressOnce[coding]),
    stream: (coding) =>
      coding === 'br'
        ? zlib.createBrotliCompress({ params: brotliParams(opts.brotliQuality) })
        : zlib.createGzip({ level: opts.gzipLevel }),
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument,
   @typescript-eslint/no-unsafe-assignment -- overrides of ServerResponse's overloaded writeHead/write/end take and
   pass on Node's own any-typed arguments */
/** The response class of every compressing server; the subclass createCompressingResponse makes adds its compressor. */
abstract class Compressing extends ServerResponse implements CompressingResponse {
  /** On the prototype (a getter of the subclass), so every response keeps one shape. */
  protected abstract get compressor(): BodyCompressor;
  compression: Compression | undefined = undefined;

  override writeHead(status: number, ...rest: any[]): this {
    const z = this.compression;
    if (!z || this.headersSent) return super.writeHead(status, ...(rest as []));
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    let headers = (reason === undefined ? rest[0] : rest[1]) as HeaderBag | unknown[] | undefined;
    if (Array.isArray(headers)) {
      applyArrayHeaders(this, headers);
      headers = undefined;
    }
    this.statusCode = status;
    this.#decide(z, headers);
    return reason === undefined ? super.writeHead(status, headers) : super.writeHead(status, reason, headers);
  }

  // A body is first collected; if end() follows in the same turn of the event loop (a rendered page, a JSON
  // body) it is compressed in one synchronous call, much cheaper than a zlib stream for a few kilobytes.
  // Otherwise (a real stream) a streaming encoder takes over and is flushed after every turn.
  override write(chunk: any, encoding?: any, cb?: any): boolean {
    const z = this.compression;
    if (!z) return super.write(chunk, encoding, cb);
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (z.buffered) {
      if (typeof encoding === 'function') cb = encoding;
      const data = toBuffer(chunk, encoding);
      z.buffered.push(data);
      z.bufferedBytes += data.length;
      if (z.bufferedBytes > ONE_SHOT_LIMIT) this.#startEncoder(z);
      else this.#scheduleFlush(z);
      if (typeof cb === 'function') process.nextTick(cb as Listener);
      return true;
    }
    const encoder = z.encoder;
    if (!encoder) return super.write(chunk, encoding, cb);
    const result = writeTo(encoder, chunk, encoding, cb);
    this.#scheduleFlush(z);
    return result;
  }

  override end(chunk?: any, encoding?: any, cb?: any): this {
    const z = this.compression;
    if (!z) return super.end(chunk, encoding, cb);
    if (typeof chunk === 'function') [chunk, encoding, cb] = [undefined, undefined, chunk];
    if (typeof encoding === 'function') [encoding, cb] = [undefined, encoding];
    if (!this.headersSent) {
      z.knownLength = byteLength(chunk, encoding);
      this.writeHead(this.statusCode);
    }
    if (z.buffered && z.coding) {
      if (chunk !== undefined && chunk !== null) z.buffered.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(z.buffered);
      z.buffered = undefined;
      if (body.length <= ONE_SHOT_LIMIT) {
        const forms = z.forms;
        if (forms) return super.end((forms[z.coding] ??= this.compressor.whole(z.coding, body, false)), cb);
        return super.end(this.compressor.whole(z.coding, body, z.fast), cb);
      }
      this.#startEncoder(z, [body]);
      // The chunk is in `body` already: written once more below, a large body went out twice.
      chunk = undefined;
    }
    const encoder = z.encoder;
    if (!encoder) return super.end(chunk, encoding, cb);
    if (typeof cb === 'function') this.once('finish', cb as Listener);
    if (chunk !== undefined && chunk !== null) writeTo(encoder, chunk, encoding);
    encoder.end();
    return this;
  }

  // Writers wait for 'drain' after write() returned false; with an encoder in between, that is its drain.
  override on(event: string | symbol, listener: Listener): this {
    const z = this.compression;
    if (event !== 'drain' || !z) return super.on(event, listener);
    if (z.encoder) z.encoder.on('drain', listener);
    else if (!this.headersSent) (z.pendingDrain ??= []).push(listener);
    else super.on(event, listener);
    return this;
  }

  override addListener(event: string | symbol, listener: Listener): this {
    return this.on(event, listener);
  }

  #decide(z: Compression, headers: HeaderBag | undefined): void {
    const coding = this.#pickCoding(z, headers);
    if (coding) setEncodingHeaders(this, headers, coding);
    if (coding && this.req.method !== 'HEAD') {
      z.coding = coding;
      z.buffered = [];
      return;
    }
    this.#releaseDrainListeners(z);
  }

  #releaseDrainListeners(z: Compression): void {
    const pending = z.pendingDrain;
    z.pendingDrain = undefined;
    for (const listener of pending ?? []) {
      if (z.encoder) z.encoder.on('drain', listener);
      else super.on('drain', listener);
    }
  }

  #pickCoding(z: Compression, headers: HeaderBag | undefined): Coding | null {
    const status = this.statusCode;
    if (status < 200 || status === 204 || status === 304) return null;
    if (!isCompressibleType(readHeader(this, headers, 'content-type'))) return null;
    addVary(this, headers);
    const accept = this.req.headers['accept-encoding'];
    if (!accept) return null;
    const declared = readHeader(this, headers, 'content-length');
    const length = declared !== undefined ? Number(declared) : z.knownLength;
    const encoding = readHeader(this, headers, 'content-encoding');
    const cacheControl = readHeader(this, headers, 'cache-control');
    if (codingRuledOut(encoding, cacheControl, length, this.compressor.threshold)) return null;
    return chooseCoding(accept);
  }

  /** Switches from collecting to streaming: the collected body (or `initial`) goes in first. */
  #startEncoder(z: Compression, initial?: Buffer[]): void {
    const coding = z.coding;
    if (!coding || z.encoder) return;
    const encoder = this.compressor.stream(coding);
    const pending = initial ?? z.buffered ?? [];
    z.buffered = undefined;
    z.encoder = encoder;
    encoder.on('data', (data: Buffer) => {
      if (!super.write(data)) encoder.pause();
    });
    encoder.on('end', () => super.end());
    encoder.on('error', (error) => this.destroy(error));
    super.on('drain', () => encoder.resume());
    // A client that goes away mid-response leaves a paused encoder behind: free its native memory now.
    super.on('close', () => encoder.destroy());
    this.#releaseDrainListeners(z);
    for (const data of pending) encoder.write(data);
  }

  #scheduleFlush(z: Compression): void {
    if (z.flushScheduled) return;
    z.flushScheduled = true;
    setImmediate(() => {
      z.flushScheduled = false;
      // Still collecting after a full turn: this is a stream, so start streaming what we have.
      if (z.buffered) this.#startEncoder(z);
      const encoder = z.encoder;
      if (encoder && !encoder.writableEnded && !encoder.destroyed) encoder.flush();
    });
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment */

/** Bodies up to this size are compressed in one synchronous call; larger ones stream through zlib. */
const ONE_SHOT_LIMIT = 256 * 1024;

function brotliParams(quality: number, size?: number): Record<number, number> {
  const params: Record<number, number> = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  };
  if (size !== undefined) {
    // A window just large enough for the body: the default 4 MB window costs more to set up than a small
    // page costs to compress.
    params[zlib.constants.BROTLI_PARAM_LGWIN] = Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1))));
    params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = size;
  }
  return params;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk));
}

function writeTo(encoder: Encoder, chunk: unknown, encoding?: unknown, cb?: unknown): boolean {
  if (typeof encoding === 'function') [encoding, cb] = [undefined, encoding];
  const data =
    typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding | undefined) ?? 'utf8') : chunk;
  return encoder.write(data, cb as ((error?: Error | null) => void) | undefined);
}

function byteLength(chunk: unknown, encoding: unknown): number | undefined {
  if (chunk === undefined || chunk === null) return 0;
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, (encoding as BufferEncoding | undefined) ?? 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return undefined;
}

/** Marks a response of a server created with createCompressingResponse as compressible. */
export function enableCompression(res: ServerResponse): void {
  (res as CompressingResponse).compression ??= new Compression();
}

/**
 * Hands the response the compressed forms its owner keeps for the body it is about to write (one body, always
 * the same bytes): no hashing, no compressing once a coding has been asked for.
 */
export function useCompressedForms(res: ServerResponse, forms: CompressedForms): void {
  const compression = (res as CompressingResponse).compression;
  if (compression) compression.forms = forms;
}

/** Marks a response as made for one request only: compressed fast (see Compression.fast). */
export function setFastCompression(res: ServerResponse): void {
  const compression = (res as CompressingResponse).compression;
  if (compression) compression.fast = true;
}
