import { isEmail } from '../../lib/validation/patterns';
import { actionOf, parseOptions } from './cli-args';
import { UsageError } from './usage-error';

export type NetworkCommand =
  | { action: 'list'; host: string; json: boolean }
  | { action: 'create'; host: string; name: string; coordinators: string[]; json: boolean }
  | {
      action: 'update';
      host: string;
      target: string;
      name?: string;
      addCoordinators: string[];
      removeCoordinators: string[];
      json: boolean;
    };

const OPTIONS = {
  host: { type: 'string' },
  name: { type: 'string' },
  coordinator: { type: 'string', multiple: true },
  'remove-coordinator': { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const;

function emails(flag: string, values: string[] | undefined): string[] {
  const list = (values ?? []).map((v) => v.trim().toLowerCase());
  const bad = list.find((v) => !isEmail(v));
  if (bad !== undefined) throw new UsageError(`--${flag}: "${bad}" is not a valid e-mail address`);
  return list;
}

const ACTIONS = ['list', 'create', 'update'] as const;

type Values = ReturnType<typeof parseOptions<typeof OPTIONS, boolean>>['values'];

/** `network update NETWORK ...`: a new name, coordinators to add and to remove. */
function parseUpdate(host: string, positionals: string[], values: Values, json: boolean): NetworkCommand {
  if (positionals.length !== 1) throw new UsageError('network update needs the network: its id or name');
  const name = values.name?.trim();
  const change = {
    addCoordinators: emails('coordinator', values.coordinator),
    removeCoordinators: emails('remove-coordinator', values['remove-coordinator']),
  };
  if (values.name !== undefined && !name) throw new UsageError('--name cannot be empty');
  if (!name && change.addCoordinators.length + change.removeCoordinators.length === 0) {
    throw new UsageError('network update needs --name, --coordinator or --remove-coordinator');
  }
  return { action: 'update', host, target: positionals[0]!, name, ...change, json };
}

/** `network list|create|update ...` after the word network. */
export function parseNetwork(action: string | undefined, args: string[]): NetworkCommand {
  const command = actionOf('network', action, ACTIONS, 'list, create or update');
  const { values, positionals } = parseOptions(args, OPTIONS, command === 'update');
  if (!values.host) throw new UsageError(`network ${command} needs --host`);
  const json = values.json === true;
  switch (command) {
    case 'list':
      if (values.name || values.coordinator || values['remove-coordinator'])
        throw new UsageError('network list takes only --host and --json');
      return { action: command, host: values.host, json };
    case 'create': {
      const name = values.name?.trim();
      if (!name) throw new UsageError('network create needs --name');
      if (values['remove-coordinator'])
        throw new UsageError('network create takes --coordinator, not --remove-coordinator');
      return {
        action: command,
        host: values.host,
        name,
        coordinators: emails('coordinator', values.coordinator),
        json,
      };
    }
    case 'update':
      return parseUpdate(values.host, positionals, values, json);
  }
}
