// The failures of offer status changes, as API errors with the codes of SPEC section 8 where one fits (the
// client turns them into its messages); see docs/decisions/0014-offer-status.md.
import type { CampaignState, OfferStatus } from '../../lib/contracts/campaign';
import { V } from '../../lib/validation/keys';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';

/** The move is not in the transition table (or the offer is already there): the offer is out of date. */
export class OfferTransitionError extends HttpError {
  constructor(from: OfferStatus, to: OfferStatus) {
    super(
      409,
      from === to ? `The offer is already ${to}` : `An offer that is ${from} cannot become ${to}`,
      ERROR_CODES.conflict,
      { from, to },
    );
  }
}

/** SPEC section 8 codes for a campaign outside its subscription period. */
const STATE_ERRORS: Record<Exclude<CampaignState, 'active'>, { code: string; label: string }> = {
  'not-started': { code: ERROR_CODES.campaignNotStarted, label: 'The campaign has not started yet' },
  completed: { code: ERROR_CODES.campaignCompleted, label: 'The campaign is already completed' },
  closed: { code: ERROR_CODES.campaignNotActive, label: 'The campaign is no longer active' },
};

/** The error code of SPEC section 8 for a campaign state that refuses interest and acceptance; null when active. */
export function campaignStateErrorCode(state: CampaignState): string | null {
  return state === 'active' ? null : STATE_ERRORS[state].code;
}

export class CampaignStateError extends HttpError {
  readonly state: Exclude<CampaignState, 'active'>;
  constructor(state: Exclude<CampaignState, 'active'>) {
    super(409, STATE_ERRORS[state].label, STATE_ERRORS[state].code, { state });
    this.state = state;
  }
}

/** Below the campaign minimum (d59384c6, the client appends investmentValueMin). */
export class InvestmentBelowMinimumError extends HttpError {
  constructor(min: number, currency?: string) {
    super(400, 'The investment is below the campaign minimum', ERROR_CODES.investmentBelowMinimum, {
      investmentValueMin: min,
      ...(currency ? { currency } : {}),
    });
  }
}

/** Above the campaign maximum per offer (af9cfe96, the client appends investmentValueMax). */
export class InvestmentAboveMaximumError extends HttpError {
  constructor(max: number, currency?: string) {
    super(400, 'The investment is above the campaign maximum', ERROR_CODES.investmentAboveMaximum, {
      investmentValueMax: max,
      ...(currency ? { currency } : {}),
    });
  }
}

/**
 * Accepting would raise more than the campaign's target (a08175e4): investmentValueMax is what is still
 * available, so the client's message says how much can still be accepted.
 */
export class CampaignTargetExceededError extends HttpError {
  constructor(remaining: number, currency?: string) {
    super(409, 'The campaign target would be exceeded', ERROR_CODES.investmentAboveMaximumAlt, {
      investmentValueMax: Math.max(0, remaining),
      ...(currency ? { currency } : {}),
    });
  }
}

/**
 * The amount is missing, not an integer or not a multiple of the step: a violation on investmentValue (9e4235af).
 * The step (minor units) and the campaign's currency go in the parameters, so the message names both.
 */
export function investmentValueViolation(
  kind: 'required' | 'step' | 'number',
  step?: number,
  currency?: string,
): HttpError {
  const message = kind === 'required' ? V.required : kind === 'number' ? V.number : V.investmentIndivisible;
  const parameters = step !== undefined ? { step, ...(currency ? { currency } : {}) } : {};
  return new HttpError(400, 'Validation failed', ERROR_CODES.violations, parameters, [
    { propertyPath: 'investmentValue', title: message, message },
  ]);
}
