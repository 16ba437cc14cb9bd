// The morning digest of due tasks (issue 19, decision 0050): from DIGEST_HOUR_UTC on, every advisor with open
// tasks due today or overdue gets one e-mail a day per landing, in their language, listing them with a link to the
// panel's home. A recurring job of the queue (tasks.digest, hourly) runs it; the task_digests row is written with
// the e-mail, so a copy that runs it again, or two at once, sends nothing twice.
import { and, eq, sql } from 'drizzle-orm';
import { utcDate } from '../../lib/schemas/campaign';
import { formatDate, parseDate } from '../../lib/format/date';
import { getT } from '../../i18n';
import type { AppDeps } from '../app/app-env';
import { taskDigests, users } from '../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { taskDigestTemplate } from '../mail/templates/task-digest';
import { dueTasks } from './offer-tasks';

export const TASK_DIGEST_QUEUE = 'tasks.digest';
export const TASK_DIGEST_EVERY_MS = 60 * 60_000;
/** The digest goes out from this hour (UTC) on: 7 or 8 in the morning in Poland. */
const DIGEST_HOUR_UTC = 6;

/** Sends today's digests not sent yet; returns how many went out. */
export async function runTaskDigest(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const today = utcDate(now);
  const { rows } = await deps.database.db.execute<{ user_id: string; landing_id: string }>(sql`
    select distinct t.assignee_user_id as user_id, t.landing_id
    from offer_tasks t join users u on u.id = t.assignee_user_id and u.status = 'active'
    where t.done_at is null and t.due_date <= ${today}
      and not exists (select 1 from task_digests d
        where d.user_id = t.assignee_user_id and d.landing_id = t.landing_id and d.day = ${today})`);
  let sent = 0;
  for (const row of rows) {
    try {
      if (await sendDigest(deps, row.user_id, row.landing_id, today)) sent += 1;
    } catch (error) {
      deps.logger.warn('tasks: a digest failed', { userId: row.user_id, error: String(error) });
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
