import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A second process (or a second handle in this one) tried to open an embedded database that is in use. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${pid}. PGlite admits one process at a time: ` +
        `stop that process (e.g. the running server) first, or point DATA_DIR elsewhere, or use DATABASE_URL.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const LOCK_FILE = 'pglite.lock';
/** Locks this process holds. A lock file with our own pid that is not in here was left by an earlier process
 * that had the same pid (typical in containers, where the server is pid 1 after every restart). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock file `<dir>/pglite.lock` holding this process's pid (creating `dir` first). A lock left by a
 * dead process is taken over; a lock held by a live process (this one included) throws DataDirLockedError.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  // Written aside then hard-linked into place, so the lock file never exists without its pid in it.
  const candidate = `${path}.${process.pid}`;
  writeFileSync(candidate, `${process.pid}\n`);
  try {
    return takeLock(dir, path, candidate);
  } finally {
    unlinkSync(candidate);
  }
}

function takeLock(dir: string, path: string, candidate: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      linkSync(candidate, path);
      held.add(path);
      return {
        path,
        release() {
          if (!held.delete(path)) return;
          if (readPid(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      const ours = holder === process.pid && !held.has(path);
      if (holder !== undefined && !ours && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      // Stale: its process is gone. Remove it and try again.
      try {
        unlinkSync(path);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
