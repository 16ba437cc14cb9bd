// The last resort (issue 33): an error that escapes a request's work ends that request only, with the SPEC body
// and a log line naming the request; one outside any request stops the process.
import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inRequestScope, installLastResort } from './last-resort';

describe('last resort', () => {
  const target = new EventEmitter() as EventEmitter & Pick<NodeJS.Process, 'on' | 'off'>;
  let server: Server | undefined;
  let uninstall: (() => void) | undefined;
  afterEach(async () => {
    uninstall?.();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  it('ends the request whose work failed with a 500 and logs its id; the process goes on', async () => {
    const logger = { error: vi.fn() };
    const stop = vi.fn();
    uninstall = installLastResort({ logger, stop, target });
    server = createServer((req, res) =>
      inRequestScope(req, res, () => {
        // Work of this request that fails where no handler sees it (an 'error' event nobody listens to).
        setImmediate(() => target.emit('uncaughtException', new Error('Unexpected end of form'), 'uncaughtException'));
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/public-api/x?token=secret`, {
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ label: 'error.unexpected', code: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(stop).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('that request is ended'),
      expect.objectContaining({
        requestId: 'req-42',
        method: 'GET',
        path: '/public-api/x',
        message: 'Unexpected end of form',
      }),
    );
  });

  it('stops the process, once, for an error outside any request', () => {
    const logger = { error: vi.fn() };
    const stop = vi.fn();
    uninstall = installLastResort({ logger, stop, target });
    target.emit('uncaughtException', new Error('worker gone'), 'uncaughtException');
    target.emit('unhandledRejection', new Error('and again'));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('process stops'),
      expect.objectContaining({ message: 'worker gone' }),
    );
  });

  it('gives a request without a well-formed X-Request-Id a new one, the one the API then uses', () => {
    const req = { headers: { 'x-request-id': 'has spaces' }, method: 'POST', url: '/a' } as never;
    inRequestScope(req, {} as never, () => undefined);
    expect((req as { headers: Record<string, string> }).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
