// The handlers of the public campaign offer, each typed by its route (public-offer.routes.ts): the token from
// c.req.valid('param'), answers as the route declares them. The bodies of interest, accept, the PDF and the invest
// form are read after the token is checked (an unknown link is refused before its body is looked at).
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { documentLanguage } from '../../campaigns/api-language';
import { requestLanding, tokenLanding } from '../../app/request-landing';
import { optionalJsonObject } from '../../app/validate';
import { campaignKiisResponse } from '../../protection/kiis-response';
import { offerPdfInput, offerPdfResponse } from '../../pdf/offer-pdf-data';
import { offerDictionary } from '../../public-offer/dictionary';
import {
  acceptOffer,
  amountOf,
  assertUploadable,
  checkPreviewAmount,
  declareInterest,
  refuseEnded,
  TokenInactiveError,
} from '../../public-offer/offer-actions';
import { loadPublicOffer, offerContext, offerOfToken, publicOfferOf } from '../../public-offer/public-offer';
import { submitInvestForm } from '../../public-offer/invest-form';
import { withPaymentCode } from '../../payments/payment-code';
import { receiveUpload } from '../../uploads/offer-attachments';
import type { OfferRow } from '../../db/schema';
import { confirmAcceptance, revokeAcceptance } from '../../protection/reflection';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './public-offer.routes';

type Routes = typeof ROUTES;

/** The landing whose campaign links work on this call: a link off its landing's hosts is an unknown link (404). */
const linkLanding = (deps: AppDeps, c: Context<AppEnv>) => tokenLanding(deps, c, () => new TokenInactiveError(true));

async function tokenOffer(deps: AppDeps, c: Context<AppEnv>, token: string): Promise<OfferRow> {
  const landing = await linkLanding(deps, c);
  return offerOfToken(deps, landing.id, token);
}

/**
 * The offer as the link's page shows it after an action, with the payment code whose title is in the page's language
 * (?lang=, else Accept-Language, else the landing's).
 */
async function answerOf(deps: AppDeps, c: Context<AppEnv>, offer: OfferRow) {
  const view = await publicOfferOf(deps, offer);
  return withPaymentCode(view, documentLanguage(c, view.language));
}

/** GET /public-api/campaign-offer/dictionary. */
export const dictionary =
  (deps: AppDeps): AppRouteHandler<Routes['dictionary']> =>
  async (c) =>
    c.json(offerDictionary(await requestLanding(deps, c)), 200);

/** GET /public-api/campaign-offer/:token. */
export const show =
  (deps: AppDeps): AppRouteHandler<Routes['show']> =>
  async (c) => {
    const landing = await linkLanding(deps, c);
    c.header('cache-control', 'no-store');
    const view = await loadPublicOffer(deps, landing.id, c.req.valid('param').token, { markViewed: true });
    return c.json(await withPaymentCode(view, documentLanguage(c, landing.language)), 200);
  };

/** PATCH /public-api/campaign-offer/:token/interest {investmentValue?}. */
export const interest =
  (deps: AppDeps): AppRouteHandler<Routes['interest']> =>
  async (c) => {
    const offer = await tokenOffer(deps, c, c.req.valid('param').token);
    const body = await optionalJsonObject(c);
    const updated = await declareInterest(deps, offer, body.investmentValue, { viaToken: true });
    return c.json(await answerOf(deps, c, updated), 200);
  };

/** PATCH /public-api/campaign-offer/:token/accept {investmentValue}. */
export const accept =
  (deps: AppDeps): AppRouteHandler<Routes['accept']> =>
  async (c) => {
    const offer = await tokenOffer(deps, c, c.req.valid('param').token);
    const body = await optionalJsonObject(c);
    const updated = await acceptOffer(deps, offer, body.investmentValue, {
      viaToken: true,
      riskConsent: body.riskConsent === true,
    });
    if (offer.status !== 'accepted' && updated.status === 'accepted') await confirmAcceptance(deps, updated);
    return c.json(await answerOf(deps, c, updated), 200);
  };

/** POST /public-api/campaign-offer/:token/revoke: the acceptance revoked in its reflection period (decision 0052). */
export const revoke =
  (deps: AppDeps): AppRouteHandler<Routes['revoke']> =>
  async (c) => {
    const offer = await tokenOffer(deps, c, c.req.valid('param').token);
    const updated = await revokeAcceptance(deps, offer, { viaToken: true });
    return c.json(await answerOf(deps, c, updated), 200);
  };

/** GET /public-api/campaign-offer/:token/kiis?lang: the campaign's key investment information sheet (PDF). */
export const kiis =
  (deps: AppDeps): AppRouteHandler<Routes['kiis']> =>
  async (c) => {
    const landing = await linkLanding(deps, c);
    const offer = await offerOfToken(deps, landing.id, c.req.valid('param').token);
    refuseEnded(offer, true);
    return campaignKiisResponse(deps, offer, { language: documentLanguage(c, landing.language), investor: true });
  };

/** POST /public-api/campaign-offer/:token/upload (multipart, field file). */
export const upload =
  (deps: AppDeps): AppRouteHandler<Routes['upload']> =>
  async (c) => {
    const offer = await tokenOffer(deps, c, c.req.valid('param').token);
    const check = (row: OfferRow) => assertUploadable(row, true);
    check(offer);
    const attachment = await receiveUpload(deps, c, offer, { kind: 'investor', userId: offer.investorUserId }, check);
    return c.json(attachment, 201);
  };

/** POST /public-api/campaign-offer/:token/pdf {investmentValue?}: 410 af080e4c for an ended offer. */
export const pdf =
  (deps: AppDeps): AppRouteHandler<Routes['pdf']> =>
  async (c) => {
    const offer = await tokenOffer(deps, c, c.req.valid('param').token);
    refuseEnded(offer, true);
    const body = await optionalJsonObject(c);
    const ctx = await offerContext(deps.database.db, offer);
    const preview = amountOf(body.investmentValue);
    if (preview !== undefined && offer.status !== 'accepted' && offer.status !== 'active')
      checkPreviewAmount(preview, ctx.campaign);
    return offerPdfResponse(await offerPdfInput(deps, ctx, documentLanguage(c, ctx.landingLanguage), preview));
  };

/** POST /public-api/campaign-offer/:token/invest-form {investmentValue, firstName, surname, phone, consents}. */
export const investForm =
  (deps: AppDeps): AppRouteHandler<Routes['investForm']> =>
  async (c) => {
    const landing = await linkLanding(deps, c);
    const offer = await offerOfToken(deps, landing.id, c.req.valid('param').token);
    const body = await optionalJsonObject(c);
    return c.json(await submitInvestForm(deps, landing, offer, body), 200);
  };
