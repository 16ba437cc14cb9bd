// What the investor does with an offer, through the public link or their panel: show interest, accept (with
// the amount), view. Both doors share these functions so the rules cannot drift apart. The status machine,
// the campaign period, the amount bounds and the never-oversold raised funds are changeOfferStatus's
// (docs/decisions/0014); this layer adds idempotency and the token rules of docs/decisions/0017.
import { eq } from 'drizzle-orm';
import { isLostStatus } from '../../lib/contracts/campaign';
import type { AppDeps } from '../app/app-env';
import { offers, type OfferRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import type { LostReason } from '../../lib/contracts/public-offer';
import { ConflictError, HttpError } from '../errors/http-error';
import {
  InvestmentAboveMaximumError,
  InvestmentBelowMinimumError,
  investmentValueViolation,
  OfferTransitionError,
} from '../offers/offer-errors';
import { changeOfferStatus, type OfferActor } from '../offers/offer-status-service';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'jobs'>;

/** SPEC section 8 af080e4c: the link's token does not open an offer (unknown), or its offer is lost. */
export class TokenInactiveError extends HttpError {
  /** Why the offer of the link ended, when the link's page may say it (the page of a 410). */
  readonly lostReason: LostReason | null;

  constructor(unknown: boolean, lostReason: LostReason | null = null) {
    super(
      unknown ? 404 : 410,
      unknown ? 'Token is invalid.' : 'The offer of this link is no longer active',
      ERROR_CODES.tokenInactive,
    );
    this.lostReason = lostReason;
  }
}

/**
 * An ended (lost: rejected or declined) offer in the investor's panel: it stays listed with its status, but
 * nothing can be done with it (410, the SPEC's "offer out of date" code 6491e3a4; the label is a message key).
 */
class OfferEndedError extends HttpError {
  constructor() {
    super(410, 'errors.offerEnded', ERROR_CODES.conflict);
  }
}

/**
 * Refuses any action on an ended offer (docs/decisions/0024): through the link 410 af080e4c (the token is no
 * longer active), in the panel 410 6491e3a4.
 */
export function refuseEnded(offer: Pick<OfferRow, 'status'>, viaToken: boolean): void {
  if (!isLostStatus(offer.status)) return;
  throw viaToken ? new TokenInactiveError(false) : new OfferEndedError();
}

/** Payment confirmations belong to an accepted (or active) offer; an ended one refuses them with 410. */
export function assertUploadable(offer: OfferRow, viaToken: boolean): void {
  refuseEnded(offer, viaToken);
  if (offer.status !== 'accepted' && offer.status !== 'active')
    throw new ConflictError('Files can be added to an accepted offer only');
}

/** The amount of an action's body: absent, or an integer number of minor units (else violation 9e4235af). */
export function amountOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw investmentValueViolation('number');
  return value;
}

const investorActor = (offer: OfferRow, impersonatorUserId: string | null = null): OfferActor => ({
  kind: 'investor',
  userId: offer.investorUserId,
  impersonatorUserId,
});

async function reload(deps: Deps, offerId: string): Promise<OfferRow> {
  const [row] = await deps.database.db.select().from(offers).where(eq(offers.id, offerId));
  return row!;
}

export interface ActionOptions {
  /** Through the public link: a lost offer's token is no longer active (af080e4c); in the panel it has ended. */
  viaToken?: boolean;
  /** A coordinator viewing the investor panel as the investor (recorded in the history). */
  impersonatorUserId?: string | null;
  /** Acceptance: the investor's consent after the risk warning (body riskConsent: true; decision 0052). */
  riskConsent?: boolean;
}

function refuseLost(offer: OfferRow, options: ActionOptions): void {
  refuseEnded(offer, Boolean(options.viaToken));
}

/**
 * Opening the offer (the link or the panel's detail): an invited offer becomes viewed, once, recorded in the
 * history. Any other status is left alone; a concurrent opening that got there first is not an error.
 */
