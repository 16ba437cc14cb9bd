// POST /api/advisor/campaign/{id}/product/{productId}/invite-investor: one invitation of one e-mail address.
// In one transaction: the campaign and product of the caller's landing, the caller's membership of the
// network, the campaign open for subscription, the investor found or created, no open offer of theirs for
// the product yet, then the offer (status invited, owned by the caller) with its history entry and the hash of
// a fresh public token (public-token.ts). After the commit the e-mail with /campaign?token=... goes out in the
// investor's language. Each call stands alone: the dialog sends one per address and reports each result.
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../lib/format/date';
import { campaignState, OPEN_STATUSES, translationFor } from '../../lib/contracts/campaign';
import type { Invitation, InvitationResult, InviteTarget } from '../../lib/contracts/invitation';
import type { AppDeps } from '../app/app-env';
import type { RequestActor } from '../auth/audit';
import { callerNetworks } from '../advisors/advisor-access';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation, pgConstraint } from '../db/errors';
import { offers, users } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { ConflictError, HttpError, NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { campaignInvitationTemplate } from '../mail/templates/campaign-invitation';
import { CampaignStateError } from '../offers/offer-errors';
import { createOffer } from '../offers/offer-history';
import { advisorDisplayName } from './advisor-name';
import { findCampaign, findProduct } from './campaign-queries';
import { normalizeEmail } from '../auth/one-time-accounts';
import { ensureInvestor } from './investor-account';
import { newPublicToken } from './public-token';
import { sealOfferToken } from '../offers/reminders/offer-reminders';

/** The public campaign page of SPEC section 2; the token is its query parameter. */
const CAMPAIGN_PAGE_PATH = '/campaign';

/** The violation of a network the caller is not a member of (the browser translates it). */
const NETWORK_NOT_MEMBER = 'validation.networkNotMember';

/** The label of a second invitation of one investor to one product (the browser translates it). */
const INVITATION_ALREADY_SENT = 'errors.invitationAlreadySent';

export interface Inviter extends RequestActor {
  landingId: string;
}

/** The investor already has an open offer for the product: theirs (409, already sent) or another advisor's (c22631ff). */
function duplicateError(ownedByCaller: boolean): HttpError {
  if (ownedByCaller)
    return new ConflictError(INVITATION_ALREADY_SENT, [
      { propertyPath: 'investorEmail', title: INVITATION_ALREADY_SENT, message: INVITATION_ALREADY_SENT },
    ]);
  return new HttpError(
    409,
    'This client already has an open offer for the product with another advisor',
    ERROR_CODES.leadOfAnotherAdvisor,
  );
}

/** The partial unique index of one open offer per investor and product. */
const OPEN_OFFER_INDEX = 'offers_one_open_per_investor_product';

/** Whether the investor's open offer for the product is the caller's (false when it is another advisor's or gone). */
async function openOfferOwnedBy(
  db: DbOrTx,
  landingId: string,
  email: string,
  productId: string,
  userId: string,
): Promise<boolean> {
  const [open] = await db
    .select({ ownerUserId: offers.ownerUserId })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.investorUserId))
    .where(
      and(
        eq(users.landingId, landingId),
        eq(users.email, normalizeEmail(email)),
        eq(offers.productId, productId),
        inArray(offers.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  // Not open any more (it moved on in the meantime): still a second invitation, answered as already sent.
  return open ? open.ownerUserId === userId : true;
}

/** The inviter invites into a network of theirs only. */
async function assertNetworkMember(tx: DbOrTx, landingId: string, userId: string, networkId: string): Promise<void> {
  const { memberOf } = await callerNetworks(tx, landingId, userId);
  if (!memberOf.includes(networkId.toLowerCase())) {
    throw new ValidationError([{ propertyPath: 'networkId', title: NETWORK_NOT_MEMBER, message: NETWORK_NOT_MEMBER }]);
  }
}

/** An investor has one open offer per product: a second invitation is refused (answered by whose the open one is). */
async function assertNoOpenOffer(tx: DbOrTx, investorUserId: string, productId: string, inviterUserId: string) {
  const [open] = await tx
    .select({ ownerUserId: offers.ownerUserId })
    .from(offers)
    .where(
      and(
        eq(offers.investorUserId, investorUserId),
        eq(offers.productId, productId),
        inArray(offers.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  if (open) throw duplicateError(open.ownerUserId === inviterUserId);
}

export async function inviteInvestor(
  deps: AppDeps,
  inviter: Inviter,
  target: InviteTarget,
  invitation: Invitation,
): Promise<InvitationResult> {
  const landing = await deps.landings.byId(inviter.landingId);
  if (!landing) throw new NotFoundError();
  const { db } = deps.database;
  const { token, hash } = newPublicToken();

  const created = await db
    .transaction(async (tx) => {
      const now = deps.clock.now();
      const campaign = await findCampaign(tx, landing.id, target.campaignId);
      const { product } = await findProduct(tx, landing.id, target.productId);
      if (product.campaignId !== campaign.id) throw new NotFoundError('Product not found');

      await assertNetworkMember(tx, landing.id, inviter.userId, invitation.networkId);
      const state = campaignState(campaign, now);
      if (state !== 'active') throw new CampaignStateError(state);

      const investor = await ensureInvestor(tx, landing, invitation.investorEmail, deps.jobs);
      await assertNoOpenOffer(tx, investor.user.id, product.id, inviter.userId);

      const message = invitation.message.trim() || null;
      const offer = await createOffer(
        tx,
        {
          landingId: landing.id,
          productId: product.id,
          investorUserId: investor.user.id,
          ownerUserId: inviter.userId,
          networkId: invitation.networkId.toLowerCase(),
          message,
          publicTokenHash: hash,
        },
        { kind: 'advisor', userId: inviter.userId, impersonatorUserId: inviter.impersonatorUserId ?? null },
        deps.clock,
        deps.jobs,
      );
      // Kept sealed so a reminder can send this same link (decision 0049).
      await tx
        .update(offers)
        .set({ publicTokenSealed: sealOfferToken(deps, offer.id, token) })
        .where(eq(offers.id, offer.id));
      return {
        offer,
        campaign,
        product,
        investor: investor.user,
        message,
        advisorName: await advisorDisplayName(tx, inviter.userId),
      };
    })
    .catch(async (error: unknown) => {
      // Two invitations of one investor to one product at once both pass the check above; the partial unique
      // index offers_one_open_per_investor_product (migration 0009) refuses the second. Its transaction is
      // gone, so whose the open offer is (the answer differs) is read again on its own.
      if (!isUniqueViolation(error) || pgConstraint(error) !== OPEN_OFFER_INDEX) throw error;
      throw duplicateError(
        await openOfferOwnedBy(db, landing.id, invitation.investorEmail, target.productId, inviter.userId),
      );
    });

  const { campaign, product, investor } = created;
  // An existing person gets their own language; a new one has the landing's (set when the user was made).
  const language = investor.language;
  await sendMail(deps, {
    landing,
    to: investor.email,
    language,
    template: campaignInvitationTemplate,
    data: {
      link: landingUrl(deps.env, landing, `${CAMPAIGN_PAGE_PATH}?token=${encodeURIComponent(token)}`),
      advisorName: created.advisorName,
      message: created.message,
      campaignName: translationFor(campaign.translations, language).name,
      productName: translationFor(product.translations, language).name,
      productCode: product.code,
      validUntil: formatDate(campaign.endDate, 'DD.MM.YYYY'),
      investorName: investor.firstName,
    },
  });
  return { offerId: created.offer.id };
}
