// The production server (bundled by scripts/build.mjs to dist/entry.mjs). One process, one HTTP server, one
// runtime: the database is migrated (getRuntime) and seeded before anything listens.
// First: zod's .openapi() for every schema built after it (see the module).
import '../openapi/zod-extension';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { env, EnvError } from '../env';
import { closeRuntime, getRuntime } from '../runtime';
import { seedIfEmpty } from '../seed';
import { displayUrl, listen, type Listening } from './listen';
import { createCampaignPage } from './campaign-page';
import { createHttpServer, type AstroHandler } from './server';
import { createShutdown, onSignals } from './shutdown';
import { installLastResort } from './last-resort';
import { serveMetrics } from '../metrics/metrics';
import { serveBackupSocket } from '../db/backup';
import { remoteCli } from '../cli/remote-cli';
import type { PgliteDatabase } from '../db/pglite-database';
import { isSupportedNode, SUPPORTED_NODE } from '../node-support';
import { warmUpPdf } from '../pdf/pdf-document';

/** How long the stop after an uncaught error may take (beyond the grace) before the process exits regardless. */
const STOP_DEADLINE_MS = 30_000;

export interface Started {
  /** Where the server answers, e.g. http://localhost:4321 (first) and http://127.0.0.1:4321. */
  urls: string[];
  port: number;
  /** One entry per landing (white-label brand): its title and the URLs of its hosts on this port. */
  brands: Array<{ title: string; urls: string[] }>;
  /** What the seed reports (demo logins and the like; see src/server/seed), for scripts/start.mjs to print. */
  seed: Awaited<ReturnType<typeof seedIfEmpty>>;
  /** Graceful stop (the same one SIGTERM/SIGINT run), resolving after the database is closed. */
  stop(reason?: string): Promise<void>;
}

/** The configuration, or the process ends with what is wrong with it (no stack trace for an operator's typo). */
function readConfig(): ReturnType<typeof env> {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** A Node outside package.json's engines ends the process with a message (argon2 would crash it: decision 0056). */
function checkNode(): void {
  if (isSupportedNode(process.versions.node)) return;
  process.stderr.write(
    `Node ${process.version} is not supported: the server needs Node ${SUPPORTED_NODE} (package.json engines). ` +
      '`npm start` runs it on the Node 24 that `npm install` brings.\n',
  );
  process.exit(1);
}

type Runtime = Awaited<ReturnType<typeof getRuntime>>;

/** The HTTP server over Astro's build output (dist/server) and the static files (dist/client). */
async function createServer(runtime: Runtime, distDir: string): Promise<Server> {
  // Not a literal import: esbuild must leave Astro's build output alone (it is produced by `astro build`).
  const astro = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };
  const campaignPage = createCampaignPage({
    deps: runtime,
    logger: runtime.logger,
    astroHandler: astro.handler,
    locals: { runtime },
  });
  return createHttpServer({
    runtime,
    clientDir: join(distDir, 'client'),
    astroHandler: astro.handler,
    campaignPage,
  });
}

/**
 * The admin CLI's backup of the embedded database asks this process for it (PGlite admits one process); null on
 * PostgreSQL.
 */
async function serveAdminSocket(runtime: Runtime, dataDir: string) {
  if (runtime.database.kind !== 'pglite' || !('dumpDataDir' in runtime.database)) return null;
  return serveBackupSocket(
    runtime.database as PgliteDatabase,
    dataDir,
    runtime.logger,
    // Every other admin command too, on this process's database (issue 36 item 11).
    remoteCli({
      database: runtime.database,
      env: runtime.env,
      jobs: runtime.jobs,
      landings: runtime.landings,
      logger: runtime.logger,
    }),
  );
}

/** The URLs the server answers on: localhost first when HOST is localhost, then each address listened on. */
function listeningUrls(host: string, port: number, addresses: string[]): string[] {
  const urls = addresses.map((a) => displayUrl(a, port));
  return host === 'localhost' ? [displayUrl('localhost', port), ...urls] : urls;
}

