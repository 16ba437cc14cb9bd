// The routes of the offer tasks area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: offer-tasks.handlers.ts answers them, offer-tasks.index.ts registers them.
import { offerTaskDoneSchema, offerTaskInputSchema, offerTaskSchema } from '../../../lib/contracts/offer-task';
import { defineRoute, errorResponses, idParams, jsonRequestBody, jsonResponse, z } from '../../openapi/common';

const tags = ['Offers'];
const tasks = z.array(offerTaskSchema);

export const ROUTES = {
  list: defineRoute({
    method: 'get',
    path: '/advisor/investor/offer/{offerId}/tasks',
    tags,
    summary: 'The tasks on an offer: open ones by due day, then the done ones',
    request: { params: idParams('offerId') },
    responses: { 200: jsonResponse(tasks, 'The tasks'), ...errorResponses(401, 403, 404) },
  }),
  add: defineRoute({
    method: 'post',
    path: '/advisor/investor/offer/{offerId}/tasks',
    tags,
    summary: 'Add a task to an offer (its owner or a coordinator of its network)',
    request: { params: idParams('offerId'), body: jsonRequestBody(offerTaskInputSchema) },
    responses: { 201: jsonResponse(tasks, 'The offer’s tasks'), ...errorResponses(400, 401, 403, 404, 413, 415) },
  }),
  done: defineRoute({
    method: 'patch',
    path: '/advisor/tasks/{taskId}',
    tags,
    summary: 'Mark a task done, or open again',
    request: { params: idParams('taskId'), body: jsonRequestBody(offerTaskDoneSchema) },
    responses: { 200: jsonResponse(tasks, 'The offer’s tasks'), ...errorResponses(400, 401, 403, 404, 413, 415) },
  }),
  due: defineRoute({
    method: 'get',
    path: '/advisor/tasks',
    tags,
    summary: 'The caller’s open tasks due today or earlier (the home)',
    responses: { 200: jsonResponse(tasks, 'Oldest day first, at most 100'), ...errorResponses(401, 403) },
  }),
};
