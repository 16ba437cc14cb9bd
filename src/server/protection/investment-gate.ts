// The investor-protection checks of interest and acceptance (decision 0052), run by changeOfferStatus inside its
// transaction for every investor move to interested or accepted, whichever door it came through (the public link,
// the investor panel, the invest form):
// - ECSPR Art. 21(2)-(5): a valid entry knowledge test (taken within two years; passed, or its warning confirmed);
// - ECSPR Art. 21(7): accepting more than the higher of EUR 1,000 and 5 % of the investor's net worth needs the
//   investor's explicit consent after the risk warning (riskConsent: true in the body), which also declares that they
//   understand the investment and its risks; the record says what proves that (the passed test, or the declaration).
// What was checked is returned for the offer's history: the assessment relied on, the threshold, the consent.
import type { Currency } from '../../lib/contracts/campaign';
import {
  WARNING_FLOOR_EUR_MINOR,
  WARNING_NET_WORTH_PERCENT,
  type EurRates,
  type RiskConsentParameters,
} from '../../lib/contracts/protection';
import type { DbOrTx } from '../db/client';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { latestAssessment, ProtectionTestRequiredError, testMissing } from './assessment';
import { protectionOf } from './protection-settings';
import { currentKiis } from './kiis';
import { kiisReceipt } from './kiis-receipts';
import { validApproval } from './classification';
import { ratesOn, type RatesOfDay } from './ecb-rates';
import { localDayAndHour } from '../../lib/format/time-zone';
import { landingTimeZone } from '../offers/reminders/reminder-settings';

/** The rates the threshold used, for the record: per currency, its rate and the ECB day (null: the landing's own). */
function ratesRecord(currencies: Currency[], rates: EurRates, days: RatesOfDay['days']) {
  const used: Record<string, { rate: number; ecbDay: string | null }> = {};
  for (const currency of new Set(currencies))
    if (currency === 'PLN' || currency === 'USD') used[currency] = { rate: rates[currency], ecbDay: days[currency] };
  return used;
}

/** Art. 23(2): the acceptance waits until the investor has opened the sheet's current version (decision 0069). */
class KiisNotReceivedError extends HttpError {
  constructor(version: number) {
    super(409, 'errors.kiisNotReceived', ERROR_CODES.kiisNotReceived, { version });
  }
}

class RiskConsentRequiredError extends HttpError {
  constructor(parameters: RiskConsentParameters) {
    super(409, 'errors.riskConsentRequired', ERROR_CODES.riskConsentRequired, { ...parameters });
  }
}

const rateOf = (rates: EurRates, currency: Currency): bigint => BigInt(currency === 'EUR' ? 10_000 : rates[currency]);

/**
 * The Art. 21(7) threshold in minor units of `currency`, rounded down, and whether `amount` is above it. Exact:
 * both sides are compared as fractions (amount · rateN · 100 > netWorth · rateC · 5), never through a rounded
 * threshold, so an amount at exactly EUR 1,000 or exactly 5 % of net worth is not above it.
 */
export function warningThreshold(
  amount: number,
  currency: Currency,
  netWorth: { value: number; currency: Currency },
  rates: EurRates,
): { threshold: number; above: boolean } {
  const rateC = rateOf(rates, currency);
  const rateN = rateOf(rates, netWorth.currency);
  const a = BigInt(amount);
  // EUR 1,000 in the campaign's currency: floorC = 100000 · rateC / 10000.
  const floorNum = BigInt(WARNING_FLOOR_EUR_MINOR) * rateC;
  const floorDen = 10_000n;
  // 5 % of net worth in the campaign's currency: netWorth · rateC · 5 / (rateN · 100); nothing when not positive.
  const worth = BigInt(Math.max(0, netWorth.value));
  const shareNum = worth * rateC * BigInt(WARNING_NET_WORTH_PERCENT);
  const shareDen = rateN * 100n;
  const aboveFloor = a * floorDen > floorNum;
  const aboveShare = a * shareDen > shareNum;
  const floor = floorNum / floorDen;
  const share = shareNum / shareDen;
  return { threshold: Number(floor > share ? floor : share), above: aboveFloor && aboveShare };
}

export interface GateInput {
  offerId: string;
  landingId: string;
  campaignId: string;
  investorUserId: string;
  to: 'interested' | 'accepted';
  /** The amount of the move (required for acceptance). */
  amount: number | null;
  currency: Currency;
  riskConsent: boolean;
  now: Date;
}

/** The sheet's version for the record; an acceptance also needs it received: when, in which language, whose file. */
async function kiisRecord(tx: DbOrTx, input: GateInput, version: number): Promise<Record<string, unknown>> {
  if (input.to !== 'accepted') return { kiisVersion: version };
  const receipt = await kiisReceipt(tx, input.offerId, version);
  if (!receipt) throw new KiisNotReceivedError(version);
  return {
    kiisVersion: version,
    kiisReceivedAt: receipt.receivedAt.toISOString(),
    kiisLanguage: receipt.language,
    kiisOwnerFile: receipt.ownerFile,
  };
}

/** Throws when the move must wait (409 with its own code); otherwise what to record with it (null: protection off). */
export async function checkInvestorProtection(tx: DbOrTx, input: GateInput): Promise<Record<string, unknown> | null> {
  const settings = await protectionOf(tx, input.landingId);
  if (settings.mode !== 'ecspr') return null;
  const caller = { userId: input.investorUserId, landingId: input.landingId };
  // Art. 23(2): the sheet is given before any investment. An acceptance needs its current version opened by the
  // investor (decision 0069), recorded with the move: the version, when and in which language it was received.
  const kiis = await currentKiis(tx, { now: () => input.now }, input.campaignId);
  // Treated as sophisticated (Annex II, approved): none of the retail protections apply (no reflection period either).
  const approval = await validApproval(tx, caller, input.now);
  if (approval)
    return { sophisticated: true, classificationId: approval.id, ...(await kiisRecord(tx, input, kiis.version)) };
  const assessment = await latestAssessment(tx, caller);
  const missing = testMissing(assessment, input.now);
  if (missing || !assessment) throw new ProtectionTestRequiredError(missing ?? 'missing');
  const record: Record<string, unknown> = {
    assessmentId: assessment.id,
    testPassed: assessment.passed,
    ...(await kiisRecord(tx, input, kiis.version)),
  };
  if (input.to === 'accepted' && input.amount !== null) {
    // The ECB's rate of the acceptance's day (or the latest before it), else the landing's own (decision 0064).
    const zone = await landingTimeZone(tx, input.landingId);
    const day = localDayAndHour(input.now, zone).day;
    const { rates, days } = await ratesOn(tx, day, settings.eurRates);
    const { threshold, above } = warningThreshold(
      input.amount,
      input.currency,
      { value: assessment.netWorth, currency: assessment.currency },
      rates,
    );
    record.eurRates = ratesRecord([input.currency, assessment.currency], rates, days);
    if (above) {
      if (!input.riskConsent) throw new RiskConsentRequiredError({ threshold, currency: input.currency });
      record.riskWarning = { threshold, currency: input.currency };
      record.riskConsent = true;
      // Art. 21(7)(c): proof that the investor understands the investment and its risks. A passed entry test is that
      // proof (21(7), second subparagraph); otherwise the consent box's own declaration is (decision 0063).
      record.understanding = assessment.passed ? 'assessment' : 'declaration';
    }
  }
  return record;
}
