// The certificates of residence in force of investors (issue 38 item 3; decision 0076, "Certificates of residence"):
// what a payout run reads to withhold a treaty's rate. Apart from residence-certificates.ts, which records them and
// refreshes the drafts they change, so that the run's lines can read them without an import cycle.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { residenceCertificates } from '../db/schema';
import type { ResidenceCertificate } from './tax';

/**
 * The certificates in force (not withdrawn) of `investorIds` on the landing, as tax.ts takes them, per investor,
 * newest recorded first: the payout uses the first that covers its payment day (the schedule date, or the day it
 * goes out when later).
 */
export async function certificatesInForce(
  q: DbOrTx,
  landingId: string,
  investorIds: readonly string[],
): Promise<Map<string, ResidenceCertificate[]>> {
  const byInvestor = new Map<string, ResidenceCertificate[]>();
  if (investorIds.length === 0) return byInvestor;
  const rows = await q
    .select()
    .from(residenceCertificates)
    .where(
      and(
        eq(residenceCertificates.landingId, landingId),
        inArray(residenceCertificates.investorUserId, [...investorIds]),
        isNull(residenceCertificates.withdrawnAt),
      ),
    )
    .orderBy(desc(residenceCertificates.recordedAt), desc(residenceCertificates.id));
  for (const row of rows) {
    const list = byInvestor.get(row.investorUserId) ?? [];
    list.push({
      country: row.country,
      rateBasisPoints: row.rateBasisPoints,
      validFrom: row.validFrom,
      validTo: row.validTo,
      evidenceFileId: row.id,
    });
    byInvestor.set(row.investorUserId, list);
  }
  return byInvestor;
}
