// The public invest form (/invest?token=...): the investor states the amount and their contact data on the
// offer of their invitation link. It records interest with the amount through the same status service as the
// link's "interest" button (not acceptance: the investor confirms in their panel), keeps the names on the
// user, the phone and consents in the event's details (no schema change: the history is where an advisor looks
// for what the investor declared), and e-mails the usual investor sign-in link (one-time-investor-login.ts).
import { and, eq } from 'drizzle-orm';
import { investFormFailures, type InvestFormConsents, type InvestFormInput } from '../../lib/investment/invest-form';
import type { Landing } from '../../lib/contracts/landing';
import type { InvestFormResult } from '../../lib/contracts/public-offer';
import { campaignState } from '../../lib/contracts/campaign';
import type { Violation } from '../../lib/contracts/error-body';
import type { AppDeps } from '../app/app-env';
import { sendInvestorLoginMail } from '../auth/one-time-investor-login';
import { campaigns, offerEvents, offers, users, type OfferRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import { CampaignStateError, OfferTransitionError } from '../offers/offer-errors';
import { changeOfferStatus } from '../offers/offer-status-service';
import { offerDictionary } from './dictionary';
import { checkPreviewAmount, TokenInactiveError } from './offer-actions';
import { maskEmail } from './public-offer';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger' | 'jobs'>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): boolean => value === true;

/** The body as the form's input; wrong types become empty values, so they fail the field rules, not a 500. */
function investFormInput(body: Record<string, unknown>): InvestFormInput {
  const consents = (typeof body.consents === 'object' && body.consents !== null ? body.consents : {}) as Record<
    string,
    unknown
  >;
  const amount = body.investmentValue;
  return {
    investmentValue: typeof amount === 'number' ? amount : Number.NaN,
    firstName: text(body.firstName),
    surname: text(body.surname),
    phone: text(body.phone),
    consents: {
      documents: flag(consents.documents),
      marketingConsent1: flag(consents.marketingConsent1),
      marketingConsent2: flag(consents.marketingConsent2),
    },
  };
}

/** Accepting the landing's documents is required only when the landing has any. */
const landingRequiresDocuments = (landing: Landing): boolean => offerDictionary(landing).documents.length > 0;

/** 400 9e4235af with one violation per failing field (message: the i18n key, as the other endpoints send). */
type InvestCampaign = { minInvestment: number; maxInvestment: number | null; step: number; currency: string };

function checkInput(input: InvestFormInput, campaign: InvestCampaign, requireDocuments: boolean): void {
  const failures = investFormFailures(input, campaign, requireDocuments);
  const violations: Violation[] = Object.entries(failures).map(([propertyPath, failure]) => ({
    propertyPath,
    title: failure.key,
    message: failure.key,
  }));
  if (violations.length === 0) return;
  // The bounds of the amount keep their own codes (d59384c6 / af9cfe96), as on acceptance.
  if (violations.length === 1 && failures.investmentValue) checkPreviewAmount(input.investmentValue, campaign);
  throw new HttpError(400, 'Validation failed', ERROR_CODES.violations, amountParameters(campaign), violations);
}

/**
 * The campaign's bounds with its currency, in the parameters of every refusal of the form: the messages of the
 * amount ("The minimum investment is {{min}}", the step, the maximum) are filled from them wherever they are shown,
 * the no-JavaScript page included (issue 36 item 10: several failing fields left `{{min}}` unfilled).
 */
function amountParameters(campaign: InvestCampaign): Record<string, unknown> {
  return {
    investmentValueMin: campaign.minInvestment,
    ...(campaign.maxInvestment !== null ? { investmentValueMax: campaign.maxInvestment } : {}),
    step: campaign.step,
    currency: campaign.currency,
  };
}

/** The event details of the form: what the investor declared besides the amount. */
const formDetails = (input: InvestFormInput) => ({
  source: 'invest-form',
  phone: input.phone.trim(),
  consents: input.consents satisfies InvestFormConsents,
});

/**
 * An offer already interested (e.g. the page's interest button without an amount) takes the form's amount and
 * contact data as a new entry of its history, under the same row lock and campaign rules as the status
 * service; interest cannot move to interest through the status machine.
 */
async function restateInterest(deps: Deps, offer: OfferRow, input: InvestFormInput): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [locked] = await tx.select().from(offers).where(eq(offers.id, offer.id)).for('update');
    if (!locked || locked.status !== 'interested')
      throw new OfferTransitionError(locked?.status ?? offer.status, 'interested');
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, locked.campaignId));
    const state = campaignState(campaign!, now);
    if (state !== 'active') throw new CampaignStateError(state);
    checkPreviewAmount(input.investmentValue, campaign!);
    await tx.update(offers).set({ amount: input.investmentValue, updatedAt: now }).where(eq(offers.id, locked.id));
    await tx.insert(offerEvents).values({
      offerId: locked.id,
      landingId: locked.landingId,
      at: now,
      fromStatus: 'interested',
      toStatus: 'interested',
      actorKind: 'investor',
      actorUserId: locked.investorUserId,
      details: { ...formDetails(input), amount: input.investmentValue },
    });
  });
}

/**
 * Handles one submission on the offer of a link token: checks the fields (400), the offer (410 lost, 409 out
 * of date once accepted), records interest with the amount (campaign period and bounds as acceptance), stores
 * the names, and e-mails the sign-in link unless the landing's investor panel is blocked.
 */
export async function submitInvestForm(
  deps: Deps,
  landing: Landing,
  offer: OfferRow,
  body: Record<string, unknown>,
): Promise<InvestFormResult> {
  const db = deps.database.db;
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, offer.campaignId));
  if (!campaign) throw new NotFoundError('Campaign not found');
  const input = investFormInput(body);
  checkInput(input, campaign, landingRequiresDocuments(landing));

  if (offer.status === 'rejected' || offer.status === 'declined') throw new TokenInactiveError(false);
  if (offer.status === 'interested') await restateInterest(deps, offer, input);
  else {
    await changeOfferStatus(db, {
      offerId: offer.id,
      landingId: offer.landingId,
      to: 'interested',
      amount: input.investmentValue,
      actor: { kind: 'investor', userId: offer.investorUserId },
      clock: deps.clock,
      jobs: deps.jobs,
      details: formDetails(input),
    });
  }

  const [investor] = await db
    .update(users)
    .set({ firstName: input.firstName.trim(), surname: input.surname.trim(), updatedAt: deps.clock.now() })
    .where(and(eq(users.id, offer.investorUserId), eq(users.landingId, landing.id)))
    .returning({ email: users.email });
  const mailSent = !landing.investorPanelBlocked && (await sendInvestorLoginMail(deps, landing, investor!.email));
  return { email: maskEmail(investor!.email), mailSent };
}
