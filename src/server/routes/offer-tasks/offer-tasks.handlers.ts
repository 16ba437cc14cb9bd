// The handlers of the offer tasks area, each typed by its route (offer-tasks.routes.ts): input from c.req.valid,
// answers as the route declares them.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { addTask, dueTasks, listTasks, setTaskDone } from '../../offers/offer-tasks';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './offer-tasks.routes';

type Routes = typeof ROUTES;

/** GET /api/advisor/tasks: the caller's open tasks due by today. */
export const due =
  (deps: AppDeps): AppRouteHandler<Routes['due']> =>
  async (c) =>
    c.json(await dueTasks(deps.database.db, authOf(c), deps.clock), 200);

/** GET .../offer/:offerId/tasks. */
export const list =
  (deps: AppDeps): AppRouteHandler<Routes['list']> =>
  async (c) =>
    c.json(await listTasks(deps.database.db, authOf(c), c.req.valid('param').offerId, deps.clock), 200);

/** POST .../offer/:offerId/tasks -> 201 with the offer's tasks. */
export const add =
  (deps: AppDeps): AppRouteHandler<Routes['add']> =>
  async (c) => {
    const { offerId } = c.req.valid('param');
    await addTask(deps.database.db, authOf(c), offerId, c.req.valid('json'), deps.clock);
    return c.json(await listTasks(deps.database.db, authOf(c), offerId, deps.clock), 201);
  };

/** PATCH /api/advisor/tasks/:taskId {done} -> the offer's tasks. */
export const done =
  (deps: AppDeps): AppRouteHandler<Routes['done']> =>
  async (c) => {
    const db = deps.database.db;
    const offerId = await setTaskDone(db, authOf(c), c.req.valid('param').taskId, c.req.valid('json').done, deps.clock);
    return c.json(await listTasks(db, authOf(c), offerId, deps.clock), 200);
  };
