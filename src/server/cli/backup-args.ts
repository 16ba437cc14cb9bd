// The command line of `backup FILE` and `restore FILE` (run by run-backup.ts).
import { UsageError } from './usage-error';

export interface BackupCommand {
  action: 'backup' | 'restore';
  file: string;
}

export function parseBackup(action: 'backup' | 'restore', args: string[]): BackupCommand {
  const options = args.filter((a) => a.startsWith('--'));
  if (options.length > 0) throw new UsageError(`Unknown option "${options[0]}"`);
  if (args.length !== 1) throw new UsageError(`${action} needs one FILE`);
  return { action, file: args[0]! };
}
