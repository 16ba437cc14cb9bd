import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { requestLanguage, documentLanguage } from '../../campaigns/api-language';
import { NotFoundError } from '../../errors/http-error';
import type { investorProfileSchema } from '../../../lib/contracts/investor-profile';
import type { leadFormSchema } from '../../../lib/contracts/lead-form';
import { investorProfile, saveInvestorProfile } from '../../investor/profile';
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
import { verificationSteps } from '../../verification/verification-steps';
import { offerPdfInput, offerPdfResponse } from '../../pdf/offer-pdf-data';
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
import type { OfferRow } from '../../db/schema';
import { confirmAcceptance } from '../../protection/reflection';
import { offerContext } from '../../public-offer/public-offer';
import { attachmentResponse, receiveUpload } from '../../uploads/offer-attachments';
import { optionalJsonObject } from '../../app/validate';
import type { pageQuery } from './investor.openapi';

type Ctx = Context<AppEnv>;
/** The lists' context: ?limit&offset checked by the route's schema. */
type PageContext = Context<
  AppEnv,
  string,
  { in: { query: z.input<typeof pageQuery> }; out: { query: z.output<typeof pageQuery> } }
>;

const callerOf = (c: Ctx): InvestorCaller => authOf(c);
const impersonatorOf = (c: Ctx) => authOf(c).impersonatorUserId;

/** GET /investor-api/dictionary. */
export function dictionary(deps: AppDeps) {
  return async (c: Ctx) => {
    const landing = await deps.landings.byId(callerOf(c).landingId);
    if (!landing) throw new NotFoundError('Landing not found');
    return c.json(offerDictionary(landing, { investor: true }));
  };
}

/** GET /investor-api/offers?limit&offset. */
export function offers(deps: AppDeps) {
  return async (c: PageContext) => {
    const page = await listInvestorOffers(deps, callerOf(c), c.req.valid('query'), requestLanguage(c));
    c.header('x-total-count', String(page.total));
    return c.json(page.rows);
  };
}

/** GET /investor-api/offer/:id (marks an invited offer viewed). */
export function offer(deps: AppDeps) {
  return async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.param('id')!);
    const viewed = await markViewed(deps, own, { impersonatorUserId: impersonatorOf(c) });
    return c.json(await investorOfferDetail(deps, viewed));
  };
}

/** GET /investor-api/offer/:id/attachment/:attachmentId. */
export function attachment(deps: AppDeps) {
  return async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.param('id')!);
    return attachmentResponse(deps, own.id, c.req.param('attachmentId')!);
  };
}

/** PATCH /investor-api/offer/:id/interest {investmentValue?}. */
export function interest(deps: AppDeps) {
  return async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.param('id')!);
    const body = await optionalJsonObject(c);
    const updated = await declareInterest(deps, own, body.investmentValue, { impersonatorUserId: impersonatorOf(c) });
    return c.json(await investorOfferDetail(deps, updated));
  };
}

/** PATCH /investor-api/offer/:id/accept {investmentValue}. */
export function accept(deps: AppDeps) {
  return async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.param('id')!);
    const body = await optionalJsonObject(c);
    const updated = await acceptOffer(deps, own, body.investmentValue, {
      impersonatorUserId: impersonatorOf(c),
      riskConsent: body.riskConsent === true,
    });
    if (own.status !== 'accepted' && updated.status === 'accepted') await confirmAcceptance(deps, updated);
    return c.json(await investorOfferDetail(deps, updated));
  };
}

/** POST /investor-api/offer/:id/upload (multipart, field file). */
export function upload(deps: AppDeps) {
  return async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.param('id')!);
    const check = (row: OfferRow) => assertUploadable(row, false);
    check(own);
    return c.json(
      await receiveUpload(
        deps,
        c,
        own,
        { kind: 'investor', userId: own.investorUserId, impersonatorUserId: impersonatorOf(c) },
        check,
      ),
      201,
    );
  };
}

/** POST /investor-api/offer/:id/pdf {investmentValue?}: 410 6491e3a4 for an ended offer. */
export function pdf(deps: AppDeps) {
  return async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, callerOf(c), c.req.param('id')!);
    refuseEnded(own, false);
    const body = await optionalJsonObject(c);
    const ctx = await offerContext(deps.database.db, own);
    const preview = amountOf(body.investmentValue);
    if (preview !== undefined && own.status !== 'accepted' && own.status !== 'active')
      checkPreviewAmount(preview, ctx.campaign);
    return offerPdfResponse(await offerPdfInput(deps, ctx, documentLanguage(c, ctx.investor.language), preview));
  };
}

/** GET /investor-api/investor/summary. */
export function summary(deps: AppDeps) {
  return async (c: Ctx) => c.json(await investorSummary(deps, callerOf(c), requestLanguage(c)));
}

/** GET /investor-api/products?limit&offset. */
export function productList(deps: AppDeps) {
  return async (c: PageContext) => {
    const page = await listInvestorProducts(deps, callerOf(c), c.req.valid('query'), requestLanguage(c));
    c.header('x-total-count', String(page.total));
    return c.json(page.rows);
  };
}

/** GET /investor-api/product/:id. */
export function product(deps: AppDeps) {
  return async (c: Ctx) => c.json(await investorProduct(deps, callerOf(c), c.req.param('id')!, requestLanguage(c)));
}

/** GET /investor-api/verification. */
export function verification(deps: AppDeps) {
  return async (c: Ctx) => c.json(await verificationSteps(deps, callerOf(c)));
}

/** GET /investor-api/lead-form/last. */
export function lastLead(deps: AppDeps) {
  return async (c: Ctx) => c.json(await lastLeadForm(deps.database.db, callerOf(c)));
}

type LeadContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof leadFormSchema> }; out: { json: z.output<typeof leadFormSchema> } }
>;

/** POST /investor-api/lead-form. */
export function saveLead(deps: AppDeps) {
  return async (c: LeadContext) => c.json(await saveLeadForm(deps, authOf(c), c.req.valid('json')), 201);
}

/** GET /investor-api/profile. */
export function profile(deps: AppDeps) {
  return async (c: Ctx) => c.json(await investorProfile(deps, callerOf(c)));
}

type ProfileContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof investorProfileSchema> }; out: { json: z.output<typeof investorProfileSchema> } }
>;

/** PUT /investor-api/profile. */
export function saveProfile(deps: AppDeps) {
  return async (c: ProfileContext) => c.json(await saveInvestorProfile(deps, callerOf(c), c.req.valid('json')));
}
