// The CLI's side of a command carried out by the running server (issue 36 item 11): PGlite admits one process, so
// while `npm start` holds the embedded database the CLI sends its command line over the server's admin socket
// (DATA_DIR/admin.sock, mode 0600: the data directory's owner only; src/server/db/backup.ts) and prints what the
// server's run of the same command printed, with its exit code.
import { askAdminSocket } from '../db/backup';

export interface RemoteAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/** The server's answer, or null when no server answers on the socket (none runs: the caller reports the lock). */
export async function runOnServer(dataDir: string, argv: string[], cwd: string): Promise<RemoteAnswer | null> {
  const body = Buffer.from(JSON.stringify({ argv, cwd }));
  const answer = await askAdminSocket(dataDir, { method: 'POST', path: '/cli', body });
  if (!answer || answer.status === 404) return null;
  const text = answer.body.toString('utf8');
  if (answer.status !== 200) throw new Error(`the running server could not run the command: ${text}`);
  try {
    return JSON.parse(text) as RemoteAnswer;
  } catch {
    throw new Error('the running server answered something that is not a command result');
  }
}
