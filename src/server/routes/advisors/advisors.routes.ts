import { Hono } from 'hono';
import { advisorSchema } from '../../../lib/schemas/advisor';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { jsonBody } from '../../app/validate';
import { activate, advisorForm, archive, create, list, one, update } from './advisors.handlers';

/**
 * Mounted at /api, behind the advisor-panel bearer guard. Who may do what: docs/decisions/0013. Every id
 * the caller may not see (another landing, no shared network, malformed) answers 404; one they see but do not
 * coordinate answers 403 to changes.
 * - GET /advisor/advisor-form -> {networks (those the caller coordinates), documentTypes, countries, statuses}
 * - GET /advisor/advisor -> AdvisorRow[] with x-total-count. Query string:
 *     limit (default 20, 1..99999; 99999 = all), offset (default 0),
 *     sorting[name]=firstName|surname|email|status|externalId|createdAt (default surname), sorting[order]=asc|desc,
 *     filters[i][name], filters[i][operator], filters[i][value]:
 *       firstName|surname|email|externalId with like (contains, any case) or leq (<= as text),
 *       status with in (comma-separated: initial,active,deleted),
 *       brokerNetworkIds with contain (comma-separated network ids; in any of them).
 *     e.g. ?filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial&sorting[name]=surname&sorting[order]=asc&limit=20&offset=0
 *     A bad parameter: 400 with a violation naming it.
 * - GET /advisor/advisor/:id -> AdvisorRow
 * - POST /advisor/advisor (advisorSchema) -> 201 AdvisorRow; status initial; the activation e-mail is sent
 * - PUT /advisor/advisor/:brokerId (advisorSchema) -> AdvisorRow
 * - PATCH /advisor/advisor/:id/activate -> AdvisorRow (status active)
 * - DELETE /advisor/advisor/:id -> 204 (status deleted; nothing is removed)
 */
export function advisorsRoutes(deps: AppDeps) {
  // The clock is read at each validation, so the document expiry rule uses the server's (injected) today.
  const body = jsonBody(advisorSchema(() => deps.clock.now()));
  return new Hono<AppEnv>()
    .get('/advisor/advisor-form', advisorForm(deps))
    .get('/advisor/advisor', list(deps))
    .get('/advisor/advisor/:id', one(deps))
    .post('/advisor/advisor', body, create(deps))
    .put('/advisor/advisor/:brokerId', body, update(deps))
    .patch('/advisor/advisor/:id/activate', activate(deps))
    .delete('/advisor/advisor/:id', archive(deps));
}
