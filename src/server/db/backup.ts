// Backup and restore of the embedded database (issue 18): `npm run admin -- backup FILE` and `restore FILE`.
// PGlite admits one process, so while the server runs the CLI cannot open the database: the server answers a
// backup request on a Unix socket in DATA_DIR (admin.sock, mode 0600, the data directory's owner only). PGlite
// takes the snapshot between two statements (its dump holds the query lock), with a checkpoint first: a copy
// that starts like a cleanly stopped server, however busy the running one is. Without a running server the CLI
// opens the database itself. PostgreSQL is backed up with pg_dump (docs/operations.md).
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCallback } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Logger } from '../runtime-types';
import { acquireDataDirLock } from './data-dir-lock';
import { migrationsFolder } from './paths';
import { createPgliteDatabase, MEMORY, type PgliteDatabase } from './pglite-database';

const ADMIN_SOCKET = 'admin.sock';

// Off the event loop: a server answering its visitors while it compresses the copy.
const gzip = promisify(gzipCallback);

/** The admin socket of the server that holds the embedded database in `dataDir`. */
const adminSocketPath = (dataDir: string) => join(resolve(dataDir), ADMIN_SOCKET);

/** Runs an admin command line for the CLI in the server's process (src/server/cli/remote-cli.ts). */
export type SocketCommandRunner = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The running server's side: GET /backup answers a gzipped tarball of the data directory; POST /cli (when
 * `commands` is given) runs an admin command line in this process.
 */
export async function serveBackupSocket(
  database: Pick<PgliteDatabase, 'dumpDataDir' | 'db'>,
  dataDir: string,
  logger: Pick<Logger, 'info' | 'warn'>,
  commands?: SocketCommandRunner,
): Promise<Server | null> {
  if (dataDir === MEMORY) return null;
  const path = adminSocketPath(dataDir);
  // A socket left by a server that died: this process holds the data directory's lock, so it is stale.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (commands && req.method === 'POST' && req.url === '/cli') {
      commands(req, res);
      return;
    }
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    database.db
      .execute(sql`checkpoint`)
      .then(() => database.dumpDataDir())
      .then((tar) => gzip(tar))
      .then(
        (body) => {
          res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(body.length) }).end(body);
          logger.info('backup: data directory sent', { bytes: body.length });
        },
        (error: unknown) => {
          logger.warn('backup: failed', { error: String(error) });
          res.writeHead(500).end(String(error));
        },
      );
  });
  return new Promise((resolvePromise) => {
    server.once('error', (error) => {
      logger.warn('backup: socket not served', { path, error: String(error) });
      resolvePromise(null);
    });
    server.listen(path, () => {
      chmodSync(path, 0o600);
      server.unref();
      resolvePromise(server);
    });
  });
}

/**
 * One request to the running server's admin socket: its status and body, or null when no server answers (no socket,
 * or one left by a server that died). The backup and the CLI's commands (src/server/cli/remote-client.ts) use it.
 */
export function askAdminSocket(
  dataDir: string,
  ask: { method: 'GET' | 'POST'; path: string; body?: Buffer },
): Promise<{ status: number; body: Buffer } | null> {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  const headers = ask.body
    ? { 'content-type': 'application/json', 'content-length': String(ask.body.length) }
    : undefined;
  return new Promise((resolvePromise, reject) => {
    const req = request({ socketPath, path: ask.path, method: ask.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    // No server behind the socket (it died): the caller goes on without it.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolvePromise(null) : reject(error),
    );
    req.end(ask.body);
  });
}

async function askServer(dataDir: string): Promise<Buffer | null> {
  const answer = await askAdminSocket(dataDir, { method: 'GET', path: '/backup' });
  if (!answer) return null;
  if (answer.status !== 200) throw new Error(`the server could not back up: ${answer.body.toString('utf8')}`);
  return answer.body;
}

/** A gzipped tarball of the embedded database in `dataDir`, from the running server or, when none runs, directly. */
export async function backupEmbedded(dataDir: string): Promise<Buffer> {
  const fromServer = await askServer(dataDir);
  if (fromServer) return fromServer;
  const database = await createPgliteDatabase(dataDir);
  try {
    await database.db.execute(sql`checkpoint`);
    return await gzip(await database.dumpDataDir());
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database in `dataDir` with a backup (gzipped or plain tarball). The server must be stopped
 * (the data directory's lock says so). The current database is kept beside it (pglite.before-restore-<time>); the
 * restored one is migrated to this build, so a backup of an older release comes up to date.
 */
export async function restoreEmbedded(dataDir: string, backup: Buffer, now: Date): Promise<{ keptAs: string | null }> {
  const root = resolve(dataDir);
  const tar = backup[0] === 0x1f && backup[1] === 0x8b ? gunzipSync(backup) : backup;
  const current = join(root, 'pglite');
  let keptAs: string | null = null;
  // Held from the check to the end: no server can start on the directory in between.
  const lock = acquireDataDirLock(root);
  try {
    if (existsSync(current)) {
      keptAs = `${current}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(current, keptAs);
    }
    const database = await createPgliteDatabase(root, { loadDataDir: new Uint8Array(tar), heldLock: lock });
    try {
      await database.migrate(migrationsFolder());
      await database.ping();
    } finally {
      // Releases the lock too.
      await database.close();
    }
  } catch (error) {
    // The backup did not come up: put the database that was there back (this call made `current`).
    rmSync(current, { recursive: true, force: true });
    if (keptAs) renameSync(keptAs, current);
    lock.release();
    throw error;
  }
  return { keptAs };
}
