// PATCH /api/advisor/advisor/{id}/activate and DELETE /api/advisor/advisor/{id}. Archiving only sets the
// status to deleted (shown as Archived) and ends the advisor's sessions; the row, its networks and its
// history stay, and activation brings the advisor back.
import { eq, sql } from 'drizzle-orm';
import type { AdvisorRow } from '../../lib/contracts/advisor';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { revokeUserSessions } from '../auth/session-service';
import { users } from '../db/schema';
import { ConflictError } from '../errors/http-error';
import { changeableAdvisor, visibleAdvisor, type Caller } from './advisor-lookup';

/** Makes the advisor active (from initial or archived); idempotent. */
export async function activateAdvisor(
  deps: AppDeps,
  caller: Caller,
  id: string,
  requestId?: string,
): Promise<AdvisorRow> {
  await deps.database.db.transaction(async (tx) => {
    const { advisor } = await changeableAdvisor(tx, caller, id);
    if (advisor.status === 'active') return;
    await tx
      .update(users)
      .set({ status: 'active', updatedAt: sql`now()` })
      .where(eq(users.id, advisor.id));
    await recordAudit(tx, deps.clock, {
      action: 'advisor-activated',
      landingId: caller.landingId,
      ...actedBy(caller),
      subjectUserId: advisor.id,
      requestId,
    });
  });
  return (await visibleAdvisor(deps.database.db, caller, id)).advisor;
}

/** Archives the advisor (status deleted) and signs them out everywhere; idempotent. Nobody archives themselves. */
export async function archiveAdvisor(deps: AppDeps, caller: Caller, id: string, requestId?: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const { advisor } = await changeableAdvisor(tx, caller, id);
    if (advisor.id === caller.userId) throw new ConflictError('You cannot archive yourself');
    if (advisor.status === 'deleted') return;
    await tx
      .update(users)
      .set({ status: 'deleted', updatedAt: sql`now()` })
      .where(eq(users.id, advisor.id));
    await revokeUserSessions(deps, advisor.id, 'account-archived', tx);
    await recordAudit(tx, deps.clock, {
      action: 'advisor-archived',
      landingId: caller.landingId,
      ...actedBy(caller),
      subjectUserId: advisor.id,
      requestId,
    });
  });
}
