// `reminders show|set --landing SLUG`: a landing's reminder settings (decision 0049); coordinators change the same
// on the advisor home.
import type { ReminderSettings } from '../../lib/contracts/reminders';
import type { Database } from '../db/client';
import { reminderSettingsOf, saveReminderSettings } from '../offers/reminders/reminder-settings';
import type { Clock } from '../runtime-types';
import type { RemindersCommand } from './reminders-args';
import { landingOfSlug } from './cli-landing';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';

const describe = (s: ReminderSettings) =>
  `Unviewed invitation: after ${s.unviewedDays} days\nAccepted, unpaid: after ${s.unpaidDays} days\n` +
  `At most ${s.maxPerOffer} reminder(s) per offer${s.maxPerOffer === 0 ? ' (reminders off)' : ''}\n` +
  `Advisors' task digest: from ${String(s.digestHour).padStart(2, '0')}:00 ${s.timeZone}\n`;

export async function runRemindersCommand(
  command: RemindersCommand,
  deps: { database: Database; io: CliIo; clock: Clock },
): Promise<number> {
  const db = deps.database.db;
  const landing = await landingOfSlug(db, deps.io, command.landing);
  if (!landing) return EXIT_USAGE;
  let settings = await reminderSettingsOf(db, landing.id);
  if (command.action === 'set')
    settings = await saveReminderSettings(db, deps.clock, landing.id, { ...settings, ...command.change }, null);
  deps.io.stdout(command.json ? `${JSON.stringify(settings, null, 2)}\n` : describe(settings));
  return EXIT_OK;
}
