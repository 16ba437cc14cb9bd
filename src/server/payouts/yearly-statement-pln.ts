// The yearly statement's PLN equivalents (decision 0079): a payout in EUR or USD converted at the NBP's mid rate of
// the last table A before the day it was paid (PIT act art. 11a ust. 1), per payment, each amount up to a full grosz.
import type { DbOrTx } from '../db/client';
import { nbpRateBefore, toGrosze, type NbpCurrency, type NbpRateUsed } from './nbp-rates';
import type { Currency } from '../../lib/contracts/campaign';

/** What the conversion reads of a paid line (yearly-statement.ts's `PaidLine` has these and more; not imported from
 * there, which imports this module). */
interface PaidPayment {
  campaignId: string;
  currency: Currency;
  /** The day the payout was paid. */
  executionDate: string;
  grossInterest: number;
  tax: number;
}

/** One foreign-currency payment with its PLN equivalent, or `rate: null` when no NBP table before its day is kept. */
export interface PlnPayment {
  paidOn: string;
  grossInterest: number;
  tax: number;
  rate: NbpRateUsed | null;
  /** Grosze; null without a rate. */
  grossPln: number | null;
  taxPln: number | null;
}

/** A foreign-currency campaign's payments in PLN and their sums (null when any payment has no rate). */
export interface CampaignPln {
  payments: PlnPayment[];
  grossPln: number | null;
  taxPln: number | null;
}

export type NbpRateOf = (currency: NbpCurrency, paidOn: string) => NbpRateUsed | null;

/**
 * The PLN equivalents of the lines not in PLN, per campaign (decision 0079): each payment's gross interest and tax
 * at the NBP rate `rateOf` gives for its currency and day, each rounded up to a full grosz (`toGrosze`), then summed.
 * Pure: the caller looks the rates up (`nbpRatesFor`).
 */
export function plnEquivalents(lines: readonly PaidPayment[], rateOf: NbpRateOf): Map<string, CampaignPln> {
  const out = new Map<string, CampaignPln>();
  for (const line of lines) {
    if (line.currency === 'PLN') continue;
    const rate = rateOf(line.currency, line.executionDate);
    const payment: PlnPayment = {
      paidOn: line.executionDate,
      grossInterest: line.grossInterest,
      tax: line.tax,
      rate,
      grossPln: rate ? toGrosze(line.grossInterest, rate.mid) : null,
      taxPln: rate ? toGrosze(line.tax, rate.mid) : null,
    };
    const entry = out.get(line.campaignId) ?? { payments: [], grossPln: 0, taxPln: 0 };
    entry.payments.push(payment);
    entry.grossPln = entry.grossPln === null || payment.grossPln === null ? null : entry.grossPln + payment.grossPln;
    entry.taxPln = entry.taxPln === null || payment.taxPln === null ? null : entry.taxPln + payment.taxPln;
    out.set(line.campaignId, entry);
  }
  return out;
}

/** The NBP rates the lines not in PLN convert at (art. 11a ust. 1: the last table before each day), looked up once each. */
export async function nbpRatesFor(q: DbOrTx, lines: readonly PaidPayment[]): Promise<NbpRateOf> {
  const found = new Map<string, NbpRateUsed | null>();
  for (const line of lines) {
    if (line.currency === 'PLN') continue;
    const key = `${line.currency} ${line.executionDate}`;
    if (!found.has(key)) found.set(key, await nbpRateBefore(q, line.currency, line.executionDate));
  }
  return (currency, paidOn) => found.get(`${currency} ${paidOn}`) ?? null;
}