/** Each landing's title and the URLs of its hosts on this port, the default landing first. */
async function brandUrls(runtime: Runtime, port: number): Promise<Started['brands']> {
  const landings = [...(await runtime.landings.all())].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return landings.map((landing) => ({
    title: landing.siteTitle,
    urls: landing.hosts.map((host) => displayUrl(host, port, host)),
  }));
}

async function start(): Promise<Started> {
  checkNode();
  const config = readConfig();
  const distDir = dirname(fileURLToPath(import.meta.url));
  // Ctrl+C while migrating or seeding: still close the database before leaving.
  const duringStart = (): void => void closeRuntime().finally(() => process.exit(130));
  process.once('SIGINT', duringStart).once('SIGTERM', duringStart);
  const runtime = await getRuntime();
  let seed: Started['seed'];
  let server: Server;
  let listening: Listening;
  try {
    seed = await seedIfEmpty(runtime);
    server = await createServer(runtime, distDir);
    listening = await listen(server, config.HOST, config.PORT);
  } catch (error) {
    // Close the embedded database properly even when start fails (e.g. the port is taken): a PGlite left
    // without close() goes through crash recovery next time.
    await closeRuntime();
    throw error;
  } finally {
    process.off('SIGINT', duringStart).off('SIGTERM', duringStart);
  }
  const { port, addresses, listeners } = listening;
  const metricsServer = await serveMetrics(runtime.metrics, {
    host: runtime.env.METRICS_HOST,
    port: runtime.env.METRICS_PORT,
    logger: runtime.logger,
  });
  // The admin CLI's backup of the embedded database asks this process for it (PGlite admits one process).
  const backupSocket = await serveAdminSocket(runtime, config.DATA_DIR);
  // Retries of e-mail deliveries (and later background work): every copy polls the shared queue.
  runtime.jobs.start();
  // The PDF fonts parsed now rather than on the first download (issue 36 item 12).
  setImmediate(() => {
    warmUpPdf().catch((error: unknown) => runtime.logger.warn('pdf: warm-up failed', { error: String(error) }));
  });
  let exitAfterStop = true;
  // An error outside any request stops the process with exit code 1, whatever closing gives (last-resort.ts).
  let failed = false;
  const shutdown = createShutdown({
    http: server,
    listeners,
    close: async () => {
      metricsServer?.close();
      backupSocket?.close();
      await closeRuntime();
    },
    logger: runtime.logger,
    onDrain: () => {
      runtime.lifecycle.draining = true;
    },
    graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
    exit: (code) => {
      if (exitAfterStop) process.exit(failed ? 1 : code);
    },
  });
  onSignals(shutdown);
  installLastResort({
    logger: runtime.logger,
    stop: (reason) => {
      failed = true;
      exitAfterStop = true;
      // The graceful stop closes the database; should it hang, the process still ends.
      setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_SECONDS * 1000 + STOP_DEADLINE_MS).unref();
      void shutdown(reason);
    },
  });

  const urls = listeningUrls(config.HOST, port, addresses);
  process.stdout.write(`Listening on ${urls.join(' ')}\n`);
  const brands = await brandUrls(runtime, port);
  return {
    urls,
    port,
    brands,
    seed,
    stop: (reason = 'stop()') => {
      exitAfterStop = false;
      return shutdown(reason);
    },
  };
}

/** Resolves once the server listens; scripts/start.mjs awaits it to print the demo URLs and logins. */
export const ready: Promise<Started> = start();
ready.catch((error: unknown) => {
  // Expected failures (port taken, database in use by another process) read better without a stack trace.
  const expected =
    error instanceof Error &&
    (['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL'].includes((error as NodeJS.ErrnoException).code ?? '') ||
      error.name === 'DataDirLockedError');
  const detail = error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : String(error);
  process.stderr.write(`Server failed to start: ${detail}\n`);
  process.exit(1);
});
