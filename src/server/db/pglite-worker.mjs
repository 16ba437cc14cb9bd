// The embedded database's own thread. PGlite runs every query synchronously inside WebAssembly, so on the
// server's thread one heavy query would stall every page; here it only stalls this worker. Plain ESM
// JavaScript on purpose: it is loaded unbundled by vitest, `astro dev` and the production bundle alike.
//
// Protocol (main -> worker): { id, op, ...args }; (worker -> main): { id, ok, result | error }.
// Ops: query {sql, params, rowMode, txId?, typed?}, exec {sql, txId?, typed?} (a script of several statements),
// begin -> txId, commit {txId}, rollback {txId}, dump -> tarball bytes of the data directory, close. `typed`: values
// parsed as PGlite parses them (dates as Date), for SQL run outside drizzle. workerData: { dataDir, loadDataDir? (a
// dump to start from), wasmModule? (pglite.wasm compiled by the caller, shared between workers) }.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs must run in a worker thread');
const port = parentPort;

// When the cores are busy, the server's own thread (pages, cheap API calls) goes first: this thread gets a
// lower scheduling priority (nice 10). On Linux a thread's id can be given to setpriority; /proc/thread-self
// names it. Elsewhere, or without permission, the worker simply keeps the default priority.
lowerThreadPriority(10);

function lowerThreadPriority(nice) {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: nothing to do.
  }
}

// drizzle-orm/pglite passes these same identity parsers with every query (it parses dates itself). Functions
// cannot cross threads, so the worker applies them for every query instead.
const identity = (value) => value;
const PARSERS = {
  [types.TIMESTAMP]: identity,
  [types.TIMESTAMPTZ]: identity,
  [types.INTERVAL]: identity,
  [types.DATE]: identity,
  1231: identity, // numeric[]
  1115: identity, // timestamp[]
  1185: identity, // timestamptz[]
  1187: identity, // interval[]
  1182: identity, // date[]
};

/** Fields of a Postgres error worth keeping; never the query parameters (they may hold secrets). */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'position'];

function serializeError(error) {
  const out = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const key of ERROR_FIELDS) {
    if (error && error[key] !== undefined) out[key] = error[key];
  }
  return out;
}

/** @type {PGlite} */
let db;
/** Open transactions: txId -> { tx, finish(action) }. */
const transactions = new Map();
let nextTxId = 1;

function reply(id, promise) {
  promise.then(
    (result) => port.postMessage({ id, ok: true, result }),
    (error) => port.postMessage({ id, ok: false, error: serializeError(error) }),
  );
}

/** drizzle's parsers, or PGlite's own (dates as Date, as node-postgres gives them) for SQL run outside drizzle. */
const parsersFor = (typed) => (typed ? {} : PARSERS);

async function runQuery({ sql, params, rowMode, txId, typed }) {
  let target = db;
  if (txId !== undefined) {
    const open = transactions.get(txId);
    if (!open) throw new Error(`Transaction ${txId} is closed`);
    target = open.tx;
  }
  const result = await target.query(sql, params ?? [], { rowMode: rowMode ?? 'object', parsers: parsersFor(typed) });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows ?? 0 };
}

/**
 * Runs a script of several statements without parameters (simple protocol: what PGlite's exec does), e.g. the job
 * queue library's schema migrations, which come as `BEGIN; ...; COMMIT;`. Resolves to the rows of every statement
 * in order. A failed script outside a transaction leaves no transaction open: PGlite has one session, and a
 * half-run BEGIN would otherwise poison every statement after it.
 */
async function runExec({ sql, txId, typed }) {
  const flatten = (results) => ({
    rows: results.flatMap((result) => result.rows ?? []),
    affectedRows: results.reduce((total, result) => total + (result.affectedRows ?? 0), 0),
  });
  if (txId !== undefined) {
    const open = transactions.get(txId);
    if (!open) throw new Error(`Transaction ${txId} is closed`);
    return flatten(await open.tx.exec(sql, { parsers: parsersFor(typed) }));
  }
  try {
    return flatten(await db.exec(sql, { parsers: parsersFor(typed) }));
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Opens a transaction that stays open until commit/rollback arrives; PGlite queues everything else meanwhile. */
function begin() {
  return new Promise((resolveBegin, rejectBegin) => {
    const txId = nextTxId++;
    const entry = { tx: undefined, settle: undefined, done: undefined };
    const finished = new Promise((resolve) => {
      entry.settle = resolve;
    });
    entry.done = db
      .transaction(async (tx) => {
        entry.tx = tx;
        transactions.set(txId, entry);
        resolveBegin(txId);
        if ((await finished) === 'rollback') await tx.rollback();
      })
      .finally(() => transactions.delete(txId));
    // Only matters when BEGIN itself failed; later failures reach the commit/rollback request instead.
    entry.done.catch(rejectBegin);
  });
}

/** Ends a transaction; resolves once COMMIT (or ROLLBACK) has run. */
async function finish(txId, action) {
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`Transaction ${txId} is closed`);
  entry.settle(action);
  await entry.done;
}

/** The data directory as an uncompressed tarball (what PGlite's loadDataDir accepts). */
async function dump() {
  const file = await db.dumpDataDir('none');
  return new Uint8Array(await file.arrayBuffer());
}

async function close() {
  for (const txId of [...transactions.keys()]) await finish(txId, 'rollback').catch(() => {});
  if (!db.closed) await db.close();
}

port.on('message', (message) => {
  const { id, op } = message;
  switch (op) {
    case 'query':
      return reply(id, runQuery(message));
    case 'exec':
      return reply(id, runExec(message));
    case 'begin':
      return reply(id, begin());
    case 'commit':
      return reply(id, finish(message.txId, 'commit'));
    case 'rollback':
      return reply(id, finish(message.txId, 'rollback'));
    case 'dump':
      return reply(id, dump());
    case 'close':
      return reply(id, close());
    default:
      return reply(id, Promise.reject(new Error(`Unknown op ${op}`)));
  }
});

try {
  const { dataDir, loadDataDir, wasmModule } = workerData ?? {};
  db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // Starting from a dump skips initdb (seconds): the test databases start from a migrated template.
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) });
}
