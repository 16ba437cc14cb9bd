// Which webhook hosts are public (decision 0040): every notation of a loopback, private or special address, and
// the names of this machine, are refused however the URL spells them.
import { describe, expect, it } from 'vitest';
import { canonicalHost, embeddedIPv4, hostRefusal, isPublicAddress } from './private-address';

/** The hostname as the webhook code sees it: what the URL parser makes of the URL. */
const hostOf = (url: string) => new URL(url).hostname;

describe('canonicalHost', () => {
  it('reads the host as the address or name it designates', () => {
    for (const [url, host] of [
      ['http://localhost./x', 'localhost'],
      ['http://foo.localhost./x', 'foo.localhost'],
      ['http://LOCALHOST../x', 'localhost'],
      ['http://localhost%2e/x', 'localhost'],
      ['http://[::127.0.0.1]/x', '::7f00:1'],
      ['http://[::ffff:127.0.0.1]/x', '::ffff:7f00:1'],
      ['http://2130706433/', '127.0.0.1'],
      ['http://0177.0.0.1/', '127.0.0.1'],
      ['http://0x7f.1/', '127.0.0.1'],
      ['http://127.1/', '127.0.0.1'],
      ['http://127.0.0.1./', '127.0.0.1'],
      ['http://127.0.0.1../', '127.0.0.1'],
      ['http://0x7f.1../', '127.0.0.1'],
      ['http://0/', '0.0.0.0'],
      ['https://CRM.Example.com./hooks', 'crm.example.com'],
    ])
      expect(canonicalHost(hostOf(url!)), url).toBe(host);
  });
});

describe('embeddedIPv4', () => {
  it('finds the IPv4 address of mapped, compatible and translated IPv6 forms, dotted or hex', () => {
    expect(embeddedIPv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('0:0:0:0:0:ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIPv4('::127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::ffff:0:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::808:808')).toBe('8.8.8.8');
    expect(embeddedIPv4('::1')).toBe('0.0.0.1');
    expect(embeddedIPv4('2001:4860:4860::8888')).toBeUndefined();
    expect(embeddedIPv4('1::ffff:7f00:1')).toBeUndefined();
    expect(embeddedIPv4('127.0.0.1')).toBeUndefined();
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, unique-local, unspecified, multicast and the other special ranges', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.88.99.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:7f00:1',
      '::7f00:1',
      '::127.0.0.1',
      '::ffff:0:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::1',
      '100::1',
      '2001::1',
      '2001:2::1',
      '2001:db8::1',
      '2002:a9fe:a9fe::1',
      '3fff::1',
      '5f00::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      'localhost',
      '',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('takes public unicast addresses, and IPv6 forms of public IPv4 ones', () => {
    for (const ip of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '193.0.0.1',
      '2001:4860:4860::8888',
      '2a00:1450:4001::200e',
      '::ffff:808:808',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(ip), ip).toBe(true);
  });
});

describe('hostRefusal', () => {
  it('refuses every spelling of this machine and of private addresses the red team tried', () => {
    for (const url of [
      'http://localhost./x',
      'http://foo.localhost./x',
      'http://[::127.0.0.1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[::ffff:7f00:1]/x',
      'http://[0:0:0:0:0:ffff:169.254.169.254]/latest',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.1/',
      'http://0x7f.1../',
      'http://127.0.0.1../',
      'http://0/',
      'http://[::]/',
      'http://[::1]/',
      'http://localhost:9/x',
      'http://LocalHost/x',
      'http://a.b.localhost/x',
      'http://printer.local/x',
      'http://router.home.arpa/x',
      'http://metadata.google.internal/x',
      'http://metadata/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/x',
    ])
      expect(hostRefusal(hostOf(url)), url).toBeDefined();
  });

  it('takes public addresses and fully qualified names (their addresses are checked on delivery)', () => {
    for (const url of [
      'https://crm.example.com/hooks',
      'https://crm.example.com./hooks',
      'http://8.8.8.8/x',
      'http://[2001:4860:4860::8888]/x',
      'https://hooks.localhost-tools.example/x',
    ])
      expect(hostRefusal(hostOf(url)), url).toBeUndefined();
    expect(hostRefusal(hostOf('http://[::1]/x'))).toBe('::1 is not a public address');
  });
});
