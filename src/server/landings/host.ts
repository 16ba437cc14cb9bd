import { z } from 'zod';

/**
 * The host part of a Host header as landings store it: lower case, port and trailing dot removed
 * ("Invest.Localhost:4321" -> "invest.localhost", "[::1]:80" -> "[::1]"). Of a list (X-Forwarded-Host), the first.
 */
export function normalizeHost(value: string | null | undefined): string {
  let host = (value ?? '').split(',')[0]!.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.indexOf(':');
  // One colon: host:port. More: a bare IPv6 address, kept whole.
  if (colon >= 0 && host.indexOf(':', colon + 1) < 0) host = host.slice(0, colon);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${label}(?:\\.${label})*$`);
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/** A host a landing can claim: normalised, then a DNS name, an IPv4 address or a bracketed IPv6 address. */
export const hostSchema = z
  .string()
  .transform((value) => normalizeHost(value))
  .pipe(
    z
      .string()
      .max(253)
      .refine((host) => HOST_NAME.test(host) || IPV6.test(host), 'expected a host name like shop.example.com'),
  );

/**
 * Whether a token of `landing` may be used on `host` (normalised; decision 0022): one of the landing's own
 * hosts, or the host of its backendBaseUrl (the API on an origin of its own, SPEC section 7). Any other host,
 * one that no landing owns included (it falls back to the default brand's pages), acts for no landing.
 */
export function landingServesHost(
  landing: { hosts: readonly string[]; backendBaseUrl: string },
  host: string,
): boolean {
  return (
    landing.hosts.includes(host) || (landing.backendBaseUrl !== '' && backendHost(landing.backendBaseUrl) === host)
  );
}

function backendHost(url: string): string | undefined {
  try {
    return normalizeHost(new URL(url).host);
  } catch {
    return undefined;
  }
}
