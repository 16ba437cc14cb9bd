// The reasons an offer may be marked lost for, per landing: the built-in ones (src/lib/offers/lost-reasons.ts)
// then the landing's own (landing_lost_reasons, kept with the admin CLI).
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import { isBuiltInLostReason } from '../../lib/offers/lost-reasons';
import { V } from '../../lib/validation/keys';
import type { DbOrTx } from '../db/client';
import { landingLostReasons } from '../db/schema';
import { ValidationError } from '../errors/validation-error';

/** A landing's own reason, named in each language. */
export interface LandingLostReason {
  code: string;
  labels: Record<Language, string>;
}

/** The landing's own reasons, in the order they were given. */
export async function landingReasons(db: DbOrTx, landingId: string): Promise<LandingLostReason[]> {
  return db
    .select({ code: landingLostReasons.code, labels: landingLostReasons.labels })
    .from(landingLostReasons)
    .where(eq(landingLostReasons.landingId, landingId))
    .orderBy(asc(landingLostReasons.position), asc(landingLostReasons.createdAt));
}

const reasonViolation = (message: string) => new ValidationError([{ propertyPath: 'reason', title: message, message }]);

/**
 * What a move records about itself: for `rejected` (lost) the reason, required and one the landing offers; a note
 * on any move. Throws the violation on `reason` otherwise.
 */
export async function moveDetails(
  db: DbOrTx,
  landingId: string,
  input: { status: string; reason?: string | undefined; note?: string | undefined },
): Promise<Record<string, string> | undefined> {
  const details: Record<string, string> = {};
  if (input.status === 'rejected') {
    if (!input.reason) throw reasonViolation(V.required);
    const known =
      isBuiltInLostReason(input.reason) ||
      (
        await db
          .select({ code: landingLostReasons.code })
          .from(landingLostReasons)
          .where(and(eq(landingLostReasons.landingId, landingId), eq(landingLostReasons.code, input.reason)))
      ).length > 0;
    if (!known) throw reasonViolation(V.invalidValue);
    details.reason = input.reason;
  } else if (input.reason) {
    throw reasonViolation(V.invalidValue);
  }
  if (input.note) details.note = input.note;
  return Object.keys(details).length > 0 ? details : undefined;
}
