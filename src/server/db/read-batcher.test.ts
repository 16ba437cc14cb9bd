import { describe, expect, it } from 'vitest';
import { createReadBatcher } from './read-batcher';

/** A read that answers the square of each key, records its batches and can be held open or made to fail. */
function squares() {
  const batches: number[][] = [];
  const held: Array<() => void> = [];
  let hold = false;
  let fail: ((keys: number[]) => boolean) | undefined;
  const read = async (keys: number[]) => {
    batches.push(keys);
    if (hold) await new Promise<void>((resolve) => held.push(resolve));
    if (fail?.(keys)) throw new Error(`failed ${keys.join(',')}`);
    return new Map(keys.filter((k) => k >= 0).map((k) => [k, k * k]));
  };
  return {
    read,
    batches,
    hold: (on: boolean) => (hold = on),
    release: () => held.splice(0).forEach((resolve) => resolve()),
    failWhen: (test: (keys: number[]) => boolean) => (fail = test),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createReadBatcher', () => {
  it('reads the keys of one turn in one statement, each once, and answers each caller', async () => {
    const s = squares();
    const batcher = createReadBatcher({ read: s.read });
    const answers = await Promise.all([batcher.load(2), batcher.load(3), batcher.load(2), batcher.load(-1)]);
    expect(answers).toEqual([4, 9, 4, undefined]);
    expect(s.batches).toEqual([[2, 3, -1]]);
  });

  it('sends at once when idle, and queues what arrives while the statements run into the next batch', async () => {
    const s = squares();
    const batcher = createReadBatcher({ read: s.read, maxInFlight: 1 });
    s.hold(true);
    const first = batcher.load(1);
    await turn();
    expect(s.batches).toEqual([[1]]);
    const later = [batcher.load(2), batcher.load(3)];
    await turn();
    const more = batcher.load(4);
    await turn();
    // Nothing more is sent while the one allowed statement runs.
    expect(s.batches).toEqual([[1]]);
    s.hold(false);
    s.release();
    expect(await Promise.all([first, ...later, more])).toEqual([1, 4, 9, 16]);
    expect(s.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('runs up to maxInFlight statements and splits batches at maxBatch', async () => {
    const s = squares();
    const batcher = createReadBatcher({ read: s.read, maxInFlight: 2, maxBatch: 2 });
    s.hold(true);
    const loads = [1, 2, 3, 4, 5].map((k) => batcher.load(k));
    await turn();
    expect(s.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    s.hold(false);
    s.release();
    expect(await Promise.all(loads)).toEqual([1, 4, 9, 16, 25]);
    expect(s.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the callers of a failed statement; the next batch reads again', async () => {
    const s = squares();
    s.failWhen((keys) => keys.includes(7));
    const batcher = createReadBatcher({ read: s.read });
    const failed = Promise.allSettled([batcher.load(7), batcher.load(8)]);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.load(8)).toBe(64);
  });
});
