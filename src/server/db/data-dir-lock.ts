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

/**
 * What the system says about processes (injectable for tests). On Linux it reads /proc; elsewhere `stat` and
 * `bootId` give undefined and the lock asks only whether the PID exists, as before issue 15.
 */
export interface ProcessProbe {
  /** kill(pid, 0): the PID exists (a zombie's too). */
  exists(pid: number): boolean;
  /** State letter and start time (clock ticks since boot) of a process, undefined when they cannot be read. */
  stat(pid: number): { state: string; startTime: string } | undefined;
  /** This boot's id (/proc/sys/kernel/random/boot_id), undefined when unknown. */
  bootId(): string | undefined;
  /** This process's start time and boot, written into the lock it takes. */
  self(): { startTime?: string | undefined; bootId?: string | undefined };
}

/** What a lock file says of its owner: `<pid>\nstart <ticks>\nboot <id>\n` (the PID alone before issue 15). */
interface LockOwner {
  pid: number;
  startTime?: string | undefined;
  bootId?: string | undefined;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** /proc/<pid>/stat: "pid (comm) state ppid ...", comm may hold spaces and parentheses; starttime is field 22. */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const startTime = fields[19];
    return state && startTime && /^\d+$/.test(startTime) ? { state, startTime } : undefined;
  } catch {
    return undefined;
  }
}

function procBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

const systemProcessProbe: ProcessProbe = {
  exists: pidExists,
  stat: procStat,
  bootId: procBootId,
  self: () => ({ startTime: procStat(process.pid)?.startTime, bootId: procBootId() }),
};

/**
 * Whether the lock's owner still runs. Stale: no such PID; a lock written before the last boot; a zombie ('Z')
 * or dead ('X') process; a PID that now belongs to a process started at another time (reused). Where /proc
 * cannot tell (another system, a hidden process), the PID's existence decides, as before.
 */
function ownerAlive(owner: LockOwner, probe: ProcessProbe): boolean {
  if (!probe.exists(owner.pid)) return false;
  const boot = probe.bootId();
  if (owner.bootId !== undefined && boot !== undefined && owner.bootId !== boot) return false;
  const stat = probe.stat(owner.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  return owner.startTime === undefined || owner.startTime === stat.startTime;
}

function readOwner(path: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const [first, ...rest] = text.split('\n');
  const pid = Number.parseInt((first ?? '').trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const value = (key: string) =>
    rest
      .find((line) => line.startsWith(`${key} `))
      ?.slice(key.length + 1)
      .trim() || undefined;
  return { pid, startTime: value('start'), bootId: value('boot') };
}

function ownerText(probe: ProcessProbe): string {
  const self = probe.self();
  return `${process.pid}\n${self.startTime ? `start ${self.startTime}\n` : ''}${self.bootId ? `boot ${self.bootId}\n` : ''}`;
}

/**
 * Takes the lock file `<dir>/pglite.lock` holding this process's pid, start time and boot (creating `dir`
 * first). A lock left by a process that is gone (dead, a zombie, its PID reused, another boot) is taken over; a
 * lock held by a live process (this one included) throws DataDirLockedError.
 */
export function acquireDataDirLock(dir: string, probe: ProcessProbe = systemProcessProbe): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  // Written aside then hard-linked into place, so the lock file never exists without its pid in it.
  const candidate = `${path}.${process.pid}`;
  writeFileSync(candidate, ownerText(probe));
  try {
    return takeLock(dir, path, candidate, probe);
  } finally {
    unlinkSync(candidate);
  }
}

function takeLock(dir: string, path: string, candidate: string, probe: ProcessProbe): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      linkSync(candidate, path);
      held.add(path);
      return {
        path,
        release() {
          if (!held.delete(path)) return;
          if (readOwner(path)?.pid === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const ours = owner?.pid === process.pid && !held.has(path);
      if (owner !== undefined && !ours && ownerAlive(owner, probe)) throw new DataDirLockedError(dir, owner.pid);
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
