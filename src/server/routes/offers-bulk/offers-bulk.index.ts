import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { bulk } from './offers-bulk.handlers';
import { ROUTES } from './offers-bulk.routes';

/**
 * POST /api/advisor/investor/offers/bulk (issue 19, decision 0044): one action on many offers. Mounted at /api,
 * behind the advisor-panel bearer guard.
 * - POST /advisor/investor/offers/bulk {action, offerIds? | filter?: {scope, filters: [{name, operator, value}]},
 *   ownerId?, reason?, note?, columns?} -> {results: [{offerId, outcome: done|refused, code?, label?}]}, or for
 *   export the CSV. At most 1000 offers (ids, or what the filter matches): more is 400 with parameters.limit.
 *   owner needs ownerId (an active advisor of each offer's network), lost a reason the landing offers (checked
 *   once, 400 before any change); each offer then goes through the single action's rules in its own transaction,
 *   and a refusal (not visible 404, another advisor's lead 403, a move the status machine refuses 409, a new owner
 *   outside the offer's network 400) is that offer's result. kyc-invite sends each investor one questionnaire.
 *   remind sends the reminder of each offer's step (decision 0049); refused with 409 reminders.errors.* for an
 *   offer in another status, a step already reminded, the landing's limit reached or a campaign not running.
 */
export function offersBulkRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.bulk, bulk(deps));
}
