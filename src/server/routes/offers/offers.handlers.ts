// The handlers of the advisor's offers area, each typed by its route (offers.routes.ts): input from c.req.valid,
// answers as the route declares them.
import type { Context } from 'hono';
import { OFFER_CSV_COLUMNS, type OfferCsvColumn, type OfferScope } from '../../../lib/contracts/offer-list';
import { V } from '../../../lib/validation/keys';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { callerNetworks } from '../../advisors/advisor-access';
import { authOf } from '../../auth/require-auth';
import { requestLanguage } from '../../campaigns/api-language';
import { ForbiddenError } from '../../errors/http-error';
import { ValidationError } from '../../errors/validation-error';
import { offerCsvResponse } from '../../offers/list/offer-csv-response';
import { accessOffer, networkRole } from '../../offers/list/offer-access';
import { investmentDetail, offerDetail } from '../../offers/list/offer-detail';
import { listOffers, offerKanban } from '../../offers/list/offer-list';
import { changeOfferOwner, changeStatusAsAdvisor } from '../../offers/list/offer-owner';
import type { OfferVisibility } from '../../offers/list/offer-sql';
import { attachmentResponse } from '../../uploads/offer-attachments';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './offers.routes';
import { BUILT_IN_LOST_REASONS, type LostReasonOption } from '../../../lib/offers/lost-reasons';
import { landingReasons } from '../../offers/lost-reasons';

type Routes = typeof ROUTES;

const invalid = (propertyPath: string) =>
  new ValidationError([{ propertyPath, title: V.invalidValue, message: V.invalidValue }]);

/** Who sees what; the network scope is for coordinators only (403 for everyone else). */
async function visibilityOf(deps: AppDeps, c: Context<AppEnv>, scope: OfferScope): Promise<OfferVisibility> {
  const caller = authOf(c);
  const networks =
    scope === 'network' ? await callerNetworks(deps.database.db, caller.landingId, caller.userId) : { coordinates: [] };
  if (scope === 'network' && networks.coordinates.length === 0)
    throw new ForbiddenError('Only coordinators see the offers of their networks');
  return { landingId: caller.landingId, scope, userId: caller.userId, coordinates: networks.coordinates };
}

/** GET /api/advisor/investor/offers and /offers-by-network: one page and x-total-count. */
export const list =
  (deps: AppDeps, scope: OfferScope): AppRouteHandler<Routes['ownList']> =>
  async (c) => {
    const query = c.req.valid('query').parsed;
    const visibility = await visibilityOf(deps, c, scope);
    const page = await listOffers(deps.database.db, visibility, query, requestLanguage(c));
    c.header('x-total-count', String(page.total));
    return c.json(page.rows, 200);
  };

/** GET /api/advisor/investor/offers-kanban. */
export const kanban =
  (deps: AppDeps): AppRouteHandler<Routes['kanban']> =>
  async (c) => {
    const { scope, parsed } = c.req.valid('query');
    const visibility = await visibilityOf(deps, c, scope);
    return c.json(await offerKanban(deps.database.db, visibility, parsed.filters), 200);
  };

/** ?columns=a,b,c: known columns, no repeats; ownerName only in the network scope. Default: all that apply. */
function csvColumns(value: string | undefined, scope: OfferScope): OfferCsvColumn[] {
  const all = OFFER_CSV_COLUMNS.filter((col) => scope === 'network' || col !== 'ownerName');
  if (value === undefined || value.trim() === '') return all;
  const asked = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (
    asked.length === 0 ||
    new Set(asked).size !== asked.length ||
    !asked.every((col) => (all as string[]).includes(col))
  )
    throw invalid('columns');
  return asked as OfferCsvColumn[];
}

/**
 * GET /api/advisor/investor/offers.csv: every matching row, streamed in batches. Whatever the query string can get
 * wrong is refused before the answer starts (offer-csv-response.ts): filters and sorting by the route's schema, the
 * columns by csvColumns, the scope by visibilityOf.
 */
export const csv =
  (deps: AppDeps): AppRouteHandler<Routes['csv']> =>
  async (c) => {
    const { scope, parsed: query, columns: asked } = c.req.valid('query');
    const columns = csvColumns(asked, scope);
    const visibility = await visibilityOf(deps, c, scope);
    const language = requestLanguage(c);
    return offerCsvResponse(deps, { visibility, query, columns, language }, c.get('requestId'));
  };

/** GET /api/advisor/investor/offer/:id. */
export const one =
  (deps: AppDeps): AppRouteHandler<Routes['one']> =>
  async (c) =>
    c.json(await offerDetail(deps.database.db, authOf(c), c.req.valid('param').id, requestLanguage(c)), 200);

/** GET /api/advisor/investor/offer/:id/attachment/:attachmentId: a file of an offer the caller sees. */
export const attachment =
  (deps: AppDeps): AppRouteHandler<Routes['attachment']> =>
  async (c) => {
    const { id, attachmentId } = c.req.valid('param');
    const { offer } = await accessOffer(deps.database.db, authOf(c), id);
    return attachmentResponse(deps, offer.id, attachmentId);
  };

/** GET /api/advisor/investment/:id. */
export const investment =
  (deps: AppDeps): AppRouteHandler<Routes['investment']> =>
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await investmentDetail(deps.database.db, authOf(c), id, requestLanguage(c), deps.clock.now()), 200);
  };

/**
 * PATCH /api/advisor/investor/:offerId/owner/:ownerId: the offer detail while the caller still sees it (a
 * coordinator), 204 when an advisor passed their own lead on and no longer sees it.
 */
export const owner =
  (deps: AppDeps): AppRouteHandler<Routes['owner']> =>
  async (c) => {
    const caller = authOf(c);
    const { offerId, ownerId } = c.req.valid('param');
    const updated = await changeOfferOwner(deps.database.db, caller, offerId, ownerId, deps.clock);
    if (
      updated.ownerUserId !== caller.userId &&
      !(await networkRole(deps.database.db, updated.networkId, caller.userId).then((r) => r === 'coordinator'))
    ) {
      return c.body(null, 204);
    }
    return c.json(await offerDetail(deps.database.db, caller, updated.id, requestLanguage(c)), 200);
  };

/** PATCH /api/advisor/investor/:offerId/status {status, startDate?, reason?, note?} -> the offer detail. */
export const status =
  (deps: AppDeps): AppRouteHandler<Routes['status']> =>
  async (c) => {
    const body = c.req.valid('json');
    const { offerId } = c.req.valid('param');
    await changeStatusAsAdvisor(deps.database.db, authOf(c), offerId, body, deps.clock, deps.jobs);
    return c.json(await offerDetail(deps.database.db, authOf(c), offerId, requestLanguage(c)), 200);
  };

/** GET /api/advisor/lost-reasons: what an offer of the caller's landing may be marked lost for. */
export const lostReasons =
  (deps: AppDeps): AppRouteHandler<Routes['lostReasons']> =>
  async (c) => {
    const own = await landingReasons(deps.database.db, authOf(c).landingId);
    const options: LostReasonOption[] = [
      ...BUILT_IN_LOST_REASONS.map((code) => ({ code, builtIn: true as const })),
      ...own.map((reason) => ({ code: reason.code, builtIn: false as const, labels: reason.labels })),
    ];
    return c.json(options, 200);
  };
