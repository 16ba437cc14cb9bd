// POST /api/advisor/investor/offers/bulk from the offers table (issue 19): the chosen rows or every offer the filter
// matches, one action; the answer is each offer's outcome (export: the CSV, saved as a file).
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { BulkAnswer, BulkRequest } from '../../../lib/contracts/offer-bulk';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import type { TableFilter } from '../table/table-state';
import { csvColumnsOf, requestFilters } from '../ui/offer/offer-table-config';
import type { Selection } from '../ui/selection';

const PATH = '/api/advisor/investor/offers/bulk';

/** Which offers the request takes: the picked ids, or the list's filters. */
export function bulkChoice(selection: Selection, scope: OfferScope, filters: readonly TableFilter[]) {
  return selection.allMatching
    ? {
        filter: {
          scope,
          filters: requestFilters(filters).map(({ name, operator, value }) => ({ name, operator, value })),
        },
      }
    : { offerIds: selection.picked.map((p) => p.id) };
}

export const runBulk = (body: BulkRequest) => browserCore().api.post<BulkAnswer>(PATH, body);

/** export: the chosen offers' CSV with the table's visible columns, saved under the server's file name. */
export async function exportBulk(
  choice: Pick<BulkRequest, 'offerIds' | 'filter'>,
  scope: OfferScope,
  visible: readonly string[],
  lang: string,
  fallbackName: string,
) {
  const columns = csvColumnsOf(visible, scope);
  const response = await browserCore().api.request<Blob>(
    'POST',
    `${PATH}?lang=${encodeURIComponent(lang)}`,
    { action: 'export', ...choice, ...(columns.length > 0 ? { columns } : {}) },
    { responseType: 'blob', headers: { Accept: 'text/csv' } },
  );
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), fallbackName));
}