export async function markViewed(deps: Deps, offer: OfferRow, options: ActionOptions = {}): Promise<OfferRow> {
  if (offer.status !== 'invited') return offer;
  try {
    const change = await changeOfferStatus(deps.database.db, {
      offerId: offer.id,
      landingId: offer.landingId,
      to: 'viewed',
      actor: investorActor(offer, options.impersonatorUserId),
      clock: deps.clock,
      jobs: deps.jobs,
    });
    return change.offer;
  } catch (error) {
    if (error instanceof OfferTransitionError) return reload(deps, offer.id);
    throw error;
  }
}

/**
 * Interest, optionally with an amount (checked against the campaign's bounds). Repeating it on an interested
 * offer without an amount, or with the same amount, answers the offer as it is; anything else after interest
 * (accepted, active) is out of date (409).
 */
export async function declareInterest(
  deps: Deps,
  offer: OfferRow,
  rawAmount: unknown,
  options: ActionOptions = {},
): Promise<OfferRow> {
  refuseLost(offer, options);
  const amount = amountOf(rawAmount);
  const same = (row: OfferRow) => row.status === 'interested' && (amount === undefined || row.amount === amount);
  if (same(offer)) return offer;
  try {
    const change = await changeOfferStatus(deps.database.db, {
      offerId: offer.id,
      landingId: offer.landingId,
      to: 'interested',
      amount,
      actor: investorActor(offer, options.impersonatorUserId),
      clock: deps.clock,
      jobs: deps.jobs,
    });
    return change.offer;
  } catch (error) {
    if (error instanceof OfferTransitionError) {
      const now = await reload(deps, offer.id);
      // It ended meanwhile: refused as an ended offer, not as a move the machine has not.
      refuseLost(now, options);
      if (same(now)) return now;
    }
    throw error;
  }
}

/**
 * Acceptance with the investment value (required: integer minor units). Accepting an offer that is already
 * accepted or active with the same amount answers it unchanged (a retried or doubled click is harmless);
 * another amount is out of date (409). Refusals: see changeOfferStatus (campaign period 0cf3eeb3 / efdb6cb8 /
 * 20c6a0ff, bounds d59384c6 / af9cfe96, step 9e4235af, target a08175e4).
 */
export async function acceptOffer(
  deps: Deps,
  offer: OfferRow,
  rawAmount: unknown,
  options: ActionOptions = {},
): Promise<OfferRow> {
  refuseLost(offer, options);
  const amount = amountOf(rawAmount);
  if (amount === undefined) throw investmentValueViolation('required');
  const same = (row: OfferRow) => (row.status === 'accepted' || row.status === 'active') && row.amount === amount;
  if (same(offer)) return offer;
  try {
    const change = await changeOfferStatus(deps.database.db, {
      offerId: offer.id,
      landingId: offer.landingId,
      to: 'accepted',
      amount,
      actor: investorActor(offer, options.impersonatorUserId),
      clock: deps.clock,
      jobs: deps.jobs,
      riskConsent: options.riskConsent === true,
    });
    return change.offer;
  } catch (error) {
    // Two accepts of one offer at once: the second waited for the first's row lock and found it accepted.
    if (error instanceof OfferTransitionError) {
      const now = await reload(deps, offer.id);
      // It ended meanwhile: refused as an ended offer, not as a move the machine has not.
      refuseLost(now, options);
      if (same(now)) return now;
    }
    throw error;
  }
}

/**
 * The same bounds as acceptance (minimum d59384c6, maximum af9cfe96, step 9e4235af), for an amount that is only
 * being looked at (the PDF of an offer not yet accepted). The target is not checked: nothing is reserved.
 */
export function checkPreviewAmount(
  amount: number,
  campaign: { minInvestment: number; maxInvestment: number | null; step: number; currency?: string },
): void {
  if (amount <= 0) throw investmentValueViolation('number');
  if (amount < campaign.minInvestment) throw new InvestmentBelowMinimumError(campaign.minInvestment, campaign.currency);
  if (campaign.maxInvestment !== null && amount > campaign.maxInvestment)
    throw new InvestmentAboveMaximumError(campaign.maxInvestment, campaign.currency);
  if (amount % campaign.step !== 0) throw investmentValueViolation('step', campaign.step, campaign.currency);
}
