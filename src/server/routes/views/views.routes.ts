// Saved views of the offers lists (issue 19, decision 0045). Mounted at /api, behind the advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import { OFFER_FILTER_OPERATORS, OFFER_SCOPES, OFFER_SORT_FIELDS } from '../../../lib/contracts/offer-list';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '../../../lib/contracts/saved-view';
import { V } from '../../../lib/validation/keys';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  noContent,
} from '../../openapi/common';
import { createView, deleteView, listViews, updateView, type ViewCaller } from '../../views/saved-views';

const FILTER_NAMES = Object.keys(OFFER_FILTER_OPERATORS) as [string, ...string[]];

const stateShape = {
  // By name (the list's filters); the values are kept as given, so a removed campaign stays a readable id.
  filters: z
    .array(
      z
        .object({
          name: z.enum(FILTER_NAMES, { error: V.invalidValue }),
          operator: z.string().max(10, { error: V.invalidValue }),
          value: z.string().max(1000, { error: V.maxLength }),
        })
        .strict(),
    )
    .max(40, { error: V.maxValue }),
  columns: z.array(z.string().regex(/^[a-zA-Z]{1,40}$/, { error: V.invalidValue })).max(30, { error: V.maxValue }),
  sort: z
    .object({ field: z.enum(OFFER_SORT_FIELDS, { error: V.invalidValue }), order: z.enum(['asc', 'desc']) })
    .strict(),
  perPage: z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)], { error: V.invalidValue }),
  view: z.enum(['table', 'kanban'], { error: V.invalidValue }),
};

const viewInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: V.required }).max(SAVED_VIEW_NAME_MAX, { error: V.maxLength }),
    scope: z.enum(OFFER_SCOPES, { error: V.invalidValue }).optional(),
    shared: z.boolean({ error: V.invalidValue }),
    networkId: z.string().max(64).nullable().optional(),
    isDefault: z.boolean({ error: V.invalidValue }).optional(),
    ...stateShape,
  })
  .strict();

const viewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(OFFER_SCOPES),
    shared: z.boolean(),
    networkId: z.string().nullable(),
    isDefault: z.boolean(),
    mine: z.boolean(),
    ownerName: z.string(),
    ...stateShape,
    filters: z.array(z.object({ name: z.string(), operator: z.string(), value: z.string() })),
    perPage: z.number().int(),
  })
  .openapi('SavedView') satisfies z.ZodType<SavedView>;

const tags = ['Saved views'];
const listRoute = defineRoute({
  method: 'get',
  path: '/advisor/views',
  tags,
  summary: 'The caller’s saved views of the offers lists and those shared with their networks',
  responses: { 200: jsonResponse(z.array(viewSchema), 'The views, oldest first'), ...errorResponses(401, 403) },
});
const createRoute = defineRoute({
  method: 'post',
  path: '/advisor/views',
  tags,
  summary: 'Save a view',
  request: { body: jsonRequestBody(viewInputSchema) },
  responses: {
    201: jsonResponse(viewSchema, 'The view'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});
const updateRoute = defineRoute({
  method: 'put',
  path: '/advisor/views/{id}',
  tags,
  summary: 'Rename, change, share or make default a view of one’s own',
  request: { params: idParams('id'), body: jsonRequestBody(viewInputSchema) },
  responses: { 200: jsonResponse(viewSchema, 'The view'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const deleteRoute = defineRoute({
  method: 'delete',
  path: '/advisor/views/{id}',
  tags,
  summary: 'Delete a view of one’s own',
  request: { params: idParams('id') },
  responses: { 204: noContent('Deleted'), ...errorResponses(401, 403, 404) },
});

type BodyContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof viewInputSchema> }; out: { json: z.output<typeof viewInputSchema> } }
>;

async function oneView(deps: AppDeps, caller: ViewCaller, id: string) {
  return (await listViews(deps.database.db, caller)).find((v) => v.id === id)!;
}

/**
 * - GET /advisor/views -> SavedView[]: the caller's own views and those shared with a network they are in.
 * - POST /advisor/views {name, scope?, filters, columns, sort: {field, order}, perPage, view, shared, networkId?,
 *   isDefault?} -> 201 SavedView. shared needs networkId, a network the caller coordinates (else 400 on networkId);
 *   a shared view cannot be a default; at most 50 views a person (409, parameters.limit).
 * - PUT /advisor/views/:id (the same body) -> SavedView; DELETE -> 204. Only the maker: 403 for a view shared with
 *   the caller, 404 for one they do not see.
 */
export function viewsRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, listRoute, async (c: Context<AppEnv>) => c.json(await listViews(deps.database.db, authOf(c))));
  addRoute(area, createRoute, async (c: BodyContext) => {
    const caller = authOf(c);
    const id = await createView(deps.database.db, caller, c.req.valid('json'), deps.clock);
    return c.json(await oneView(deps, caller, id), 201);
  });
  addRoute(area, updateRoute, async (c: BodyContext) => {
    const caller = authOf(c);
    const id = c.req.param('id')!;
    await updateView(deps.database.db, caller, id, c.req.valid('json'), deps.clock);
    return c.json(await oneView(deps, caller, id.toLowerCase()));
  });
  addRoute(area, deleteRoute, async (c: Context<AppEnv>) => {
    await deleteView(deps.database.db, authOf(c), c.req.param('id')!);
    return c.body(null, 204);
  });
  return area;
}
