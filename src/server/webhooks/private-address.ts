// Server-side request forgery: in production a webhook may not reach loopback, private, link-local or other
// non-public addresses (the cloud metadata service at 169.254.169.254 above all) unless the operator allows it
// (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). Checked when an endpoint is registered (a literal address) and on every
// delivery, on the address the name resolves to at that moment, which is the one connected to (no DNS rebinding).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Every range that is not public unicast: this host, private networks, carrier-grade NAT, link-local (the cloud
// metadata service), documentation, benchmarking, multicast and reserved; in IPv6 also unique-local, site-local,
// NAT64 and 6to4 (which embed IPv4 addresses). Node's BlockList matches an IPv4-mapped IPv6 address (also written
// in hex, as the URL parser writes it: [::ffff:a9fe:a9fe]) against the IPv4 rules.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether `ip` (v4 or v6) is anything but a public unicast address. */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  return blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {
  constructor(address: string) {
    super(`refused: ${address} is not a public address (WEBHOOK_ALLOW_PRIVATE_ADDRESSES allows it)`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for http.request that refuses non-public addresses. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses;
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused) return callback(new PrivateAddressError(refused.address), '');
    if (options.all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}
