// The lines of a campaign's payout run for one schedule date (issue 38 item 3; decision 0076): for every active
// offer with a schedule row due that day, the interest (gross, tax withheld for the investor's status, net) and
// the principal repaid at maturity, and the run's totals, which are the sums of its lines. Pure.
import type { ScheduleStatus } from '../../lib/contracts/campaign';
import { withholdTax, type InvestorTaxStatus, type TaxBasis } from './tax';

/** A schedule row as stored (schedule_rows) or generated (generateSchedule). */
interface PayoutScheduleRow {
  seq: number;
  paymentDate: string;
  gross: number;
  status: ScheduleStatus;
}

/** An active offer of the campaign: its invested amount, its investor's tax status and its schedule. */
export interface PayoutOffer {
  offerId: string;
  investorId: string;
  currency: string;
  /** The invested amount (minor units), repaid with the last row. */
  amount: number;
  taxStatus: InvestorTaxStatus;
  schedule: readonly PayoutScheduleRow[];
}

interface PayoutLine {
  offerId: string;
  investorId: string;
  /** The schedule row paid by this line. */
  seq: number;
  grossInterest: number;
  tax: number;
  netInterest: number;
  /** The invested amount on the last row, otherwise 0. */
  principal: number;
  /** What the investor receives: netInterest + principal. */
  payout: number;
  taxRateBasisPoints: number;
  taxBasis: TaxBasis;
}

interface PayoutTotals {
  lines: number;
  grossInterest: number;
  tax: number;
  netInterest: number;
  principal: number;
  payout: number;
}

export interface PayoutRunLines {
  scheduleDate: string;
  currency: string;
  lines: PayoutLine[];
  totals: PayoutTotals;
}

/** Rows a payout run pays: due and not yet paid (nor cancelled, nor partly paid by hand). */
const PAYABLE: ReadonlySet<ScheduleStatus> = new Set<ScheduleStatus>(['scheduled', 'unpaid']);

function lineFor(offer: PayoutOffer, scheduleDate: string, paymentDay: string): PayoutLine | null {
  const row = offer.schedule.find((r) => r.paymentDate === scheduleDate);
  if (!row || !PAYABLE.has(row.status)) return null;
  const last = Math.max(...offer.schedule.map((r) => r.seq));
  const principal = row.seq === last ? offer.amount : 0;
  const { tax, net, rateBasisPoints, basis } = withholdTax(row.gross, offer.taxStatus, paymentDay);
  return {
    offerId: offer.offerId,
    investorId: offer.investorId,
    seq: row.seq,
    grossInterest: row.gross,
    tax,
    netInterest: net,
    principal,
    payout: net + principal,
    taxRateBasisPoints: rateBasisPoints,
    taxBasis: basis,
  };
}

function sumLines(lines: readonly PayoutLine[]): PayoutTotals {
  const totals: PayoutTotals = {
    lines: lines.length,
    grossInterest: 0,
    tax: 0,
    netInterest: 0,
    principal: 0,
    payout: 0,
  };
  for (const line of lines) {
    totals.grossInterest += line.grossInterest;
    totals.tax += line.tax;
    totals.netInterest += line.netInterest;
    totals.principal += line.principal;
    totals.payout += line.payout;
  }
  return totals;
}

function assertOffer(offer: PayoutOffer, currency: string): void {
  if (offer.currency !== currency)
    throw new RangeError(`offer ${offer.offerId} is in ${offer.currency}, the run in ${currency}`);
  if (!Number.isSafeInteger(offer.amount) || offer.amount <= 0)
    throw new RangeError(`offer ${offer.offerId}: amount must be a positive integer of minor units`);
  if (offer.schedule.length === 0) throw new RangeError(`offer ${offer.offerId} has no schedule`);
}

/**
 * The run's lines for `scheduleDate`: one per offer with a payable row that day, in the offers' order, and
 * their totals. All offers must be in `currency` (a campaign has one). The tax is the one withheld on `paymentDay`
 * (the day the money is expected to go out: the schedule date, or today when a further run pays it later), so that a
 * certificate of residence that has lapsed by then no longer gives its treaty's rate.
 */
export function payoutRunLines(
  scheduleDate: string,
  currency: string,
  offers: readonly PayoutOffer[],
  paymentDay: string = scheduleDate,
): PayoutRunLines {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(scheduleDate)) throw new RangeError('scheduleDate must be a date YYYY-MM-DD');
  const offerIds = new Set<string>();
  const lines: PayoutLine[] = [];
  for (const offer of offers) {
    assertOffer(offer, currency);
    if (offerIds.has(offer.offerId)) throw new RangeError(`offer ${offer.offerId} is listed twice`);
    offerIds.add(offer.offerId);
    const line = lineFor(offer, scheduleDate, paymentDay);
    if (line) lines.push(line);
  }
  return { scheduleDate, currency, lines, totals: sumLines(lines) };
}
