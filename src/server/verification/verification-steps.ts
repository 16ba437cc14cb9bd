// The investor's verification steps (SPEC section 4, Verification steps: primary data, identity verification,
// KYC form) for GET /investor-api/verification. The identity step comes only from the identity verification of
// the investor's KYC requests (identity-provider.ts: the advisor's manual check today, an external service later);
// offers say nothing about who the person is.
// - primary data: 'completed' once the investor has stored valid primary data (person or company, tax residence;
//   src/server/investor/profile.ts), else 'required';
// - identity: 'confirmed' (a provider confirmed it), 'in-progress' (a submitted questionnaire awaits the check),
//   else 'not-started';
// - KYC: 'submitted' when a questionnaire was sent back, 'sent' while a live one waits (not revoked, not
//   expired; opened and in-progress included), else 'not-sent'.
import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { isValidProfile, storedProfile } from '../investor/profile';
import { kycRequests, users } from '../db/schema';
import type { IdentityState, KycState, PrimaryDataState, VerificationView } from '../../lib/contracts/verification';

export interface VerificationCaller {
  userId: string;
  landingId: string;
}

type Deps = Pick<AppDeps, 'database' | 'clock'>;

export async function verificationSteps(deps: Deps, caller: VerificationCaller): Promise<VerificationView> {
  const db = deps.database.db;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
  const primaryData: PrimaryDataState = isValidProfile(await storedProfile(db, caller)) ? 'completed' : 'required';

  // A request sent before the account existed names only the e-mail (investorUserId is then null).
  const mine = and(
    eq(kycRequests.landingId, caller.landingId),
    user
      ? or(eq(kycRequests.investorUserId, caller.userId), eq(kycRequests.investorEmail, user.email))
      : eq(kycRequests.investorUserId, caller.userId),
  );
  const requests = await db
    .select({ status: kycRequests.status, identityState: kycRequests.identityState })
    .from(kycRequests)
    .where(
      and(
        mine,
        ne(kycRequests.status, 'revoked'),
        or(eq(kycRequests.status, 'submitted'), gt(kycRequests.expiresAt, deps.clock.now())),
      ),
    );
  const kyc: KycState = requests.some((r) => r.status === 'submitted')
    ? 'submitted'
    : requests.length > 0
      ? 'sent'
      : 'not-sent';

  const identity: IdentityState = requests.some((r) => r.identityState === 'confirmed')
    ? 'confirmed'
    : requests.some((r) => r.identityState === 'in-progress')
      ? 'in-progress'
      : 'not-started';
  return { primaryData, identity, kyc };
}
