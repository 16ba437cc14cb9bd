// Where a webhook delivery connects (decision 0040): the endpoint's name is resolved once, each address it resolves
// to is checked (in production, unless private addresses are allowed), and the request connects to those very
// addresses (a `lookup` that answers them), so a name that changes its answer between the check and the connection
// (DNS rebinding) cannot lead the request to an internal address. The Host header and TLS's server name stay the
// URL's name: only the address lookup is replaced.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { canonicalHost, hostRefusal, isPublicAddress } from './private-address';

/** Every address a name resolves to now (dns.lookup with all: true, as Node's own connection would ask). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** A delivery refused for its destination: retrying cannot help, the delivery fails at once with this reason. */
export class RefusedTargetError extends Error {
  constructor(reason: string) {
    super(`refused: ${reason} (WEBHOOK_ALLOW_PRIVATE_ADDRESSES allows private endpoints)`);
  }
}

/**
 * The addresses a delivery to `url` connects to: the address in the URL, or what its name resolves to now. With
 * `guard` (production without WEBHOOK_ALLOW_PRIVATE_ADDRESSES) a host refused by name or address, or a name with
 * any address that is not public, is a RefusedTargetError.
 */
export async function deliveryAddresses(url: URL, guard: boolean, resolve: Resolver): Promise<LookupAddress[]> {
  if (guard) {
    const refusal = hostRefusal(url.hostname);
    if (refusal) throw new RefusedTargetError(refusal);
  }
  const literal = canonicalHost(url.hostname);
  const family = isIP(literal);
  if (family !== 0) return [{ address: literal, family }];
  // The name as the URL has it: a final dot keeps it absolute (no search domain is tried).
  const addresses = await resolve(url.hostname);
  if (addresses.length === 0) throw new Error(`${url.hostname} resolves to no address`);
  const refused = guard ? addresses.find((a) => !isPublicAddress(a.address)) : undefined;
  if (refused) throw new RefusedTargetError(`${url.hostname} resolves to ${refused.address}, not a public address`);
  return addresses;
}

/** A `lookup` for http(s).request that answers the checked addresses, whatever name it is asked for. */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname: string, options: LookupOptions, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : [...addresses];
    // Asynchronous, as a real lookup is: the socket's listeners are attached by then.
    process.nextTick(() => {
      const first = wanted[0];
      if (!first) {
        const error: NodeJS.ErrnoException = new Error(`no IPv${family} address among the checked ones`);
        error.code = 'ENOTFOUND';
        callback(error, '', 0);
      } else if (options.all) callback(null, wanted);
      else callback(null, first.address, first.family);
    });
  };
}
