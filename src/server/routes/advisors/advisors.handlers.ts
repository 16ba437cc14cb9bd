import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ADVISOR_STATUSES,
  DOCUMENT_TYPES,
  type AdvisorFormData,
  type AdvisorSchema,
} from '../../../lib/contracts/advisor';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { callerNetworks } from '../../advisors/advisor-access';
import { createAdvisor } from '../../advisors/advisor-create';
import { listAdvisors } from '../../advisors/advisor-list';
import { visibleAdvisor, type Caller } from '../../advisors/advisor-lookup';
import { activateAdvisor, archiveAdvisor } from '../../advisors/advisor-status';
import { updateAdvisor } from '../../advisors/advisor-update';
import { COUNTRY_CODES } from '../../advisors/countries';
import type { AdvisorListQuery } from '../../advisors/list-query';
import { networksOfCaller } from '../../advisors/network-service';
import { authOf } from '../../auth/require-auth';

type JsonContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<AdvisorSchema> }; out: { json: z.output<AdvisorSchema> } }
>;

const callerOf = (c: Context<AppEnv>): Caller => {
  const auth = authOf(c);
  return { landingId: auth.landingId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId };
};

/** GET /api/advisor/advisor-form. */
export function advisorForm(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const { landingId, userId } = callerOf(c);
    const networks = await networksOfCaller(deps.database.db, landingId, userId);
    const body: AdvisorFormData = {
      networks: networks.filter((n) => n.role === 'coordinator').map(({ id, name }) => ({ id, name })),
      documentTypes: [...DOCUMENT_TYPES],
      countries: [...COUNTRY_CODES],
      statuses: [...ADVISOR_STATUSES],
    };
    return c.json(body);
  };
}

type ListContext = Context<AppEnv, string, { in: { query: Record<string, string> }; out: { query: AdvisorListQuery } }>;

/** GET /api/advisor/advisor: one page and x-total-count; the query parsed by the route's schema (advisorListQuery). */
export function list(deps: AppDeps) {
  return async (c: ListContext) => {
    const query = c.req.valid('query');
    const caller = callerOf(c);
    const networks = await callerNetworks(deps.database.db, caller.landingId, caller.userId);
    const page = await listAdvisors(deps.database.db, caller.landingId, networks, query);
    c.header('x-total-count', String(page.total));
    return c.json(page.rows);
  };
}

/** GET /api/advisor/advisor/:id. */
export function one(deps: AppDeps) {
  return async (c: Context<AppEnv>) =>
    c.json((await visibleAdvisor(deps.database.db, callerOf(c), c.req.param('id')!)).advisor);
}

/** POST /api/advisor/advisor -> 201. */
export function create(deps: AppDeps) {
  return async (c: JsonContext) => {
    const payload = c.req.valid('json');
    return c.json(await createAdvisor(deps, callerOf(c), payload, c.get('requestId')), 201);
  };
}

/** PUT /api/advisor/advisor/:brokerId. */
export function update(deps: AppDeps) {
  return async (c: JsonContext) => {
    const payload = c.req.valid('json');
    return c.json(await updateAdvisor(deps, callerOf(c), c.req.param('brokerId')!, payload, c.get('requestId')));
  };
}

/** PATCH /api/advisor/advisor/:id/activate. */
export function activate(deps: AppDeps) {
  return async (c: Context<AppEnv>) =>
    c.json(await activateAdvisor(deps, callerOf(c), c.req.param('id')!, c.get('requestId')));
}

/** DELETE /api/advisor/advisor/:id -> 204. */
export function archive(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    await archiveAdvisor(deps, callerOf(c), c.req.param('id')!, c.get('requestId'));
    return c.body(null, 204);
  };
}
