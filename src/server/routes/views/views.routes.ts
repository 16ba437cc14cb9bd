// The routes of the saved views area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: views.handlers.ts answers them, views.index.ts registers them.
import { savedViewInputSchema, savedViewSchema } from '../../../lib/contracts/saved-view';
import {
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  noContent,
  z,
} from '../../openapi/common';

const tags = ['Saved views'];

export const ROUTES = {
  list: defineRoute({
    method: 'get',
    path: '/advisor/views',
    tags,
    summary: 'The caller’s saved views of the offers lists and those shared with their networks',
    responses: { 200: jsonResponse(z.array(savedViewSchema), 'The views, oldest first'), ...errorResponses(401, 403) },
  }),
  create: defineRoute({
    method: 'post',
    path: '/advisor/views',
    tags,
    summary: 'Save a view',
    request: { body: jsonRequestBody(savedViewInputSchema) },
    responses: {
      201: jsonResponse(savedViewSchema, 'The view'),
      ...errorResponses(400, 401, 403, 409, 413, 415),
    },
  }),
  update: defineRoute({
    method: 'put',
    path: '/advisor/views/{id}',
    tags,
    summary: 'Rename, change, share or make default a view of one’s own',
    request: { params: idParams('id'), body: jsonRequestBody(savedViewInputSchema) },
    responses: { 200: jsonResponse(savedViewSchema, 'The view'), ...errorResponses(400, 401, 403, 404, 413, 415) },
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/advisor/views/{id}',
    tags,
    summary: 'Delete a view of one’s own',
    request: { params: idParams('id') },
    responses: { 204: noContent('Deleted'), ...errorResponses(401, 403, 404) },
  }),
};
