// The certificates of residence due for renewal (issue 38 item 3; decision 0076, "Certificates of residence"): a
// certificate covers a stretch of days, and a payout on a later day is taxed at the Polish rate again. The money desk
// sees, on its payouts screen, the investors with an active investment whose cover ends within the next days or has
// just ended, so it can ask them for a new certificate before the next payout. A coordinator of the landing or its
// compliance officer.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
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

interface Certificate {
  country: string;
  validFrom: string;
  validTo: string;
}

/**
 * Where an investor's cover ends, as the certificate that ends it: when one covers `today`, the last day of the
 * unbroken stretch from today that the certificates cover together (taken by their first days), so a later certificate
 * after a gap does not hide the gap; when none covers today, the certificate that ended last before it (an upcoming
 * one does not count: the payouts until it starts are taxed at the Polish rate). Null when none has ended or covers
 * today.
 */
export function coverEnd(certificates: readonly Certificate[], today: string): Certificate | null {
  const byFirstDay = [...certificates].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  let end: Certificate | null = null;
  for (const certificate of byFirstDay) {
    const reaches = end ? certificate.validFrom <= dayAfter(end.validTo, 1) : certificate.validFrom <= today;
    if (reaches && certificate.validTo >= today && (!end || certificate.validTo > end.validTo)) end = certificate;
  }
  if (end) return end;
  let ended: Certificate | null = null;
  for (const certificate of certificates)
    if (certificate.validTo < today && (!ended || certificate.validTo > ended.validTo)) ended = certificate;
  return ended;
}

/**
 * The landing's investors with an active offer whose cover by certificates not withdrawn (`coverEnd`) ends between
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
      validFrom: residenceCertificates.validFrom,
      validTo: residenceCertificates.validTo,
    })
    .from(residenceCertificates)
    .where(and(eq(residenceCertificates.landingId, caller.landingId), isNull(residenceCertificates.withdrawnAt)))
    .orderBy(asc(residenceCertificates.validFrom), desc(residenceCertificates.recordedAt));
  const byInvestor = new Map<string, Certificate[]>();
  for (const certificate of certificates)
    byInvestor.set(certificate.investorId, [...(byInvestor.get(certificate.investorId) ?? []), certificate]);
  const [from, until] = [dayAfter(today, -RENEWAL_LOOKBACK_DAYS), dayAfter(today, RENEWAL_HORIZON_DAYS)];
  const ends = new Map<string, Certificate>();
  for (const [id, list] of byInvestor) {
    const end = coverEnd(list, today);
    if (end && end.validTo >= from && end.validTo <= until) ends.set(id, end);
  }
  const due = [...ends.keys()];
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
      const { country, validTo } = ends.get(id)!;
      return { investorId: id, investorName: nameOf(id), country, validTo, expired: validTo < today };
    })
    .sort((a, b) => a.validTo.localeCompare(b.validTo) || a.investorName.localeCompare(b.investorName));
  return { horizonDays: RENEWAL_HORIZON_DAYS, renewals };
}
