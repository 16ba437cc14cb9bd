// The handlers of the investor panel's API, each typed by its route (investor.routes.ts): input from c.req.valid
// (the interest, accept and PDF bodies are read by optionalJsonObject, the upload by receiveUpload), answers as the
// route declares them.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { requestLanguage, documentLanguage } from '../../campaigns/api-language';
import type { OfferRow } from '../../db/schema';
import { NotFoundError } from '../../errors/http-error';
import {
  investorOfferDetail,
  investorProduct,
  investorSummary,
  lastLeadForm,
  listInvestorOffers,
  listInvestorProducts,
  ownOffer,
  saveLeadForm,
  type InvestorCaller,
} from '../../investor/investor-offers';
import { investorProfile, saveInvestorProfile } from '../../investor/profile';
import type { AppRouteHandler } from '../../openapi/common';
import { offerPdfInput, offerPdfResponse } from '../../pdf/offer-pdf-data';
import { confirmAcceptance } from '../../protection/reflection';
import { offerDictionary } from '../../public-offer/dictionary';
import {
  acceptOffer,
  amountOf,
  checkPreviewAmount,
  declareInterest,
  markViewed,
  refuseEnded,
  assertUploadable,
} from '../../public-offer/offer-actions';
import { offerContext } from '../../public-offer/public-offer';
import { attachmentResponse, receiveUpload } from '../../uploads/offer-attachments';
import { verificationSteps } from '../../verification/verification-steps';
import { optionalJsonObject } from '../../app/validate';
import type { ROUTES } from './investor.routes';

type Routes = typeof ROUTES;

const callerOf = (c: Context<AppEnv>): InvestorCaller => authOf(c);
const impersonatorOf = (c: Context<AppEnv>) => authOf(c).impersonatorUserId;

/** GET /investor-api/dictionary. */
export const dictionary =
  (deps: AppDeps): AppRouteHandler<Routes['dictionary']> =>
  async (c) => {
    const landing = await deps.landings.byId(callerOf(c).landingId);
    if (!landing) throw new NotFoundError('Landing not found');
    return c.json(offerDictionary(landing, { investor: true }), 200);
  };

/** GET /investor-api/offers?limit&offset. */
export const offers =
  (deps: AppDeps): AppRouteHandler<Routes['offers']> =>
  async (c) => {
    const page = await listInvestorOffers(deps, callerOf(c), c.req.valid('query'), requestLanguage(c));
    c.header('x-total-count', String(page.total));
    return c.json(page.rows, 200);
  };

/** GET /investor-api/offer/:id (marks an invited offer viewed). */
export const offer =
  (deps: AppDeps): AppRouteHandler<Routes['offer']> =>
  async (c) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.valid('param').id);
    const viewed = await markViewed(deps, own, { impersonatorUserId: impersonatorOf(c) });
    return c.json(await investorOfferDetail(deps, viewed, requestLanguage(c)), 200);
  };

/** GET /investor-api/offer/:id/attachment/:attachmentId: the file as it is stored. */
export const attachment =
  (deps: AppDeps): AppRouteHandler<Routes['attachment']> =>
  async (c) => {
    const { id, attachmentId } = c.req.valid('param');
    const own = await ownOffer(deps.database.db, callerOf(c), id);
    return attachmentResponse(deps, own.id, attachmentId);
  };

/** PATCH /investor-api/offer/:id/interest {investmentValue?}. */
export const interest =
  (deps: AppDeps): AppRouteHandler<Routes['interest']> =>
  async (c) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.valid('param').id);
    const body = await optionalJsonObject(c);
    const updated = await declareInterest(deps, own, body.investmentValue, { impersonatorUserId: impersonatorOf(c) });
    return c.json(await investorOfferDetail(deps, updated, requestLanguage(c)), 200);
  };

