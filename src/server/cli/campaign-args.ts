import { actionOf, copyFlags, parseOptions } from './cli-args';
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

const ACTIONS = ['list', 'create', 'update', 'import'] as const;

const UPDATE_ONLY = ['start-date', 'end-date', 'target', 'close', 'reopen'] as const;

/** Flag -> field of the change, for the update options that set one field as they are. */
const CHANGE_FIELDS = { 'start-date': 'startDate', 'end-date': 'endDate', target: 'target' } as const;

type Values = ReturnType<typeof parseOptions<typeof OPTIONS, true>>['values'];

/** `campaign update TARGET [FILE] ...`: the options as a change of the campaign. */
function parseUpdate(host: string, positionals: string[], values: Values, json: boolean): CampaignCommand {
  if (positionals.length < 1 || positionals.length > 2)
    throw new UsageError('campaign update needs the campaign (slug or id) and optionally a FILE');
  if (values.close && values.reopen) throw new UsageError('--close and --reopen exclude each other');
  const change: Record<string, unknown> = {};
  copyFlags(values, CHANGE_FIELDS, change);
  if (values.close) change.closed = true;
  if (values.reopen) change.closed = false;
  const file = positionals[1];
  if (!file && Object.keys(change).length === 0) {
    throw new UsageError('campaign update needs a FILE or --start-date, --end-date, --target, --close or --reopen');
  }
  return { action: 'update', host, target: positionals[0]!, ...(file ? { file } : {}), change, json };
}

/** `campaign list|create|update|import ...` after the word campaign. */
export function parseCampaign(action: string | undefined, args: string[]): CampaignCommand {
  const command = actionOf('campaign', action, ACTIONS, 'list, create, update or import');
  const { values, positionals } = parseOptions(args, OPTIONS, true);
  if (!values.host) throw new UsageError(`campaign ${command} needs --host`);
  const json = values.json === true;
  if (command !== 'update') {
    const extra = UPDATE_ONLY.find((flag) => values[flag] !== undefined);
    if (extra) throw new UsageError(`--${extra} is an option of campaign update`);
  }
  switch (command) {
    case 'list':
      if (positionals.length > 0) throw new UsageError('campaign list takes only --host and --json');
      return { action: command, host: values.host, json };
    case 'create':
    case 'import':
      if (positionals.length !== 1) throw new UsageError(`campaign ${command} needs one FILE (JSON)`);
      return { action: command, host: values.host, file: positionals[0]!, json };
    case 'update':
      return parseUpdate(values.host, positionals, values, json);
  }
}
