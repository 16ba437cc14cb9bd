// Who may act on the compliance desk (issue 35 item 7, decision 0066): a compliance officer of the token's landing,
// signed in to the advisor panel as themselves (never through an impersonation), with two-factor sign-in on. The
// check reads the database on each call, so revoking an officer or turning two-factor off takes effect at once.
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { callerNetworks } from '../advisors/advisor-access';
import { twoFactorEnabledIn } from '../auth/two-factor/two-factor-service';
import { complianceOfficers } from '../db/schema';
import { ForbiddenError } from '../errors/http-error';

export type ComplianceCaller = Pick<AuthContext, 'userId' | 'landingId' | 'contextType' | 'impersonatorUserId'>;

/** Whether `userId` is a compliance officer of the landing (whatever their two-factor state). */
async function isComplianceOfficer(q: DbOrTx, landingId: string, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ userId: complianceOfficers.userId })
    .from(complianceOfficers)
    .where(and(eq(complianceOfficers.landingId, landingId), eq(complianceOfficers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The officer acting, or 403: "compliance.errors.officerOnly" for anyone else (an advisor, a coordinator, an
 * impersonation, the investor panel), "compliance.errors.twoFactorRequired" for an officer without two-factor.
 */
export async function requireCompliance(
  q: DbOrTx,
  caller: ComplianceCaller,
): Promise<{ userId: string; landingId: string }> {
  if (caller.contextType !== 'advisor-panel' || caller.impersonatorUserId)
    throw new ForbiddenError('compliance.errors.officerOnly');
  if (!(await isComplianceOfficer(q, caller.landingId, caller.userId)))
    throw new ForbiddenError('compliance.errors.officerOnly');
  if (!(await twoFactorEnabledIn(q, caller.userId))) throw new ForbiddenError('compliance.errors.twoFactorRequired');
  return { userId: caller.userId, landingId: caller.landingId };
}

/** Whether the caller may act as an officer (the shared desks: complaints, legal holds), without throwing. */
export async function actsAsCompliance(q: DbOrTx, caller: ComplianceCaller): Promise<boolean> {
  try {
    await requireCompliance(q, caller);
    return true;
  } catch (error) {
    if (error instanceof ForbiddenError) return false;
    throw error;
  }
}

/**
 * The shared desks of a landing (complaints, bank statements): a coordinator of any of its networks or its
 * compliance officer; 403 with `message` for anyone else.
 */
export async function assertCoordinatorOrCompliance(
  q: DbOrTx,
  caller: Pick<AuthContext, 'userId' | 'landingId' | 'contextType'> & { impersonatorUserId?: string | null },
  message: string,
): Promise<void> {
  const { coordinates } = await callerNetworks(q, caller.landingId, caller.userId);
  if (coordinates.length > 0) return;
  if (await actsAsCompliance(q, { ...caller, impersonatorUserId: caller.impersonatorUserId ?? null })) return;
  throw new ForbiddenError(message);
}
