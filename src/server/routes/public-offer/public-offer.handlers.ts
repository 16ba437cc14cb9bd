import type { Context } from 'hono';
import type { Language } from '../../../lib/language';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { apiLanguage, acceptedLanguage } from '../../campaigns/api-language';
import { requestLanding, tokenLanding } from '../../app/request-landing';
import { eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../errors/http-error';
import { campaigns } from '../../db/schema';
import { kiisResponse } from '../../protection/kiis-response';
import { protectionOf } from '../../protection/protection-settings';
import { offerPdfInput, offerPdfResponse } from '../../pdf/offer-pdf-data';
import { offerDictionary } from '../../public-offer/dictionary';
import {
  acceptOffer,
  amountOf,
  checkPreviewAmount,
  declareInterest,
  refuseEnded,
  TokenInactiveError,
} from '../../public-offer/offer-actions';
import { loadPublicOffer, offerContext, offerOfToken, publicOfferOf } from '../../public-offer/public-offer';
import { submitInvestForm } from '../../public-offer/invest-form';
import { receiveUpload } from '../../uploads/offer-attachments';
import { optionalJsonObject } from './request-body';
import type { OfferRow } from '../../db/schema';
import { confirmAcceptance, revokeAcceptance } from '../../protection/reflection';

type Ctx = Context<AppEnv>;

/** The landing whose campaign links work on this call: a link off its landing's hosts is an unknown link (404). */
const linkLanding = (deps: AppDeps, c: Ctx) => tokenLanding(deps, c, () => new TokenInactiveError(true));

async function tokenOffer(deps: AppDeps, c: Ctx): Promise<OfferRow> {
  const landing = await linkLanding(deps, c);
  return offerOfToken(deps, landing.id, c.req.param('token')!);
}

/** ?lang, else Accept-Language, else the landing's language. */
export function documentLanguage(c: Ctx, fallback: Language): Language {
  if (c.req.query('lang')) return apiLanguage(c.req.query('lang'), c.req.header('accept-language'));
  return acceptedLanguage(c.req.header('accept-language')) ?? fallback;
}

/** GET /public-api/campaign-offer/dictionary. */
export function dictionary(deps: AppDeps) {
  return async (c: Ctx) => c.json(offerDictionary(await requestLanding(deps, c)));
}

/** GET /public-api/campaign-offer/:token. */
export function show(deps: AppDeps) {
  return async (c: Ctx) => {
    const landing = await linkLanding(deps, c);
    c.header('cache-control', 'no-store');
    return c.json(await loadPublicOffer(deps, landing.id, c.req.param('token')!, { markViewed: true }));
  };
}

/** PATCH /public-api/campaign-offer/:token/interest {investmentValue?}. */
export function interest(deps: AppDeps) {
  return async (c: Ctx) => {
    const offer = await tokenOffer(deps, c);
    const body = await optionalJsonObject(c);
    const updated = await declareInterest(deps, offer, body.investmentValue, { viaToken: true });
    return c.json(await publicOfferOf(deps, updated));
  };
}

/** PATCH /public-api/campaign-offer/:token/accept {investmentValue}. */
export function accept(deps: AppDeps) {
  return async (c: Ctx) => {
    const offer = await tokenOffer(deps, c);
    const body = await optionalJsonObject(c);
    const updated = await acceptOffer(deps, offer, body.investmentValue, {
      viaToken: true,
      riskConsent: body.riskConsent === true,
    });
    if (offer.status !== 'accepted' && updated.status === 'accepted') await confirmAcceptance(deps, updated);
    return c.json(await publicOfferOf(deps, updated));
  };
}

/** POST /public-api/campaign-offer/:token/revoke: the acceptance revoked in its reflection period (decision 0052). */
export function revoke(deps: AppDeps) {
  return async (c: Ctx) => {
    const offer = await tokenOffer(deps, c);
    const updated = await revokeAcceptance(deps, offer, { viaToken: true });
    return c.json(await publicOfferOf(deps, updated));
  };
}

/** GET /public-api/campaign-offer/:token/kiis?lang: the campaign's key investment information sheet (PDF). */
export function kiis(deps: AppDeps) {
  return async (c: Ctx) => {
    const landing = await linkLanding(deps, c);
    const offer = await offerOfToken(deps, landing.id, c.req.param('token')!);
    refuseEnded(offer, true);
    return campaignKiisResponse(deps, offer, { language: documentLanguage(c, landing.language), investor: true });
  };
}

/** The sheet of the offer's campaign where the landing has the protections on (404 elsewhere: there is none). */
export async function campaignKiisResponse(
  deps: AppDeps,
  offer: OfferRow,
  reader: { language: Language; investor: boolean },
): Promise<Response> {
  const db = deps.database.db;
  if ((await protectionOf(db, offer.landingId)).mode !== 'ecspr') throw new NotFoundError('No KIIS on this landing');
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, offer.campaignId));
  const landing = await deps.landings.byId(offer.landingId);
  if (!campaign || !landing) throw new NotFoundError('Campaign not found');
  return kiisResponse(deps, campaign, offer, reader, landing);
}

/** Payment confirmations belong to an accepted (or active) offer; an ended one refuses them with 410. */
export function assertUploadable(offer: OfferRow, viaToken: boolean): void {
  refuseEnded(offer, viaToken);
  if (offer.status !== 'accepted' && offer.status !== 'active')
    throw new ConflictError('Files can be added to an accepted offer only');
}

/** POST /public-api/campaign-offer/:token/upload (multipart, field file). */
export function upload(deps: AppDeps) {
  return async (c: Ctx) => {
    const offer = await tokenOffer(deps, c);
    const check = (row: OfferRow) => assertUploadable(row, true);
    check(offer);
    const attachment = await receiveUpload(deps, c, offer, { kind: 'investor', userId: offer.investorUserId }, check);
    return c.json(attachment, 201);
  };
}

/** POST /public-api/campaign-offer/:token/pdf {investmentValue?}: 410 af080e4c for an ended offer. */
export function pdf(deps: AppDeps) {
  return async (c: Ctx) => {
    const offer = await tokenOffer(deps, c);
    refuseEnded(offer, true);
    const body = await optionalJsonObject(c);
    const ctx = await offerContext(deps.database.db, offer);
    const preview = amountOf(body.investmentValue);
    if (preview !== undefined && offer.status !== 'accepted' && offer.status !== 'active')
      checkPreviewAmount(preview, ctx.campaign);
    return offerPdfResponse(await offerPdfInput(deps, ctx, documentLanguage(c, ctx.landingLanguage), preview));
  };
}

/** POST /public-api/campaign-offer/:token/invest-form {investmentValue, firstName, surname, phone, consents}. */
export function investForm(deps: AppDeps) {
  return async (c: Ctx) => {
    const landing = await linkLanding(deps, c);
    const offer = await offerOfToken(deps, landing.id, c.req.param('token')!);
    const body = await optionalJsonObject(c);
    return c.json(await submitInvestForm(deps, landing, offer, body));
  };
}
