import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './types';
import { startEmbeddedMaintenance } from './vacuum';

const fakeDatabase = (kind: Database['kind']) => {
  const execute = vi.fn(async () => []);
  return { database: { kind, db: { execute } } as unknown as Database, execute };
};

describe('startEmbeddedMaintenance', () => {
  afterEach(() => vi.useRealTimers());

  it('vacuums an embedded database on every interval until stopped', async () => {
    vi.useFakeTimers();
    const { database, execute } = fakeDatabase('pglite');
    const stop = startEmbeddedMaintenance(database, () => {}, 1000);
    expect(execute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(execute).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    vi.useFakeTimers();
    const { database, execute } = fakeDatabase('postgres');
    startEmbeddedMaintenance(database, () => {}, 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(execute).not.toHaveBeenCalled();
  });

  it('reports a failure and keeps running', async () => {
    vi.useFakeTimers();
    const { database, execute } = fakeDatabase('pglite');
    execute.mockRejectedValueOnce(new Error('disk full'));
    const log = vi.fn();
    const stop = startEmbeddedMaintenance(database, log, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk full' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(execute).toHaveBeenCalledTimes(2);
    stop();
  });
});
