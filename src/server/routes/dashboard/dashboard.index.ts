import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { dashboard } from './dashboard.handlers';
import { ROUTES } from './dashboard.routes';

/**
 * Mounted at /api, behind the advisor-panel bearer guard (401 without a valid token, 403 for an investor's).
 * Scoped like the advisors list (docs/decisions/0013): the caller's landing and networks, read per request.
 * - GET /advisor/dashboard -> AdvisorDashboard (src/lib/contracts/dashboard.ts):
 *     {
 *       advisors: {initial, active, deleted}            counts of the advisors the caller sees,
 *       attention: {
 *         items: [{kind, advisor: {id, name, email}, date: 'YYYY-MM-DD'}],
 *         totals: {activationPending, documentExpired, documentExpiring, powerOfAttorneyEnded, powerOfAttorneyEnding}
 *       },                                               only advisors of networks the caller coordinates, not
 *                                                        archived; at most 10 items per kind, oldest date first;
 *                                                        activationPending: status initial, last activation
 *                                                        e-mail (or creation) over 3 days ago; documents (not
 *                                                        'indefinitely') and powers of attorney ending within 30
 *                                                        days of the server's today, or ended;
 *       recentActivity: [{at (ISO), action, actor: {name}, subject: {id, name}}]
 *                                                        the last 10 advisor-created/-updated/-activated/-archived
 *                                                        audit events about advisors the caller sees, newest first
 *       offers: {own: counts, network: counts | null}    offers per kanban column (invited, viewed, interested,
 *                                                        accepted, active, lost = rejected + declined): the
 *                                                        caller's own, and all of the networks they coordinate
 *                                                        (null when they coordinate none); read from the
 *                                                        trigger-kept summary offer_totals
 *       lostReasons: {own: [{code, count}], network: [...] | null}
 *                                                        offers an advisor marked lost, per reason, most first
 *     }
 *   Clients ignore keys they do not know.
 */
export function dashboardRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.dashboard, dashboard(deps));
}
