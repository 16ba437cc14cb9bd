import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { add, done, due, list } from './offer-tasks.handlers';
import { ROUTES } from './offer-tasks.routes';

/**
 * Tasks on offers (issue 19, decision 0047). Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/investor/offer/:offerId/tasks -> OfferTask[] for whoever sees the offer.
 * - POST .../tasks {kind: call-back|check-payment|other, title?, dueDate (DD.MM.YYYY or YYYY-MM-DD, today or
 *   later), assigneeId? (the offer's owner or a coordinator of its network, active; default the caller)} -> 201.
 * - PATCH /advisor/tasks/:taskId {done} -> the offer's tasks: the assignee, the owner or a coordinator.
 * - GET /advisor/tasks -> the caller's open tasks due today or earlier (UTC days), oldest first, at most 100.
 */
export function offerTasksRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.due, due(deps))
    .openapi(ROUTES.list, list(deps))
    .openapi(ROUTES.add, add(deps))
    .openapi(ROUTES.done, done(deps));
}
