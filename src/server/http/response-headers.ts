// Header edits for a response about to be sent: the headers passed to writeHead (which win) and those already
// set with setHeader are read and changed as one set.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Coding } from './accept-encoding';

export type HeaderBag = OutgoingHttpHeaders;

/** A header as it will be sent: the writeHead argument wins over what setHeader stored. */
export function readHeader(
  res: ServerResponse,
  headers: HeaderBag | undefined,
  name: string,
): string | number | string[] | undefined {
  if (headers) {
    const direct = headers[name];
    if (direct !== undefined) return direct;
    for (const key in headers) if (key.length === name.length && key.toLowerCase() === name) return headers[key];
  }
  return res.getHeader(name);
}

function deleteHeader(res: ServerResponse, headers: HeaderBag | undefined, name: string): void {
  res.removeHeader(name);
  if (!headers) return;
  for (const key of Object.keys(headers))
    if (key.length === name.length && key.toLowerCase() === name) delete headers[key];
}

function writeHeader(res: ServerResponse, headers: HeaderBag | undefined, name: string, value: string): void {
  if (!headers) {
    res.setHeader(name, value);
    return;
  }
  deleteHeader(res, headers, name);
  headers[name] = value;
}

export function setEncodingHeaders(res: ServerResponse, headers: HeaderBag | undefined, coding: Coding): void {
  writeHeader(res, headers, 'content-encoding', coding);
  deleteHeader(res, headers, 'content-length');
  // A strong ETag names exact bytes; the encoded bytes differ, so the tag becomes weak.
  const etag = readHeader(res, headers, 'etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) writeHeader(res, headers, 'etag', `W/${etag}`);
}

export function addVary(res: ServerResponse, headers: HeaderBag | undefined): void {
  const vary = withAcceptEncoding(readHeader(res, headers, 'vary'));
  if (vary !== undefined) writeHeader(res, headers, 'vary', vary);
}

/** A Vary value that names Accept-Encoding, or undefined when the given one already does (or is `*`). */
export function withAcceptEncoding(vary: HeaderBag[string]): string | undefined {
  if (!vary) return 'Accept-Encoding';
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary);
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return undefined;
  return `${current}, Accept-Encoding`;
}

export function applyArrayHeaders(res: ServerResponse, headers: unknown[]): void {
  if (Array.isArray(headers[0])) {
    for (const [name, value] of headers as Array<[string, string]>) res.appendHeader(name, value);
    return;
  }
  for (let i = 0; i < headers.length; i += 2) res.appendHeader(String(headers[i]), String(headers[i + 1]));
}
