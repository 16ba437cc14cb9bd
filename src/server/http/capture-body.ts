import type { ServerResponse } from 'node:http';

/**
 * Calls `done` with the whole body a handler wrote once it has ended, without changing what is sent. The
 * wrappers sit on this one response object, in front of the response class's own write/end, so they see the
 * body as written (before any compression).
 */
export function captureBody(res: ServerResponse, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  // Called below with .call(this): the response's own methods, on the response.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(this) below
  const write = res.write;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(this) below
  const end = res.end;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) {
    keep(chunk, encoding);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, cb);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
    keep(chunk, encoding);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, cb);
    done(Buffer.concat(chunks));
    return result;
  } as ServerResponse['end'];
}
