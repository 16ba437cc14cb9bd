import { Worker } from 'node:worker_threads';
import { pgliteWorkerPath } from './paths';

/** A query result as PGlite returns it (and as drizzle-orm/pglite reads it). */
interface WorkerResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

interface QueryOptions {
  rowMode?: 'object' | 'array';
}

/** The part of PGlite's interface drizzle-orm/pglite calls on a transaction. */
interface WorkerTransactionClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerResults>;
}

/** The part of PGlite's interface drizzle-orm/pglite calls on the database. */
export interface WorkerClient extends WorkerTransactionClient {
  transaction<T>(fn: (tx: WorkerTransactionClient) => Promise<T>): Promise<T>;
  /**
   * SQL outside drizzle, values parsed as node-postgres would (dates as Date): with params one statement, without
   * a script of several (simple protocol); the rows of all of them, in order.
   */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** The data directory as a tarball (PGlite's dumpDataDir), e.g. to start other databases from it. */
  dump(): Promise<Uint8Array>;
  /** Statements answered (and their seconds) and requests waiting for the worker. */
  stats(): { queries: number; querySeconds: number; inFlight: number };
  close(): Promise<void>;
  readonly closed: boolean;
}

interface SerializedError {
  name: string;
  message: string;
  [field: string]: unknown;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** Rebuilds a worker error as an Error keeping the Postgres fields (code 23505 etc.) callers map. */
function toError(serialized: SerializedError): Error {
  const { name, message, ...fields } = serialized;
  const error = new Error(message) as Error & Record<string, unknown>;
  error.name = name === 'error' ? 'DatabaseError' : name;
  Object.assign(error, fields);
  return error;
}

/** How a worker starts: from a dump (`loadDataDir`), with PGlite's WebAssembly already compiled (`wasmModule`). */
export interface PgliteStartOptions {
  loadDataDir?: Uint8Array;
  /** PGlite's pglite.wasm compiled once (tests start a database per file; compiling costs ~0.5 s a start). */
  wasmModule?: WebAssembly.Module;
}

/** Resolves once the worker reports PGlite open; a worker that fails to start is terminated and the error thrown. */
async function waitUntilReady(worker: Worker): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const onStartError = (error: Error) => reject(error);
    worker.once('error', onStartError);
    worker.once('message', (message: { ready: boolean; error?: SerializedError }) => {
      worker.off('error', onStartError);
      if (message.ready) resolve();
      else reject(toError(message.error ?? { name: 'Error', message: 'PGlite failed to start' }));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
}

/** A pending call that, when answered either way, counts itself and its time in `stats`. */
function timedEntry(
  stats: { queries: number; querySeconds: number },
  resolve: (value: unknown) => void,
  reject: (error: Error) => void,
): Pending {
  const started = performance.now();
  const answered = () => {
    stats.queries++;
    stats.querySeconds += (performance.now() - started) / 1000;
  };
  return {
    resolve: (value) => {
      answered();
      resolve(value);
    },
    reject: (error) => {
      answered();
      reject(error);
    },
  };
}

/**
 * Starts the PGlite worker on `dataDir` (a directory, or 'memory://') and returns a client that looks enough
 * like PGlite for drizzle-orm/pglite. Resolves once PGlite is open.
 */
export async function startPgliteWorker(dataDir: string, options: PgliteStartOptions = {}): Promise<WorkerClient> {
  const { loadDataDir, wasmModule } = options;
  const worker = new Worker(pgliteWorkerPath(), { workerData: { dataDir, loadDataDir, wasmModule } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;
  let failure: Error | undefined;

  // The worker keeps the process alive only while a request is in flight, like a socket would.
  const track = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const failAll = (error: Error) => {
    failure ??= error;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
    track();
  };

  await waitUntilReady(worker);

  worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: SerializedError }) => {
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    track();
    if (message.ok) entry.resolve(message.result);
    else entry.reject(toError(message.error ?? { name: 'Error', message: 'Unknown database error' }));
  });
  worker.on('error', (error: Error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The database worker stopped (exit code ${code})`)));

  const stats = { queries: 0, querySeconds: 0 };
  const call = <T>(op: string, args: Record<string, unknown> = {}): Promise<T> => {
    if (failure) return Promise.reject(failure);
    if (closed && op !== 'close') return Promise.reject(new Error('The database is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(
        id,
        timedEntry(stats, (value) => resolve(value as T), reject),
      );
      track();
      worker.postMessage({ id, op, ...args });
    });
  };

  const query = (txId: number | undefined) => (sql: string, params?: unknown[], options?: QueryOptions) =>
    call<WorkerResults>('query', { sql, params: params ?? [], rowMode: options?.rowMode ?? 'object', txId });

  track();
  return {
    query: query(undefined),
    async transaction<T>(fn: (tx: WorkerTransactionClient) => Promise<T>): Promise<T> {
      const txId = await call<number>('begin');
      let result: T;
      try {
        result = await fn({ query: query(txId) });
      } catch (error) {
        await call('rollback', { txId }).catch(() => undefined);
        throw error;
      }
      await call('commit', { txId });
      return result;
    },
    execute: (sql: string, params?: unknown[]) =>
      params && params.length > 0
        ? call<{ rows: Record<string, unknown>[] }>('query', { sql, params, rowMode: 'object', typed: true })
        : call<{ rows: Record<string, unknown>[] }>('exec', { sql, typed: true }),
    dump: () => call<Uint8Array>('dump'),
    stats: () => ({ ...stats, inFlight: pending.size }),
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // PGlite writes its checkpoint on close; without it the next start goes through crash recovery.
        if (!failure) await call('close');
      } finally {
        await worker.terminate();
      }
    },
  };
}
