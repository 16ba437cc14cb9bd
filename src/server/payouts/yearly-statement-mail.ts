// The January mail (issue 38 item 4; decision 0078): every day in January (UTC), each investor paid something on a
// landing in the past year is mailed once a link to their yearly statement, in their language. A row in
// yearly_statement_mails (landing, investor, year) is claimed in the same transaction as the mail is queued, so two
// copies of the server, or the job run again the next day, mail nobody twice.
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { recordAudit } from '../auth/audit';
import { payoutLines, payoutRuns, users, yearlyStatementMails } from '../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { yearlyStatementTemplate } from '../mail/templates/yearly-statement';
import { investorSignInPath } from '../../lib/access/investor-sign-in';
import { APP_PATH } from '../../lib/access/paths';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger' | 'jobs' | 'landings'>;

export const YEARLY_STATEMENT_QUEUE = 'statements.yearly' as const;
export const YEARLY_STATEMENT_EVERY_MS = 24 * 60 * 60_000;

/** Mails each investor paid in the past year who was not mailed yet; nothing outside January. Answers how many. */
export async function mailYearlyStatements(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  if (now.getUTCMonth() !== 0) return 0;
  const year = now.getUTCFullYear() - 1;
  const q = deps.database.db;
  const paid = await q
    .selectDistinct({ landingId: payoutRuns.landingId, investorUserId: payoutLines.investorUserId })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutLines.runId))
    .leftJoin(
      yearlyStatementMails,
      and(
        eq(yearlyStatementMails.landingId, payoutRuns.landingId),
        eq(yearlyStatementMails.investorUserId, payoutLines.investorUserId),
        eq(yearlyStatementMails.year, year),
      ),
    )
    .where(
      and(
        gte(payoutLines.paidOn, `${year}-01-01`),
        lte(payoutLines.paidOn, `${year}-12-31`),
        isNull(payoutLines.heldReason),
        isNull(yearlyStatementMails.year),
      ),
    );
  let mailed = 0;
  for (const { landingId, investorUserId } of paid) {
    const landing = await deps.landings.byId(landingId);
    if (!landing) continue;
    const sent = await q.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(yearlyStatementMails)
        .values({ landingId, investorUserId, year, mailedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      const [investor] = await tx.select().from(users).where(eq(users.id, investorUserId));
      if (!investor) return false;
      await sendMail(
        deps,
        {
          landing,
          to: investor.email,
          language: investor.language,
          template: yearlyStatementTemplate,
          data: {
            year,
            siteTitle: landing.siteTitle,
            link: landingUrl(deps.env, landing, investorSignInPath(APP_PATH)),
            name: investor.firstName,
          },
        },
        tx,
      );
      await recordAudit(tx, deps.clock, {
        action: 'yearly-statement-mailed',
        landingId,
        actorUserId: null,
        details: { year, investorUserId },
      });
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

export const yearlyStatementJob =
  (deps: Deps): JobHandler =>
  async () => {
    const count = await mailYearlyStatements(deps);
    if (count > 0) deps.logger.info('yearly statements: investors mailed', { investors: count });
  };