/** PATCH /investor-api/offer/:id/accept {investmentValue, riskConsent?}. */
export const accept =
  (deps: AppDeps): AppRouteHandler<Routes['accept']> =>
  async (c) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.valid('param').id);
    const body = await optionalJsonObject(c);
    const updated = await acceptOffer(deps, own, body.investmentValue, {
      impersonatorUserId: impersonatorOf(c),
      riskConsent: body.riskConsent === true,
    });
    if (own.status !== 'accepted' && updated.status === 'accepted') await confirmAcceptance(deps, updated);
    return c.json(await investorOfferDetail(deps, updated, requestLanguage(c)), 200);
  };

/** POST /investor-api/offer/:id/upload (multipart, field file) -> 201. */
export const upload =
  (deps: AppDeps): AppRouteHandler<Routes['upload']> =>
  async (c) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.valid('param').id);
    const check = (row: OfferRow) => assertUploadable(row, false);
    check(own);
    const uploader = { kind: 'investor' as const, userId: own.investorUserId, impersonatorUserId: impersonatorOf(c) };
    return c.json(await receiveUpload(deps, c, own, uploader, check), 201);
  };

/** POST /investor-api/offer/:id/pdf {investmentValue?}: 410 6491e3a4 for an ended offer. */
export const pdf =
  (deps: AppDeps): AppRouteHandler<Routes['pdf']> =>
  async (c) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.valid('param').id);
    refuseEnded(own, false);
    const body = await optionalJsonObject(c);
    const ctx = await offerContext(deps.database.db, own);
    const preview = amountOf(body.investmentValue);
    if (preview !== undefined && own.status !== 'accepted' && own.status !== 'active')
      checkPreviewAmount(preview, ctx.campaign);
    return offerPdfResponse(await offerPdfInput(deps, ctx, documentLanguage(c, ctx.investor.language), preview));
  };

/** GET /investor-api/investor/summary. */
export const summary =
  (deps: AppDeps): AppRouteHandler<Routes['summary']> =>
  async (c) =>
    c.json(await investorSummary(deps, callerOf(c), requestLanguage(c)), 200);

/** GET /investor-api/products?limit&offset. */
export const productList =
  (deps: AppDeps): AppRouteHandler<Routes['productList']> =>
  async (c) => {
    const page = await listInvestorProducts(deps, callerOf(c), c.req.valid('query'), requestLanguage(c));
    c.header('x-total-count', String(page.total));
    return c.json(page.rows, 200);
  };

/** GET /investor-api/product/:id. */
export const product =
  (deps: AppDeps): AppRouteHandler<Routes['product']> =>
  async (c) =>
    c.json(await investorProduct(deps, callerOf(c), c.req.valid('param').id, requestLanguage(c)), 200);

/** GET /investor-api/verification. */
export const verification =
  (deps: AppDeps): AppRouteHandler<Routes['verification']> =>
  async (c) =>
    c.json(await verificationSteps(deps, callerOf(c)), 200);

/** GET /investor-api/lead-form/last. */
export const lastLead =
  (deps: AppDeps): AppRouteHandler<Routes['lastLead']> =>
  async (c) =>
    c.json(await lastLeadForm(deps.database.db, callerOf(c)), 200);

/** POST /investor-api/lead-form -> 201. */
export const saveLead =
  (deps: AppDeps): AppRouteHandler<Routes['saveLead']> =>
  async (c) =>
    c.json(await saveLeadForm(deps, authOf(c), c.req.valid('json')), 201);

/** GET /investor-api/profile. */
export const profile =
  (deps: AppDeps): AppRouteHandler<Routes['profile']> =>
  async (c) =>
    c.json(await investorProfile(deps, callerOf(c)), 200);

/** PUT /investor-api/profile. */
export const saveProfile =
  (deps: AppDeps): AppRouteHandler<Routes['saveProfile']> =>
  async (c) =>
    c.json(await saveInvestorProfile(deps, callerOf(c), c.req.valid('json')), 200);
