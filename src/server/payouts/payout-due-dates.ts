// The schedule dates a payout run can be built for (issue 38 item 3, decision 0076): per campaign of the landing,
// each payment date on which an active offer has a row still to pay (scheduled or unpaid) that no run holds, with how
// many such rows fall due that day and how many runs the date has already (a further run pays the rows of offers
// activated after the earlier ones were built, or rows whose line an approval released). What the money desk's "build a run" form offers.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { campaigns, offers, payoutLines, payoutRuns, scheduleRows } from '../db/schema';
import { translationFor } from '../../lib/contracts/campaign';
import type { PayoutDueCampaign } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';

/**
 * The landing's campaigns with rows due that no run holds, each with its dates in order (campaigns by name in
 * `language`).
 */
export async function listDueDates(q: DbOrTx, caller: MoneyCaller, language: Language): Promise<PayoutDueCampaign[]> {
  await assertMoneyDesk(q, caller);
  const due = await q
    .select({
      campaignId: offers.campaignId,
      scheduleDate: scheduleRows.paymentDate,
      rows: sql<number>`count(*)`.mapWith(Number),
    })
    .from(scheduleRows)
    .innerJoin(offers, eq(offers.id, scheduleRows.offerId))
    .leftJoin(payoutLines, and(eq(payoutLines.scheduleRowId, scheduleRows.id), isNull(payoutLines.releasedAt)))
    .where(
      and(
        eq(offers.landingId, caller.landingId),
        eq(offers.status, 'active'),
        inArray(scheduleRows.status, ['scheduled', 'unpaid']),
        isNull(payoutLines.id),
      ),
    )
    .groupBy(offers.campaignId, scheduleRows.paymentDate)
    .orderBy(asc(scheduleRows.paymentDate));
  if (due.length === 0) return [];
  const campaignIds = [...new Set(due.map((d) => d.campaignId))];
  const [rows, runs] = await Promise.all([
    q
      .select({ id: campaigns.id, currency: campaigns.currency, translations: campaigns.translations })
      .from(campaigns)
      .where(and(inArray(campaigns.id, campaignIds), eq(campaigns.landingId, caller.landingId))),
    q
      .select({ campaignId: payoutRuns.campaignId, scheduleDate: payoutRuns.scheduleDate })
      .from(payoutRuns)
      .where(and(eq(payoutRuns.landingId, caller.landingId), inArray(payoutRuns.campaignId, campaignIds))),
  ]);
  const built = new Map<string, number>();
  for (const run of runs) {
    const key = `${run.campaignId} ${run.scheduleDate}`;
    built.set(key, (built.get(key) ?? 0) + 1);
  }
  return rows
    .map((campaign) => ({
      campaignId: campaign.id,
      campaignName: translationFor(campaign.translations, language).name,
      currency: campaign.currency,
      dates: due
        .filter((d) => d.campaignId === campaign.id)
        .map((d) => ({
          scheduleDate: d.scheduleDate,
          rows: d.rows,
          runs: built.get(`${d.campaignId} ${d.scheduleDate}`) ?? 0,
        })),
    }))
    .filter((campaign) => campaign.dates.length > 0)
    .sort((a, b) => a.campaignName.localeCompare(b.campaignName, language) || a.campaignId.localeCompare(b.campaignId));
}
