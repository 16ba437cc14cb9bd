import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { KycRequestDetail, KycRequestListRow } from '../../../lib/contracts/kyc';
import type { KycReviewInput } from '../../../lib/contracts/kyc-review';
import { kycDetailPath } from '../ui/kyc/kyc-document';
import type { TableFilter, TableSorting } from '../table/table-state';
import { kycRequestFilters } from './kyc-table-config';

/**
 * The advisor's KYC calls (src/server/routes/kyc/kyc.routes.ts documents them). Every KYC query key starts with
 * KYC_KEY, so an action (resend, revoke, confirm) or a new invitation refreshes the list and the details.
 */
export const KYC_KEY = ['kyc'] as const;
const BASE = '/api/advisor/kyc';

export interface KycListParams {
  sorting: TableSorting;
  filters: TableFilter[];
  limit: number;
  offset: number;
}

export interface KycPage {
  items: KycRequestListRow[];
  total: number;
}

/** The list's query string in the API's bracket style (filters[i][name|operator|value], sorting[name|order]). */
export function kycListSearchParams(params: KycListParams): URLSearchParams {
  const query = new URLSearchParams();
  kycRequestFilters(params.filters).forEach((f, i) => {
    query.set(`filters[${i}][name]`, f.name);
    query.set(`filters[${i}][operator]`, f.operator);
    query.set(`filters[${i}][value]`, f.value);
  });
  query.set('sorting[name]', params.sorting.name);
  query.set('sorting[order]', params.sorting.order);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return query;
}

async function fetchKycRequests(params: KycListParams): Promise<KycPage> {
  const { items, total } = await browserCore().api.list<KycRequestListRow>(
    `${BASE}/investor-requests?${kycListSearchParams(params).toString()}`,
  );
  const rows = Array.isArray(items) ? items : [];
  return { items: rows, total: total ?? params.offset + rows.length };
}

/** One table page; the previous page stays on screen while the next loads. */
export const kycListQuery = (params: KycListParams) =>
  queryOptions({
    queryKey: [...KYC_KEY, 'list', params],
    queryFn: () => fetchKycRequests(params),
    placeholderData: keepPreviousData,
  });

/**
 * One request with the full answers. The API answers no-store; here the answers live only in memory while the
 * page shows them (gcTime 0: dropped as soon as nothing observes them, never written to any storage).
 */
export const kycDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...KYC_KEY, 'detail', id],
    queryFn: () => browserCore().api.get<KycRequestDetail>(kycDetailPath(id)),
    gcTime: 0,
    retry: (count, error) => (error as { status?: number } | null)?.status !== 404 && count < 2,
  });

/** POST .../{id}/resend: a new link (the old one stops working) and 30 more days. */
export const resendKycRequest = (id: string) =>
  browserCore().api.post<{ id: string; expiresAt: string }>(`${kycDetailPath(id)}/resend`);

/** POST .../{id}/revoke: the link stops working and a draft is erased. */
export const revokeKycRequest = (id: string) => browserCore().api.post<KycRequestDetail>(`${kycDetailPath(id)}/revoke`);

/** POST .../{id}/identity-confirmed: the manual provider's confirmation (who and when recorded by the server). */
export const confirmKycIdentity = (id: string) =>
  browserCore().api.post<KycRequestDetail>(`${kycDetailPath(id)}/identity-confirmed`);

/** PATCH .../{id}/review: a decision on a questionnaire waiting for review (docs/decisions/0048). */
export const reviewKycRequest = (id: string, input: KycReviewInput) =>
  browserCore().api.patch<KycRequestDetail>(`${kycDetailPath(id)}/review`, input);

/** Whether the link of a request can still be resent or revoked (not once submitted or revoked). */
export const isOpenRequest = (row: Pick<KycRequestListRow, 'status'>) =>
  row.status !== 'submitted' && row.status !== 'revoked';
