import { and, eq, ne } from 'drizzle-orm';
import { DOCUMENT_INDEFINITELY, type AdvisorPayload } from '../../lib/contracts/advisor';
import type { Violation } from '../../lib/contracts/error-body';
import type { DbOrTx } from '../db/client';
import { advisorProfiles, users } from '../db/schema';
import { ValidationError } from '../errors/validation-error';

/** i18n keys of the checks only the server can make. */
const EMAIL_TAKEN = 'validation.emailTaken';
const NETWORK_NOT_ALLOWED = 'validation.networkNotAllowed';

const violation = (propertyPath: string, key: string): Violation => ({ propertyPath, title: key, message: key });

/** 400 on `email` when another user of the landing has this e-mail (unique per landing). */
export async function assertEmailFree(q: DbOrTx, landingId: string, email: string, exceptUserId?: string) {
  const [taken] = await q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.landingId, landingId),
        eq(users.email, email),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw emailTaken();
}

export const emailTaken = () => new ValidationError([violation('email', EMAIL_TAKEN)]);

/** 400 on each brokerNetworkIds[i] that is not in `allowed`. */
export function assertNetworksAllowed(ids: string[], allowed: readonly string[]) {
  const bad = ids.flatMap((id, i) =>
    allowed.includes(id) ? [] : [violation(`brokerNetworkIds[${i}]`, NETWORK_NOT_ALLOWED)],
  );
  if (bad.length > 0) throw new ValidationError(bad);
}

/** Writes the profile columns of the form (insert or replace). */
export async function saveProfile(q: DbOrTx, userId: string, payload: AdvisorPayload, now: Date) {
  const never = payload.documentExpiryDate === DOCUMENT_INDEFINITELY;
  const values = {
    externalId: payload.externalId,
    documentType: payload.documentType,
    documentNumber: payload.documentNumber,
    documentExpiryDate: never ? null : payload.documentExpiryDate,
    documentExpiresNever: never,
    documentCountry: payload.documentCountry,
    powerOfAttorneyStartDate: payload.powerOfAttorneyStartDate,
    powerOfAttorneyEndDate: payload.powerOfAttorneyEndDate,
    updatedAt: now,
  };
  await q
    .insert(advisorProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: advisorProfiles.userId, set: values });
}
