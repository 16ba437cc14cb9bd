import type { Server as HttpServer } from 'node:http';
import type { Server as NetServer } from 'node:net';
import type { Logger } from '../runtime-types';

export interface ShutdownOptions {
  /** The HTTP server and any extra listeners that feed it connections. */
  http: HttpServer;
  listeners?: NetServer[];
  /** Closes what the process holds after the last response (the runtime: database handle). */
  close: () => Promise<void>;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** In-flight requests get this long to finish before their connections are cut. */
  timeoutMs?: number;
  exit?: (code: number) => void;
  /** Called first: the copy reports not ready (GET /readyz) while it drains. */
  onDrain?: () => void;
  /**
   * How long the copy keeps listening (and answering) after it reports not ready, so a load balancer's health
   * checks take it out before it stops accepting (SHUTDOWN_GRACE_SECONDS). 0: stop listening at once.
   */
  graceMs?: number;
}

export interface Shutdown {
  /** Stop accepting, drain, close, then exit(0) (exit(1) if closing failed). Safe to call more than once. */
  (reason: string): Promise<void>;
  readonly started: boolean;
}

/**
 * Graceful shutdown: stop listening, let in-flight requests finish (answering them with Connection: close so
 * keep-alive clients go away), cut whatever is left after `timeoutMs`, close the runtime, exit. A PGlite
 * killed without close() goes through crash recovery on the next start, which is why the runtime closes last.
 */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const { http, listeners = [], close, logger, timeoutMs = 10_000, exit = (code) => process.exit(code) } = options;
  let promise: Promise<void> | undefined;

  // Once draining, every answer says Connection: close, so a client or balancer never reuses the connection. Idle
  // connections are closed only once the grace period is over: closing them while a balancer still sends this copy
  // requests races with its reuse of them, and a balancer answers such a lost request by dropping its client.
  let listenersClosing = false;
  http.on('request', (_req, res) => {
    if (promise) res.shouldKeepAlive = false;
    res.on('finish', () => {
      if (listenersClosing) http.closeIdleConnections();
    });
  });

  const shutdown = ((reason: string) => {
    promise ??= (async () => {
      options.onDrain?.();
      logger.info('shutting down', { reason, graceMs: options.graceMs ?? 0 });
      if (options.graceMs) await new Promise((resolve) => setTimeout(resolve, options.graceMs));
      listenersClosing = true;
      const timer = setTimeout(() => {
        logger.warn('requests still running at the shutdown deadline; closing their connections');
        http.closeAllConnections();
      }, timeoutMs);
      timer.unref();
      await Promise.all([...listeners, http].map(closeServer));
      http.closeIdleConnections();
      clearTimeout(timer);
      let code = 0;
      try {
        await close();
      } catch (error) {
        code = 1;
        logger.error('closing the runtime failed', { error: String(error) });
      }
      exit(code);
    })();
    return promise;
  }) as Shutdown;
  Object.defineProperty(shutdown, 'started', { get: () => promise !== undefined });
  return shutdown;
}

function closeServer(server: NetServer): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    (server as HttpServer).closeIdleConnections?.();
  });
}

/** SIGTERM/SIGINT start the graceful shutdown; a second signal forces the exit. */
export function onSignals(shutdown: Shutdown, exit: (code: number) => void = (code) => process.exit(code)): void {
  const handle = (signal: NodeJS.Signals): void => {
    if (shutdown.started) {
      process.stderr.write(`\n${signal} again: exiting without waiting\n`);
      exit(1);
      return;
    }
    void shutdown(signal);
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
