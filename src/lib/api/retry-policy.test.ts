import { describe, expect, it } from 'vitest';
import { shouldRetry } from './retry-policy';

describe('retry policy (SPEC section 7)', () => {
  it('retries GET (and other safe methods) once on 408, 409, 425, 429, 500, 502, 503, 504', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(shouldRetry('GET', status, 1), String(status)).toBe(true);
      expect(shouldRetry('get', status, 1)).toBe(true);
      expect(shouldRetry('HEAD', status, 1)).toBe(true);
      expect(shouldRetry('GET', status, 2), 'only once').toBe(false);
    }
  });
  it('never retries POST, PUT, PATCH or DELETE', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(shouldRetry(method, 503, 1)).toBe(false);
  });
  it('does not retry other statuses', () => {
    for (const status of [400, 401, 403, 404, 422, 501, 505])
      expect(shouldRetry('GET', status, 1), String(status)).toBe(false);
  });
});
