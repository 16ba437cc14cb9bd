// The embedded database's lock (issue 15): a lock whose process is a zombie, whose PID now belongs to another
// process, or that was written before the last boot is stale and taken over; a live owner is refused; without
// /proc the lock falls back to asking whether the PID exists.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock, type ProcessProbe } from './data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'data-dir-lock-test-'));
let count = 0;
function freshDir(): string {
  const dir = join(root, `d${++count}`);
  mkdirSync(dir);
  return dir;
}
const lockFile = (dir: string) => join(dir, 'pglite.lock');
const hasProc = existsSync('/proc/self/stat');
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];

function take(dir: string, probe?: ProcessProbe): DataDirLock {
  const lock = acquireDataDirLock(dir, probe);
  held.push(lock);
  return lock;
}

/** A process that stays alive until the test ends. */
async function liveProcess(): Promise<number> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

/** The 22nd field of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

/**
 * A zombie: `sh` starts a short `sleep` in the background and replaces itself with a long one, which never reaps
 * it. The zombie's PID exists (kill(pid, 0) succeeds) but the process is dead, as a crashed server whose parent
 * does not wait for it. (The short one outlives the shell, so the shell cannot reap it first.)
 */
async function zombieProcess(): Promise<number> {
  const child = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  const pid = await new Promise<number>((resolve) =>
    child.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
  );
  for (let i = 0; i < 100; i++) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process ${pid} did not become a zombie`);
}

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe.runIf(hasProc)('the data directory lock on Linux (/proc)', () => {
  it('records its owner: PID, start time and boot', () => {
    const dir = freshDir();
    take(dir);
    const lines = readFileSync(lockFile(dir), 'utf8').trim().split('\n');
    expect(lines).toEqual([String(process.pid), `start ${startTimeOf(process.pid)}`, `boot ${bootId()}`]);
  });

  it('refuses a lock whose owner is alive', async () => {
    const dir = freshDir();
    const pid = await liveProcess();
    writeFileSync(lockFile(dir), `${pid}\nstart ${startTimeOf(pid)}\nboot ${bootId()}\n`);
    expect(() => take(dir)).toThrow(DataDirLockedError);
    expect(() => take(dir)).toThrow(`in use by process ${pid}`);
    // A lock in the format before issue 15 (the PID alone) of a live process is refused as well.
    writeFileSync(lockFile(dir), `${pid}\n`);
    expect(() => take(dir)).toThrow(DataDirLockedError);
  });

  it('takes over the lock of a zombie process', async () => {
    const dir = freshDir();
    const pid = await zombieProcess();
    writeFileSync(lockFile(dir), `${pid}\n`);
    take(dir);
    expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
  });

  it('takes over a lock whose PID now belongs to another process (another start time)', async () => {
    const dir = freshDir();
    const pid = await liveProcess();
    const otherStart = String(Number(startTimeOf(pid)) - 1);
    writeFileSync(lockFile(dir), `${pid}\nstart ${otherStart}\nboot ${bootId()}\n`);
    take(dir);
    expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
  });

  it('takes over a lock written before the last boot, even when its PID and start time exist now', async () => {
    const dir = freshDir();
    const pid = await liveProcess();
    writeFileSync(lockFile(dir), `${pid}\nstart ${startTimeOf(pid)}\nboot 00000000-0000-0000-0000-000000000000\n`);
    take(dir);
    expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
  });

  it('still refuses a second lock in this process', () => {
    const dir = freshDir();
    take(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });
});

describe('the data directory lock with a process probe', () => {
  /** A probe of a made-up system: processes by PID with state and start time, and this boot's id. */
  const probe = (
    processes: Record<number, { state: string; startTime: string }>,
    boot: string | undefined = 'boot-a',
  ): ProcessProbe => ({
    exists: (pid) => pid in processes,
    stat: (pid) => processes[pid],
    bootId: () => boot,
    self: () => ({ startTime: '100', bootId: boot }),
  });

  it('takes over a zombie, a reused PID and a lock of another boot; refuses a live owner', () => {
    const cases: Array<[string, string, boolean]> = [
      ['zombie', '4242\nstart 7\nboot boot-a\n', true],
      ['reused PID', '4243\nstart 7\nboot boot-a\n', true],
      ['another boot', '4244\nstart 9\nboot boot-b\n', true],
      ['live owner', '4244\nstart 9\nboot boot-a\n', false],
      ['live owner, PID alone', '4244\n', false],
      ['gone', '4245\nstart 9\nboot boot-a\n', true],
    ];
    const system = probe({
      4242: { state: 'Z', startTime: '7' },
      4243: { state: 'S', startTime: '8' },
      4244: { state: 'R', startTime: '9' },
    });
    for (const [name, content, stale] of cases) {
      const dir = freshDir();
      writeFileSync(lockFile(dir), content);
      if (stale) {
        take(dir, system);
        expect(readFileSync(lockFile(dir), 'utf8'), name).toBe(`${process.pid}\nstart 100\nboot boot-a\n`);
      } else {
        expect(() => take(dir, system), name).toThrow(DataDirLockedError);
      }
    }
  });

  it('without /proc, falls back to whether the PID exists', () => {
    const noProc: ProcessProbe = {
      exists: (pid) => pid === 4244,
      stat: () => undefined,
      bootId: () => undefined,
      self: () => ({}),
    };
    const alive = freshDir();
    writeFileSync(lockFile(alive), '4244\nstart 1\nboot boot-a\n');
    expect(() => take(alive, noProc)).toThrow(DataDirLockedError);
    const dead = freshDir();
    writeFileSync(lockFile(dead), '4245\nstart 1\nboot boot-a\n');
    take(dead, noProc);
    expect(readFileSync(lockFile(dead), 'utf8')).toBe(`${process.pid}\n`);
  });
});
