/**
 * Same-origin paths for links and redirects (issue 15, docs/decisions/0025-safe-redirects-robots-and-data-dir-lock.md).
 *
 * A link or a redirect built from a request's path or a parameter must stay on this site. A path that starts with
 * two slashes (`//evil.example/`) is a scheme-relative URL, and browsers read a backslash as a slash and drop tabs
 * and newlines anywhere in a URL (`/\evil`, `/<TAB>/evil`); a proxy or a second decoding may turn `/%2F%2Fevil` or
 * `/%5Cevil` into the same. So every such path goes through `sameOriginPath`: the path only (never a scheme or
 * host), parsed the way a browser parses it, with its leading run of slashes, backslashes and their
 * percent-encoded forms collapsed into one slash. Small and free of dependencies: page scripts use it too.
 */

/** A made-up origin to parse paths against (`.invalid` never resolves). */
const PROBE = 'http://same-origin.invalid';
/** C0 controls and DEL: browsers drop tab, LF and CR from URLs; the others have no place in a path. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f]/g;
/** Slashes, backslashes and their percent-encoded forms (also encoded again: %252F), and encoded controls. */
const LEADING_RUN = /^(?:[/\\]|%(?:25)*(?:2f|5c|[01][0-9a-f]|7f))+/i;
/** A few rounds are enough for any honest path; a path that keeps changing is refused. */
const MAX_ROUNDS = 4;

/**
 * The same-origin form of `value` (a path with its query and fragment): exactly one leading slash followed by
 * something other than a slash, controls removed. Anything that is not a path (an absolute URL, `evil.example`,
 * an empty string, not a string) gives `fallback`.
 */
export function sameOriginPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  let path = value.replace(CONTROLS, '');
  if (!/^[/\\]/.test(path)) return fallback;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = normalise(path);
    if (next === undefined) return fallback;
    if (next === path) return staysHere(path) ? path : fallback;
    path = next;
  }
  return fallback;
}

/** True when `value` is already a same-origin path in its normal form (nothing to collapse or remove). */
export function isSameOriginPath(value: unknown): value is string {
  return typeof value === 'string' && sameOriginPath(value, '') === value && value !== '';
}

/** One round: parsed as a browser would (dot segments, backslashes, encoding), then the leading run collapsed. */
function normalise(path: string): string | undefined {
  let url: URL;
  try {
    // Appended to an origin rather than resolved against it, so "//host" stays a path here.
    url = new URL(`${PROBE}${path}`);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE) return undefined;
  return `${url.pathname.replace(LEADING_RUN, '/')}${url.search}${url.hash}`;
}

/** The final check, as a browser resolves an href or a Location header against the page. */
function staysHere(path: string): boolean {
  try {
    return new URL(path, `${PROBE}/a/b`).origin === PROBE;
  } catch {
    return false;
  }
}
