// The checks every request passes before anything reads it (decision record 0021): the Host header (and
// X-Forwarded-Host behind a trusted proxy), the path and the query string. Pure, so the production request
// handler (src/server/http/server.ts), the API app (input-hygiene.ts) and the Astro middleware (src/middleware.ts)
// run the same code.
import { isIPv6 } from 'node:net';
import { unsafeCharacter, unsafeViolation } from '../../lib/validation/text-hygiene';
import { ERROR_CODES } from '../errors/codes';
import { BadRequestError, type HttpError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';

// RFC 9112 section 3.2: Host = uri-host [ ":" port ]; RFC 3986: uri-host = IP-literal / IPv4address / reg-name,
// reg-name = *( unreserved / pct-encoded / sub-delims ) (IPv4address is a reg-name too), port = *DIGIT.
const REG_NAME = /^(?:[\w.~!$&'()*+,;=-]|%[0-9a-f]{2})*$/i;
const IP_FUTURE = /^v[0-9a-f]+\.[\w.~!$&'()*+,;=:-]+$/i;
const PORT = /^\d*$/;

/** Whether a Host (or X-Forwarded-Host) value is a valid `uri-host [":" port]`. An empty value is valid (RFC 9112). */
export function isValidHost(value: string): boolean {
  let host = value;
  let port = '';
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return false;
    host = value.slice(0, end + 1);
    const rest = value.slice(end + 1);
    if (rest !== '' && !rest.startsWith(':')) return false;
    port = rest.slice(1);
    const literal = host.slice(1, -1);
    if (!isIPv6(literal) && !IP_FUTURE.test(literal)) return false;
  } else {
    const colon = value.lastIndexOf(':');
    if (colon >= 0) {
      host = value.slice(0, colon);
      port = value.slice(colon + 1);
    }
    if (!REG_NAME.test(host)) return false;
  }
  return PORT.test(port);
}

/** X-Forwarded-Host may list several hosts (one per proxy): every one must be valid. */
function isValidForwardedHost(value: string): boolean {
  return value.split(',').every((part) => isValidHost(part.trim()));
}

export interface RequestLine {
  /** The request target as received ("/mailbox?to=x", or an absolute-form URL). */
  url: string;
  /** Every Host header line (several is an error too); empty when there is none. */
  hosts: readonly string[];
  /** HTTP/1.1 and later: a request without Host is an error (RFC 9112 section 3.2). */
  hostRequired?: boolean;
  /** X-Forwarded-Host, looked at only when `trustProxy`. */
  forwardedHost?: string | null;
  trustProxy: boolean;
}

function hostError(header: 'Host' | 'X-Forwarded-Host'): HttpError {
  return new ValidationError(
    [{ propertyPath: header, title: 'validation.invalidValue', message: 'validation.invalidValue' }],
    `Malformed ${header} header`,
  );
}

/** Percent-decoding as the router does it: each run of escapes on its own, a run that is not UTF-8 kept as it is. */
function decodeRuns(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The path and query of a request target. */
function targetParts(url: string): { path: string; search: string } {
  let target = url;
  if (!target.startsWith('/')) {
    try {
      const parsed = new URL(target);
      target = parsed.pathname + parsed.search;
    } catch {
      return { path: target, search: '' };
    }
  }
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  const q = target.indexOf('?');
  return q < 0 ? { path: target, search: '' } : { path: target.slice(0, q), search: target.slice(q + 1) };
}

/** Unsafe characters in the query string: one violation per parameter, named by its (printable) name. */
export function queryError(search: string): HttpError | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are among what it finds
  if (search === '' || !/[%\u0000-\u001f\u007f-\uffff]/.test(search)) return undefined;
  const violations = [];
  for (const [key, value] of new URLSearchParams(search)) {
    const kind = unsafeCharacter(key) ?? unsafeCharacter(value);
    if (kind) violations.push(unsafeViolation(key));
    if (violations.length >= 20) break;
  }
  return violations.length > 0 ? new ValidationError(violations, 'Unsafe characters in the query string') : undefined;
}

const LONE_PERCENT = /%(?![0-9a-f]{2})/i;
const ESCAPE = /%[0-9a-f]{2}/i;

/**
 * What is wrong with a path's percent-encoding: a '%' without two hex digits, escapes that are not UTF-8, or
 * escapes that decode to escapes again (double encoding, a way around path checks). No page or route has such a
 * path; Astro answered them 404 after logging an error each, so anyone could fill the error log.
 */
function encodingProblem(path: string): string | undefined {
  if (LONE_PERCENT.test(path)) return 'malformed percent-encoding';
  for (const run of path.match(/(?:%[0-9a-f]{2})+/gi) ?? []) {
    try {
      decodeURIComponent(run);
    } catch {
      return 'percent-encoding that is not UTF-8';
    }
  }
  return ESCAPE.test(decodeRuns(path)) ? 'double percent-encoding' : undefined;
}

/**
 * Unsafe characters in the (decoded) path, or a broken percent-encoding: there is no field to name, so 93ed15e0
 * incorrect form data.
 */
export function pathError(path: string): HttpError | undefined {
  if (!path.includes('%') && !unsafeCharacter(path)) return undefined;
  const problem = encodingProblem(path);
  const kind = unsafeCharacter(decodeRuns(path));
  if (!problem && !kind) return undefined;
  // The path is not echoed: it may carry a token.
  const what = problem ?? `unsafe character (${kind})`;
  return new BadRequestError(`Bad path: ${what}`, ERROR_CODES.incorrectFormData);
}

/**
 * What is wrong with the request line and Host, as the error to answer (400), or undefined. The Host first:
 * RFC 9112 requires a 400 for an invalid Host, more than one Host line or none in HTTP/1.1, before anything else
 * looks at it.
 */
export function requestLineError(request: RequestLine): HttpError | undefined {
  if (request.hosts.length > 1 || (request.hostRequired && request.hosts.length === 0)) return hostError('Host');
  if (request.hosts.length === 1 && !isValidHost(request.hosts[0]!)) return hostError('Host');
  if (request.trustProxy && request.forwardedHost != null && !isValidForwardedHost(request.forwardedHost)) {
    return hostError('X-Forwarded-Host');
  }
  const { path, search } = targetParts(request.url);
  return pathError(path) ?? queryError(search);
}

/** The headers of a request refused before any route: the spec's JSON body, never cached or sniffed. */
export const REFUSAL_HEADERS = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The spec's error body of a refused request as a web Response (the Astro middleware's and the Node adapter's answer). */
export function refusalResponse(error: HttpError): Response {
  return new Response(JSON.stringify(error.toBody()), { status: error.status, headers: REFUSAL_HEADERS });
}

/** requestLineError for a web Request (the Astro middleware under `astro dev`; the production entry checked already). */
export function requestLineRefusal(request: Request, trustProxy: boolean): Response | undefined {
  const host = request.headers.get('host');
  const error = requestLineError({
    url: request.url,
    hosts: host === null ? [] : [host],
    forwardedHost: request.headers.get('x-forwarded-host'),
    trustProxy,
  });
  return error && refusalResponse(error);
}
