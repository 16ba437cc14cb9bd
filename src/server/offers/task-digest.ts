// The morning digest of due tasks (issue 19, decisions 0050 and 0051): from the landing's digest hour on (07:00
// Europe/Warsaw unless its coordinators chose otherwise), every advisor with open tasks due that day or overdue
// gets one e-mail a day per landing, in their language, listing them with a link to the
// panel's home. A recurring job of the queue (tasks.digest, hourly) runs it; the task_digests row is written with
// the e-mail, so a copy that runs it again, or two at once, sends nothing twice.
import { and, eq, sql } from 'drizzle-orm';
import { localDayAndHour } from '../../lib/format/time-zone';
import { formatDate, parseDate } from '../../lib/format/date';
import { getT } from '../../i18n';
import type { AppDeps } from '../app/app-env';
import { taskDigests, users } from '../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { taskDigestTemplate } from '../mail/templates/task-digest';
import { dueTasks } from './offer-tasks';
import { reminderSettingsOf } from './reminders/reminder-settings';

export const TASK_DIGEST_QUEUE = 'tasks.digest';
export const TASK_DIGEST_EVERY_MS = 60 * 60_000;

/** Sends today's digests not sent yet; returns how many went out. */
export async function runTaskDigest(deps: AppDeps): Promise<number> {
  const db = deps.database.db;
  const { rows: due } = await db.execute<{ landing_id: string }>(sql`
    select distinct landing_id from offer_tasks where done_at is null`);
  let sent = 0;
  for (const { landing_id: landingId } of due) {
    // Each landing's morning: from its digest hour on, in its time zone, for its own today.
    const settings = await reminderSettingsOf(db, landingId);
    const { day: today, hour } = localDayAndHour(deps.clock.now(), settings.timeZone);
    if (hour < settings.digestHour) continue;
    const { rows } = await db.execute<{ user_id: string }>(sql`
      select distinct t.assignee_user_id as user_id
      from offer_tasks t join users u on u.id = t.assignee_user_id and u.status = 'active'
      where t.landing_id = ${landingId} and t.done_at is null and t.due_date <= ${today}
        and not exists (select 1 from task_digests d
          where d.user_id = t.assignee_user_id and d.landing_id = t.landing_id and d.day = ${today})`);
    for (const row of rows) {
      try {
        if (await sendDigest(deps, row.user_id, landingId, today)) sent += 1;
      } catch (error) {
        deps.logger.warn('tasks: a digest failed', { userId: row.user_id, error: String(error) });
      }
    }
  }
  return sent;
}

async function sendDigest(deps: AppDeps, userId: string, landingId: string, today: string): Promise<boolean> {
  const landing = await deps.landings.byId(landingId);
  if (!landing) return false;
  return deps.database.db.transaction(async (tx) => {
    const tasks = await dueTasks(tx, { userId, landingId, impersonatorUserId: null }, deps.clock);
    if (tasks.length === 0) return false;
    const [claimed] = await tx
      .insert(taskDigests)
      .values({ userId, landingId, day: today, sentAt: deps.clock.now(), tasks: tasks.length })
      .onConflictDoNothing()
      .returning({ userId: taskDigests.userId });
    if (!claimed) return false;
    const [advisor] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId)));
    if (!advisor) return false;
    const t = getT(advisor.language);
    await sendMail(
      deps,
      {
        landing,
        to: advisor.email,
        language: advisor.language,
        template: taskDigestTemplate,
        data: {
          advisorName: advisor.firstName,
          link: landingUrl(deps.env, landing, '/app'),
          tasks: tasks.map((task) => ({
            what: [t(`offers.tasks.kind.${task.kind}`), task.title].filter(Boolean).join(': '),
            investor: task.investorName,
            due: formatDate(parseDate(task.dueDate), 'DD.MM.YYYY'),
            overdue: task.overdue,
          })),
        },
      },
      tx,
    );
    return true;
  });
}

export const taskDigestJob =
  (deps: AppDeps): JobHandler =>
  async () => {
    const sent = await runTaskDigest(deps);
    if (sent > 0) deps.logger.info('tasks: digests sent', { count: sent });
  };
