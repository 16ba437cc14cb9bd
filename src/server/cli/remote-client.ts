// The CLI's side of a command carried out by the running server (issue 36 item 11): PGlite admits one process, so
// while `npm start` holds the embedded database the CLI sends its command line over the server's admin socket
// (DATA_DIR/admin.sock, mode 0600: the data directory's owner only; src/server/db/backup.ts) and prints what the
// server's run of the same command printed, with its exit code.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { adminSocketPath } from '../db/backup';

export interface RemoteAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/** The path of the command on the socket. */
const CLI_SOCKET_PATH = '/cli';

/** The server's answer, or null when no server answers on the socket (none runs: the caller reports the lock). */
export function runOnServer(dataDir: string, argv: string[], cwd: string): Promise<RemoteAnswer | null> {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  const body = Buffer.from(JSON.stringify({ argv, cwd }));
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        socketPath,
        path: CLI_SOCKET_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 404) return resolvePromise(null);
          if (res.statusCode !== 200) return reject(new Error(`the running server could not run the command: ${text}`));
          try {
            resolvePromise(JSON.parse(text) as RemoteAnswer);
          } catch {
            reject(new Error('the running server answered something that is not a command result'));
          }
        });
      },
    );
    // A socket left by a server that died: nobody to ask.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolvePromise(null) : reject(error),
    );
    req.end(body);
  });
}
