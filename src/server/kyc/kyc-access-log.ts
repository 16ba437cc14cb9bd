// The access log of KYC data (issue 20, decision 0052): every read of a questionnaire's answers or of a KYC document
// by an advisor or coordinator is recorded (who, what, when; the coordinator acting as an advisor too), and the
// investor's page shows the log to coordinators.
import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { callerNetworks } from '../advisors/advisor-access';
import type { KycAccessEntry } from '../../lib/contracts/kyc-views';
import type { DbOrTx } from '../db/client';
import { kycAccessLog, kycRequests, users } from '../db/schema';
import { ForbiddenError } from '../errors/http-error';
import type { Clock } from '../runtime-types';

export interface KycReader {
  userId: string;
  landingId: string;
  impersonatorUserId?: string | null;
}

export async function logKycRead(
  q: DbOrTx,
  clock: Clock,
  reader: KycReader,
  kycRequestId: string,
  what: { kind: 'answers' } | { kind: 'document'; name: string },
): Promise<void> {
  await q.insert(kycAccessLog).values({
    landingId: reader.landingId,
    kycRequestId,
    readerUserId: reader.userId,
    impersonatorUserId: reader.impersonatorUserId ?? null,
    what: what.kind,
    documentName: what.kind === 'document' ? what.name : null,
    at: clock.now(),
  });
}

const nameOf = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter((p) => p?.trim()).join(' ') || email;

/** The reads of the investor's questionnaires (by account or e-mail), newest first; coordinators only (403). */
export async function kycAccessLogOf(
  q: DbOrTx,
  caller: { userId: string; landingId: string },
  investor: { id: string; email: string },
  limit = 500,
): Promise<KycAccessEntry[]> {
  const { coordinates } = await callerNetworks(q, caller.landingId, caller.userId);
  if (coordinates.length === 0) throw new ForbiddenError('Only coordinators see who read KYC data');
  const reader = alias(users, 'reader');
  const acting = alias(users, 'acting');
  const rows = await q
    .select({
      at: kycAccessLog.at,
      what: kycAccessLog.what,
      documentName: kycAccessLog.documentName,
      kycRequestId: kycAccessLog.kycRequestId,
      readerId: kycAccessLog.readerUserId,
      readerFirst: reader.firstName,
      readerLast: reader.surname,
      readerEmail: reader.email,
      actingId: kycAccessLog.impersonatorUserId,
      actingFirst: acting.firstName,
      actingLast: acting.surname,
      actingEmail: acting.email,
    })
    .from(kycAccessLog)
    .innerJoin(kycRequests, eq(kycRequests.id, kycAccessLog.kycRequestId))
    .leftJoin(reader, eq(reader.id, kycAccessLog.readerUserId))
    .leftJoin(acting, eq(acting.id, kycAccessLog.impersonatorUserId))
    .where(
      and(
        eq(kycAccessLog.landingId, caller.landingId),
        or(eq(kycRequests.investorUserId, investor.id), eq(kycRequests.investorEmail, investor.email.toLowerCase())),
      ),
    )
    .orderBy(desc(kycAccessLog.seq))
    .limit(limit);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    what: r.what,
    documentName: r.documentName,
    kycRequestId: r.kycRequestId,
    reader: { id: r.readerId, name: nameOf(r.readerFirst, r.readerLast, r.readerEmail) },
    impersonator: r.actingId ? { id: r.actingId, name: nameOf(r.actingFirst, r.actingLast, r.actingEmail) } : null,
  }));
}
