// The issuer's data of a campaign (issue 38 item 4; decision 0078): read with the campaign, saved by the money desk
// (a coordinator or the landing's compliance officer) through PUT /api/advisor/campaign/{id}/issuer. The yearly
// statement (src/server/payouts/yearly-statement.ts) prints what is recorded.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { campaigns } from '../db/schema';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import type { CampaignIssuer } from '../../lib/contracts/campaign-issuer';
import { findCampaign } from './campaign-queries';
import { issuerColumns } from './issuer-columns';

/** Replaces the issuer of a campaign of the caller's landing (404 otherwise; 403 off the money desk), audited. */
export async function saveCampaignIssuer(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  caller: MoneyCaller,
  campaignId: string,
  issuer: CampaignIssuer,
): Promise<CampaignIssuer> {
  await assertMoneyDesk(deps.database.db, caller);
  const campaign = await findCampaign(deps.database.db, caller.landingId, campaignId);
  const who = actedBy(caller);
  return deps.database.db.transaction(async (tx) => {
    await tx
      .update(campaigns)
      .set({ ...issuerColumns(issuer), updatedAt: deps.clock.now() })
      .where(eq(campaigns.id, campaign.id));
    await recordAudit(tx, deps.clock, {
      action: 'campaign-issuer-saved',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: { ...who.details, campaignId: campaign.id, issuer },
    });
    return issuer;
  });
}
