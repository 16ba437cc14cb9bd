// Server-side request forgery (decision 0040): which webhook hosts and addresses are public. In production a webhook
// may reach public unicast addresses only (not loopback, private networks, the cloud metadata service at
// 169.254.169.254, ...) unless the operator allows private ones (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). Pure: the
// registration check (webhook-endpoints.ts) and the delivery's check of what a name resolves to
// (delivery-target.ts) both ask here.
import { BlockList, isIP } from 'node:net';

// IPv4: everything but public unicast: "this network", private networks, carrier-grade NAT, loopback, link-local
// (the metadata service), IETF protocol assignments, documentation, the 6to4 relay anycast, benchmarking,
// multicast, reserved and broadcast (IANA's special-purpose registry).
const notPublicV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  notPublicV4.addSubnet(network, prefix, 'ipv4');

// IPv6: global unicast is 2000::/3; everything outside it is not public (unspecified, loopback, NAT64 64:ff9b::/96
// and 64:ff9b:1::/48, discard-only 100::/64, unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10,
// multicast ff00::/8, ...). Inside it: IETF protocol assignments (Teredo 2001::/32 among them, which embeds an
// IPv4 address), documentation (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16, which embeds one too).
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const)
  notPublicV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (net.isIPv6), a dotted IPv4 tail included. */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', rest] = text.split('::');
  if (rest === undefined) return parse(head);
  const front = parse(head);
  const back = parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 address stands for, if it is one of the forms that carry one to an IPv4 host:
 * IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d` (deprecated, still routed by some stacks) and
 * IPv4-translated `::ffff:0:a.b.c.d`, in dotted or hex form (`[::ffff:7f00:1]` is 127.0.0.1).
 */
export function embeddedIPv4(ip: string): string | undefined {
  if (isIP(ip) !== 6) return undefined;
  const g = ipv6Groups(ip);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const mapped = zeros(0, 5) && g[5] === 0xffff;
  const compatible = zeros(0, 6);
  const translated = zeros(0, 4) && g[4] === 0xffff && g[5] === 0;
  if (!mapped && !compatible && !translated) return undefined;
  return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
}

/** Whether `ip` is a public unicast address (an IPv6 form of an IPv4 address is judged as that address). */
export function isPublicAddress(ip: string): boolean {
  // A zone (fe80::1%eth0) belongs to a link-local address.
  if (ip.includes('%')) return false;
  const family = isIP(ip);
  if (family === 4) return !notPublicV4.check(ip, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIPv4(ip);
  if (v4 !== undefined) return isPublicAddress(v4);
  return globalV6.check(ip, 'ipv6') && !notPublicV6.check(ip, 'ipv6');
}

/**
 * A URL's hostname as the name or address it designates: lower case, without the brackets of an IPv6 literal and
 * without trailing dots ("localhost." is the root-anchored spelling of "localhost"), and an IPv4 address in any
 * form the URL parser reads (2130706433, 0177.0.0.1, 0x7f.1, also once the dots are gone: "0x7f.1.") in dotted
 * decimal.
 */
export function canonicalHost(hostname: string): string {
  let host = hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  host = host.replace(/\.+$/, '');
  if (isIP(host) !== 0) return host;
  try {
    const again = new URL(`http://${host}/`).hostname;
    if (isIP(again) === 4) return again;
  } catch {
    // Not a host the URL parser takes: left as it is (nothing resolves it).
  }
  return host;
}

// Names that never lead to a public host: this machine (RFC 6761), the local link (mDNS, RFC 6762), home networks
// (RFC 8375) and ICANN's private-use top-level domain.
const LOCAL_NAME = /(?:^|\.)(?:localhost|local|home\.arpa|internal)$/;

/**
 * Why a webhook may not be sent to `hostname` (a URL's), judged without the network, or undefined: a name of this
 * machine or a private network, a name without a dot (the resolver completes it with the machine's own search
 * domains: `metadata`, `intranet`), or an address that is not public. A name that passes is checked again on
 * every delivery against the addresses it resolves to then.
 */
export function hostRefusal(hostname: string): string | undefined {
  const host = canonicalHost(hostname);
  if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : `${host} is not a public address`;
  if (host === '') return 'the URL has no host';
  if (LOCAL_NAME.test(host)) return `${host} names this machine or a private network, not a public host`;
  if (!host.includes('.')) return `${host} is not a fully qualified domain name`;
  return undefined;
}
