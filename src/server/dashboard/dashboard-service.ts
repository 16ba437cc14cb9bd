// GET /api/advisor/dashboard: the advisor panel's home in one answer (shape: src/lib/contracts/dashboard.ts).
import type { AdvisorDashboard } from '../../lib/contracts/dashboard';
import type { AppDeps } from '../app/app-env';
import { callerNetworks } from '../advisors/advisor-access';
import { advisorCounts } from './advisor-counts';
import { attentionItems } from './attention';
import { lostReasonCountsOf, offerCounts } from './offer-counts';
import { recentActivity } from './recent-activity';

export async function advisorDashboard(
  deps: AppDeps,
  caller: { landingId: string; userId: string },
): Promise<AdvisorDashboard> {
  const db = deps.database.db;
  // Memberships are read on every request (decision 0013): a change of network or role shows at once.
  const networks = await callerNetworks(db, caller.landingId, caller.userId);
  return {
    advisors: await advisorCounts(db, caller.landingId, networks.memberOf),
    attention: await attentionItems(db, caller.landingId, networks.coordinates, deps.clock.now()),
    recentActivity: await recentActivity(db, caller.landingId, networks.memberOf),
    ...(await offerCounts(db, caller, networks.coordinates)),
    lostReasons: await lostReasonCountsOf(db, caller, networks.coordinates),
  };
}
