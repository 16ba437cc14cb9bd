// The reminder to renew a sophisticated status (ECSPR Annex II, decision 0066): an approval lasts two years, and the
// investor who wants to keep the status "shall submit a new request"; from RENEWAL_DAYS before the end they are told
// once, by e-mail.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { investorClassifications } from '../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import { classificationRenewalTemplate } from '../mail/templates/classification';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { RENEWAL_DAYS } from '../protection/classification';
import { dayText, mailInvestor } from './compliance-desk';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger' | 'jobs' | 'landings' | 'metrics'>;
const DAY_MS = 86_400_000;

export const CLASSIFICATION_RENEWAL_QUEUE = 'classification.renewal' as const;
export const CLASSIFICATION_RENEWAL_EVERY_MS = 24 * 60 * 60_000;

/**
 * The daily reminder (Annex II: investors who wish to keep the status "shall submit a new request"): each approval
 * ending within RENEWAL_DAYS whose investor has not asked again is told once, by e-mail. Answers how many were told.
 */
export async function remindRenewals(deps: Deps): Promise<number> {
  const q = deps.database.db;
  const now = deps.clock.now();
  const due = await q
    .select()
    .from(investorClassifications)
    .where(
      and(
        eq(investorClassifications.status, 'approved'),
        isNull(investorClassifications.renewalAskedAt),
        gt(investorClassifications.expiresAt, now),
        lte(investorClassifications.expiresAt, new Date(now.getTime() + RENEWAL_DAYS * DAY_MS)),
        sql`not exists (select 1 from investor_classifications r where r.investor_user_id =
          ${investorClassifications.investorUserId} and r.status = 'requested')`,
      ),
    );
  for (const row of due)
    await q.transaction(async (tx) => {
      const [claimed] = await tx
        .update(investorClassifications)
        .set({ renewalAskedAt: now })
        .where(and(eq(investorClassifications.id, row.id), isNull(investorClassifications.renewalAskedAt)))
        .returning({ id: investorClassifications.id });
      if (!claimed) return;
      const zone = await landingTimeZone(tx, row.landingId);
      await mailInvestor(deps, tx, row.landingId, row.investorUserId, classificationRenewalTemplate, {
        until: dayText(row.expiresAt!, zone),
        reason: null,
      });
    });
  return due.length;
}

export const classificationRenewalJob =
  (deps: Deps): JobHandler =>
  async () => {
    const count = await remindRenewals(deps);
    if (count > 0) deps.logger.info('classification: renewal reminders sent', { investors: count });
  };
