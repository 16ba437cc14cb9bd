// The certificates of residence due for renewal (issue 38 item 3; decision 0076, "Certificates of residence"): a
// certificate covers a stretch of days, and a payout on a later day is taxed at the Polish rate again. The money desk
// sees, on its payouts screen, the investors with an active investment whose cover ends within the next days or has
// just ended, so it can ask them for a new certificate before the next payout. A coordinator of the landing or its
// compliance officer.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { investorProfiles, offers, residenceCertificates, users } from '../db/schema';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import {
  RENEWAL_HORIZON_DAYS,
  RENEWAL_LOOKBACK_DAYS,
  type CertificateRenewals,
} from '../../lib/contracts/residence-certificate';

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The landing's investors with an active offer whose last day covered by a certificate not withdrawn falls between
 * RENEWAL_LOOKBACK_DAYS ago and RENEWAL_HORIZON_DAYS ahead (today by the clock), soonest first. 403 for anyone but
 * the money desk.
 */
export async function certificateRenewals(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  caller: MoneyCaller,
): Promise<CertificateRenewals> {
  const q = deps.database.db;
  await assertMoneyDesk(q, caller);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const certificates = await q
    .select({
      investorId: residenceCertificates.investorUserId,
      country: residenceCertificates.country,
      validTo: residenceCertificates.validTo,
    })
    .from(residenceCertificates)
    .where(and(eq(residenceCertificates.landingId, caller.landingId), isNull(residenceCertificates.withdrawnAt)));
  // Per investor, the certificate that covers longest.
  const latest = new Map<string, { country: string; validTo: string }>();
  for (const certificate of certificates) {
    const known = latest.get(certificate.investorId);
    if (!known || certificate.validTo > known.validTo) latest.set(certificate.investorId, certificate);
  }
  const [from, until] = [dayAfter(today, -RENEWAL_LOOKBACK_DAYS), dayAfter(today, RENEWAL_HORIZON_DAYS)];
  const due = [...latest].filter(([, c]) => c.validTo >= from && c.validTo <= until).map(([id]) => id);
  if (due.length === 0) return { horizonDays: RENEWAL_HORIZON_DAYS, renewals: [] };
  const [investing, people, profiles] = await Promise.all([
    q
      .selectDistinct({ id: offers.investorUserId })
      .from(offers)
      .where(
        and(eq(offers.landingId, caller.landingId), eq(offers.status, 'active'), inArray(offers.investorUserId, due)),
      ),
    q
      .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
      .from(users)
      .where(inArray(users.id, due)),
    q
      .select({
        id: investorProfiles.investorUserId,
        kind: investorProfiles.kind,
        companyName: investorProfiles.companyName,
        firstName: investorProfiles.firstName,
        surname: investorProfiles.surname,
      })
      .from(investorProfiles)
      .where(inArray(investorProfiles.investorUserId, due)),
  ]);
  const active = new Set(investing.map((row) => row.id));
  const nameOf = (id: string) => {
    const profile = profiles.find((p) => p.id === id);
    const fromProfile =
      profile?.kind === 'company'
        ? profile.companyName
        : [profile?.firstName, profile?.surname].filter(Boolean).join(' ');
    const person = people.find((p) => p.id === id);
    return fromProfile || [person?.firstName, person?.surname].filter(Boolean).join(' ') || person?.email || '';
  };
  const renewals = due
    .filter((id) => active.has(id))
    .map((id) => {
      const { country, validTo } = latest.get(id)!;
      return { investorId: id, investorName: nameOf(id), country, validTo, expired: validTo < today };
    })
    .sort((a, b) => a.validTo.localeCompare(b.validTo) || a.investorName.localeCompare(b.investorName));
  return { horizonDays: RENEWAL_HORIZON_DAYS, renewals };
}
