// The schedule dates a payout run can be built for (issue 38 item 3, decision 0076): per campaign of the landing,
// each payment date on which an active offer has a row still to pay (scheduled or unpaid) and the campaign has no
// run yet, with how many rows fall due that day. What the money desk's "build a run" form offers.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { campaigns, offers, payoutRuns, scheduleRows } from '../db/schema';
import { translationFor } from '../../lib/contracts/campaign';
import type { PayoutDueCampaign } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';

/** The landing's campaigns with dates due and no run, each with its dates in order (campaigns by name in `language`). */
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
    .where(
      and(
        eq(offers.landingId, caller.landingId),
        eq(offers.status, 'active'),
        inArray(scheduleRows.status, ['scheduled', 'unpaid']),
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
  const built = new Set(runs.map((run) => `${run.campaignId} ${run.scheduleDate}`));
  return rows
    .map((campaign) => ({
      campaignId: campaign.id,
      campaignName: translationFor(campaign.translations, language).name,
      currency: campaign.currency,
      dates: due
        .filter((d) => d.campaignId === campaign.id && !built.has(`${d.campaignId} ${d.scheduleDate}`))
        .map((d) => ({ scheduleDate: d.scheduleDate, rows: d.rows })),
    }))
    .filter((campaign) => campaign.dates.length > 0)
    .sort((a, b) => a.campaignName.localeCompare(b.campaignName, language) || a.campaignId.localeCompare(b.campaignId));
}
