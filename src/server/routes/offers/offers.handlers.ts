import type { Context } from 'hono';
import { z } from 'zod';
import { OFFER_STATUSES } from '../../../lib/contracts/campaign';
import { OFFER_CSV_COLUMNS, type OfferCsvColumn, type OfferScope } from '../../../lib/contracts/offer-list';
import { formatDate, parseDate } from '../../../lib/format/date';
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
import type { offerCsvQuery, offerListQuery, offerScopeQuery } from './offers.openapi';
import { BUILT_IN_LOST_REASONS, STATUS_NOTE_MAX, type LostReasonOption } from '../../../lib/offers/lost-reasons';
import { landingReasons } from '../../offers/lost-reasons';
import { multiLine } from '../../../lib/validation/text-hygiene';

const invalid = (propertyPath: string) =>
  new ValidationError([{ propertyPath, title: V.invalidValue, message: V.invalidValue }]);

/** A handler's context with its validated query string (the route's schema). */
type QueryContext<S extends z.ZodType> = Context<
  AppEnv,
  string,
  { in: { query: z.input<S> }; out: { query: z.output<S> } }
>;

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
export function list(deps: AppDeps, scope: OfferScope) {
  return async (c: QueryContext<typeof offerListQuery>) => {
    const query = c.req.valid('query').parsed;
    const visibility = await visibilityOf(deps, c, scope);
    const page = await listOffers(deps.database.db, visibility, query, requestLanguage(c));
    c.header('x-total-count', String(page.total));
    return c.json(page.rows);
  };
}

/** GET /api/advisor/investor/offers-kanban. */
export function kanban(deps: AppDeps) {
  return async (c: QueryContext<typeof offerScopeQuery>) => {
    const { scope, parsed } = c.req.valid('query');
    const visibility = await visibilityOf(deps, c, scope);
    return c.json(await offerKanban(deps.database.db, visibility, parsed.filters));
  };
}

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
export function csv(deps: AppDeps) {
  return async (c: QueryContext<typeof offerCsvQuery>) => {
    const { scope, parsed: query, columns: asked } = c.req.valid('query');
    const columns = csvColumns(asked, scope);
    const visibility = await visibilityOf(deps, c, scope);
    const language = requestLanguage(c);
    return offerCsvResponse(deps, { visibility, query, columns, language }, c.get('requestId'));
  };
}

/** GET /api/advisor/investor/offer/:id. */
export function one(deps: AppDeps) {
  return async (c: Context<AppEnv>) =>
    c.json(await offerDetail(deps.database.db, authOf(c), c.req.param('id')!, requestLanguage(c)));
}

/** GET /api/advisor/investor/offer/:id/attachment/:attachmentId: a file of an offer the caller sees. */
export function attachment(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const { offer } = await accessOffer(deps.database.db, authOf(c), c.req.param('id')!);
    return attachmentResponse(deps, offer.id, c.req.param('attachmentId')!);
  };
}

/** GET /api/advisor/investment/:id. */
export function investment(deps: AppDeps) {
  return async (c: Context<AppEnv>) =>
    c.json(
      await investmentDetail(deps.database.db, authOf(c), c.req.param('id')!, requestLanguage(c), deps.clock.now()),
    );
}

/**
 * PATCH /api/advisor/investor/:offerId/owner/:ownerId: the offer detail while the caller still sees it (a
 * coordinator), 204 when an advisor passed their own lead on and no longer sees it.
 */
export function owner(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const caller = authOf(c);
    const updated = await changeOfferOwner(
      deps.database.db,
      caller,
      c.req.param('offerId')!,
      c.req.param('ownerId')!,
      deps.clock,
    );
    if (
      updated.ownerUserId !== caller.userId &&
      !(await networkRole(deps.database.db, updated.networkId, caller.userId).then((r) => r === 'coordinator'))
    ) {
      return c.body(null, 204);
    }
    return c.json(await offerDetail(deps.database.db, caller, updated.id, requestLanguage(c)));
  };
}

/** The body of PATCH .../status. */
export const statusChangeSchema = z.object({
  status: z.enum(OFFER_STATUSES, { error: V.invalidValue }),
  startDate: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseDate(v) !== null, { error: V.invalidDate })
    .transform((v) => (v === undefined ? undefined : formatDate(parseDate(v), 'YYYY-MM-DD'))),
  reason: z.string().trim().max(40, { error: V.invalidValue }).optional(),
  // Line breaks allowed (input hygiene refuses them in single-line fields).
  note: multiLine(z.string().trim().max(STATUS_NOTE_MAX, { error: V.maxLength })).optional(),
});

type StatusContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof statusChangeSchema> }; out: { json: z.output<typeof statusChangeSchema> } }
>;

/** PATCH /api/advisor/investor/:offerId/status {status, startDate?, reason?, note?} -> the offer detail. */
export function status(deps: AppDeps) {
  return async (c: StatusContext) => {
    const body = c.req.valid('json');
    await changeStatusAsAdvisor(deps.database.db, authOf(c), c.req.param('offerId')!, body, deps.clock, deps.jobs);
    return c.json(await offerDetail(deps.database.db, authOf(c), c.req.param('offerId')!, requestLanguage(c)));
  };
}

/** GET /api/advisor/lost-reasons: what an offer of the caller's landing may be marked lost for. */
export function lostReasons(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const own = await landingReasons(deps.database.db, authOf(c).landingId);
    const options: LostReasonOption[] = [
      ...BUILT_IN_LOST_REASONS.map((code) => ({ code, builtIn: true as const })),
      ...own.map((reason) => ({ code: reason.code, builtIn: false as const, labels: reason.labels })),
    ];
    return c.json(options);
  };
}
