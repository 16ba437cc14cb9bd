import { describe, expect, it } from 'vitest';
import { createInFlight, writeSignature } from './in-flight';

describe('the same write while one is in flight', () => {
  it('sends once and gives both callers the one answer; after it settles, a new one goes', async () => {
    const once = createInFlight();
    let sent = 0;
    let finish!: (value: string) => void;
    const send = () => {
      sent += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const signature = writeSignature('POST', '/api/notes', { body: 'Hi' });
    const first = once(signature, send);
    const second = once(signature, send);
    expect(sent).toBe(1);
    finish('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    void once(signature, send);
    expect(sent).toBe(2);
  });

  it('tells writes apart by method, path and body, and never merges reads or files', () => {
    const base = writeSignature('POST', '/a', { x: 1 });
    expect(writeSignature('POST', '/a', { x: 2 })).not.toBe(base);
    expect(writeSignature('PUT', '/a', { x: 1 })).not.toBe(base);
    expect(writeSignature('POST', '/b', { x: 1 })).not.toBe(base);
    expect(writeSignature('GET', '/a', undefined)).toBeNull();
    expect(writeSignature('POST', '/upload', new FormData())).toBeNull();
    expect(writeSignature('DELETE', '/a/1', undefined)).toBe(writeSignature('DELETE', '/a/1', undefined));
  });

  it('lets a failed write be tried again', async () => {
    const once = createInFlight();
    const signature = writeSignature('PATCH', '/x', {});
    await expect(once(signature, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await once(signature, () => Promise.resolve('yes'))).toBe('yes');
  });
});
