// The admin CLI (`npm run admin -- ...`, see scripts/admin.mjs). Operators brand a new host without SQL.
import { runComplianceCommand } from './run-compliance';
import { runSanctionsCommand } from './run-sanctions';
import { createDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';
import { env as processEnv, EnvError, type Env } from '../env';
import { describeError } from '../errors/describe-error';
import { createLandingService } from '../landings/landing-service';
import type { Clock } from '../runtime-types';
import { systemClock } from '../clock';
import { openJobQueue, type JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logging/logger';
import { runCampaignCommand } from './run-campaign';
import { runNetworkCommand } from './run-network';
import { runPersonCommand } from './run-person';
import { runStorageCommand } from './run-storage';
import { runLostReasonCommand } from './run-lost-reason';
import { runRemindersCommand } from './run-reminders';
import { runComplaintsCommand } from './run-complaints';
import { runProtectionCommand } from './run-protection';
import { runRatesCommand } from './run-rates';
import { runKiisCommand } from './run-kiis';
import { runMailCommand } from './run-mail';
import { runWebhookCommand } from './run-webhook';
import { runBackupCommand } from './run-backup';
import { runOnServer } from './remote-client';
import type { LandingRegistry } from '../runtime-types';
import { EXIT_FAILURE, EXIT_OK, UsageError } from './usage-error';
import { parseCli, reportUsageError, runLandingCommand, USAGE, type CliIo } from './run-cli';

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

export interface CliDeps {
  io?: CliIo;
  /** An open, migrated database (tests). Default: the one the environment names, migrated first. */
  database?: Database;
  env?: Env;
  /** Time of campaign states and changes (tests); default the system clock. */
  clock?: Clock;
  /** The running server's job queue (a command it carries out for the CLI): used as it is, never stopped. */
  jobs?: JobQueue;
  /** The running server's landing registry: a landing created or changed is served at once. */
  landings?: Pick<LandingRegistry, 'refresh'>;
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function runCli(argv: string[], deps: CliDeps = {}): Promise<number> {
  const io = deps.io ?? processIo;
  let parsed;
  try {
    parsed = parseCli(argv);
  } catch (error) {
    if (error instanceof UsageError) return reportUsageError(error, io);
    throw error;
  }
  if (parsed.kind === 'help') {
    io.stdout(USAGE);
    return EXIT_OK;
  }

  let database = deps.database;
  try {
    const env = deps.env ?? processEnv();
    // Backup and restore open the embedded database themselves (or ask the running server for it).
    if (parsed.kind === 'backup') return await runBackupCommand(parsed.command, { env, io });
    if (!database) {
      try {
        database = await createDatabase(env);
      } catch (error) {
        // The server runs on the embedded database (PGlite admits one process): it carries the command out.
        if (!(error instanceof DataDirLockedError)) throw error;
        const answer = await runOnServer(env.DATA_DIR, argv, process.cwd());
        if (!answer) throw error;
        io.stdout(answer.stdout);
        io.stderr(answer.stderr);
        return answer.code;
      }
      await migrateDatabase(database);
    }
    if (parsed.kind === 'network') return await runNetworkCommand(parsed.command, { database, env, io });
    if (parsed.kind === 'campaign')
      return await runCampaignCommand(parsed.command, {
        database,
        env,
        io,
        ...(deps.clock ? { clock: deps.clock } : {}),
      });
    const withJobs = async (run: (jobs: JobQueue) => Promise<number>) => {
      if (deps.jobs) return run(deps.jobs);
      // The commands that add jobs (webhook deliveries, e-mail retries) open the queue; it runs none of them.
      const logger = createLogger(env.LOG_LEVEL === 'silent' ? 'silent' : 'warn');
      const jobs = await openJobQueue({ database: database!, clock: deps.clock ?? systemClock, logger });
      try {
        return await run(jobs);
      } finally {
        await jobs.stop();
      }
    };
    if (parsed.kind === 'webhook')
      return await withJobs((jobs) => runWebhookCommand(parsed.command, { database: database!, env, io, jobs }));
    if (parsed.kind === 'mail') return await runMailCommand(parsed.command, { database, io });
    if (parsed.kind === 'lost-reason') return await runLostReasonCommand(parsed.command, { database, io });
    if (parsed.kind === 'reminders')
      return await runRemindersCommand(parsed.command, { database, io, clock: deps.clock ?? systemClock });
    if (parsed.kind === 'complaints')
      return await runComplaintsCommand(parsed.command, { database, io, clock: deps.clock ?? systemClock });
    if (parsed.kind === 'protection')
      return await runProtectionCommand(parsed.command, { database, io, clock: deps.clock ?? systemClock });
    if (parsed.kind === 'rates')
      return await runRatesCommand(parsed.command, { database, io, clock: deps.clock ?? systemClock });
    if (parsed.kind === 'kiis')
      return await runKiisCommand(parsed.command, { database, io, clock: deps.clock ?? systemClock, env });
    if (parsed.kind === 'storage') return await runStorageCommand(parsed.command, { database, env, io });
    if (parsed.kind === 'sanctions')
      return await runSanctionsCommand(parsed.command, { database, io, clock: deps.clock ?? systemClock });
    if (parsed.kind === 'compliance')
      return await withJobs((jobs) => runComplianceCommand(parsed.command, { database: database!, env, io, jobs }));
    if (parsed.kind === 'person')
      return await withJobs((jobs) => runPersonCommand(parsed.command, { database: database!, env, io, jobs }));
    const landings = createLandingService({ database, ...(deps.landings ? { landings: deps.landings } : {}) });
    return await runLandingCommand(parsed.command, landings, io);
  } catch (error) {
    // A locked data directory and a bad environment are expected operator situations: no stack trace.
    const expected = error instanceof DataDirLockedError || error instanceof EnvError;
    const { message, stack } = describeError(error) as { message?: string; stack?: string };
    io.stderr(`Error: ${expected ? message : (stack ?? message)}\n`);
    return EXIT_FAILURE;
  } finally {
    if (database && !deps.database) await database.close();
  }
}

/** Entry of dist/admin/admin.mjs: runs with process.argv and sets the exit code. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  process.exitCode = await runCli(argv);
}
