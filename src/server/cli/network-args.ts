import { parseArgs } from 'node:util';
import { isEmail } from '../../lib/validation/patterns';
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

/** `network list|create|update ...` after the word network. */
export function parseNetwork(action: string | undefined, args: string[]): NetworkCommand {
  if (action !== 'list' && action !== 'create' && action !== 'update') {
    throw new UsageError(
      action ? `Unknown network command "${action}"` : 'network needs a command: list, create or update',
    );
  }
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: action === 'update' });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
  const { values, positionals } = parsed;
  if (!values.host) throw new UsageError(`network ${action} needs --host`);
  const json = values.json === true;
  const name = values.name?.trim();
  switch (action) {
    case 'list':
      if (values.name || values.coordinator || values['remove-coordinator'])
        throw new UsageError('network list takes only --host and --json');
      return { action, host: values.host, json };
    case 'create':
      if (!name) throw new UsageError('network create needs --name');
      if (values['remove-coordinator'])
        throw new UsageError('network create takes --coordinator, not --remove-coordinator');
      return { action, host: values.host, name, coordinators: emails('coordinator', values.coordinator), json };
    case 'update': {
      if (positionals.length !== 1) throw new UsageError('network update needs the network: its id or name');
      const change = {
        addCoordinators: emails('coordinator', values.coordinator),
        removeCoordinators: emails('remove-coordinator', values['remove-coordinator']),
      };
      if (values.name !== undefined && !name) throw new UsageError('--name cannot be empty');
      if (!name && change.addCoordinators.length + change.removeCoordinators.length === 0) {
        throw new UsageError('network update needs --name, --coordinator or --remove-coordinator');
      }
      return { action, host: values.host, target: positionals[0]!, name, ...change, json };
    }
  }
}
