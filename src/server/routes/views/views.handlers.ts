// The handlers of the saved views area, each typed by its route (views.routes.ts): input from c.req.valid,
// answers as the route declares them.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import type { AppRouteHandler } from '../../openapi/common';
import { createView, deleteView, listViews, updateView, type ViewCaller } from '../../views/saved-views';
import type { ROUTES } from './views.routes';

type Routes = typeof ROUTES;

async function oneView(deps: AppDeps, caller: ViewCaller, id: string) {
  return (await listViews(deps.database.db, caller)).find((v) => v.id === id)!;
}

/** GET /api/advisor/views. */
export const list =
  (deps: AppDeps): AppRouteHandler<Routes['list']> =>
  async (c) =>
    c.json(await listViews(deps.database.db, authOf(c)), 200);

/** POST /api/advisor/views -> 201. */
export const create =
  (deps: AppDeps): AppRouteHandler<Routes['create']> =>
  async (c) => {
    const caller = authOf(c);
    const id = await createView(deps.database.db, caller, c.req.valid('json'), deps.clock);
    return c.json(await oneView(deps, caller, id), 201);
  };

/** PUT /api/advisor/views/:id. */
export const update =
  (deps: AppDeps): AppRouteHandler<Routes['update']> =>
  async (c) => {
    const caller = authOf(c);
    const { id } = c.req.valid('param');
    await updateView(deps.database.db, caller, id, c.req.valid('json'), deps.clock);
    return c.json(await oneView(deps, caller, id.toLowerCase()), 200);
  };

/** DELETE /api/advisor/views/:id -> 204. */
export const remove =
  (deps: AppDeps): AppRouteHandler<Routes['remove']> =>
  async (c) => {
    await deleteView(deps.database.db, authOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  };
