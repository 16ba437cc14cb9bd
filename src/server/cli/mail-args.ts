// The command line of `mail failed` (run by run-mail.ts).
import { UsageError } from './usage-error';

export interface MailCommand {
  action: 'failed';
  json: boolean;
  limit: number;
}

export function parseMail(action: string | undefined, args: string[]): MailCommand {
  if (action !== 'failed')
    throw new UsageError(action ? `Unknown mail command "${action}"` : 'mail needs a command: failed');
  let json = false;
  let limit = 50;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--limit') {
      limit = Number(args[++i]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit takes 1 to 1000');
    } else throw new UsageError(`Unknown option "${arg}"`);
  }
  return { action: 'failed', json, limit };
}
