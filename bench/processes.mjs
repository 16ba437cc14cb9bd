// Child processes of the benchmark: started on free loopback ports, waited for, and always killed on the way out.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const children = new Set();

/** The first port of [from, to] that nothing listens on (the harness owns 4600-4699 by default). */
export async function freePort(from = 4600, to = 4699, skip = []) {
  for (let port = from; port <= to; port++) {
    if (skip.includes(port)) continue;
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** Spawns `node args...`, keeps its output for error reports, and registers it for cleanup. */
export function startNode(name, args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.name = name;
  child.output = () => output.join('');
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

/** Polls `url` until it answers 200, failing fast when the child dies. */
export async function waitReady(child, url, headers = {}, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  child.exited.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${child.name} exited before it was ready:\n${child.output()}`);
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${child.name} not ready after ${timeoutMs / 1000} s:\n${child.output()}`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with how it exited. */
export async function stop(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

/** CPU time (user + system, ms) the process has used so far, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Kill every child still running; used on errors, on Ctrl+C and at exit. */
export function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}
