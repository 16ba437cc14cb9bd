// Requests Node's HTTP parser refuses before any handler sees them (a control character in a header such as Host,
// a malformed request line, headers too large, a request too slow): answered with the spec's error body instead
// of Node's bare status line (decision record 0021). Node calls the 'clientError' listener in place of its own.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The raw answer to a request the parser refused: the status, the spec body, and the connection closed. */
function clientErrorResponse(code: string | undefined): string {
  const status = statusOf(code);
  const label = status === 431 ? 'Request headers too large' : status === 408 ? 'Request timeout' : 'Malformed request';
  const body = JSON.stringify(new HttpError(status as 400, label, ERROR_CODES.badRequest).toBody());
  return [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Answers parser errors with the spec body; a reset or unwritable connection is just closed. */
export function answerClientErrors(server: Server): Server {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error.code));
  });
  return server;
}
