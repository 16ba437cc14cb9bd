// The routes of the advisors area (mounted at /api, behind the advisor-panel bearer guard), declared for the OpenAPI
// document: advisors.handlers.ts answers them, advisors.index.ts registers them. Who may do what: docs/decisions/0013.
import {
  ADVISOR_FILTER_OPERATORS,
  ADVISOR_SORT_FIELDS,
  advisorFormDataSchema,
  advisorRowSchema,
  advisorSchema,
} from '../../../lib/contracts/advisor';
import { advisorBulkResponseSchema, advisorBulkSchema } from '../../../lib/contracts/advisor-bulk';
import type { AppDeps } from '../../app/app-env';
import { parseAdvisorListQuery } from '../../advisors/list-query';
import {
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

/** The list's bracket query, parsed by parseAdvisorListQuery inside the schema (the handler reads it valid). */
const advisorListQuery = parsedListQuery(
  { sortFields: ADVISOR_SORT_FIELDS, filterNames: Object.keys(ADVISOR_FILTER_OPERATORS) },
  parseAdvisorListQuery,
);

const common = { tags: ['Advisors'], security: [{ bearer: [] }] };

export const ROUTES = {
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
      200: jsonResponse(advisorBulkResponseSchema, "Each advisor's outcome"),
      ...errorResponses(400, 401, 403, 413, 415),
    },
  }),
};

/** The two routes that take the advisor form: its schema reads the server's (injected) clock. */
export function formRoutes(clock: AppDeps['clock']) {
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

export type FormRoutes = ReturnType<typeof formRoutes>;
