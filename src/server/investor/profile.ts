// The investor's primary data (SPEC section 4, Verification steps): GET and PUT /investor-api/profile. One row per
// investor account (investor_profiles), keyed by the caller's user and landing, so nobody reads another's. A
// person's names also become the account's names (users.firstName/surname), which the advisor side lists.
import { and, eq, sql } from 'drizzle-orm';
import {
  investorProfileSchema,
  type InvestorProfile,
  type InvestorProfileView,
} from '../../lib/contracts/investor-profile';
import { V } from '../../lib/validation/keys';
import { COUNTRY_CODES, isCountryCode } from '../advisors/countries';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { investorProfiles, users, type InvestorProfileRow } from '../db/schema';
import { ValidationError } from '../errors/validation-error';
import type { InvestorCaller } from './investor-offers';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

/** The caller's stored row, or undefined before the first save. */
export async function storedProfile(q: DbOrTx, caller: InvestorCaller): Promise<InvestorProfileRow | undefined> {
  const [row] = await q
    .select()
    .from(investorProfiles)
    .where(and(eq(investorProfiles.investorUserId, caller.userId), eq(investorProfiles.landingId, caller.landingId)));
  return row;
}

/** Whether a stored row still passes today's rules (the primary-data step counts only a valid one). */
export function isValidProfile(row: InvestorProfileRow | undefined): boolean {
  return !!row && investorProfileSchema.safeParse(row).success && isCountryCode(row.taxResidenceCountry);
}

/** GET /investor-api/profile: the stored data, else the account's names to start the form with. */
export async function investorProfile(deps: Deps, caller: InvestorCaller): Promise<InvestorProfileView> {
  const db = deps.database.db;
  const row = await storedProfile(db, caller);
  if (row) return viewOf(row);
  const [user] = await db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(and(eq(users.id, caller.userId), eq(users.landingId, caller.landingId)));
  return {
    kind: null,
    firstName: user?.firstName ?? null,
    surname: user?.surname ?? null,
    companyName: null,
    nip: null,
    taxResidenceCountry: null,
    updatedAt: null,
    countries: [...COUNTRY_CODES],
  };
}

/** PUT /investor-api/profile: stores (replaces) the primary data; a person's names go on the account too. */
export async function saveInvestorProfile(
  deps: Deps,
  caller: InvestorCaller,
  profile: InvestorProfile,
): Promise<InvestorProfileView> {
  // The schema checks the code's shape; only the server's list says whether such a country exists.
  if (!isCountryCode(profile.taxResidenceCountry)) {
    throw new ValidationError([
      { propertyPath: 'taxResidenceCountry', title: V.invalidValue, message: V.invalidValue },
    ]);
  }
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const values = { ...profile, landingId: caller.landingId, investorUserId: caller.userId, updatedAt: now };
    const [saved] = await tx
      .insert(investorProfiles)
      .values(values)
      .onConflictDoUpdate({
        target: investorProfiles.investorUserId,
        // A user belongs to one landing, so the user id alone identifies the row.
        set: { ...profile, updatedAt: now },
      })
      .returning();
    if (profile.kind === 'person') {
      await tx
        .update(users)
        .set({ firstName: profile.firstName, surname: profile.surname, updatedAt: sql`now()` })
        .where(and(eq(users.id, caller.userId), eq(users.landingId, caller.landingId)));
    }
    return saved!;
  });
  return viewOf(row);
}

function viewOf(row: InvestorProfileRow): InvestorProfileView {
  return {
    kind: row.kind,
    firstName: row.firstName,
    surname: row.surname,
    companyName: row.companyName,
    nip: row.nip,
    taxResidenceCountry: row.taxResidenceCountry,
    updatedAt: row.updatedAt.toISOString(),
    countries: [...COUNTRY_CODES],
  };
}
