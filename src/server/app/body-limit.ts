import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../errors/codes';
import { BadRequestError, PayloadTooLargeError } from '../errors/http-error';
import { isUploadRequest, UPLOAD_REQUEST_LIMIT } from '../uploads/upload-limits';

/** Methods whose requests carry no body we read: the limit would only cost a full Request per call. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A body that ended or failed before its end (a client that went away, a cut chunked body): 400, never a 500. */
class BodyUnreadableError extends BadRequestError {
  constructor() {
    super('Request body could not be read', ERROR_CODES.badRequest);
  }
}

const declaredLength = (c: Context): number | undefined => {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return undefined;
  return Number.parseInt(length, 10) || 0;
};

/**
 * A request's body read whole, at most `maxSize` bytes (413 past it); a read that fails is the client's fault (a cut
 * or aborted body), answered 400. An absent body is empty.
 */
export async function readBodyBytes(request: Request, maxSize: number): Promise<Buffer<ArrayBuffer>> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) throw new PayloadTooLargeError(maxSize);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error instanceof PayloadTooLargeError ? error : new BodyUnreadableError();
  }
  return Buffer.concat(chunks, size);
}

/** A body without Content-Length (chunked) read whole and put back as the request's body (as hono/body-limit does). */
async function readLimited(c: Context, maxSize: number): Promise<void> {
  c.req.raw = new Request(c.req.raw, { body: await readBodyBytes(c.req.raw, maxSize) });
}

/**
 * Refuses bodies over `maxSize` bytes with 413 in the spec body (by Content-Length, or while reading a chunked
 * one). The upload routes (src/server/uploads/upload-limits.ts) take a 10 MB file plus multipart overhead
 * instead, and their bodies are never held: the multipart reader streams them to the staging file and stops at
 * the same limit itself (src/server/uploads/multipart-upload.ts).
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  // Touching c.req.raw.body makes @hono/node-server build a full undici Request even for a GET: measured as about
  // an eighth of a cheap GET's CPU; so bodyless methods pass first.
  return async (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    const upload = isUploadRequest(c.req.method, c.req.path);
    const limit = upload ? Math.max(maxSize, UPLOAD_REQUEST_LIMIT) : maxSize;
    const length = declaredLength(c);
    if (length !== undefined && length > limit) throw new PayloadTooLargeError(limit);
    if (length === undefined && !upload && c.req.raw.body) await readLimited(c, limit);
    return next();
  };
}
