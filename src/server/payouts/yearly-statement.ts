// The yearly statement (issue 38 item 4; decision 0078): what each investor received from the landing's campaigns in
// one calendar year, per campaign: the interest before tax (the taxable revenue, "przychód"), the tax withheld by the
// issuer as the payer, the net interest and the principal returned. The source is the paid payout lines: each line
// not held is paid on its run's execution day, or on the booking day of the statement's debit that showed it
// (decision 0076), and counts in the year of that day (`paidOn`, UTC). Money in integer minor units, per currency
// (a campaign has one currency; totals are per currency). A payment in EUR or USD also has its PLN equivalent at the
// NBP's mid rate of the last table before the day it was paid (decision 0079, PIT act art. 11a ust. 1).
import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { campaigns, investorProfiles, payoutLines, payoutRuns, users } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { ERROR_CODES } from '../errors/codes';
import type { Currency } from '../../lib/contracts/campaign';
import type { Language } from '../../lib/language';
import { translationFor, type CampaignTranslations } from '../../lib/contracts/campaign';
import { nbpRatesFor, plnEquivalents, type CampaignPln } from './yearly-statement-pln';

/** The first year a statement can be asked for: before it no run can have been executed. */
const FIRST_STATEMENT_YEAR = 2000;

/** One paid, not held payout line as the statement reads it (`executionDate`: the day it was paid). */
export interface PaidLine {
  investorUserId: string;
  campaignId: string;
  currency: Currency;
  executionDate: string;
  grossInterest: number;
  tax: number;
  netInterest: number;
  principal: number;
  taxBasis: string;
}

/** One campaign's figures for one investor and year. */
export interface CampaignYear {
  campaignId: string;
  currency: Currency;
  /** Payouts received (lines paid) in the year. */
  payments: number;
  grossInterest: number;
  tax: number;
  netInterest: number;
  principal: number;
  /** The tax bases applied to the lines (pit-30a-flat, company-no-withholding, treaty-certificate, cit-21-flat). */
  taxBases: string[];
}

export interface YearTotals {
  currency: Currency;
  grossInterest: number;
  tax: number;
  netInterest: number;
  principal: number;
}

/**
 * The lines of one investor summed per campaign (in the order of first appearance) and the totals per currency.
 * Pure: the caller has chosen the year's lines. Checks that every line keeps net = gross - tax.
 */
export function sumYear(lines: readonly PaidLine[]): { campaigns: CampaignYear[]; totals: YearTotals[] } {
  const byCampaign = new Map<string, CampaignYear>();
  for (const line of lines) {
    if (line.netInterest !== line.grossInterest - line.tax)
      throw new RangeError(`A payout line whose net is not gross - tax (campaign ${line.campaignId})`);
    const entry = byCampaign.get(line.campaignId) ?? {
      campaignId: line.campaignId,
      currency: line.currency,
      payments: 0,
      grossInterest: 0,
      tax: 0,
      netInterest: 0,
      principal: 0,
      taxBases: [],
    };
    if (entry.currency !== line.currency) throw new RangeError(`Campaign ${line.campaignId} paid in two currencies`);
    entry.payments += 1;
    entry.grossInterest += line.grossInterest;
    entry.tax += line.tax;
    entry.netInterest += line.netInterest;
    entry.principal += line.principal;
    if (!entry.taxBases.includes(line.taxBasis)) entry.taxBases.push(line.taxBasis);
    byCampaign.set(line.campaignId, entry);
  }
  const totals = new Map<Currency, YearTotals>();
  for (const c of byCampaign.values()) {
    const total = totals.get(c.currency) ?? {
      currency: c.currency,
      grossInterest: 0,
      tax: 0,
      netInterest: 0,
      principal: 0,
    };
    total.grossInterest += c.grossInterest;
    total.tax += c.tax;
    total.netInterest += c.netInterest;
    total.principal += c.principal;
    totals.set(c.currency, total);
  }
  return { campaigns: [...byCampaign.values()], totals: [...totals.values()] };
}

/** The UTC year of `now`. */
export const currentYear = (now: Date) => now.getUTCFullYear();

/**
 * 422 unless `year` is a whole year from FIRST_STATEMENT_YEAR to the current one (the current year's statement is
 * what has been paid so far); answers the year as a number.
 */
export function assertStatementYear(year: string | number, now: Date): number {
  const value = typeof year === 'number' ? year : /^\d{4}$/.test(year) ? Number(year) : Number.NaN;
  const latest = currentYear(now);
  if (!Number.isInteger(value) || value < FIRST_STATEMENT_YEAR || value > latest)
    throw new HttpError(422, 'errors.yearlyStatementYear', ERROR_CODES.yearlyStatementYear, {
      year: String(year),
      earliest: FIRST_STATEMENT_YEAR,
      latest,
    });
  return value;
}

