import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import {
  assign,
  csvMapping,
  dismiss,
  entries,
  importFile,
  putCsvMapping,
  statements,
} from './bank-statements.handlers';
import { ROUTES } from './bank-statements.routes';

/**
 * Bank statements in (issue 38 item 2, decision 0075). Mounted at /api, behind the advisor-panel bearer guard; a
 * coordinator or the compliance officer of the landing (403 for anyone else).
 * - POST /advisor/bank-statements?fileName (body: the file) -> 201 {statementId, entries, imported, matched, ...};
 *   422 d0da4ace (unreadable, parameters.reason) or 459ca9bb (another account), 409 7c4430ff (imported already).
 * - GET /advisor/bank-entries?state=review|unmatched|matched|assigned|dismissed|debit&limit -> [entry].
 * - POST /advisor/bank-entries/{id}/assign {offer: "OF-1A2B3C4D" or id, note?} -> entry; 404 6be0d94f (no such
 *   offer), 409 a3f6c21e (resolved already) or e17a5b08 (the offer takes no payment).
 * - POST /advisor/bank-entries/{id}/dismiss {note} -> entry; 409 a3f6c21e.
 * - GET /advisor/bank-statements?limit -> [statement], newest first.
 * - GET /advisor/bank-csv-mapping -> mapping | null; PUT with a mapping -> the mapping (a CSV statement needs one).
 */
export function bankStatementsRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.import, importFile(deps))
    .openapi(ROUTES.entries, entries(deps))
    .openapi(ROUTES.assign, assign(deps))
    .openapi(ROUTES.dismiss, dismiss(deps))
    .openapi(ROUTES.statements, statements(deps))
    .openapi(ROUTES.csvMapping, csvMapping(deps))
    .openapi(ROUTES.saveCsvMapping, putCsvMapping(deps));
}
