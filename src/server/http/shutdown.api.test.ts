import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown';
import { listenOnFreePort, rawRequest } from './test-client';

const quiet = { info() {}, warn() {}, error() {} };

/** A server whose /slow requests wait until the test releases them. */
function slowServer(onSent: () => void = () => {}): { server: Server; arrived: Promise<void>; release: () => void } {
  let release = (): void => {};
  let arrived = (): void => {};
  const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('fast');
    arrived();
    res.on('finish', onSent);
    void released.then(() => res.end('slow done'));
  });
  return { server, arrived: arrivedPromise, release };
}

describe('graceful shutdown', () => {
  it('stops accepting, lets the in-flight request finish, then closes the runtime and exits 0', async () => {
    const events: string[] = [];
    const { server, arrived, release } = slowServer(() => events.push('response sent'));
    const port = await listenOnFreePort(server);
    const shutdown = createShutdown({
      http: server,
      logger: quiet,
      close: async () => void events.push('runtime closed'),
      exit: (code) => void events.push(`exit ${code}`),
      onDrain: () => void events.push('draining'),
    });

    const inFlight = rawRequest(port, '/slow');
    await arrived;
    const done = shutdown('SIGTERM');
    await expect(rawRequest(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    // Not ready first (GET /readyz answers 503 from here on), while the request in flight goes on.
    expect(events).toEqual(['draining']);

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.text).toBe('slow done');
    expect(res.headers.connection).toBe('close');
    await done;
    expect(events).toEqual(['draining', 'response sent', 'runtime closed', 'exit 0']);
    expect(shutdown.started).toBe(true);
  });

  it('cuts requests that outlive the deadline and still closes the runtime', async () => {
    const { server, arrived, release } = slowServer();
    const port = await listenOnFreePort(server);
    let closed = 0;
    let exitCode: number | undefined;
    const shutdown = createShutdown({
      http: server,
      logger: quiet,
      timeoutMs: 100,
      close: async () => void closed++,
      exit: (code) => void (exitCode = code),
    });
    const stuck = rawRequest(port, '/slow').catch((error: Error) => error);
    await arrived;
    await Promise.all([shutdown('SIGINT'), shutdown('SIGINT')]);
    expect(await stuck).toBeInstanceOf(Error);
    expect(closed).toBe(1);
    expect(exitCode).toBe(0);
    release();
  });

  it('exits 1 when closing the runtime fails', async () => {
    const server = createServer((_req, res) => res.end());
    await listenOnFreePort(server);
    let exitCode: number | undefined;
    await createShutdown({
      http: server,
      logger: quiet,
      close: async () => {
        throw new Error('database busy');
      },
      exit: (code) => void (exitCode = code),
    })('SIGTERM');
    expect(exitCode).toBe(1);
  });
});
