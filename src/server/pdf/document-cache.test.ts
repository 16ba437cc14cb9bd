// The kept documents (issue 36 item 12): made once per key, again for another key, after a day, after eviction
// for room, and after a failed making; concurrent requests share one making.
import { describe, expect, it, vi } from 'vitest';
import { DocumentCache, documentKey } from './document-cache';

function cacheAt(start = '2026-11-29T10:00:00Z', maxBytes = 100) {
  let now = new Date(start).getTime();
  const cache = new DocumentCache({ maxBytes, maxAgeMs: 86_400_000, clock: { now: () => new Date(now) } });
  return { cache, advance: (ms: number) => (now += ms) };
}

const bytes = (text: string) => Buffer.from(text);
const length = (value: Buffer) => value.length;

describe('DocumentCache', () => {
  it('makes a document once and gives the same bytes again, and makes another for another input', async () => {
    const { cache } = cacheAt();
    const make = vi.fn(async () => bytes(`made ${make.mock.calls.length}`));
    const key = documentKey('offer-pdf', { language: 'pl', amount: 100 });
    const first = await cache.get(key, make, length);
    const second = await cache.get(key, make, length);
    expect(first.hit).toBe(false);
    expect(second).toEqual({ value: first.value, hit: true });
    expect(make).toHaveBeenCalledTimes(1);

    for (const other of [
      { language: 'en', amount: 100 },
      { language: 'pl', amount: 101 },
    ]) {
      const made = await cache.get(documentKey('offer-pdf', other), make, length);
      expect(made.hit).toBe(false);
      expect(made.value.equals(first.value)).toBe(false);
    }
    expect(documentKey('kiis-pdf', { language: 'pl', amount: 100 })).not.toBe(key);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('keys a logo by its bytes', () => {
    const logo = (data: Buffer) => documentKey('kiis-pdf', { logo: { kind: 'image', data } });
    expect(logo(Buffer.from([1, 2, 3]))).toBe(logo(Buffer.from([1, 2, 3])));
    expect(logo(Buffer.from([1, 2, 3]))).not.toBe(logo(Buffer.from([1, 2, 4])));
  });

  it('makes a concurrent request wait for the same making', async () => {
    const { cache } = cacheAt();
    let finish!: (value: Buffer) => void;
    const make = vi.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));
    const a = cache.get('k', make, length);
    const b = cache.get('k', make, length);
    finish(bytes('one'));
    expect((await a).hit).toBe(false);
    expect(await b).toEqual({ value: bytes('one'), hit: true });
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes it again after a day', async () => {
    const { cache, advance } = cacheAt();
    const make = vi.fn(async () => bytes('doc'));
    await cache.get('k', make, length);
    advance(86_400_000 - 1);
    expect((await cache.get('k', make, length)).hit).toBe(true);
    advance(1);
    expect((await cache.get('k', make, length)).hit).toBe(false);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its bytes, the least recently used going first, and never a document larger than them', async () => {
    const { cache } = cacheAt(undefined, 10);
    const make = (text: string) => vi.fn(async () => bytes(text));
    await cache.get('a', make('aaaa'), length);
    await cache.get('b', make('bbbb'), length);
    expect((await cache.get('a', make('x'), length)).hit).toBe(true);
    await cache.get('c', make('cccc'), length); // 12 bytes: b (least recently used) goes
    expect((await cache.get('a', make('x'), length)).hit).toBe(true);
    expect((await cache.get('c', make('x'), length)).hit).toBe(true);
    expect((await cache.get('b', make('bbbb'), length)).hit).toBe(false);
    const large = make('0123456789A');
    expect((await cache.get('large', large, length)).hit).toBe(false);
    expect((await cache.get('large', large, length)).hit).toBe(false);
  });

  it('keeps nothing when the making fails', async () => {
    const { cache } = cacheAt();
    await expect(cache.get('k', () => Promise.reject(new Error('no font')), length)).rejects.toThrow('no font');
    const make = vi.fn(async () => bytes('doc'));
    expect((await cache.get('k', make, length)).hit).toBe(false);
  });
});
