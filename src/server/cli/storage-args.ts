// The command line of `storage migrate` (run by run-storage.ts).
import { UsageError } from './usage-error';

export interface StorageCommand {
  action: 'migrate';
  to: 's3';
  json: boolean;
}

export function parseStorage(action: string | undefined, args: string[]): StorageCommand {
  if (action !== 'migrate')
    throw new UsageError(action ? `Unknown storage command "${action}"` : 'storage needs a command: migrate');
  let to: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--to') to = args[++i];
    else if (arg.startsWith('--to=')) to = arg.slice('--to='.length);
    else throw new UsageError(`Unknown option "${arg}"`);
  }
  if (to !== 's3') throw new UsageError('storage migrate needs --to s3 (the only target)');
  return { action: 'migrate', to, json };
}
