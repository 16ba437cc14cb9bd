// The compliance desk's calls (decision 0066): the desk itself, and the decision on a sophisticated request.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { ComplianceDesk, HitDecision } from '../../../lib/contracts/compliance';
import type { ClassificationDecision, ClassificationView } from '../../../lib/contracts/protection';

export type { ClassificationDecision, HitDecision };

export const deskQuery = () =>
  queryOptions({
    queryKey: ['compliance', 'desk'],
    queryFn: () => browserCore().api.get<ComplianceDesk>('/api/compliance/desk'),
    gcTime: 0,
    retry: false,
  });

export const decideRequest = (requestId: string, body: ClassificationDecision) =>
  browserCore().api.post<ClassificationView>(
    `/api/compliance/classification/${encodeURIComponent(requestId)}/decision`,
    body,
  );

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
