// Identity verification behind an interface (docs/decisions/0019-kyc.md). The investor's identity is checked
// against the KYC questionnaire they submitted: the built-in manual provider leaves it to the advisor, who looks
// at the documents and marks the identity confirmed (recorded with who and when). An external verification
// service would implement the same interface: start a check when the questionnaire comes in, and report its
// result (a webhook or a poll) through confirm/reject, so the rest of the product only reads kyc_requests.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { kycRequests, type KycIdentityState, type KycRequestRow } from '../db/schema';

/** The identity columns of a kyc_requests row a provider sets. */
interface IdentityColumns {
  identityState: KycIdentityState;
  identityProvider: string | null;
  identityConfirmedAt?: Date | null;
  identityConfirmedByUserId?: string | null;
}

export interface IdentityVerificationProvider {
  /** Stored in kyc_requests.identity_provider. */
  readonly id: string;
  /** Whether an advisor confirms identities by hand in the panel (POST .../identity-confirmed). */
  readonly manualConfirmation: boolean;
  /** The columns to set when a questionnaire is submitted: the check starts (in-progress). */
  onSubmitted(): IdentityColumns;
  /**
   * Marks the identity of a submitted request confirmed, by `byUserId` (the person who acted: the coordinator
   * when impersonating). Returns the updated row, or null when the request is not in a state to confirm.
   */
  confirm(
    deps: Pick<AppDeps, 'database' | 'clock'>,
    request: KycRequestRow,
    byUserId: string,
  ): Promise<KycRequestRow | null>;
}

/** The built-in provider: the advisor checks the documents and confirms. */
const manualIdentityProvider: IdentityVerificationProvider = {
  id: 'manual',
  manualConfirmation: true,
  onSubmitted: () => ({
    identityState: 'in-progress',
    identityProvider: 'manual',
    identityConfirmedAt: null,
    identityConfirmedByUserId: null,
  }),
  async confirm(deps, request, byUserId) {
    if (request.status !== 'submitted') return null;
    if (request.identityState === 'confirmed') return request;
    const now = deps.clock.now();
    const [row] = await deps.database.db
      .update(kycRequests)
      .set({
        identityState: 'confirmed',
        identityProvider: 'manual',
        identityConfirmedAt: now,
        identityConfirmedByUserId: byUserId,
        updatedAt: now,
      })
      .where(and(eq(kycRequests.id, request.id), eq(kycRequests.status, 'submitted')))
      .returning();
    return row ?? null;
  },
};

/** The provider in use. Only the manual one exists; an external one would be chosen here from the environment. */
export function identityProvider(_deps: Pick<AppDeps, 'env'>): IdentityVerificationProvider {
  return manualIdentityProvider;
}
