// The investor's GDPR requests in the investor panel's API (issue 20, decision 0054), added to the area of
// investor.routes.ts: the state of their exports and erasure answers, asking for an export (prepared in the
// background), downloading it, and asking to erase.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import {
  addRoute,
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonResponse,
  z,
  type createArea,
} from '../../openapi/common';
import {
  DATA_EXPORT_STATUSES,
  ERASURE_KINDS,
  RETENTION_REASONS,
  type DataExportView,
  type ErasureView,
  type PrivacyView,
} from '../../../lib/contracts/privacy';
import { dataExportResponse, privacyView, requestDataExport } from '../../privacy/data-export';
import { answerErasure } from '../../privacy/erasure';

const tags = ['Investor privacy'];

const dataExportSchema = z
  .object({
    id: z.string(),
    status: z.enum(DATA_EXPORT_STATUSES),
    requestedAt: z.string(),
    readyAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    sizeBytes: z.number().int().nullable(),
    downloadedAt: z.string().nullable(),
  })
  .openapi('DataExport') satisfies z.ZodType<DataExportView>;

const erasureItemSchema = z.object({
  kind: z.enum(ERASURE_KINDS),
  reason: z.enum(RETENTION_REASONS).optional().openapi({ description: 'Why a kept kind is kept' }),
  keptUntil: z
    .string()
    .nullable()
    .optional()
    .openapi({ description: 'The last day it is kept (YYYY-MM-DD); null while the relationship or account lasts' }),
});

const erasureSchema = z
  .object({
    id: z.string(),
    requestedAt: z.string(),
    outcome: z.object({
      erased: z.array(erasureItemSchema),
      kept: z.array(erasureItemSchema),
      relationshipEnd: z.string().nullable(),
    }),
  })
  .openapi('ErasureAnswer') satisfies z.ZodType<ErasureView>;

const privacySchema = z
  .object({ exports: z.array(dataExportSchema), erasures: z.array(erasureSchema) })
  .openapi('PrivacyView') satisfies z.ZodType<PrivacyView>;

const viewRoute = defineRoute({
  method: 'get',
  path: '/privacy',
  tags,
  summary: "The investor's data exports and the answers to their erasure requests, newest first",
  responses: { 200: jsonResponse(privacySchema, 'The privacy state'), ...errorResponses(400, 401, 403) },
});

const exportRoute = defineRoute({
  method: 'post',
  path: '/privacy/export',
  tags,
  summary: 'Ask for an export of all their data (a ZIP of data.json and the files), prepared in the background',
  responses: {
    202: jsonResponse(dataExportSchema, 'The export, pending; an e-mail follows when it is ready'),
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

const downloadRoute = defineRoute({
  method: 'get',
  path: '/privacy/export/{id}',
  tags,
  summary: 'Download a ready export (its investor only, for seven days)',
  request: { params: idParams('id') },
  responses: {
    200: fileResponse('application/zip', 'The export as a ZIP'),
    ...errorResponses(400, 401, 403, 404, 409, 410),
  },
});

const erasureRoute = defineRoute({
  method: 'post',
  path: '/privacy/erasure',
  tags,
  summary: 'Ask to erase their data: erased what the law lets go, kept the rest with the legal reason and end date',
  responses: {
    201: jsonResponse(erasureSchema, 'The answer, also e-mailed'),
    ...errorResponses(400, 401, 403, 404),
  },
});

type Ctx = Context<AppEnv>;

/**
 * - GET /privacy -> PrivacyView {exports, erasures}.
 * - POST /privacy/export -> 202 DataExport (pending); 409 3de339a6 while one is being prepared.
 * - GET /privacy/export/:id -> application/zip attachment; 404 for another's or unknown, 409 e8686064 not ready,
 *   410 0ddcf23d expired.
 * - POST /privacy/erasure -> 201 ErasureAnswer {erased, kept (reason, keptUntil), relationshipEnd}.
 * A coordinator viewing the panel as the investor gets 403 on the last three: only the data subject asks.
 */
export function addPrivacyRoutes(area: ReturnType<typeof createArea>, deps: AppDeps): void {
  addRoute(area, viewRoute, async (c: Ctx) => c.json(await privacyView(deps.database.db, deps.clock, authOf(c))));
  addRoute(area, exportRoute, async (c: Ctx) => c.json(await requestDataExport(deps, authOf(c)), 202));
  addRoute(area, downloadRoute, async (c: Ctx) => dataExportResponse(deps, authOf(c), c.req.param('id')!));
  addRoute(area, erasureRoute, async (c: Ctx) => c.json(await answerErasure(deps, authOf(c)), 201));
}
