import { describe, expect, it } from 'vitest';
import { isValidHost, pathError, queryError, requestLineError, requestLineRefusal } from './request-hygiene';

describe('isValidHost (RFC 9112 section 3.2, RFC 3986 uri-host [":" port])', () => {
  it('accepts host names, IPv4, IPv6 and IPvFuture literals, with or without a port, and the empty value', () => {
    for (const host of [
      'localhost',
      'localhost:4321',
      'Invest.Localhost:80',
      'invest.localhost.',
      '127.0.0.1:4321',
      'shop_1.example.com',
      'xn--dom-maklerski-abc.pl',
      '%65xample.com',
      "a!$&'()*+,;=~-.b",
      '[::1]',
      '[::1]:4321',
      '[2001:db8::1]:443',
      '[v1.fe80::a+en1]',
      'localhost:',
      '',
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it('refuses characters a host cannot have and malformed literals or ports', () => {
    for (const host of [
      'a b',
      'evil.example/path',
      'evil.example\\x',
      'user@evil.example',
      'evil.example?x',
      'evil.example#x',
      'host<script>',
      'host"',
      'host\u0000',
      'host\u0001',
      'h\u00f3st',
      'host%zz',
      'host:80a',
      'host:80:90',
      '[::1',
      '[::1]x',
      '[not-ipv6]',
      '[::1]:8o',
      '::1',
    ]) {
      expect(isValidHost(host), JSON.stringify(host)).toBe(false);
    }
  });
});

describe('queryError', () => {
  it('passes clean queries, encoded Polish letters and emoji', () => {
    for (const search of [
      '',
      'to=a%40b.pl',
      'filter%5Bname%5D%5Blike%5D=%C5%BBaba',
      'q=%F0%9F%98%80&lang=en',
      'a=1&a=2&b',
    ]) {
      expect(queryError(search), search).toBeUndefined();
    }
  });

  it('names each parameter holding NUL or a control character (in its value or its name)', () => {
    const error = queryError('to=%00&ok=1&filter%5Bname%5D%5Blike%5D=a%1Fb&x%00y=1&tab=a%09b');
    expect(error?.status).toBe(400);
    expect(error?.toBody()).toMatchObject({
      code: '9e4235af',
      violations: [
        { propertyPath: 'to', message: 'validation.unsafeCharacters' },
        { propertyPath: 'filter[name][like]' },
        { propertyPath: 'x\ufffdy' },
        { propertyPath: 'tab' },
      ],
    });
  });

  it('refuses bidirectional overrides and raw control bytes too', () => {
    expect(queryError('name=%E2%80%AEevil')?.toBody().violations).toEqual([
      expect.objectContaining({ propertyPath: 'name' }),
    ]);
    expect(queryError('name=a\u0085')?.toBody().violations).toEqual([
      expect.objectContaining({ propertyPath: 'name' }),
    ]);
  });
});

describe('pathError', () => {
  it('refuses a decoded path with NUL or a control character, with no field to name', () => {
    expect(pathError('/public-api/campaign-offer/%00/invest-form')?.toBody()).toMatchObject({
      code: '93ed15e0',
      violations: [],
    });
    expect(pathError('/a%0Ab')?.status).toBe(400);
    expect(pathError('/campaign')).toBeUndefined();
    expect(pathError('/files/%C5%BC%C3%B3%C5%82w.pdf')).toBeUndefined();
    // A malformed escape does not hide an unsafe one elsewhere in the path.
    expect(pathError('/offer/%zz%00/x')?.status).toBe(400);
    expect(pathError('/offer/%ED%A0%80/%00')?.status).toBe(400);
  });

  it('refuses broken percent-encoding: a lone %, escapes that are not UTF-8, double encoding', () => {
    for (const path of [
      '/a%zz',
      '/campaign%',
      '/a%2',
      '/app/%C0%AF',
      '/%E0%A4%A',
      '/%ED%A0%80',
      '/%25%32%66',
      '/a/%252F%252Fevil',
    ]) {
      expect(pathError(path)?.toBody(), path).toMatchObject({ code: '93ed15e0', violations: [] });
    }
    // Encoded text and encoded reserved characters once are fine.
    for (const path of ['/a%20b', '/%2F%2Fevil', '/files/%F0%9F%98%80.pdf', '/a%25b'])
      expect(pathError(path), path).toBeUndefined();
  });
});

describe('requestLineError', () => {
  const line = (overrides: Partial<Parameters<typeof requestLineError>[0]>) =>
    requestLineError({ url: '/', hosts: ['localhost'], trustProxy: false, ...overrides });

  it('refuses a malformed Host or several Host lines with 400 naming Host', () => {
    expect(line({ hosts: ['evil example'] })?.toBody()).toMatchObject({
      label: 'Malformed Host header',
      code: '9e4235af',
      parameters: {},
      violations: [{ propertyPath: 'Host' }],
    });
    expect(line({ hosts: ['localhost', 'invest.localhost'] })?.status).toBe(400);
    expect(line({ hosts: [] })).toBeUndefined();
  });

  it('looks at X-Forwarded-Host (every listed host) only behind a trusted proxy', () => {
    expect(line({ forwardedHost: 'evil/x' })).toBeUndefined();
    expect(line({ forwardedHost: 'evil/x', trustProxy: true })?.toBody().violations).toEqual([
      expect.objectContaining({ propertyPath: 'X-Forwarded-Host' }),
    ]);
    expect(line({ forwardedHost: 'invest.localhost, proxy.internal:8080', trustProxy: true })).toBeUndefined();
    expect(line({ forwardedHost: 'invest.localhost, a b', trustProxy: true })?.status).toBe(400);
  });

  it('checks the path and query of origin-form and absolute-form targets', () => {
    expect(line({ url: '/mailbox?to=%00' })?.toBody().violations).toEqual([
      expect.objectContaining({ propertyPath: 'to' }),
    ]);
    expect(line({ url: 'http://localhost/mailbox?to=%00' })?.status).toBe(400);
    expect(line({ url: '/mailbox?to=a%40b.pl#frag%00' })).toBeUndefined();
    expect(line({ url: '/%00' })?.toBody().code).toBe('93ed15e0');
  });
});

describe('requestLineRefusal (the Astro middleware under astro dev)', () => {
  it('answers the spec body as JSON for a bad query or Host, nothing for a clean request', async () => {
    const refused = requestLineRefusal(new Request('http://localhost/mailbox?to=%00'), false);
    expect(refused?.status).toBe(400);
    expect(refused?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused?.json()).toMatchObject({
      code: '9e4235af',
      parameters: {},
      violations: [{ propertyPath: 'to' }],
    });
    const badHost = requestLineRefusal(
      new Request('http://localhost/', { headers: { 'x-forwarded-host': 'a b' } }),
      true,
    );
    expect(await badHost?.json()).toMatchObject({ violations: [{ propertyPath: 'X-Forwarded-Host' }] });
    expect(requestLineRefusal(new Request('http://localhost/mailbox?to=a%40b.pl'), true)).toBeUndefined();
  });
});
