import type { IncomingMessage, ServerResponse } from 'node:http';
import send from 'send';
import { chooseCoding } from './accept-encoding';
import { COMPRESSED_SUFFIX, type StaticFile } from './static-files';

/** Hashed build output: the URL changes with the content, so browsers and CDNs keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other public files (brand logos, favicon) keep their URL across deploys: short life, then ETag revalidation. */
export const SHORT_CACHE = 'public, max-age=600';

/**
 * Sends one file of the manifest with `send` (ETag, Last-Modified, 304, Range), choosing the precompressed
 * twin the client accepts. The caller has already matched the path against the manifest, so no request
 * reaches the disk for a path we did not list; `send` still confines reads to `root` and ignores dotfiles.
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, root: string): void {
  const coding = chooseCoding(req.headers['accept-encoding'], file.codings);
  let path = file.urlPath.split('/').map(encodeURIComponent).join('/');
  if (file.codings.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (coding) {
    path += COMPRESSED_SUFFIX[coding];
    res.setHeader('Content-Encoding', coding);
    if (file.contentType) res.setHeader('Content-Type', file.contentType);
  }
  res.setHeader('Cache-Control', file.immutable ? IMMUTABLE_CACHE : SHORT_CACHE);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  send(req, path, {
    root,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  })
    .on('error', (err: { status?: number; statusCode?: number }) => sendError(res, err.status ?? err.statusCode ?? 500))
    .pipe(res);
}

function sendError(res: ServerResponse, status: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const body = status === 404 ? 'Not Found' : 'Error';
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}
