// The handler of the offers bulk area, typed by its route (offers-bulk.routes.ts): input from c.req.valid, answers
// as the route declares them (the JSON results, or for export the CSV).
import type { BulkRequest } from '../../../lib/contracts/offer-bulk';
import { OFFER_CSV_COLUMNS } from '../../../lib/contracts/offer-list';
import type { Language } from '../../../lib/language';
import type { AppDeps, AuthContext } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { requestLanguage } from '../../campaigns/api-language';
import { bulkTargets, bulkVisibility, runBulk } from '../../offers/bulk/offer-bulk';
import { offerCsvResponse } from '../../offers/list/offer-csv-response';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './offers-bulk.routes';

type Routes = typeof ROUTES;

/**
 * export: the chosen offers the caller may see, as the offers.csv export writes them (others are left out). The
 * body is checked whole by its schema before this runs, ids included, and the ids are resolved here: nothing of the
 * request is left to fail once the CSV has started (offer-csv-response.ts).
 */
async function exportCsv(deps: AppDeps, caller: AuthContext, body: BulkRequest, language: Language, requestId: string) {
  const ids = await bulkTargets(deps, caller, body);
  const visibility = await bulkVisibility(deps, caller, 'visible');
  const query = {
    filters: [{ name: 'id' as const, operator: 'in' as const, value: ids }],
    sorting: { name: 'statusDate' as const, order: 'desc' as const },
  };
  const columns = body.columns ?? OFFER_CSV_COLUMNS;
  return offerCsvResponse(deps, { visibility, query, columns, language }, requestId);
}

/** POST /api/advisor/investor/offers/bulk: each offer's outcome, or for export the CSV. */
export const bulk =
  (deps: AppDeps): AppRouteHandler<Routes['bulk']> =>
  async (c) => {
    const body = c.req.valid('json');
    if (body.action === 'export') return exportCsv(deps, authOf(c), body, requestLanguage(c), c.get('requestId'));
    return c.json({ results: await runBulk(deps, authOf(c), body) }, 200);
  };
