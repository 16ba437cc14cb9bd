// Tasks on offers (issue 19, decision 0047). Mounted at /api, behind the advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import { formatDate, parseDate } from '../../../lib/format/date';
import { TASK_KINDS, TASK_TITLE_MAX, type OfferTask } from '../../../lib/contracts/offer-task';
import { V } from '../../../lib/validation/keys';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { addTask, dueTasks, listTasks, setTaskDone } from '../../offers/offer-tasks';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';

const taskInputSchema = z
  .object({
    kind: z.enum(TASK_KINDS, { error: V.invalidValue }),
    title: z.string().trim().max(TASK_TITLE_MAX, { error: V.maxLength }).optional(),
    dueDate: z
      .string()
      .max(20)
      .refine((v) => parseDate(v) !== null, { error: V.invalidDate })
      .transform((v) => formatDate(parseDate(v), 'YYYY-MM-DD')),
    assigneeId: z.string().max(64).optional(),
  })
  .strict();

const doneSchema = z.object({ done: z.boolean({ error: V.invalidValue }) }).strict();

export const taskSchema = z
  .object({
    id: z.string(),
    offerId: z.string(),
    kind: z.enum(TASK_KINDS),
    title: z.string().nullable(),
    dueDate: z.string(),
    assignee: z.object({ id: z.string(), name: z.string() }),
    investorName: z.string(),
    doneAt: z.string().nullable(),
    overdue: z.boolean(),
  })
  .openapi('OfferTask') satisfies z.ZodType<OfferTask>;
const tasksSchema = z.array(taskSchema);

const tags = ['Offers'];
const listRoute = defineRoute({
  method: 'get',
  path: '/advisor/investor/offer/{offerId}/tasks',
  tags,
  summary: 'The tasks on an offer: open ones by due day, then the done ones',
  request: { params: idParams('offerId') },
  responses: { 200: jsonResponse(tasksSchema, 'The tasks'), ...errorResponses(401, 403, 404) },
});
const addRouteDef = defineRoute({
  method: 'post',
  path: '/advisor/investor/offer/{offerId}/tasks',
  tags,
  summary: 'Add a task to an offer (its owner or a coordinator of its network)',
  request: { params: idParams('offerId'), body: jsonRequestBody(taskInputSchema) },
  responses: { 201: jsonResponse(tasksSchema, 'The offer’s tasks'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const doneRoute = defineRoute({
  method: 'patch',
  path: '/advisor/tasks/{taskId}',
  tags,
  summary: 'Mark a task done, or open again',
  request: { params: idParams('taskId'), body: jsonRequestBody(doneSchema) },
  responses: { 200: jsonResponse(tasksSchema, 'The offer’s tasks'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const dueRoute = defineRoute({
  method: 'get',
  path: '/advisor/tasks',
  tags,
  summary: 'The caller’s open tasks due today or earlier (the home)',
  responses: { 200: jsonResponse(tasksSchema, 'Oldest day first, at most 100'), ...errorResponses(401, 403) },
});

type Json<S extends z.ZodType> = Context<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>;

/**
 * - GET /advisor/investor/offer/:offerId/tasks -> OfferTask[] for whoever sees the offer.
 * - POST .../tasks {kind: call-back|check-payment|other, title?, dueDate (DD.MM.YYYY or YYYY-MM-DD, today or
 *   later), assigneeId? (the offer's owner or a coordinator of its network, active; default the caller)} -> 201.
 * - PATCH /advisor/tasks/:taskId {done} -> the offer's tasks: the assignee, the owner or a coordinator.
 * - GET /advisor/tasks -> the caller's open tasks due today or earlier (UTC days), oldest first, at most 100.
 */
export function offerTasksRoutes(deps: AppDeps) {
  const area = createArea();
  const db = deps.database.db;
  addRoute(area, dueRoute, async (c: Context<AppEnv>) => c.json(await dueTasks(db, authOf(c), deps.clock)));
  addRoute(area, listRoute, async (c: Context<AppEnv>) =>
    c.json(await listTasks(db, authOf(c), c.req.param('offerId')!, deps.clock)),
  );
  addRoute(area, addRouteDef, async (c: Json<typeof taskInputSchema>) => {
    const offerId = c.req.param('offerId')!;
    await addTask(db, authOf(c), offerId, c.req.valid('json'), deps.clock);
    return c.json(await listTasks(db, authOf(c), offerId, deps.clock), 201);
  });
  addRoute(area, doneRoute, async (c: Json<typeof doneSchema>) => {
    const offerId = await setTaskDone(db, authOf(c), c.req.param('taskId')!, c.req.valid('json').done, deps.clock);
    return c.json(await listTasks(db, authOf(c), offerId, deps.clock));
  });
  return area;
}
