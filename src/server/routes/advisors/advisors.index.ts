import { createArea } from '../../openapi/common';
import type { AppDeps } from '../../app/app-env';
import { activate, advisorForm, archive, bulk, create, list, one, update } from './advisors.handlers';
import { ROUTES, formRoutes } from './advisors.routes';

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
 *     e.g. ?filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial
 *          &sorting[name]=surname&sorting[order]=asc&limit=20&offset=0
 *     A bad parameter: 400 with a violation naming it.
 * - GET /advisor/advisor/:id -> AdvisorRow
 * - POST /advisor/advisor (advisorSchema) -> 201 AdvisorRow; status initial; the activation e-mail is sent
 * - PUT /advisor/advisor/:brokerId (advisorSchema) -> AdvisorRow
 * - PATCH /advisor/advisor/:id/activate -> AdvisorRow (status active)
 * - DELETE /advisor/advisor/:id -> 204 (status deleted; nothing is removed)
 * - POST /advisor/advisors/bulk {action: send-activation|archive, advisorIds (1-200) | filter: {filters: [{name,
 *   operator, value}]} (every advisor the list's filters match, at most 200)} -> {results: [{advisorId,
 *   outcome: done|refused, code?, label?}]}: each advisor under the single action's rules (404 not seen, 403 not
 *   coordinated, 409 archiving oneself or activation for an advisor already active); one advisors-bulk audit event.
 */
export function advisorsRoutes(deps: AppDeps) {
  const withForm = formRoutes(deps.clock);
  return createArea()
    .openapi(ROUTES.form, advisorForm(deps))
    .openapi(ROUTES.list, list(deps))
    .openapi(ROUTES.one, one(deps))
    .openapi(withForm.create, create(deps))
    .openapi(withForm.update, update(deps))
    .openapi(ROUTES.activate, activate(deps))
    .openapi(ROUTES.archive, archive(deps))
    .openapi(ROUTES.bulk, bulk(deps));
}
