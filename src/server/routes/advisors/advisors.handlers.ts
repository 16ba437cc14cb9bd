// The handlers of the advisors area, each typed by its route (advisors.routes.ts): input from c.req.valid, answers
// as the route declares them.
import type { Context } from 'hono';
import { ADVISOR_STATUSES, DOCUMENT_TYPES, type AdvisorFormData } from '../../../lib/contracts/advisor';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { advisorBulkTargets, runAdvisorBulk } from '../../advisors/advisor-bulk';
import { callerNetworks } from '../../advisors/advisor-access';
import { createAdvisor } from '../../advisors/advisor-create';
import { listAdvisors } from '../../advisors/advisor-list';
import { visibleAdvisor, type Caller } from '../../advisors/advisor-lookup';
import { activateAdvisor, archiveAdvisor } from '../../advisors/advisor-status';
import { updateAdvisor } from '../../advisors/advisor-update';
import { COUNTRY_CODES } from '../../advisors/countries';
import { networksOfCaller } from '../../advisors/network-service';
import { authOf } from '../../auth/require-auth';
import type { AppRouteHandler } from '../../openapi/common';
import type { FormRoutes, ROUTES } from './advisors.routes';

type Routes = typeof ROUTES;

const callerOf = (c: Context<AppEnv>): Caller => {
  const auth = authOf(c);
  return { landingId: auth.landingId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId };
};

/** GET /api/advisor/advisor-form. */
export const advisorForm =
  (deps: AppDeps): AppRouteHandler<Routes['form']> =>
  async (c) => {
    const { landingId, userId } = callerOf(c);
    const networks = await networksOfCaller(deps.database.db, landingId, userId);
    const body: AdvisorFormData = {
      networks: networks.filter((n) => n.role === 'coordinator').map(({ id, name }) => ({ id, name })),
      documentTypes: [...DOCUMENT_TYPES],
      countries: [...COUNTRY_CODES],
      statuses: [...ADVISOR_STATUSES],
    };
    return c.json(body, 200);
  };

/** GET /api/advisor/advisor: one page and x-total-count; the query parsed by the route's schema. */
export const list =
  (deps: AppDeps): AppRouteHandler<Routes['list']> =>
  async (c) => {
    const query = c.req.valid('query');
    const caller = callerOf(c);
    const networks = await callerNetworks(deps.database.db, caller.landingId, caller.userId);
    const page = await listAdvisors(deps.database.db, caller.landingId, networks, query);
    c.header('x-total-count', String(page.total));
    return c.json(page.rows, 200);
  };

/** GET /api/advisor/advisor/:id. */
export const one =
  (deps: AppDeps): AppRouteHandler<Routes['one']> =>
  async (c) =>
    c.json((await visibleAdvisor(deps.database.db, callerOf(c), c.req.valid('param').id)).advisor, 200);

/** POST /api/advisor/advisor -> 201. */
export const create =
  (deps: AppDeps): AppRouteHandler<FormRoutes['create']> =>
  async (c) =>
    c.json(await createAdvisor(deps, callerOf(c), c.req.valid('json'), c.get('requestId')), 201);

/** PUT /api/advisor/advisor/:brokerId. */
export const update =
  (deps: AppDeps): AppRouteHandler<FormRoutes['update']> =>
  async (c) => {
    const { brokerId } = c.req.valid('param');
    return c.json(await updateAdvisor(deps, callerOf(c), brokerId, c.req.valid('json'), c.get('requestId')), 200);
  };

/** PATCH /api/advisor/advisor/:id/activate. */
export const activate =
  (deps: AppDeps): AppRouteHandler<Routes['activate']> =>
  async (c) =>
    c.json(await activateAdvisor(deps, callerOf(c), c.req.valid('param').id, c.get('requestId')), 200);

/** DELETE /api/advisor/advisor/:id -> 204. */
export const archive =
  (deps: AppDeps): AppRouteHandler<Routes['archive']> =>
  async (c) => {
    await archiveAdvisor(deps, callerOf(c), c.req.valid('param').id, c.get('requestId'));
    return c.body(null, 204);
  };

/** POST /api/advisor/advisors/bulk: each chosen advisor's outcome. */
export const bulk =
  (deps: AppDeps): AppRouteHandler<Routes['bulk']> =>
  async (c) => {
    const body = c.req.valid('json');
    const caller = authOf(c);
    const ids = await advisorBulkTargets(deps, caller, body);
    return c.json({ results: await runAdvisorBulk(deps, caller, body.action, ids, c.get('requestId')) }, 200);
  };
