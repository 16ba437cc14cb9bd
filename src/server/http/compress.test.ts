// What a kept body is sent with when no coding can apply to it (the cached API answer's shortcut): the headers
// the compressing response class would send. compress.api.test.ts and api-cache.api.test.ts check the bytes on the
// wire; these check each rule.
import { describe, expect, it } from 'vitest';
import { compressionThreshold, uncodedHeaders } from './compress';

const json = { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=60', vary: 'Host' };

describe('uncodedHeaders', () => {
  it('gives a small text body the Vary the class adds and its length', () => {
    expect(uncodedHeaders(json, 251, 1024)).toEqual({ ...json, vary: 'Host, Accept-Encoding', 'content-length': 251 });
    expect(uncodedHeaders({ 'Content-Type': 'text/plain' }, 10, 1024)).toEqual({
      'content-type': 'text/plain',
      vary: 'Accept-Encoding',
      'content-length': 10,
    });
  });

  it('leaves a Vary that already names the encoding, or says *, as it is', () => {
    expect(uncodedHeaders({ ...json, vary: 'accept-encoding, Host' }, 5, 1024)?.vary).toBe('accept-encoding, Host');
    expect(uncodedHeaders({ ...json, vary: '*' }, 5, 1024)?.vary).toBe('*');
  });

  it('adds no Vary to a type the class never compresses, whatever its size', () => {
    expect(uncodedHeaders({ 'content-type': 'image/png' }, 50_000, 1024)).toEqual({
      'content-type': 'image/png',
      'content-length': 50_000,
    });
  });

  it('sends a large body with no-transform or its own coding as it is, with the Vary', () => {
    expect(uncodedHeaders({ ...json, 'cache-control': 'no-transform' }, 50_000, 1024)?.vary).toBe(
      'Host, Accept-Encoding',
    );
    expect(uncodedHeaders({ ...json, 'content-encoding': 'gzip' }, 50_000, 1024)?.['content-encoding']).toBe('gzip');
  });

  it('leaves a large text body to the response class, which codes it for each client', () => {
    expect(uncodedHeaders(json, 1024, 1024)).toBeUndefined();
    expect(uncodedHeaders(json, 1023, 1024)).toBeDefined();
    expect(uncodedHeaders(json, 2000, compressionThreshold({ threshold: 4096 }))).toBeDefined();
    expect(compressionThreshold()).toBe(1024);
  });

  it('reads "identity" (or an empty encoding) as no coding yet, as the response class does', () => {
    expect(uncodedHeaders({ ...json, 'content-encoding': 'identity' }, 50_000, 1024)).toBeUndefined();
    expect(uncodedHeaders({ ...json, 'content-encoding': '' }, 50_000, 1024)).toBeUndefined();
  });
});
