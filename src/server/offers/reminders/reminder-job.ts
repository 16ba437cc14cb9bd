// The automatic reminders as a recurring job of the queue (decisions 0039, 0049): every copy polls, one claims
// the scan, and the next scan is queued an hour after it ends. A scan sends what is due then; an offer becomes due
// at most an hour late.
import type { AppDeps } from '../../app/app-env';
import type { JobHandler } from '../../jobs/job-queue';
import { runReminderScan } from './offer-reminders';

export const REMINDER_QUEUE = 'reminders.scan';
export const REMINDER_SCAN_EVERY_MS = 60 * 60_000;

export const reminderScanJob =
  (deps: AppDeps): JobHandler =>
  async () => {
    const sent = await runReminderScan(deps);
    if (sent > 0) deps.logger.info('reminders: sent', { count: sent });
  };
