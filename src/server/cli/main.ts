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
import { parseCli, reportUsageError, runLandingCommand, USAGE, type CliIo, type ParsedCli } from './run-cli';

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

/** What a command runs with once the database is open. */
interface RunContext {
  database: Database;
  env: Env;
  io: CliIo;
  deps: CliDeps;
}

type CommandKind = Exclude<ParsedCli['kind'], 'help' | 'backup'>;
type Runner<K extends CommandKind> = (
  command: Extract<ParsedCli, { kind: K }>['command'],
  ctx: RunContext,
) => Promise<number>;

/** Runs `run` with the server's job queue, or with one opened for it (it runs none of the jobs) and stopped after. */
async function withJobs({ database, env, deps }: RunContext, run: (jobs: JobQueue) => Promise<number>) {
  if (deps.jobs) return run(deps.jobs);
  // The commands that add jobs (webhook deliveries, e-mail retries) open the queue; it runs none of them.
  const logger = createLogger(env.LOG_LEVEL === 'silent' ? 'silent' : 'warn');
  const jobs = await openJobQueue({ database, clock: deps.clock ?? systemClock, logger });
  try {
    return await run(jobs);
  } finally {
    await jobs.stop();
  }
}

const clockOf = (deps: CliDeps) => deps.clock ?? systemClock;

/** Each command that needs the database, with how it runs. */
const RUNNERS: { [K in CommandKind]: Runner<K> } = {
  network: (command, { database, env, io }) => runNetworkCommand(command, { database, env, io }),
  campaign: (command, { database, env, io, deps }) =>
    runCampaignCommand(command, { database, env, io, ...(deps.clock ? { clock: deps.clock } : {}) }),
  webhook: (command, ctx) =>
    withJobs(ctx, (jobs) => runWebhookCommand(command, { database: ctx.database, env: ctx.env, io: ctx.io, jobs })),
  mail: (command, { database, io }) => runMailCommand(command, { database, io }),
  'lost-reason': (command, { database, io }) => runLostReasonCommand(command, { database, io }),
  reminders: (command, { database, io, deps }) => runRemindersCommand(command, { database, io, clock: clockOf(deps) }),
  complaints: (command, { database, io, deps }) =>
    runComplaintsCommand(command, { database, io, clock: clockOf(deps) }),
  protection: (command, { database, io, deps }) =>
    runProtectionCommand(command, { database, io, clock: clockOf(deps) }),
  rates: (command, { database, io, deps }) => runRatesCommand(command, { database, io, clock: clockOf(deps) }),
  kiis: (command, { database, io, deps, env }) => runKiisCommand(command, { database, io, clock: clockOf(deps), env }),
  storage: (command, { database, env, io }) => runStorageCommand(command, { database, env, io }),
  sanctions: (command, { database, io, deps }) => runSanctionsCommand(command, { database, io, clock: clockOf(deps) }),
  compliance: (command, ctx) =>
    withJobs(ctx, (jobs) => runComplianceCommand(command, { database: ctx.database, env: ctx.env, io: ctx.io, jobs })),
  person: (command, ctx) =>
    withJobs(ctx, (jobs) => runPersonCommand(command, { database: ctx.database, env: ctx.env, io: ctx.io, jobs })),
  landing: (command, { database, io, deps }) => {
    const landings = createLandingService({ database, ...(deps.landings ? { landings: deps.landings } : {}) });
    return runLandingCommand(command, landings, io);
  },
};

/** Runs a parsed command with its runner (each runner takes its own kind's command). */
function runCommand(parsed: Extract<ParsedCli, { kind: CommandKind }>, ctx: RunContext): Promise<number> {
  return (RUNNERS[parsed.kind] as Runner<CommandKind>)(parsed.command, ctx);
}

/**
 * Opens the database the environment names. When the server holds it (PGlite admits one process), the server
 * carries the command out: its answer is printed and its exit code returned instead.
 */
async function openDatabase(env: Env, argv: string[], io: CliIo): Promise<Database | number> {
  try {
    return await createDatabase(env);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const answer = await runOnServer(env.DATA_DIR, argv, process.cwd());
    if (!answer) throw error;
    io.stdout(answer.stdout);
    io.stderr(answer.stderr);
    return answer.code;
  }
}

/** A command that failed: its message (with the stack unless the situation is an expected one); exit code 1. */
function reportFailure(error: unknown, io: CliIo): number {
  // A locked data directory and a bad environment are expected operator situations: no stack trace.
  const expected = error instanceof DataDirLockedError || error instanceof EnvError;
  const { message, stack } = describeError(error) as { message?: string; stack?: string };
  io.stderr(`Error: ${expected ? message : (stack ?? message)}\n`);
  return EXIT_FAILURE;
}

/** The command line read, or the exit code of a usage error (printed). */
function parseOrReport(argv: string[], io: CliIo): ParsedCli | number {
  try {
    return parseCli(argv);
  } catch (error) {
    if (error instanceof UsageError) return reportUsageError(error, io);
    throw error;
  }
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function runCli(argv: string[], deps: CliDeps = {}): Promise<number> {
  const io = deps.io ?? processIo;
  const parsed = parseOrReport(argv, io);
  if (typeof parsed === 'number') return parsed;
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
      const opened = await openDatabase(env, argv, io);
      if (typeof opened === 'number') return opened;
      database = opened;
      await migrateDatabase(database);
    }
    return await runCommand(parsed, { database, env, io, deps });
  } catch (error) {
    return reportFailure(error, io);
  } finally {
    if (database && !deps.database) await database.close();
  }
}

/** Entry of dist/admin/admin.mjs: runs with process.argv and sets the exit code. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  process.exitCode = await runCli(argv);
}
