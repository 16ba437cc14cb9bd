import type { Env } from '../env';
import type { Logger } from '../runtime-types';
import { redact } from './redact';

type Level = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<Env['LOG_LEVEL'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface LogEntry {
  level: Level;
  time: string;
  msg: string;
  [field: string]: unknown;
}

/**
 * A structured logger: one JSON object per line on stdout (errors on stderr). Secret-looking fields are
 * redacted here as a last line of defence; callers should not pass them in the first place.
 */
export function createLogger(level: Env['LOG_LEVEL'] = 'info', write: (entry: LogEntry) => void = writeLine): Logger {
  const threshold = RANK[level];
  const log = (lvl: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < threshold) return;
    write({ level: lvl, time: new Date().toISOString(), msg, ...(fields ? redact(fields) : {}) });
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    enabled: (lvl: Level) => RANK[lvl] >= threshold,
  };
}

function writeLine(entry: LogEntry): void {
  const line = `${JSON.stringify(entry)}\n`;
  if (entry.level === 'error') process.stderr.write(line);
  else process.stdout.write(line);
}

/** A logger that keeps its entries in memory, for tests that read the logs. */
export function createMemoryLogger(level: Env['LOG_LEVEL'] = 'debug'): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return Object.assign(
    createLogger(level, (entry) => entries.push(entry)),
    { entries },
  );
}