/** The paid, not held lines of the landing paid in `year` (optionally of one investor), oldest first. */
export async function paidLinesOf(
  q: DbOrTx,
  landingId: string,
  year: number,
  investorUserId?: string,
): Promise<PaidLine[]> {
  return q
    .select({
      investorUserId: payoutLines.investorUserId,
      campaignId: payoutRuns.campaignId,
      currency: payoutRuns.currency,
      executionDate: sql<string>`${payoutLines.paidOn}::text`,
      grossInterest: payoutLines.grossInterest,
      tax: payoutLines.tax,
      netInterest: payoutLines.netInterest,
      principal: payoutLines.principal,
      taxBasis: payoutLines.taxBasis,
    })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutLines.runId))
    .where(
      and(
        eq(payoutRuns.landingId, landingId),
        gte(payoutLines.paidOn, `${year}-01-01`),
        lte(payoutLines.paidOn, `${year}-12-31`),
        isNull(payoutLines.heldReason),
        investorUserId ? eq(payoutLines.investorUserId, investorUserId) : undefined,
      ),
    )
    .orderBy(payoutLines.paidOn, payoutRuns.scheduleDate, payoutRuns.campaignId);
}

/** The years (newest first) in which the investor was paid something on the landing. */
export async function yearsWithPayouts(q: DbOrTx, landingId: string, investorUserId: string): Promise<number[]> {
  const rows = await q
    .selectDistinct({ year: sql<number>`extract(year from ${payoutLines.paidOn})::int` })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutLines.runId))
    .where(
      and(
        eq(payoutRuns.landingId, landingId),
        isNotNull(payoutLines.paidOn),
        isNull(payoutLines.heldReason),
        eq(payoutLines.investorUserId, investorUserId),
      ),
    );
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

/**
 * What the landing holds about a campaign's issuer (decision 0078): its recorded legal name, else the name the
 * investors paid to (the campaign's transfer recipient); the account they paid to; the recorded registered
 * address, NIP and KRS. Each null when not recorded.
 */
interface IssuerData {
  name: string | null;
  account: string | null;
  address: string | null;
  nip: string | null;
  krs: string | null;
}

export interface CampaignInfo {
  id: string;
  slug: string;
  translations: CampaignTranslations;
  issuer: IssuerData;
}

export async function campaignsOf(q: DbOrTx, ids: readonly string[]): Promise<Map<string, CampaignInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      translations: campaigns.translations,
      recipientName: campaigns.recipientName,
      recipientAccount: campaigns.recipientAccount,
      issuerName: campaigns.issuerName,
      issuerAddress: campaigns.issuerAddress,
      issuerNip: campaigns.issuerNip,
      issuerKrs: campaigns.issuerKrs,
    })
    .from(campaigns)
    .where(inArray(campaigns.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        translations: row.translations,
        issuer: {
          name: row.issuerName ?? row.recipientName,
          account: row.recipientAccount,
          address: row.issuerAddress,
          nip: row.issuerNip,
          krs: row.issuerKrs,
        },
      },
    ]),
  );
}

/** The investor as the statement names them: the profile's names (or company and NIP), else the account's. */
export interface StatementInvestor {
  id: string;
  name: string;
  email: string;
  language: Language;
  kind: 'person' | 'company' | null;
  nip: string | null;
  taxResidenceCountry: string | null;
}

export async function investorsOf(q: DbOrTx, ids: readonly string[]): Promise<Map<string, StatementInvestor>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      firstName: users.firstName,
      lastName: users.surname,
      kind: investorProfiles.kind,
      profileFirst: investorProfiles.firstName,
      profileSurname: investorProfiles.surname,
      companyName: investorProfiles.companyName,
      nip: investorProfiles.nip,
      country: investorProfiles.taxResidenceCountry,
    })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.investorUserId, users.id))
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((row) => {
      const name =
        row.kind === 'company'
          ? row.companyName!
          : row.kind === 'person'
            ? `${row.profileFirst} ${row.profileSurname}`
            : [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
      return [
        row.id,
        {
          id: row.id,
          name,
          email: row.email,
          language: row.language,
          kind: row.kind ?? null,
          nip: row.nip ?? null,
          taxResidenceCountry: row.country ?? null,
        },
      ];
    }),
  );
}

/** One investor's year: their figures per campaign with its name in `language` and the issuer, and the totals. */
export interface InvestorYear {
  year: number;
  investor: StatementInvestor;
  /** `pln`: the PLN equivalents of a campaign in EUR or USD (decision 0079); null for a campaign in PLN. */
  campaigns: Array<CampaignYear & { name: string; issuer: IssuerData; pln: CampaignPln | null }>;
  totals: YearTotals[];
}

/** 404 (the spec's error body) when the investor was paid nothing on the landing in `year`. */
export async function investorYear(
  q: DbOrTx,
  landingId: string,
  investorUserId: string,
  year: number,
  language: Language,
): Promise<InvestorYear> {
  const lines = await paidLinesOf(q, landingId, year, investorUserId);
  if (lines.length === 0)
    throw new HttpError(404, 'errors.yearlyStatementNotFound', ERROR_CODES.notFound, { year: String(year) });
  const sums = sumYear(lines);
  const pln = plnEquivalents(lines, await nbpRatesFor(q, lines));
  const info = await campaignsOf(
    q,
    sums.campaigns.map((c) => c.campaignId),
  );
  const investor = (await investorsOf(q, [investorUserId])).get(investorUserId)!;
  return {
    year,
    investor,
    campaigns: sums.campaigns.map((c) => {
      const campaign = info.get(c.campaignId)!;
      return {
        ...c,
        name: translationFor(campaign.translations, language).name,
        issuer: campaign.issuer,
        pln: pln.get(c.campaignId) ?? null,
      };
    }),
    totals: sums.totals,
  };
}
