// The compliance desk's calls (decision 0066): the desk itself, and the decision on a sophisticated request.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { ComplianceDesk } from '../../../lib/contracts/compliance';
import type { ClassificationView } from '../../../lib/contracts/protection';

export const deskQuery = () =>
  queryOptions({
    queryKey: ['compliance', 'desk'],
    queryFn: () => browserCore().api.get<ComplianceDesk>('/api/compliance/desk'),
    gcTime: 0,
    retry: false,
  });

export type ClassificationDecision = { approve: true; evidence: string } | { approve: false; reason: string };

export const decideRequest = (requestId: string, body: ClassificationDecision) =>
  browserCore().api.post<ClassificationView>(
    `/api/compliance/classification/${encodeURIComponent(requestId)}/decision`,
    body,
  );

export type HitDecision = { status: 'cleared' | 'confirmed'; note: string };

export const decideHit = (hitId: string, body: HitDecision) =>
  browserCore().api.post<unknown>(`/api/compliance/sanctions/${encodeURIComponent(hitId)}/decision`, body);

/** A register of the period (YYYY-MM-DD days) as CSV or XLSX, saved under the server's file name. */
export async function downloadRegister(
  register: string,
  period: { from: string; to: string },
  format: string,
  lang: string,
) {
  const query = new URLSearchParams({ from: period.from, to: period.to, format, lang });
  const response = await browserCore().api.request<Blob>(
    'GET',
    `/api/compliance/registers/${register}?${query.toString()}`,
    undefined,
    { responseType: 'blob' },
  );
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), `${register}.${format}`));
}
