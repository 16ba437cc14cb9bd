// HTTP spoken over a raw socket, for the tests that must send what no HTTP client sends (issue 33): bodies cut
// short or longer than their Content-Length, chunked bodies cut mid-chunk, bodies that stall, pipelined garbage,
// oversized headers. Nothing here waits for time: an exchange ends when the server closes the connection (it
// answers each case with Connection: close, a parser refusal or a timeout) or, for a client that goes away,
// when we have cut it ourselves.
import { connect, type Socket } from 'node:net';

/** A piece of what the client sends; `pause` waits for the server to take what went before (a slow sender). */
export type RawPiece = string | Buffer | { pause: true };

export interface RawExchange {
  /** The status of every response the server sent on this connection, in order. */
  statuses: number[];
  /** The bytes the server sent, as latin1 text. */
  raw: string;
  /**
   * The connection was reset: a server that answers early and closes while our next piece is in flight has its
   * kernel reset the connection, and ours may then drop the answer it had received but we had not read yet.
   */
  reset: boolean;
}

/** How the client ends: waits for the server to close, half-closes its side first, or goes away at once. */
export type RawEnding = 'wait' | 'half-close' | 'abort';

/** Writes the pieces in order; stops once `answered` says the server has begun to answer (as a client would). */
function writeAll(socket: Socket, pieces: RawPiece[], answered: () => boolean): Promise<void> {
  return pieces.reduce<Promise<void>>(
    (previous, piece) =>
      previous.then(
        () =>
          new Promise<void>((resolve, reject) => {
            if (typeof piece === 'object' && 'pause' in piece) return void setImmediate(resolve);
            // A server that refused early may have closed already: what is left is not sent. Writing on after its
            // answer would make its kernel reset the connection, which can drop the answer before we read it.
            if (socket.destroyed || !socket.writable || answered()) return resolve();
            socket.write(piece, (error) => (error ? reject(error) : resolve()));
          }),
      ),
    Promise.resolve(),
  );
}

/** Sends `pieces` to 127.0.0.1:`port` on a fresh connection and ends as `ending` says. */
export function rawExchange(port: number, pieces: RawPiece[], ending: RawEnding = 'wait'): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    let reset = false;
    const socket = connect(port, '127.0.0.1');
    const result = (): RawExchange => {
      const raw = Buffer.concat(received).toString('latin1');
      const statuses = [...raw.matchAll(/^HTTP\/1\.[01] (\d{3}) /gm)].map((match) => Number(match[1]));
      return { statuses, raw, reset };
    };
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // A reset from a server that refused the rest of what we sent is an ending like any other.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') reject(error);
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => resolve(result()));
    socket.on('connect', () => {
      writeAll(socket, pieces, () => received.length > 0).then(
        () => {
          if (ending === 'abort') socket.destroy();
          else if (ending === 'half-close') socket.end();
        },
        () => socket.destroy(),
      );
    });
  });
}

/** The request line and headers of a request (CRLF-joined, ending with the blank line). */
export function head(method: string, path: string, host: string, headers: Record<string, string | number>): string {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export const BOUNDARY = 'RawSocketBoundary0x7f3a';

/** A multipart body with a text field and a file part whose bytes are `file`; `complete` adds the closing line. */
export function multipartBody(file: string, complete: boolean): string {
  const body =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nraw socket\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${file}`;
  return complete ? `${body}\r\n--${BOUNDARY}--\r\n` : body;
}
