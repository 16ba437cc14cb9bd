// A Host in one spelling (case, a name's final dot, IPv4 notation) and the same-origin check of /auth's form
// posts that compares hosts in that spelling.
import { describe, expect, it } from 'vitest';
import { canonicalHostHeader, isRequestOrigin } from './request-host';

describe('canonicalHostHeader', () => {
  it('writes the host as the URL parser does, without the root dot of a name, the port as it was', () => {
    for (const [value, canonical] of [
      ['localhost.:4321', 'localhost:4321'],
      ['localhost.', 'localhost'],
      ['LocalHost.:4321', 'localhost:4321'],
      ['Invest.Localhost:4321', 'invest.localhost:4321'],
      ['127.0.0.1.:4321', '127.0.0.1:4321'],
      ['127.0.0.1.', '127.0.0.1'],
      ['0x7f.1:80', '127.0.0.1:80'],
      ['%6cocalhost:4321', 'localhost:4321'],
      ['[::FFFF:7F00:1]:4321', '[::ffff:7f00:1]:4321'],
      ['[::1]', '[::1]'],
      ['localhost:', 'localhost'],
      ['localhost:080', 'localhost:080'],
      ['localhost:4321', 'localhost:4321'],
      ['shop.example.com', 'shop.example.com'],
      ['', ''],
    ])
      expect(canonicalHostHeader(value!), value).toBe(canonical);
  });

  it('gives what @hono/node-server accepts: a host its URL parser leaves as it is', () => {
    for (const value of ['localhost.:4321', 'LocalHost.:4321', '127.0.0.1.:4321', '0x7f.1', 'localhost:', '[::1]:80']) {
      const host = canonicalHostHeader(value);
      const url = new URL(`http://${host}/`);
      expect(url.hostname === host || url.hostname === host.replace(/:\d+$/, ''), value).toBe(true);
    }
  });

  it('answers the same for a host it has seen, and keeps answering past the hosts it remembers', () => {
    expect(canonicalHostHeader('LocalHost.:4321')).toBe('localhost:4321');
    expect(canonicalHostHeader('LocalHost.:4321')).toBe('localhost:4321');
    for (let i = 0; i < 3000; i++) expect(canonicalHostHeader(`Host-${i}.Example.`)).toBe(`host-${i}.example`);
    expect(canonicalHostHeader('0x7f.1:80')).toBe('127.0.0.1:80');
  });

  it('leaves a literal the URL parser cannot read as it is', () => {
    expect(canonicalHostHeader('[v1.fe]:80')).toBe('[v1.fe]:80');
  });
});

describe('isRequestOrigin', () => {
  it('is the same scheme, host and port, the host in one spelling', () => {
    expect(isRequestOrigin('http://localhost:4321', 'http', 'localhost:4321')).toBe(true);
    expect(isRequestOrigin('http://localhost.:4321', 'http', 'localhost:4321')).toBe(true);
    expect(isRequestOrigin('http://localhost:4321', 'http', 'localhost.:4321')).toBe(true);
    expect(isRequestOrigin('http://localhost.:4321', 'http', 'LocalHost.:4321')).toBe(true);
    expect(isRequestOrigin('http://127.0.0.1:4321', 'http', '127.0.0.1.:4321')).toBe(true);
    expect(isRequestOrigin('https://shop.example', 'https', 'shop.example:443')).toBe(true);
    expect(isRequestOrigin('http://shop.example', 'http', 'shop.example')).toBe(true);
  });

  it('refuses another scheme, host or port, and anything that is not an origin', () => {
    expect(isRequestOrigin('https://localhost:4321', 'http', 'localhost:4321')).toBe(false);
    expect(isRequestOrigin('http://localhost:4322', 'http', 'localhost:4321')).toBe(false);
    expect(isRequestOrigin('http://localhost', 'http', 'localhost:4321')).toBe(false);
    expect(isRequestOrigin('http://evil.example', 'http', 'localhost')).toBe(false);
    expect(isRequestOrigin('http://localhost.evil.example:4321', 'http', 'localhost:4321')).toBe(false);
    expect(isRequestOrigin('http://localhost..:4321', 'http', 'localhost:4321')).toBe(false);
    expect(isRequestOrigin('null', 'http', 'localhost')).toBe(false);
    expect(isRequestOrigin('http://localhost:4321/', 'http', 'localhost:4321')).toBe(false);
    expect(isRequestOrigin('http://user@localhost:4321', 'http', 'localhost:4321')).toBe(false);
    expect(isRequestOrigin('javascript://localhost:4321', 'http', 'localhost:4321')).toBe(false);
  });
});
