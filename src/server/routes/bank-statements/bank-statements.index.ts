import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { entries, importFile } from './bank-statements.handlers';
import { ROUTES } from './bank-statements.routes';

/**
 * Bank statements in (issue 38 item 2, decision 0075). Mounted at /api, behind the advisor-panel bearer guard; a
 * coordinator or the compliance officer of the landing (403 for anyone else).
 * - POST /advisor/bank-statements?fileName (body: the file) -> 201 {statementId, entries, imported, matched, ...};
 *   422 d0da4ace (unreadable, parameters.reason) or 459ca9bb (another account), 409 7c4430ff (imported already).
 * - GET /advisor/bank-entries?state=review|unmatched|matched|assigned|dismissed|debit&limit -> [entry].
 */
export function bankStatementsRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.import, importFile(deps)).openapi(ROUTES.entries, entries(deps));
}
