// The server's side of an admin command the CLI sends over the admin socket while the server holds the embedded
// database (issue 36 item 11; the CLI's side is remote-client.ts). The command runs here, on the server's
// database, job queue and landing registry, with file arguments read relative to the operator's directory
// (cli-files.ts); what it printed and its exit code go back to the CLI.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute } from 'node:path';
import type { Database } from '../db/client';
import type { SocketCommandRunner } from '../db/backup';
import type { Env } from '../env';
import type { JobQueue } from '../jobs/job-queue';
import type { LandingRegistry } from '../runtime-types';
import type { Logger } from '../runtime-types';
import { withCliCwd } from './cli-files';
import { runCli } from './main';
import type { RemoteAnswer } from './remote-client';

/** A command line is short: this is far above any honest one. */
const MAX_BODY_BYTES = 256 * 1024;

export interface RemoteCliDeps {
  database: Database;
  env: Env;
  jobs: JobQueue;
  landings: Pick<LandingRegistry, 'refresh'>;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** What the CLI sent, or null when it is not a command line. */
export function commandOf(text: string): { argv: string[]; cwd: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { argv, cwd } = value as { argv?: unknown; cwd?: unknown };
  if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) return null;
  if (typeof cwd !== 'string' || !isAbsolute(cwd) || cwd.includes('\0')) return null;
  return { argv, cwd };
}

/** Runs one command line as `npm run admin` would, collecting what it prints. */
export async function runRemoteCommand(deps: RemoteCliDeps, argv: string[], cwd: string): Promise<RemoteAnswer> {
  let stdout = '';
  let stderr = '';
  const code = await withCliCwd(cwd, () =>
    runCli(argv, {
      io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
      database: deps.database,
      env: deps.env,
      jobs: deps.jobs,
      landings: deps.landings,
    }),
  );
  return { code, stdout, stderr };
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', () => resolve(null));
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
  });
}

/** The socket's POST /cli. */
export function remoteCli(deps: RemoteCliDeps): SocketCommandRunner {
  return (req: IncomingMessage, res: ServerResponse) => {
    res.on('error', () => undefined);
    void readBody(req).then(async (text) => {
      const command = text === null ? null : commandOf(text);
      if (!command) {
        res.writeHead(400).end('not a command line');
        return;
      }
      try {
        const answer = await runRemoteCommand(deps, command.argv, command.cwd);
        // The command's name only: its arguments may hold e-mail addresses.
        deps.logger.info('admin: command run for the CLI', { command: command.argv[0] ?? '', code: answer.code });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      } catch (error) {
        deps.logger.warn('admin: command failed', { command: command.argv[0] ?? '', error: String(error) });
        res.writeHead(500).end(String(error));
      }
    });
  };
}
