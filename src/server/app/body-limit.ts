import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError } from '../errors/http-error';
import { isUploadRequest, UPLOAD_REQUEST_LIMIT } from '../uploads/upload-limits';

/** Methods whose requests carry no body we read: the limit would only cost a full Request per call. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

function limiter(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError(maxSize);
    },
  });
}

/**
 * Refuses bodies over `maxSize` bytes with 413 in the spec body (by Content-Length, or while streaming). The
 * upload routes (src/server/uploads/upload-limits.ts) take a 10 MB file plus multipart overhead instead, and
 * no more; their handlers check the file itself.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const limit = limiter(maxSize);
  const uploadLimit = limiter(Math.max(maxSize, UPLOAD_REQUEST_LIMIT));
  // hono/body-limit touches c.req.raw.body, which makes @hono/node-server build a full undici Request even for
  // a GET: measured as about an eighth of a cheap GET's CPU.
  return (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    return (isUploadRequest(c.req.method, c.req.path) ? uploadLimit : limit)(c, next);
  };
}
