// Reads by key that arrive together go to the database together: one statement for many keys instead of one each.
//
// Under a burst every request costs a round trip, and on the machines we measure a round trip's socket write and
// reply parsing cost more than the query itself. The batcher keeps at most `maxInFlight` statements running; keys
// that arrive meanwhile wait for the next one, so a quiet server answers at once (a key is sent within the same
// turn of the event loop) and a busy one sends ever larger batches instead of ever more statements.

export interface ReadBatcherOptions<K, R> {
  /** Reads the keys given (each at most once) and answers what it found, by key; keys it lacks resolve undefined. */
  read: (keys: K[]) => Promise<Map<K, R>>;
  /** Statements running at once (the rest of the pool stays free for everything else). */
  maxInFlight?: number;
  /** Keys per statement at most. */
  maxBatch?: number;
}

export interface ReadBatcher<K, R> {
  load(key: K): Promise<R | undefined>;
}

interface Waiting<R> {
  resolve: (value: R | undefined) => void;
  reject: (error: unknown) => void;
}

export function createReadBatcher<K, R>(options: ReadBatcherOptions<K, R>): ReadBatcher<K, R> {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxBatch = options.maxBatch ?? 200;
  const queue = new Map<K, Array<Waiting<R>>>();
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || inFlight >= maxInFlight || queue.size === 0) return;
    scheduled = true;
    // After the current turn's I/O callbacks: keys arriving in the same turn share the statement.
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < maxInFlight && queue.size > 0) {
      const batch = new Map<K, Array<Waiting<R>>>();
      for (const [key, waiting] of queue) {
        if (batch.size >= maxBatch) break;
        batch.set(key, waiting);
      }
      for (const key of batch.keys()) queue.delete(key);
      inFlight++;
      void run(batch);
    }
  }

  async function run(batch: Map<K, Array<Waiting<R>>>): Promise<void> {
    try {
      const found = await options.read([...batch.keys()]);
      for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    } finally {
      inFlight--;
      if (queue.size > 0) {
        // Whatever queued while this statement ran goes now, as the next batch.
        if (!scheduled) flush();
      }
    }
  }

  return {
    load(key) {
      return new Promise<R | undefined>((resolve, reject) => {
        const waiting = queue.get(key);
        if (waiting) waiting.push({ resolve, reject });
        else queue.set(key, [{ resolve, reject }]);
        schedule();
      });
    },
  };
}
