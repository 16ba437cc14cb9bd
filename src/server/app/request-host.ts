import type { Context } from 'hono';
import type { Env } from '../env';

/** The host the client asked for: X-Forwarded-Host behind a trusted proxy, else Host, else the URL's. */
export function requestHost(c: Context, env: Pick<Env, 'TRUST_PROXY'>): string {
  const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined;
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}

/** The scheme the client used: X-Forwarded-Proto behind a trusted proxy, else the URL's. */
export function requestProtocol(c: Context, env: Pick<Env, 'TRUST_PROXY'>): 'http' | 'https' {
  const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const protocol = forwarded || new URL(c.req.url).protocol.replace(':', '');
  return protocol === 'https' ? 'https' : 'http';
}

/**
 * A valid Host value (request-hygiene.ts checked it) in one spelling: the host as the URL parser writes it (lower
 * case, an IPv4 address in dotted decimal, percent-escapes of a name decoded), a name's final dot (the DNS root:
 * "localhost." is the name "localhost") dropped, and the port kept as it was, an empty one dropped.
 * "LocalHost.:4321" -> "localhost:4321", "127.0.0.1.:80" -> "127.0.0.1:80". @hono/node-server refuses (400) a
 * Host that its URL parser would rewrite; a value it cannot parse (an IPvFuture literal) is left as it is.
 */
export function canonicalHostHeader(value: string): string {
  const known = canonicalSpellings.get(value);
  if (known !== undefined) return known;
  const canonical = spellCanonically(value);
  // A few hosts come again and again (every API call parsed a URL for its Host): remembered, within a bound a
  // client sending a new Host each time cannot pass.
  if (canonicalSpellings.size >= CANONICAL_SPELLINGS_KEPT) canonicalSpellings.clear();
  canonicalSpellings.set(value, canonical);
  return canonical;
}

const CANONICAL_SPELLINGS_KEPT = 1024;
const canonicalSpellings = new Map<string, string>();

function spellCanonically(value: string): string {
  const bracket = value.startsWith('[') ? value.indexOf(']') : -1;
  const colon = value.indexOf(':', bracket + 1);
  const host = colon < 0 ? value : value.slice(0, colon);
  const port = colon < 0 ? '' : value.slice(colon + 1);
  if (host === '') return value;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}/`).hostname;
  } catch {
    return value;
  }
  if (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  return port === '' ? hostname : `${hostname}:${port}`;
}

/** "scheme://host[:port]" with the scheme's default port left out and the host in its one spelling. */
function originKey(scheme: string, host: string): string | undefined {
  try {
    const url = new URL(`${scheme}://${host}`);
    return `${url.protocol}//${canonicalHostHeader(url.host)}`;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request's Origin header names the origin the request was sent to (scheme and Host): the same scheme,
 * port and host, the host compared in its one spelling (a page of "http://localhost.:4321" posts to this site as
 * much as one of "http://localhost:4321" does).
 */
export function isRequestOrigin(origin: string, scheme: 'http' | 'https', host: string): boolean {
  if (!/^https?:\/\//i.test(origin)) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // An origin is scheme, host and port only.
  if (parsed.username || parsed.password || parsed.pathname !== '/' || parsed.search || parsed.hash) return false;
  if (origin.endsWith('/')) return false;
  const ours = originKey(scheme, host);
  return ours !== undefined && originKey(parsed.protocol.slice(0, -1), parsed.host) === ours;
}
