// POST /api/advisor/investor/offers/bulk (issue 19, decision 0044): one action on many offers. Mounted at /api,
// behind the advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import { STATUS_NOTE_MAX } from '../../../lib/offers/lost-reasons';
import { BULK_ACTIONS, BULK_LIMIT, type BulkAnswer } from '../../../lib/contracts/offer-bulk';
import { OFFER_CSV_COLUMNS, OFFER_SCOPES } from '../../../lib/contracts/offer-list';
import { V } from '../../../lib/validation/keys';
import { multiLine } from '../../../lib/validation/text-hygiene';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { apiLanguage } from '../../campaigns/api-language';
import { bulkTargets, bulkVisibility, runBulk } from '../../offers/bulk/offer-bulk';
import { offerCsvResponse } from '../../offers/list/offer-csv-response';
import { addRoute, createArea, defineRoute, errorResponses, fileResponse, jsonRequestBody } from '../../openapi/common';
import { langQuery } from '../../../lib/contracts/common';

const text = (max: number) => z.string().max(max, { error: V.maxLength });

const bulkRequestSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: V.invalidValue }),
    // Up to the limit; more is refused with the limit named (offer-bulk.ts), so the array itself takes a little more.
    // Each an id as the database writes one (any 8-4-4-4-12 hex, which z.uuid's RFC versions would narrow): anything
    // else fails its uuid cast in the query, which for export comes after the CSV's header went out.
    offerIds: z
      .array(z.guid({ error: V.invalidValue }))
      .max(BULK_LIMIT * 10, { error: V.maxValue })
      .optional(),
    filter: z
      .object({
        scope: z.enum(OFFER_SCOPES, { error: V.invalidValue }),
        filters: z
          .array(z.object({ name: text(40), operator: text(10), value: text(1000) }).strict())
          .max(40, { error: V.maxValue }),
      })
      .strict()
      .optional(),
    ownerId: text(64).optional(),
    reason: z.string().trim().max(40, { error: V.invalidValue }).optional(),
    note: multiLine(z.string().trim().max(STATUS_NOTE_MAX, { error: V.maxLength })).optional(),
    columns: z
      .array(z.enum(OFFER_CSV_COLUMNS, { error: V.invalidValue }))
      .min(1)
      .max(OFFER_CSV_COLUMNS.length)
      .optional(),
  })
  .strict()
  .openapi('BulkRequest');

const bulkAnswerSchema = z
  .object({
    results: z.array(
      z.object({
        offerId: z.string(),
        outcome: z.enum(['done', 'refused']),
        code: z.string().optional(),
        label: z.string().optional(),
      }),
    ),
  })
  .openapi('BulkAnswer') satisfies z.ZodType<BulkAnswer>;

const bulkRoute = defineRoute({
  method: 'post',
  path: '/advisor/investor/offers/bulk',
  tags: ['Offers'],
  summary: 'One action on many offers (owner, KYC questionnaire, lost, CSV export)',
  request: { query: langQuery, body: jsonRequestBody(bulkRequestSchema) },
  responses: {
    200: {
      description: 'Each offer’s outcome; for export the CSV of the chosen offers the caller may see',
      content: {
        'application/json': { schema: bulkAnswerSchema },
        'text/csv': fileResponse('text/csv').content['text/csv'],
      },
    },
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

type BulkContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof bulkRequestSchema> }; out: { json: z.output<typeof bulkRequestSchema> } }
>;

/**
 * export: the chosen offers the caller may see, as the offers.csv export writes them (others are left out). The
 * body is checked whole by its schema before this runs, ids included, and the ids are resolved here: nothing of the
 * request is left to fail once the CSV has started (offer-csv-response.ts).
 */
async function exportCsv(deps: AppDeps, c: BulkContext) {
  const body = c.req.valid('json');
  const caller = authOf(c);
  const language = apiLanguage(c.req.query('lang'), c.req.header('accept-language'));
  const ids = await bulkTargets(deps, caller, body);
  const visibility = await bulkVisibility(deps, caller, 'visible');
  const query = {
    filters: [{ name: 'id' as const, operator: 'in' as const, value: ids }],
    sorting: { name: 'statusDate' as const, order: 'desc' as const },
  };
  const columns = body.columns ?? OFFER_CSV_COLUMNS;
  return offerCsvResponse(deps, { visibility, query, columns, language }, c.get('requestId'));
}

/**
 * - POST /advisor/investor/offers/bulk {action, offerIds? | filter?: {scope, filters: [{name, operator, value}]},
 *   ownerId?, reason?, note?, columns?} -> {results: [{offerId, outcome: done|refused, code?, label?}]}, or for
 *   export the CSV. At most 1000 offers (ids, or what the filter matches): more is 400 with parameters.limit.
 *   owner needs ownerId (an active advisor of each offer's network), lost a reason the landing offers (checked
 *   once, 400 before any change); each offer then goes through the single action's rules in its own transaction,
 *   and a refusal (not visible 404, another advisor's lead 403, a move the status machine refuses 409, a new owner
 *   outside the offer's network 400) is that offer's result. kyc-invite sends each investor one questionnaire.
 *   remind sends the reminder of each offer's step (decision 0049); refused with 409 reminders.errors.* for an
 *   offer in another status, a step already reminded, the landing's limit reached or a campaign not running.
 */
export function offersBulkRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, bulkRoute, async (c: BulkContext) => {
    const body = c.req.valid('json');
    if (body.action === 'export') return exportCsv(deps, c);
    return c.json({ results: await runBulk(deps, authOf(c), body) } satisfies BulkAnswer);
  });
  return area;
}
