// A landing's reminder settings (decision 0049) and its digest hour and time zone (decision 0051): read with the
// defaults when none were saved, and saved by a coordinator (PUT /api/advisor/reminder-settings) or the operator
// (npm run admin -- reminders set).
import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../../lib/contracts/reminders';
import { localDayAndHour } from '../../../lib/format/time-zone';
import type { Clock } from '../../runtime-types';
import type { DbOrTx } from '../../db/client';
import { reminderSettings } from '../../db/schema';

export async function reminderSettingsOf(q: DbOrTx, landingId: string): Promise<ReminderSettings> {
  const [row] = await q.select().from(reminderSettings).where(eq(reminderSettings.landingId, landingId));
  return row
    ? {
        unviewedDays: row.unviewedDays,
        unpaidDays: row.unpaidDays,
        maxPerOffer: row.maxPerOffer,
        digestHour: row.digestHour,
        timeZone: row.timeZone,
      }
    : { ...DEFAULT_REMINDER_SETTINGS };
}

/** The landing's time zone (its reminder setting, decision 0051), in which its calendar days are counted. */
export async function landingTimeZone(q: DbOrTx, landingId: string): Promise<string> {
  const [row] = await q
    .select({ timeZone: reminderSettings.timeZone })
    .from(reminderSettings)
    .where(eq(reminderSettings.landingId, landingId));
  return row?.timeZone ?? DEFAULT_REMINDER_SETTINGS.timeZone;
}

/** Today's date (YYYY-MM-DD) and hour in the landing's time zone: the day its tasks are due or overdue by. */
export async function landingToday(q: DbOrTx, landingId: string, clock: Clock): Promise<{ day: string; hour: number }> {
  return localDayAndHour(clock.now(), await landingTimeZone(q, landingId));
}

/** Saves the settings (checked by the caller's schema; the table's checks hold the bounds too). */
export async function saveReminderSettings(
  q: DbOrTx,
  clock: Clock,
  landingId: string,
  settings: ReminderSettings,
  byUserId: string | null,
): Promise<ReminderSettings> {
  const values = { ...settings, updatedAt: clock.now(), updatedByUserId: byUserId };
  await q
    .insert(reminderSettings)
    .values({ landingId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.landingId, set: values });
  return reminderSettingsOf(q, landingId);
}
