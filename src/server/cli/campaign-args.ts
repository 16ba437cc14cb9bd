import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

export type CampaignCommand =
  | { action: 'list'; host: string; json: boolean }
  | { action: 'create' | 'import'; host: string; file: string; json: boolean }
  | { action: 'update'; host: string; target: string; file?: string; change: Record<string, unknown>; json: boolean };

const OPTIONS = {
  host: { type: 'string' },
  json: { type: 'boolean' },
  'start-date': { type: 'string' },
  'end-date': { type: 'string' },
  target: { type: 'string' },
  close: { type: 'boolean' },
  reopen: { type: 'boolean' },
} as const;

const UPDATE_ONLY = ['start-date', 'end-date', 'target', 'close', 'reopen'] as const;

/** `campaign list|create|update|import ...` after the word campaign. */
export function parseCampaign(action: string | undefined, args: string[]): CampaignCommand {
  if (action !== 'list' && action !== 'create' && action !== 'update' && action !== 'import') {
    throw new UsageError(
      action ? `Unknown campaign command "${action}"` : 'campaign needs a command: list, create, update or import',
    );
  }
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
  const { values, positionals } = parsed;
  if (!values.host) throw new UsageError(`campaign ${action} needs --host`);
  const json = values.json === true;
  if (action !== 'update') {
    const extra = UPDATE_ONLY.find((flag) => values[flag] !== undefined);
    if (extra) throw new UsageError(`--${extra} is an option of campaign update`);
  }
  switch (action) {
    case 'list':
      if (positionals.length > 0) throw new UsageError('campaign list takes only --host and --json');
      return { action, host: values.host, json };
    case 'create':
    case 'import':
      if (positionals.length !== 1) throw new UsageError(`campaign ${action} needs one FILE (JSON)`);
      return { action, host: values.host, file: positionals[0]!, json };
    case 'update': {
      if (positionals.length < 1 || positionals.length > 2)
        throw new UsageError('campaign update needs the campaign (slug or id) and optionally a FILE');
      if (values.close && values.reopen) throw new UsageError('--close and --reopen exclude each other');
      const change: Record<string, unknown> = {};
      if (values['start-date'] !== undefined) change.startDate = values['start-date'];
      if (values['end-date'] !== undefined) change.endDate = values['end-date'];
      if (values.target !== undefined) change.target = values.target;
      if (values.close) change.closed = true;
      if (values.reopen) change.closed = false;
      const file = positionals[1];
      if (!file && Object.keys(change).length === 0) {
        throw new UsageError('campaign update needs a FILE or --start-date, --end-date, --target, --close or --reopen');
      }
      return { action, host: values.host, target: positionals[0]!, ...(file ? { file } : {}), change, json };
    }
  }
}
