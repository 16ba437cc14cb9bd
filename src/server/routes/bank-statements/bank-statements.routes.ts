// The routes of the bank statements area (mounted at /api, behind the advisor-panel bearer guard), declared for
// the OpenAPI document: bank-statements.handlers.ts answers them, bank-statements.index.ts registers them.
import { z } from 'zod';
import {
  bankCsvMappingSchema,
  bankEntryAssignSchema,
  bankEntryDismissSchema,
  bankEntryStateSchema,
  bankEntryViewSchema,
  bankImportSummarySchema,
  bankStatementViewSchema,
} from '../../../lib/contracts/bank-statement';
import {
  binarySchema,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';

const tags = ['Bank statements'];

/** The statement's file as the request's body (camt.053 XML or MT940 text), read by content, not by its type. */
const statementBody = {
  required: true,
  content: Object.fromEntries(
    ['application/octet-stream', 'application/xml', 'text/xml', 'text/plain'].map((type) => [
      type,
      { schema: binarySchema },
    ]),
  ),
};

export const ROUTES = {
  import: defineRoute({
    method: 'post',
    path: '/advisor/bank-statements',
    tags,
    summary: "Import a statement of the campaigns' account: credits matched to offers by the reference in the title",
    request: {
      query: z.object({ fileName: z.string().max(255).optional() }),
      body: statementBody,
    },
    responses: {
      201: jsonResponse(bankImportSummarySchema, 'What the import did'),
      ...errorResponses(400, 401, 403, 409, 413, 422),
    },
  }),
  entries: defineRoute({
    method: 'get',
    path: '/advisor/bank-entries',
    tags,
    summary: 'The imported entries in one state, newest booking first (review and unmatched: the queue)',
    request: {
      query: z.object({
        state: bankEntryStateSchema.default('review'),
        limit: z.coerce.number().int().min(1).max(500).default(100),
      }),
    },
    responses: {
      200: jsonResponse(z.array(bankEntryViewSchema), 'The entries'),
      ...errorResponses(400, 401, 403),
    },
  }),
  assign: defineRoute({
    method: 'post',
    path: '/advisor/bank-entries/{id}/assign',
    tags,
    summary:
      'Assign a waiting credit to an offer (its reference or id): an accepted offer becomes active, after its reflection period',
    request: { params: idParams('id'), body: jsonRequestBody(bankEntryAssignSchema) },
    responses: {
      200: jsonResponse(bankEntryViewSchema, 'The entry, assigned'),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
  dismiss: defineRoute({
    method: 'post',
    path: '/advisor/bank-entries/{id}/dismiss',
    tags,
    summary: 'Mark a waiting credit not ours, with a note saying why',
    request: { params: idParams('id'), body: jsonRequestBody(bankEntryDismissSchema) },
    responses: {
      200: jsonResponse(bankEntryViewSchema, 'The entry, dismissed'),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
  statements: defineRoute({
    method: 'get',
    path: '/advisor/bank-statements',
    tags,
    summary: 'The statements imported so far, newest first',
    request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
    responses: {
      200: jsonResponse(z.array(bankStatementViewSchema), 'The statements'),
      ...errorResponses(400, 401, 403),
    },
  }),
  csvMapping: defineRoute({
    method: 'get',
    path: '/advisor/bank-csv-mapping',
    tags,
    summary: "How the landing's bank lays out its CSV export (null until saved)",
    responses: {
      200: jsonResponse(bankCsvMappingSchema.nullable(), 'The mapping'),
      ...errorResponses(401, 403),
    },
  }),
  saveCsvMapping: defineRoute({
    method: 'put',
    path: '/advisor/bank-csv-mapping',
    tags,
    summary: "Save how the landing's bank lays out its CSV export: used for every CSV statement imported after",
    request: { body: jsonRequestBody(bankCsvMappingSchema) },
    responses: {
      200: jsonResponse(bankCsvMappingSchema, 'The mapping, saved'),
      ...errorResponses(400, 401, 403),
    },
  }),
};
