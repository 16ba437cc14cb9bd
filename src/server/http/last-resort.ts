// The process's last resort for an error nothing handled (an 'error' event without a listener, a rejected promise
// nobody awaited). Every request runs in a scope (AsyncLocalStorage) that names it, so such an error is traced to
// the request whose work raised it: that request alone is ended (a 500 in the spec's body if nothing was sent yet,
// else its connection is cut) and the process goes on serving every other request and brand. An error outside
// any request (startup, a background job's timer, the database worker) leaves the process in a state nobody
// checked: it is logged with its cause and the process stops, closing the database first, for the supervisor to
// start it again (docs/operations.md). Decision 0055.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeError } from '../errors/describe-error';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import type { Logger } from '../runtime-types';
import { loggablePath } from '../app/request-log';

interface RequestScope {
  requestId: string;
  method: string;
  /** The request's URL as it came (its loggable path is worked out only when an error is logged). */
  url: string;
  res: ServerResponse;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

// The rule of hono/request-id (create-app.ts uses it with limitLength 128), so the API's id and this one agree.
const WELL_FORMED_ID = /^[\w\-=]{1,128}$/;

/**
 * Runs `handle` in the scope of this request. The request's id is its well-formed X-Request-Id or a new one,
 * written back to the request so that the API's own request id (and its log line) is the same.
 */
export function inRequestScope(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = requestId;
  requestScope.run({ requestId, method: req.method ?? 'GET', url: req.url ?? '/', res }, handle);
}

const INTERNAL_BODY = JSON.stringify(new HttpError(500, 'error.unexpected', ERROR_CODES.unexpected).toBody());

/** Ends a request whose work failed beyond its handlers: a 500 if nothing was sent, else the connection cut. */
function endRequest(res: ServerResponse): void {
  if (res.writableEnded) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(500, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': Buffer.byteLength(INTERNAL_BODY),
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(INTERNAL_BODY);
  } catch {
    res.destroy();
  }
}

export interface LastResortOptions {
  logger: Pick<Logger, 'error'>;
  /** Stops the process after an error outside any request (the graceful shutdown, then exit code 1). */
  stop: (reason: string) => void;
  /** Where the handlers are installed; the process by default (tests pass an emitter of their own). */
  target?: Pick<NodeJS.Process, 'on' | 'off'>;
}

/** Installs the handlers of uncaught exceptions and unhandled rejections; returns their removal. */
export function installLastResort(options: LastResortOptions): () => void {
  const { logger, stop, target = process } = options;
  let stopping = false;
  const handle = (error: unknown, origin: string) => {
    const scope = requestScope.getStore();
    if (scope) {
      logger.error('error escaped a request: that request is ended, the process goes on', {
        requestId: scope.requestId,
        method: scope.method,
        path: loggablePath(scope.url.split('?')[0]!),
        origin,
        ...describeError(error),
      });
      endRequest(scope.res);
      return;
    }
    logger.error('error outside any request: the process stops (its supervisor starts it again)', {
      origin,
      ...describeError(error),
    });
    if (stopping) return;
    stopping = true;
    stop(`uncaught error (${origin})`);
  };
  const onException = (error: Error, origin: string) => handle(error, origin);
  const onRejection = (reason: unknown) => handle(reason, 'unhandledRejection');
  target.on('uncaughtException', onException);
  target.on('unhandledRejection', onRejection);
  return () => {
    target.off('uncaughtException', onException);
    target.off('unhandledRejection', onRejection);
  };
}
