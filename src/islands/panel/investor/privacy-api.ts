// The investor's GDPR calls of the panel (decision 0054): their exports and erasure answers, asking for an export,
// downloading a ready one, and asking to erase.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { DataExportView, ErasureView, PrivacyView } from '../../../lib/contracts/privacy';

export type { DataExportView, ErasureView, PrivacyView };

export const privacyKey = ['investor', 'privacy'] as const;

/** While an export is being prepared the page asks again every few seconds, so it turns ready without a reload. */
export const privacyQuery = () =>
  queryOptions({
    queryKey: privacyKey,
    queryFn: () => browserCore().api.get<PrivacyView>('/investor-api/privacy'),
    refetchInterval: (query) => (query.state.data?.exports.some((e) => e.status === 'pending') ? 3_000 : false),
  });

export const requestExport = () => browserCore().api.post<DataExportView>('/investor-api/privacy/export', {});

export const requestErasure = () => browserCore().api.post<ErasureView>('/investor-api/privacy/erasure', {});

/** GET .../export/{id}: the ZIP, saved under the server's file name. */
export async function downloadExport(id: string): Promise<void> {
  const response = await browserCore().api.request<Blob>(
    'GET',
    `/investor-api/privacy/export/${encodeURIComponent(id)}`,
    undefined,
    { headers: { Accept: 'application/zip' }, responseType: 'blob' },
  );
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), 'data-export.zip'));
}
