import type { ServerResponse } from 'node:http';

/**
 * Headers for every page Astro renders. The hash-based Content-Security-Policy itself is a <meta> emitted by
 * Astro (experimental.csp); a <meta> policy cannot carry frame-ancestors, so that part travels here as a
 * second header policy (browsers enforce both). X-Frame-Options covers browsers without frame-ancestors.
 */
const PAGE_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
];

/** Sets the page headers before Astro writes its own (a header Astro sets for the same name wins). */
export function applyPageSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of PAGE_SECURITY_HEADERS) res.setHeader(name, value);
}
