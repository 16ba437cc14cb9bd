import { describe, expect, it } from 'vitest';
import { chooseCoding } from './accept-encoding';
import { pathOf, routeRequest } from './router';

const files = new Set(['/_astro/index.abc123.js', '/favicon.svg', '/brands/navy/logo.svg']);
const isStatic = (p: string): boolean => files.has(p);
const route = (method: string, path: string): string => routeRequest(method, pathOf(path), isStatic);

describe('routeRequest', () => {
  it('sends every method under the API prefixes and /healthz to the Hono app', () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
      expect(route(method, '/api/contexts')).toBe('api');
      expect(route(method, '/public-api/advisor-panel-configuration')).toBe('api');
      expect(route(method, '/investor-api/offers?limit=99999&offset=0')).toBe('api');
      expect(route(method, '/healthz')).toBe('api');
      expect(route(method, '/readyz')).toBe('api');
    }
    expect(route('GET', '/api')).toBe('api');
  });

  it('matches whole path segments, so look-alike pages stay with Astro', () => {
    expect(route('GET', '/apiary')).toBe('astro');
    expect(route('GET', '/public-apis')).toBe('astro');
    expect(route('POST', '/authors')).toBe('astro');
    expect(route('GET', '/healthz/extra')).toBe('astro');
  });

  it('sends API calls under /auth to Hono but GET and HEAD (pages) to Astro', () => {
    expect(route('POST', '/auth/login')).toBe('api');
    expect(route('POST', '/auth/investor/send-token')).toBe('api');
    expect(route('PATCH', '/auth/change-context')).toBe('api');
    expect(route('DELETE', '/auth/logout')).toBe('api');
    expect(route('GET', '/auth/confirm-login')).toBe('astro');
    expect(route('HEAD', '/auth/reset-password/abc')).toBe('astro');
    expect(route('GET', '/auth/unknown')).toBe('astro');
  });

  it('serves files of the built client directly, for reads only', () => {
    expect(route('GET', '/_astro/index.abc123.js')).toBe('static');
    expect(route('HEAD', '/favicon.svg?v=2')).toBe('static');
    expect(route('POST', '/favicon.svg')).toBe('astro');
    expect(route('GET', '/_astro/missing.js')).toBe('astro');
  });

  it('hands pages and unknown paths to Astro', () => {
    expect(route('GET', '/')).toBe('astro');
    expect(route('GET', '/doradcy')).toBe('astro');
    expect(route('GET', '/app/offers/12')).toBe('astro');
    expect(route('POST', '/investor-login')).toBe('astro');
  });
});

describe('pathOf', () => {
  it('strips query and fragment and accepts absolute-form targets', () => {
    expect(pathOf('/a/b?x=1#y')).toBe('/a/b');
    expect(pathOf('/a#y?x')).toBe('/a');
    expect(pathOf('http://example.test/api/x?y=1')).toBe('/api/x');
    expect(pathOf(undefined)).toBe('/');
  });
});

describe('chooseCoding', () => {
  it('prefers brotli, honours q-values and wildcards, and refuses q=0', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseCoding('br;q=0, *')).toBe('gzip');
    expect(chooseCoding('*;q=0')).toBeNull();
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeNull();
  });
});
