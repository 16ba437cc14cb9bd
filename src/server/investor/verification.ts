// The investor's verification steps (SPEC section 4, Verification steps): primary data, identity verification,
// KYC form. Each step's state is worked out from what the server already holds, since the identity provider
// and the primary-data form are not part of this product yet (SPEC section 1: those screens are labels only):
// - primary data: 'completed' once the account has a first name and surname, else 'required';
// - identity: 'confirmed' once an offer of theirs is active (paid and signed: the agreement was made with a
//   known person), 'in-progress' while an accepted offer waits for that, else 'not-started';
// - KYC: 'submitted' when a questionnaire of theirs was sent back, 'sent' while one waits (not expired),
//   else 'not-sent'. The questionnaire itself belongs to the KYC area (/app/kyc, the KYC issue).
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { kycRequests, offers, users } from '../db/schema';
import type { InvestorCaller } from './investor-offers';

export type PrimaryDataState = 'required' | 'completed';
export type IdentityState = 'not-started' | 'in-progress' | 'confirmed';
export type KycState = 'not-sent' | 'sent' | 'submitted';

export interface VerificationView {
  primaryData: PrimaryDataState;
  identity: IdentityState;
  kyc: KycState;
}

type Deps = Pick<AppDeps, 'database' | 'clock'>;

/** GET /investor-api/verification. */
export async function verificationSteps(deps: Deps, caller: InvestorCaller): Promise<VerificationView> {
  const db = deps.database.db;
  const [user] = await db.select({ firstName: users.firstName, surname: users.surname, email: users.email }).from(users).where(eq(users.id, caller.userId));
  const primaryData: PrimaryDataState = user?.firstName?.trim() && user.surname?.trim() ? 'completed' : 'required';

  const held = await db
    .selectDistinct({ status: offers.status })
    .from(offers)
    .where(and(eq(offers.landingId, caller.landingId), eq(offers.investorUserId, caller.userId), inArray(offers.status, ['accepted', 'active'])));
  const statuses = new Set(held.map((r) => r.status));
  const identity: IdentityState = statuses.has('active') ? 'confirmed' : statuses.has('accepted') ? 'in-progress' : 'not-started';

  // A request sent before the account existed names only the e-mail (kyc_requests.investorUserId is then null).
  const mine = and(
    eq(kycRequests.landingId, caller.landingId),
    user ? or(eq(kycRequests.investorUserId, caller.userId), eq(kycRequests.investorEmail, user.email)) : eq(kycRequests.investorUserId, caller.userId),
  );
  const requests = await db
    .select({ status: kycRequests.status })
    .from(kycRequests)
    .where(and(mine, or(eq(kycRequests.status, 'submitted'), gt(kycRequests.expiresAt, deps.clock.now()))));
  const kyc: KycState = requests.some((r) => r.status === 'submitted') ? 'submitted' : requests.length > 0 ? 'sent' : 'not-sent';
  return { primaryData, identity, kyc };
}
