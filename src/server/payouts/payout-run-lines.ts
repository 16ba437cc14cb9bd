// The lines of a payout run as the database holds what they need (issue 38 item 3; decision 0076): the campaign's
// active offers with their schedules, each investor's tax status and name from the profile and the certificates of
// residence in force, and the account each investment was paid from (the newest matched or assigned credit of the
// offer), then payoutRunLines.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  bankEntries,
  investorProfiles,
  offers,
  payoutLines,
  payoutRuns,
  scheduleRows,
  users,
  type CampaignRow,
} from '../db/schema';
import { normalisedIban } from '../../lib/format/bank-account';
import { isBankAccount } from '../../lib/validation/patterns';
import type { PayoutHeldReason } from '../../lib/contracts/payout-run';
import { payoutRunLines } from './payout-lines';
import { certificatesInForce } from './certificates-in-force';
import { certificateCovers, type InvestorTaxStatus, type ResidenceCertificate } from './tax';

/**
 * The account a payout goes to, as the run's file can carry it (normalised: no spaces, upper case, a bare NRB with
 * its PL); null when unusable: not a valid IBAN or NRB (mod 97), or not Polish in a PLN run.
 */
export function usableAccount(account: string, currency: string): string | null {
  const iban = normalisedIban(account);
  if (!isBankAccount(iban)) return null;
  if (currency === 'PLN') return /^PL\d{26}$/.test(iban) ? iban : null;
  return /^[A-Z]{2}\d{2}/.test(iban) ? iban : null;
}

interface Payee {
  taxStatus: InvestorTaxStatus;
  creditorName: string;
  account: string | null;
  held: PayoutHeldReason | null;
}

type Profile = typeof investorProfiles.$inferSelect;

/**
 * Who is paid, where, and what is withheld on `paymentDay`. A person is taxed at the treaty's rate when one of their
 * certificates of residence in force covers that day (`certificates`, newest recorded first: the first covering one
 * counts), else as a natural person resident in Poland (19 %). A company with its seat in Poland has nothing
 * withheld; a company abroad has the CIT rate withheld (20 %), or the treaty's rate with a covering certificate. An
 * investor without a profile is held (decision 0076).
 */
function payee(
  profile: Profile | undefined,
  user: { firstName: string | null; surname: string | null; email: string } | undefined,
  paidFrom: string | null,
  currency: string,
  certificates: readonly ResidenceCertificate[],
  paymentDay: string,
): Payee {
  const userName = [user?.firstName, user?.surname].filter(Boolean).join(' ') || user?.email || '';
  const account = paidFrom === null ? null : usableAccount(paidFrom, currency);
  const accountHeld: PayoutHeldReason | null =
    paidFrom === null ? 'no-account' : account === null ? 'account-invalid' : null;
  if (!profile)
    return { taxStatus: { kind: 'natural-person-pl' }, creditorName: userName, account, held: 'no-profile' };
  const taxStatus = taxStatusOf(profile, certificates, paymentDay);
  if (profile.kind === 'company')
    return { taxStatus, creditorName: profile.companyName ?? userName, account, held: accountHeld };
  const name = [profile.firstName, profile.surname].filter(Boolean).join(' ') || userName;
  return { taxStatus, creditorName: name, account, held: accountHeld };
}

/**
 * The tax status of an investor with `profile` on `paymentDay`: a company with its seat in Poland, a company abroad
 * (with the certificate covering that day, if any), a person with a covering certificate, or a person resident in
 * Poland.
 */
function taxStatusOf(
  profile: Pick<Profile, 'kind' | 'taxResidenceCountry'>,
  certificates: readonly ResidenceCertificate[],
  paymentDay: string,
): InvestorTaxStatus {
  const certificate = certificates.find((c) => certificateCovers(c, paymentDay)) ?? null;
  if (profile.kind === 'company')
    return profile.taxResidenceCountry === 'PL' ? { kind: 'company' } : { kind: 'company-abroad', certificate };
  return certificate ? { kind: 'certificate', certificate } : { kind: 'natural-person-pl' };
}

/**
 * The tax status on `paymentDay` of each of `investorIds` that has a profile (one without is held, and keeps the
 * status its line was built with), from the certificates in force on `landingId` now.
 */
export async function taxStatusesOn(
  q: DbOrTx,
  landingId: string,
  investorIds: readonly string[],
  paymentDay: string,
): Promise<Map<string, InvestorTaxStatus>> {
  const statuses = new Map<string, InvestorTaxStatus>();
  if (investorIds.length === 0) return statuses;
  const [profiles, certificates] = await Promise.all([
    q
      .select({
        investorUserId: investorProfiles.investorUserId,
        kind: investorProfiles.kind,
        taxResidenceCountry: investorProfiles.taxResidenceCountry,
      })
      .from(investorProfiles)
      .where(inArray(investorProfiles.investorUserId, [...investorIds])),
    certificatesInForce(q, landingId, investorIds),
  ]);
  for (const profile of profiles)
    statuses.set(
      profile.investorUserId,
      taxStatusOf(profile, certificates.get(profile.investorUserId) ?? [], paymentDay),
    );
  return statuses;
}

