import {
  ADVISOR_FILTER_OPERATORS,
  ADVISOR_SORT_FIELDS,
  ADVISOR_STATUSES,
  DOCUMENT_TYPES,
  advisorSchema,
  type AdvisorFormData,
  type AdvisorRow,
} from '../../../lib/contracts/advisor';
import type { AppDeps } from '../../app/app-env';
import { parseAdvisorListQuery } from '../../advisors/list-query';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  noContent,
  parsedListQuery,
  totalCountHeader,
  z,
} from '../../openapi/common';
import { activate, advisorForm, archive, create, list, one, update } from './advisors.handlers';
import type { Context } from 'hono';
import { ADVISOR_BULK_ACTIONS, ADVISOR_BULK_LIMIT } from '../../../lib/contracts/advisor-bulk';
import { V } from '../../../lib/validation/keys';
import type { AppEnv } from '../../app/app-env';
import { advisorBulkTargets, runAdvisorBulk } from '../../advisors/advisor-bulk';
import { authOf } from '../../auth/require-auth';

type BulkContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof advisorBulkSchema> }; out: { json: z.output<typeof advisorBulkSchema> } }
>;

const namedRef = z.object({ id: z.string(), name: z.string() });

/** AdvisorRow (src/lib/contracts/advisor.ts); the type check keeps the two in step. */
const advisorRowSchema: z.ZodType<AdvisorRow> = z
  .object({
    id: z.string(),
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    status: z.enum(ADVISOR_STATUSES),
    externalId: z.string().nullable(),
    brokerNetworkIds: z.array(z.string()),
    brokerNetworks: z.array(namedRef),
    documentType: z.enum(DOCUMENT_TYPES).nullable(),
    documentNumber: z.string().nullable(),
    documentExpiryDate: z.string().nullable().openapi({ description: "YYYY-MM-DD, 'indefinitely' or null" }),
    documentCountry: z.string().nullable(),
    powerOfAttorneyStartDate: z.string().nullable(),
    powerOfAttorneyEndDate: z.string().nullable(),
    editable: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('AdvisorRow');

const advisorFormDataSchema: z.ZodType<AdvisorFormData> = z
  .object({
    networks: z.array(namedRef),
    documentTypes: z.array(z.enum(DOCUMENT_TYPES)),
    countries: z.array(z.string()),
    statuses: z.array(z.enum(ADVISOR_STATUSES)),
  })
  .openapi('AdvisorFormData');

/** The list's bracket query, parsed by parseAdvisorListQuery inside the schema (the handler reads it valid). */
const advisorListQuery = parsedListQuery(
  { sortFields: ADVISOR_SORT_FIELDS, filterNames: Object.keys(ADVISOR_FILTER_OPERATORS) },
  parseAdvisorListQuery,
);

/** The body of POST /advisor/advisors/bulk: the ids chosen, or the list's filters (every advisor they match). */
const advisorBulkSchema = z
  .object({
    action: z.enum(ADVISOR_BULK_ACTIONS, { error: V.invalidValue }),
    // Up to the limit; more is refused with the limit named (advisor-bulk.ts), so the array itself takes a little more.
    advisorIds: z
      .array(z.string().max(100, { error: V.invalidValue }), { error: V.invalidValue })
      .max(ADVISOR_BULK_LIMIT * 10, { error: V.maxValue })
      .optional(),
    filter: z
      .object({
        filters: z
          .array(
            z
              .object({
                name: z.string().max(40, { error: V.invalidValue }),
                operator: z.string().max(10, { error: V.invalidValue }),
                value: z.string().max(1000, { error: V.invalidValue }),
              })
              .strict(),
          )
          .max(40, { error: V.maxValue }),
      })
      .strict()
      .optional(),
  })
  .strict();

const common = { tags: ['Advisors'], security: [{ bearer: [] }] };

const ROUTES = {
  form: defineRoute({
    ...common,
    method: 'get',
    path: '/advisor/advisor-form',
    summary: 'What the advisor form needs',
    responses: { 200: jsonResponse(advisorFormDataSchema), ...errorResponses(401, 403) },
  }),
  list: defineRoute({
    ...common,
    method: 'get',
    path: '/advisor/advisor',
    summary: 'One page of the advisors the caller sees (x-total-count: all of them)',
    request: { query: advisorListQuery },
    responses: {
      200: {
        ...jsonResponse(z.array(advisorRowSchema), 'One page'),
        headers: totalCountHeader,
      },
      ...errorResponses(400, 401, 403),
    },
  }),
  one: defineRoute({
    ...common,
    method: 'get',
    path: '/advisor/advisor/{id}',
    summary: 'One advisor',
    request: { params: idParams('id') },
    responses: { 200: jsonResponse(advisorRowSchema), ...errorResponses(401, 403, 404) },
  }),
  activate: defineRoute({
    ...common,
    method: 'patch',
    path: '/advisor/advisor/{id}/activate',
    summary: 'Activate an advisor',
    request: { params: idParams('id') },
    responses: { 200: jsonResponse(advisorRowSchema, 'Activated'), ...errorResponses(401, 403, 404, 409) },
  }),
  archive: defineRoute({
    ...common,
    method: 'delete',
    path: '/advisor/advisor/{id}',
    summary: 'Archive an advisor (status deleted; nothing is removed)',
    request: { params: idParams('id') },
    responses: { 204: noContent('Archived'), ...errorResponses(401, 403, 404, 409) },
  }),
  bulk: defineRoute({
    ...common,
    method: 'post',
    path: '/advisor/advisors/bulk',
    summary: 'The activation e-mail again, or archiving, for each chosen advisor',
    request: { body: jsonRequestBody(advisorBulkSchema) },
    responses: {
      200: jsonResponse(
        z.object({
          results: z.array(
            z.object({
              advisorId: z.string(),
              outcome: z.enum(['done', 'refused']),
              code: z.string().optional(),
              label: z.string().optional(),
            }),
          ),
        }),
        "Each advisor's outcome",
      ),
      ...errorResponses(400, 401, 403, 413, 415),
    },
  }),
};

/** The two routes that take the advisor form: its schema reads the server's (injected) clock. */
function formRoutes(clock: AppDeps['clock']) {
  // The clock is read at each validation, so the document expiry rule uses the server's today.
  const body = jsonRequestBody(
    advisorSchema(() => clock.now()),
    { description: 'The advisor form' },
  );
  return {
    create: defineRoute({
      ...common,
      method: 'post',
      path: '/advisor/advisor',
      summary: 'Add an advisor (status initial; the activation e-mail is sent)',
      request: { body },
      responses: { 201: jsonResponse(advisorRowSchema, 'Added'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    update: defineRoute({
      ...common,
      method: 'put',
      path: '/advisor/advisor/{brokerId}',
      summary: 'Change an advisor',
      request: { params: idParams('brokerId'), body },
      responses: { 200: jsonResponse(advisorRowSchema, 'Changed'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
  };
}

/**
 * Mounted at /api, behind the advisor-panel bearer guard. Who may do what: docs/decisions/0013. Every id
 * the caller may not see (another landing, no shared network, malformed) answers 404; one they see but do not
 * coordinate answers 403 to changes.
 * - GET /advisor/advisor-form -> {networks (those the caller coordinates), documentTypes, countries, statuses}
 * - GET /advisor/advisor -> AdvisorRow[] with x-total-count. Query string:
 *     limit (default 20, 1..99999; 99999 = all), offset (default 0),
 *     sorting[name]=firstName|surname|email|status|externalId|createdAt (default surname), sorting[order]=asc|desc,
 *     filters[i][name], filters[i][operator], filters[i][value]:
 *       firstName|surname|email|externalId with like (contains, any case) or leq (<= as text),
 *       status with in (comma-separated: initial,active,deleted),
 *       brokerNetworkIds with contain (comma-separated network ids; in any of them).
 *     e.g. ?filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial
 *          &sorting[name]=surname&sorting[order]=asc&limit=20&offset=0
 *     A bad parameter: 400 with a violation naming it.
 * - GET /advisor/advisor/:id -> AdvisorRow
 * - POST /advisor/advisor (advisorSchema) -> 201 AdvisorRow; status initial; the activation e-mail is sent
 * - PUT /advisor/advisor/:brokerId (advisorSchema) -> AdvisorRow
 * - PATCH /advisor/advisor/:id/activate -> AdvisorRow (status active)
 * - DELETE /advisor/advisor/:id -> 204 (status deleted; nothing is removed)
 * - POST /advisor/advisors/bulk {action: send-activation|archive, advisorIds (1-200) | filter: {filters: [{name,
 *   operator, value}]} (every advisor the list's filters match, at most 200)} -> {results: [{advisorId,
 *   outcome: done|refused, code?, label?}]}: each advisor under the single action's rules (404 not seen, 403 not
 *   coordinated, 409 archiving oneself or activation for an advisor already active); one advisors-bulk audit event.
 */
export function advisorsRoutes(deps: AppDeps) {
  const area = createArea();
  const withForm = formRoutes(deps.clock);
  addRoute(area, ROUTES.form, advisorForm(deps));
  addRoute(area, ROUTES.list, list(deps));
  addRoute(area, ROUTES.one, one(deps));
  addRoute(area, withForm.create, create(deps));
  addRoute(area, withForm.update, update(deps));
  addRoute(area, ROUTES.activate, activate(deps));
  addRoute(area, ROUTES.archive, archive(deps));
  addRoute(area, ROUTES.bulk, async (c: BulkContext) => {
    const body = c.req.valid('json');
    const caller = authOf(c);
    const ids = await advisorBulkTargets(deps, caller, body);
    return c.json({ results: await runAdvisorBulk(deps, caller, body.action, ids, c.get('requestId')) });
  });
  return area;
}
