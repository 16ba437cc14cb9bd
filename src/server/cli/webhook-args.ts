// The command line of `webhook add|list|remove|deliveries|replay` (run by run-webhook.ts).
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from '../webhooks/events';
import { UsageError } from './usage-error';

export type WebhookCommand =
  | { action: 'add'; host: string; url: string; events: WebhookEvent[]; json: boolean }
  | { action: 'list'; host: string; json: boolean }
  | { action: 'remove'; host: string; id: string }
  | { action: 'deliveries'; host: string; id: string; limit: number; json: boolean }
  | { action: 'replay'; host: string; id: string };

const ACTIONS = ['add', 'list', 'remove', 'deliveries', 'replay'] as const;

export function parseWebhook(action: string | undefined, args: string[]): WebhookCommand {
  if (!ACTIONS.includes(action as (typeof ACTIONS)[number]))
    throw new UsageError(
      action ? `Unknown webhook command "${action}"` : `webhook needs a command: ${ACTIONS.join(', ')}`,
    );
  let host: string | undefined;
  let url: string | undefined;
  let json = false;
  let limit = 50;
  const events: WebhookEvent[] = [];
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--host') host = value();
    else if (arg === '--url') url = value();
    else if (arg === '--json') json = true;
    else if (arg === '--limit') {
      limit = Number(value());
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit takes 1 to 1000');
    } else if (arg === '--event') {
      const event = value();
      if (!isWebhookEvent(event))
        throw new UsageError(`Unknown event "${event}"; events: ${WEBHOOK_EVENTS.join(', ')}`);
      events.push(event);
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option "${arg}"`);
    else positional.push(arg);
  }
  if (!host) throw new UsageError(`webhook ${action} needs --host`);
  if (action === 'add') {
    if (!url) throw new UsageError('webhook add needs --url');
    if (events.length === 0)
      throw new UsageError(`webhook add needs --event (one or more of ${WEBHOOK_EVENTS.join(', ')})`);
    return { action, host, url, events, json };
  }
  if (action === 'list') return { action, host, json };
  const [id] = positional;
  if (!id || positional.length > 1) throw new UsageError(`webhook ${action} needs one id`);
  if (action === 'deliveries') return { action, host, id, limit, json };
  return { action: action as 'remove' | 'replay', host, id };
}
