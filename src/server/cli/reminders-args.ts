// The command line of `reminders show|set` (run by run-reminders.ts): a landing's reminder settings (decision 0049).
import { parseArgs } from 'node:util';
import { canonicalTimeZone } from '../../lib/format/time-zone';
import { REMINDER_BOUNDS, type ReminderSettings } from '../../lib/contracts/reminders';
import { UsageError } from './usage-error';

export type RemindersCommand =
  | { action: 'show'; landing: string; json: boolean }
  | { action: 'set'; landing: string; change: Partial<ReminderSettings>; json: boolean };

function whole(value: string | undefined, flag: string, [min, max]: readonly [number, number]): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,3}$/.test(value.trim()) || Number(value) < min || Number(value) > max)
    throw new UsageError(`${flag}: a whole number from ${min} to ${max}`);
  return Number(value);
}

export function parseReminders(action: string | undefined, args: string[]): RemindersCommand {
  if (action !== 'show' && action !== 'set')
    throw new UsageError(action ? `Unknown reminders command "${action}"` : 'reminders needs a command: show or set');
  const { values } = parseArgs({
    args,
    options: {
      landing: { type: 'string' },
      unviewed: { type: 'string' },
      unpaid: { type: 'string' },
      max: { type: 'string' },
      'digest-hour': { type: 'string' },
      'time-zone': { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  const landing = values.landing?.trim();
  if (!landing) throw new UsageError('--landing SLUG is required');
  const json = values.json ?? false;
  if (action === 'show') return { action, landing, json };
  const change: Partial<ReminderSettings> = {};
  const unviewed = whole(values.unviewed, '--unviewed', REMINDER_BOUNDS.unviewedDays);
  const unpaid = whole(values.unpaid, '--unpaid', REMINDER_BOUNDS.unpaidDays);
  const max = whole(values.max, '--max', REMINDER_BOUNDS.maxPerOffer);
  if (unviewed !== undefined) change.unviewedDays = unviewed;
  if (unpaid !== undefined) change.unpaidDays = unpaid;
  if (max !== undefined) change.maxPerOffer = max;
  const digestHour = whole(values['digest-hour'], '--digest-hour', REMINDER_BOUNDS.digestHour);
  if (digestHour !== undefined) change.digestHour = digestHour;
  if (values['time-zone'] !== undefined) {
    const zone = canonicalTimeZone(values['time-zone'].trim());
    if (zone === null) throw new UsageError('--time-zone: an IANA time zone such as Europe/Warsaw');
    change.timeZone = zone;
  }
  if (Object.keys(change).length === 0)
    throw new UsageError('reminders set needs --unviewed, --unpaid, --max, --digest-hour or --time-zone');
  return { action, landing, change, json };
}
