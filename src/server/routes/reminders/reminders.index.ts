import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { get, put } from './reminders.handlers';
import { ROUTES } from './reminders.routes';

/**
 * The landing's reminder settings (issue 19, decision 0049). Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/reminder-settings -> {unviewedDays, unpaidDays, maxPerOffer, editable} for any advisor.
 * - PUT /advisor/reminder-settings {unviewedDays 1-60, unpaidDays 1-60, maxPerOffer 0-5, digestHour? 0-23,
 *   timeZone? (IANA)} -> the same: a coordinator
 *   of any network of the landing (403 otherwise); audited. The admin CLI sets them too (reminders set).
 */
export function remindersRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.get, get(deps)).openapi(ROUTES.put, put(deps));
}