/** The day a run's payout is expected to go out: its schedule date, or today when that is later. */
export const paymentDayOf = (scheduleDate: string, today: string) => (today > scheduleDate ? today : scheduleDate);

/** The account each offer was paid from: the newest matched or assigned credit that names one. */
async function paidFromAccounts(q: DbOrTx, offerIds: string[]): Promise<Map<string, string>> {
  const entries = await q
    .select({ offerId: bankEntries.offerId, account: bankEntries.counterpartyAccount })
    .from(bankEntries)
    .where(
      and(
        inArray(bankEntries.offerId, offerIds),
        eq(bankEntries.direction, 'credit'),
        inArray(bankEntries.state, ['matched', 'assigned']),
      ),
    )
    .orderBy(desc(bankEntries.bookingDate));
  const accounts = new Map<string, string>();
  for (const entry of entries)
    if (entry.offerId && entry.account?.trim() && !accounts.has(entry.offerId))
      accounts.set(entry.offerId, entry.account);
  return accounts;
}

/** The campaign's active offers with their schedules and their payees on `paymentDay`. */
async function activeOffers(q: DbOrTx, campaign: CampaignRow, paymentDay: string) {
  const rows = await q
    .select()
    .from(offers)
    .where(and(eq(offers.campaignId, campaign.id), eq(offers.status, 'active')))
    .orderBy(asc(offers.createdAt), asc(offers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((offer) => offer.id);
  const investorIds = [...new Set(rows.map((offer) => offer.investorUserId))];
  const [schedule, profiles, people, accounts, certificates] = await Promise.all([
    q.select().from(scheduleRows).where(inArray(scheduleRows.offerId, ids)),
    q.select().from(investorProfiles).where(inArray(investorProfiles.investorUserId, investorIds)),
    q
      .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
      .from(users)
      .where(inArray(users.id, investorIds)),
    paidFromAccounts(q, ids),
    certificatesInForce(q, campaign.landingId, investorIds),
  ]);
  return rows.map((offer) => ({
    offer,
    schedule: schedule.filter((row) => row.offerId === offer.id),
    payee: payee(
      profiles.find((p) => p.investorUserId === offer.investorUserId),
      people.find((p) => p.id === offer.investorUserId),
      accounts.get(offer.id) ?? null,
      campaign.currency,
      certificates.get(offer.investorUserId) ?? [],
      paymentDay,
    ),
  }));
}
/**
 * The schedule rows of `campaign` due on `scheduleDate` that a run of that date holds already (a line an approval
 * released does not hold its row).
 */
async function rowsInRuns(q: DbOrTx, campaign: CampaignRow, scheduleDate: string): Promise<Set<string>> {
  const taken = await q
    .select({ id: payoutLines.scheduleRowId })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutLines.runId))
    .where(
      and(
        eq(payoutRuns.campaignId, campaign.id),
        eq(payoutRuns.scheduleDate, scheduleDate),
        isNull(payoutLines.releasedAt),
      ),
    );
  return new Set(taken.map((row) => row.id).filter((id): id is string => id !== null));
}

/**
 * The lines of `campaign`'s run for `scheduleDate` as payout_lines rows (without their run), with the totals over
 * all lines and the count of held ones. A row an earlier run of the date holds is left out (with its offer: an offer
 * has one row per date), so a further run of the date holds only the rows no run holds.
 */
export async function buildRunLines(q: DbOrTx, campaign: CampaignRow, scheduleDate: string, today: string) {
  // The day the payout is expected to go out: its tax status (a certificate covering it) and rate are that day's.
  const paymentDay = paymentDayOf(scheduleDate, today);
  const [offersDue, taken] = await Promise.all([
    activeOffers(q, campaign, paymentDay),
    rowsInRuns(q, campaign, scheduleDate),
  ]);
  const due = offersDue.filter(
    ({ schedule }) => !schedule.some((row) => row.paymentDate === scheduleDate && taken.has(row.id)),
  );
  const built = payoutRunLines(
    scheduleDate,
    campaign.currency,
    due.map(({ offer, schedule, payee: p }) => ({
      offerId: offer.id,
      investorId: offer.investorUserId,
      currency: offer.currency,
      amount: offer.amount!,
      taxStatus: p.taxStatus,
      schedule,
    })),
    paymentDay,
  );
  const lines = built.lines.map((line) => {
    const { offer, schedule, payee: p } = due.find((d) => d.offer.id === line.offerId)!;
    return {
      offerId: offer.id,
      scheduleRowId: schedule.find((row) => row.seq === line.seq)!.id,
      seq: line.seq,
      investorUserId: offer.investorUserId,
      creditorName: p.creditorName,
      account: p.account,
      grossInterest: line.grossInterest,
      tax: line.tax,
      taxRateBasisPoints: line.taxRateBasisPoints,
      taxBasis: line.taxBasis,
      netInterest: line.netInterest,
      principal: line.principal,
      payout: line.payout,
      heldReason: p.held,
    };
  });
  return { lines, totals: built.totals, held: lines.filter((line) => line.heldReason !== null).length };
}
