// The command line of `webhook add|list|remove|deliveries|replay` (run by run-webhook.ts).
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from '../webhooks/events';
import { actionOf } from './cli-args';
import { UsageError } from './usage-error';

export type WebhookCommand =
  | { action: 'add'; host: string; url: string; events: WebhookEvent[]; json: boolean }
  | { action: 'list'; host: string; json: boolean }
  | { action: 'remove'; host: string; id: string }
  | { action: 'deliveries'; host: string; id: string; limit: number; json: boolean }
  | { action: 'replay'; host: string; id: string };

const ACTIONS = ['add', 'list', 'remove', 'deliveries', 'replay'] as const;

/** What the options of a webhook command say, filled in flag by flag. */
interface WebhookOptions {
  host?: string;
  url?: string;
  json: boolean;
  limit: number;
  events: WebhookEvent[];
  positional: string[];
}

/** The options that take a value (the next argument), each with what it sets. */
const VALUE_FLAGS = new Map<string, (options: WebhookOptions, value: string) => void>([
  ['--host', (options, value) => (options.host = value)],
  ['--url', (options, value) => (options.url = value)],
  [
    '--limit',
    (options, value) => {
      options.limit = Number(value);
      if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 1000)
        throw new UsageError('--limit takes 1 to 1000');
    },
  ],
  [
    '--event',
    (options, event) => {
      if (!isWebhookEvent(event))
        throw new UsageError(`Unknown event "${event}"; events: ${WEBHOOK_EVENTS.join(', ')}`);
      options.events.push(event);
    },
  ],
]);

function scanOptions(args: string[]): WebhookOptions {
  const options: WebhookOptions = { json: false, limit: 50, events: [], positional: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const set = VALUE_FLAGS.get(arg);
    if (set) {
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      set(options, value);
    } else if (arg === '--json') options.json = true;
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option "${arg}"`);
    else options.positional.push(arg);
  }
  return options;
}

export function parseWebhook(action: string | undefined, args: string[]): WebhookCommand {
  const command = actionOf('webhook', action, ACTIONS, ACTIONS.join(', '));
  const { host, url, json, limit, events, positional } = scanOptions(args);
  if (!host) throw new UsageError(`webhook ${command} needs --host`);
  if (command === 'add') {
    if (!url) throw new UsageError('webhook add needs --url');
    if (events.length === 0)
      throw new UsageError(`webhook add needs --event (one or more of ${WEBHOOK_EVENTS.join(', ')})`);
    return { action: command, host, url, events, json };
  }
  if (command === 'list') return { action: command, host, json };
  const [id] = positional;
  if (!id || positional.length > 1) throw new UsageError(`webhook ${command} needs one id`);
  if (command === 'deliveries') return { action: command, host, id, limit, json };
  return { action: command, host, id };
}
