// The reflection period (ECSPR Art. 22, decision 0060): an acceptance made under the landing's investor protection by
// a non-sophisticated investor may be revoked, without a reason and without penalty, "at any time" until the end of
// the fourth calendar day after the day of the acceptance in the landing's time zone (offers.reflection_ends_at, set
// by the status service), whatever the offer's status: accepted, or active once the money arrived. Revoking moves
// the offer to declined with the reason 'reflection-period' through changeOfferStatus (the campaign's raised and paid
// funds go down in the same transaction); money that arrived, or whose confirmation was uploaded, becomes a refund
// due (offer-refunds.ts). The investor gets a confirmation and the advisor is told. The acceptance itself is
// confirmed by e-mail with the deadline and the link to revoke.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { isLostStatus, translationFor } from '../../lib/contracts/campaign';
import { offerReference } from '../../lib/campaign/reference';
import { localDateTime } from '../../lib/format/time-zone';
import { revocableAt } from '../../lib/contracts/protection';
import { REFLECTION_REASON } from '../../lib/offers/offer-stage';
import type { RefundBasis } from '../../lib/contracts/refund';
import type { DbOrTx } from '../db/client';
import { campaigns, offers, users, type OfferRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import {
  acceptanceConfirmedTemplate,
  acceptanceRevokedAdvisorTemplate,
  acceptanceRevokedTemplate,
  type ReflectionMail,
} from '../mail/templates/reflection-period';
import type { MailTemplate } from '../mail/mail-template';
import { changeOfferStatus } from '../offers/offer-status-service';
import { openOfferToken } from '../offers/reminders/offer-reminders';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { refuseEnded } from '../public-offer/offer-actions';
import { openRefundOnRevocation } from '../offers/offer-refunds';
import { investorSignInPath } from '../../lib/access/investor-sign-in';

class ReflectionPeriodOverError extends HttpError {
  constructor(until: Date | null) {
    super(409, 'errors.reflectionPeriodOver', ERROR_CODES.reflectionPeriodOver, {
      revocableUntil: until?.toISOString() ?? null,
    });
  }
}

/** The last instant of the reflection period of the offer's current acceptance; null when it has none. */
function reflectionDeadline(offer: Pick<OfferRow, 'status' | 'reflectionEndsAt'>): Date | null {
  return offer.status === 'accepted' || offer.status === 'active' ? offer.reflectionEndsAt : null;
}

type Deps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger' | 'landings' | 'jobs'>;

/**
 * Revokes the acceptance of `offer` for its investor. Refusals: an ended offer (410 as everywhere), an offer that is
 * not accepted or whose acceptance has no reflection period, or after the deadline (409 d01883e1).
 */
export async function revokeAcceptance(
  deps: Deps,
  offer: OfferRow,
  options: { viaToken?: boolean; impersonatorUserId?: string | null } = {},
): Promise<OfferRow> {
  refuseEnded(offer, Boolean(options.viaToken));
  const revoked = await deps.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(offers).where(eq(offers.id, offer.id)).for('update');
    if (!locked) throw new NotFoundError('Offer not found');
    refuseEnded(locked, Boolean(options.viaToken));
    const now = deps.clock.now();
    const until = revocableAt(locked, now);
    if (!until) throw new ReflectionPeriodOverError(reflectionDeadline(locked));
    const refund = await openRefundOnRevocation(tx, locked, now);
    const change = await changeOfferStatus(tx, {
      offerId: locked.id,
      landingId: locked.landingId,
      to: 'declined',
      actor: {
        kind: 'investor',
        userId: locked.investorUserId,
        impersonatorUserId: options.impersonatorUserId ?? null,
      },
      clock: deps.clock,
      jobs: deps.jobs,
      details: { reason: REFLECTION_REASON, ...(refund ? { refund } : {}) },
      revocation: true,
    });
    await tellRevoked(deps, tx, change.offer, until, refund);
    return change.offer;
  });
  return revoked;
}

async function mailParts(deps: Deps, q: DbOrTx, offer: OfferRow, until: Date, refund: RefundBasis | null = null) {
  const landing = await deps.landings.byId(offer.landingId);
  const [campaign] = await q.select().from(campaigns).where(eq(campaigns.id, offer.campaignId));
  const [investor] = await q.select().from(users).where(eq(users.id, offer.investorUserId));
  if (!landing || !campaign || !investor) throw new NotFoundError('Offer not found');
  const zone = await landingTimeZone(q, offer.landingId);
  // An ended offer's link says only that it ended (issue 36 item 5): the revocation's e-mail leads to the panel.
  const token = isLostStatus(offer.status) ? null : openOfferToken(deps, offer);
  const investorLink = landingUrl(
    deps.env,
    landing,
    token ? `/campaign?token=${encodeURIComponent(token)}` : investorSignInPath(`/app/portfolio/${offer.id}`),
  );
  const data = (language: 'pl' | 'en'): ReflectionMail => ({
    campaignName: translationFor(campaign.translations, language).name,
    reference: offerReference(offer.id),
    amount: offer.amount ?? 0,
    currency: offer.currency,
    deadline: `${localDateTime(until, zone)} (${zone})`,
    link: investorLink,
    name: investor.firstName,
    refund,
  });
  return { landing, investor, data };
}

async function mailInvestor(
  deps: Deps,
  q: DbOrTx,
  offer: OfferRow,
  until: Date,
  template: MailTemplate<ReflectionMail>,
  refund: RefundBasis | null = null,
) {
  const { landing, investor, data } = await mailParts(deps, q, offer, until, refund);
  await sendMail(
    deps,
    { landing, to: investor.email, language: investor.language, template, data: data(investor.language) },
    q,
  );
  return { landing, investor, data };
}

async function tellRevoked(
  deps: Deps,
  q: DbOrTx,
  offer: OfferRow,
  until: Date,
  refund: RefundBasis | null,
): Promise<void> {
  const { landing, investor, data } = await mailInvestor(deps, q, offer, until, acceptanceRevokedTemplate, refund);
  const [advisor] = await q.select().from(users).where(eq(users.id, offer.ownerUserId));
  if (!advisor) return;
  const investorName = [investor.firstName, investor.surname].filter(Boolean).join(' ') || investor.email;
  await sendMail(
    deps,
    {
      landing,
      to: advisor.email,
      language: advisor.language,
      template: acceptanceRevokedAdvisorTemplate,
      data: {
        ...data(advisor.language),
        name: investorName,
        link: landingUrl(deps.env, landing, `/app/offers/${offer.id}`),
      },
    },
    q,
  );
}

/** After an acceptance with a reflection period: the confirmation with the deadline and the link to revoke. */
export async function confirmAcceptance(deps: Deps, offer: OfferRow): Promise<void> {
  const until = reflectionDeadline(offer);
  if (!until) return;
  await mailInvestor(deps, deps.database.db, offer, until, acceptanceConfirmedTemplate);
}
