// Server-side request forgery: in production a webhook may not reach loopback, private, link-local or other
// non-public addresses (the cloud metadata service at 169.254.169.254 above all) unless the operator allows it
// (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). Checked when an endpoint is registered (a literal address) and on every
// delivery, on the address the name resolves to at that moment, which is the one connected to (no DNS rebinding).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

function ipv4Private(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Whether `ip` (v4 or v6) is anything but a public unicast address. */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) return ipv4Private(ip);
  const v6 = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return ipv4Private(mapped[1]!);
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb') ||
    v6.startsWith('ff')
  );
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
