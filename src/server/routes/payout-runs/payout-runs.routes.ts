// The routes of the payout runs area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: payout-runs.handlers.ts answers them, payout-runs.index.ts registers them.
import { z } from 'zod';
import {
  payoutDueCampaignSchema,
  payoutRunApproveSchema,
  payoutRunCreateSchema,
  payoutRunExecuteSchema,
  payoutRunSummarySchema,
  payoutRunViewSchema,
} from '../../../lib/contracts/payout-run';
import { firstValues, langQuery, langShape } from '../../../lib/contracts/common';
import { MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from '../../uploads/upload-limits';
import {
  attachmentFileResponse,
  binarySchema,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';

const tags = ['Payout runs'];

/**
 * A held line's account as multipart/form-data: the account and the investor's instruction (`file`). Documentation
 * only: the service reads the form itself (src/server/uploads/multipart-upload.ts) after checking who asks.
 */
const lineAccountBody = {
  required: true,
  description:
    `account (spaces, dashes and lower case accepted; PLN: a Polish NRB or PL IBAN, EUR: an IBAN) and \`file\`, the ` +
    `investor's instruction: ${UPLOAD_MEDIA_TYPES.join(', ')} by content, at most ${MAX_UPLOAD_BYTES} bytes`,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['account', 'file'],
        properties: { account: { type: 'string' as const, maxLength: 100 }, file: binarySchema },
      },
    },
  },
};

export const ROUTES = {
  list: defineRoute({
    method: 'get',
    path: '/advisor/payout-runs',
    tags,
    summary: "The landing's payout runs, newest schedule date first",
    request: {
      query: firstValues(z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), ...langShape })),
    },
    responses: {
      200: jsonResponse(z.array(payoutRunSummarySchema), 'The runs'),
      ...errorResponses(400, 401, 403),
    },
  }),
  dueDates: defineRoute({
    method: 'get',
    path: '/advisor/payout-due-dates',
    tags,
    summary:
      "The schedule dates a run can be built for: per campaign, the days with active offers' rows to pay in no run",
    request: { query: langQuery },
    responses: {
      200: jsonResponse(z.array(payoutDueCampaignSchema), 'The campaigns with their due dates'),
      ...errorResponses(401, 403),
    },
  }),
  create: defineRoute({
    method: 'post',
    path: '/advisor/payout-runs',
    tags,
    summary:
      "Build a campaign's payout run for a schedule date (a further run when the date has one: the rows in no run): " +
      'interest, tax withheld and principal per active offer',
    request: { query: langQuery, body: jsonRequestBody(payoutRunCreateSchema) },
    responses: {
      201: jsonResponse(payoutRunViewSchema, 'The run, a draft'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  }),
  one: defineRoute({
    method: 'get',
    path: '/advisor/payout-runs/{id}',
    tags,
    summary: 'One payout run with its lines',
    request: { params: idParams('id'), query: langQuery },
    responses: {
      200: jsonResponse(payoutRunViewSchema, 'The run'),
      ...errorResponses(401, 403, 404),
    },
  }),
  approve: defineRoute({
    method: 'post',
    path: '/advisor/payout-runs/{id}/approve',
    tags,
    summary: 'Approve a draft payout run: its bank file can then be downloaded',
    description:
      'The tax of each line is checked once more for the payment day (the schedule date, or today when later) and the ' +
      'certificates of residence in force now. When it changed, or when the totals the desk has seen (`seen`) are not ' +
      "the run's, nothing is approved: 409 `payoutRunRetaxed` (parameters.lines: the lines changed now); review the " +
      'run and approve again. 409 `payoutRunState` for a run that is not a draft.',
    request: {
      params: idParams('id'),
      query: langQuery,
      body: jsonRequestBody(payoutRunApproveSchema, {
        optional: true,
        description: 'The totals the desk has seen (`seen.tax`, `seen.payout`, minor units)',
      }),
    },
    responses: {
      200: jsonResponse(payoutRunViewSchema, 'The run, approved'),
      ...errorResponses(401, 403, 404, 409),
    },
  }),
  file: defineRoute({
    method: 'get',
    path: '/advisor/payout-runs/{id}/file',
    tags,
    summary: 'The bank file of an approved run: pain.001.001.09 XML for EUR, Elixir-O (Windows-1250) for PLN',
    request: { params: idParams('id') },
    responses: {
      200: {
        description: 'The file, held lines left out',
        content: {
          'application/xml': { schema: binarySchema },
          'application/octet-stream': { schema: binarySchema },
        },
      },
      ...errorResponses(401, 403, 404, 409),
    },
  }),
  execute: defineRoute({
    method: 'post',
    path: '/advisor/payout-runs/{id}/execute',
    tags,
    summary:
      'Mark an approved run executed on a day from its schedule date to today: its schedule rows paid, the ' +
      'investors mailed',
    request: { params: idParams('id'), query: langQuery, body: jsonRequestBody(payoutRunExecuteSchema) },
    responses: {
      200: jsonResponse(payoutRunViewSchema, 'The run, executed'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  }),
  lineAccount: defineRoute({
    method: 'put',
    path: '/advisor/payout-runs/{id}/lines/{lineId}/account',
    tags,
    summary:
      "Set by hand the account of a draft run's line held for want of an account, with the investor's instruction " +
      'as its evidence: the line goes into the file',
    request: {
      params: idParams('id', 'lineId'),
      query: langQuery,
      body: lineAccountBody,
    },
    responses: {
      200: jsonResponse(payoutRunViewSchema, 'The run, the line no longer held'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
    },
  }),
  lineEvidence: defineRoute({
    method: 'get',
    path: '/advisor/payout-runs/{id}/lines/{lineId}/account-evidence',
    tags,
    summary:
      "The evidence kept with a line's account set by hand (the investor's instruction); the download is audited",
    request: { params: idParams('id', 'lineId') },
    responses: {
      200: attachmentFileResponse,
      ...errorResponses(401, 403, 404),
    },
  }),
};
