// Bulk actions on the advisors list (issue 19): the activation e-mail again, or archiving, for each chosen advisor
// in turn with the rules of the single action (docs/decisions/0013: a coordinator of one of the advisor's networks;
// nobody archives themselves; the activation e-mail only for an advisor not yet active). A refusal is that
// advisor's result, not the request's failure; one audit event records the whole action.
import {
  ADVISOR_BULK_LIMIT,
  type AdvisorBulkAction,
  type AdvisorBulkResult,
  type AdvisorBulkTargets,
} from '../../lib/contracts/advisor-bulk';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { sendActivationMailTo } from '../auth/one-time-activation';
import { findAccount } from '../auth/one-time-accounts';
import { ConflictError, HttpError, NotFoundError } from '../errors/http-error';
import { bracketFilterQuery } from '../lists/bracket-query';
import { bulkChoice } from '../lists/bulk-choice';
import { callerNetworks } from './advisor-access';
import { listAdvisors } from './advisor-list';
import { changeableAdvisor, type Caller } from './advisor-lookup';
import { parseAdvisorListQuery } from './list-query';
import { archiveAdvisor } from './advisor-status';

async function sendActivationTo(deps: AppDeps, caller: Caller, id: string) {
  const { advisor } = await changeableAdvisor(deps.database.db, caller, id);
  if (advisor.status !== 'initial') throw new ConflictError('advisors.bulk.refused.notInitial');
  const landing = await deps.landings.byId(caller.landingId);
  const account = landing
    ? await findAccount(deps.database.db, { landingId: landing.id, email: advisor.email, contextType: 'advisor-panel' })
    : undefined;
  if (!landing || !account) throw new NotFoundError();
  await sendActivationMailTo(deps, landing, account);
}

/**
 * The advisors an action takes: the ids given (duplicates dropped), or every advisor the list shows with the given
 * filters ("all N matching"), in the list's order. Exactly one of the two; more than the limit is refused first.
 */
export async function advisorBulkTargets(
  deps: Pick<AppDeps, 'database'>,
  caller: Caller,
  request: AdvisorBulkTargets,
): Promise<string[]> {
  return bulkChoice(
    { ids: request.advisorIds, filter: request.filter },
    { idsPath: 'advisorIds', noun: 'advisors', limit: ADVISOR_BULK_LIMIT },
    async (filter, take) => {
      const query = { ...parseAdvisorListQuery(bracketFilterQuery(filter.filters)), limit: take, offset: 0 };
      const networks = await callerNetworks(deps.database.db, caller.landingId, caller.userId);
      const { rows } = await listAdvisors(deps.database.db, caller.landingId, networks, query);
      return rows.map((r) => r.id);
    },
  );
}

export async function runAdvisorBulk(
  deps: AppDeps,
  caller: Caller,
  action: AdvisorBulkAction,
  advisorIds: readonly string[],
  requestId?: string,
): Promise<AdvisorBulkResult[]> {
  const results: AdvisorBulkResult[] = [];
  for (const advisorId of advisorIds) {
    try {
      if (action === 'archive') await archiveAdvisor(deps, caller, advisorId, requestId);
      else await sendActivationTo(deps, caller, advisorId);
      results.push({ advisorId, outcome: 'done' });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      results.push({ advisorId, outcome: 'refused', code: error.code, label: error.label });
    }
  }
  const actor = actedBy(caller);
  await recordAudit(deps.database.db, deps.clock, {
    action: 'advisors-bulk',
    landingId: caller.landingId,
    actorUserId: actor.actorUserId,
    requestId: requestId ?? null,
    details: {
      ...actor.details,
      bulkAction: action,
      done: results.filter((r) => r.outcome === 'done').length,
      refused: results.filter((r) => r.outcome === 'refused').length,
    },
  });
  return results;
}
