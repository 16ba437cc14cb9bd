import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { approve, create, dueDates, execute, file, lineAccount, lineEvidence, list, one } from './payout-runs.handlers';
import { ROUTES } from './payout-runs.routes';

/**
 * Payouts out (issue 38 item 3, decision 0076). Mounted at /api, behind the advisor-panel bearer guard; a
 * coordinator or the compliance officer of the landing (403 for anyone else).
 * - GET /advisor/payout-runs?limit -> [run summary], newest schedule date first.
 * - GET /advisor/payout-due-dates -> [{campaign, dates: [{scheduleDate, rows}]}]: the days a run can be built for.
 * - POST /advisor/payout-runs {campaignId, scheduleDate} -> 201 run (draft) with its lines; 404 (campaign), 409
 *   f368593d (a run for that date exists), 422 c97ce87e (nothing due) or 9652024a (a currency without a file).
 * - GET /advisor/payout-runs/{id} -> run with its lines.
 * - POST /advisor/payout-runs/{id}/approve -> run, the lines still held released; 409 6e167685 (not a draft).
 * - GET /advisor/payout-runs/{id}/file -> pain.001 XML (EUR) or Elixir-O (PLN); 409 6e167685 (a draft), 8c194768
 *   (the campaign has no account to pay from), 88ff3c5f (every line held).
 * - POST /advisor/payout-runs/{id}/execute {executionDate} -> run; 409 6e167685 (not approved) or 73fc4a40 (a row
 *   paid meanwhile), 422 9faa16d9 (a day before the approval or after today).
 * - PUT /advisor/payout-runs/{id}/lines/{lineId}/account (multipart: account, file = the investor's instruction)
 *   -> run; 404 (run or line), 409 6e167685 (not a draft) or 3b7e9d14 (the line is not held for want of an
 *   account), 422 e5c2a870 (an account the file cannot carry: a Polish NRB / PL IBAN for PLN, an IBAN for EUR; a
 *   violation on `account`), 400 (no file), 413 (too large), 415 (not a PDF, JPEG or PNG).
 * - GET /advisor/payout-runs/{id}/lines/{lineId}/account-evidence -> the evidence file (audited); 404 without one.
 */
export function payoutRunsRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.list, list(deps))
    .openapi(ROUTES.dueDates, dueDates(deps))
    .openapi(ROUTES.create, create(deps))
    .openapi(ROUTES.one, one(deps))
    .openapi(ROUTES.approve, approve(deps))
    .openapi(ROUTES.file, file(deps))
    .openapi(ROUTES.execute, execute(deps))
    .openapi(ROUTES.lineAccount, lineAccount(deps))
    .openapi(ROUTES.lineEvidence, lineEvidence(deps));
}
