// The routes of the investor's GDPR requests in the investor panel's API (issue 20, decision 0054), mounted at
// /investor-api behind the investor-panel bearer guard: privacy.handlers.ts answers them, privacy.index.ts registers
// them. The state of their exports and erasure answers, asking for an export (prepared in the background),
// downloading it, and asking to erase.
import { dataExportSchema, erasureSchema, privacySchema } from '../../../lib/contracts/privacy';
import { defineRoute, errorResponses, fileResponse, idParams, jsonResponse } from '../../openapi/common';

const tags = ['Investor privacy'];

export const ROUTES = {
  view: defineRoute({
    method: 'get',
    path: '/privacy',
    tags,
    summary: "The investor's data exports and the answers to their erasure requests, newest first",
    responses: { 200: jsonResponse(privacySchema, 'The privacy state'), ...errorResponses(400, 401, 403) },
  }),
  export: defineRoute({
    method: 'post',
    path: '/privacy/export',
    tags,
    summary: 'Ask for an export of all their data (a ZIP of data.json and the files), prepared in the background',
    responses: {
      202: jsonResponse(dataExportSchema, 'The export, pending; an e-mail follows when it is ready'),
      ...errorResponses(400, 401, 403, 409, 429),
    },
  }),
  download: defineRoute({
    method: 'get',
    path: '/privacy/export/{id}',
    tags,
    summary: 'Download a ready export (its investor only, for seven days)',
    request: { params: idParams('id') },
    responses: {
      200: fileResponse('application/zip', 'The export as a ZIP'),
      ...errorResponses(400, 401, 403, 404, 409, 410),
    },
  }),
  erasure: defineRoute({
    method: 'post',
    path: '/privacy/erasure',
    tags,
    summary: 'Ask to erase their data: erased what the law lets go, kept the rest with the legal reason and end date',
    responses: {
      201: jsonResponse(erasureSchema, 'The answer, also e-mailed'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
};
