import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError } from '../errors/http-error';

/** Methods whose requests carry no body we read: the limit would only cost a full Request per call. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses bodies over `maxSize` bytes with 413 in the spec body (by Content-Length, or while streaming). */
export function limitBody(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError(maxSize);
    },
  });
  // hono/body-limit touches c.req.raw.body, which makes @hono/node-server build a full undici Request even for
  // a GET: measured as about an eighth of a cheap GET's CPU.
  return (c, next) => (BODYLESS.has(c.req.method) ? next() : limit(c, next));
}
