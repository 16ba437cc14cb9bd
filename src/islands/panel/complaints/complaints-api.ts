// The complaint calls of the panel (issue 20, decision 0053): an investor's own complaints and the form; the
// coordinators' list, one complaint, taking up, extending and answering; the attachment downloads.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { Language } from '../../../lib/language';
import type {
  ComplaintAnswerInput,
  ComplaintInput,
  ComplaintStatus,
  ComplaintSummary,
  CoordinatorComplaint,
  CoordinatorComplaintRow,
  InvestorComplaint,
} from '../../../lib/contracts/complaint';

export const myComplaintsQuery = () =>
  queryOptions({
    queryKey: ['complaints', 'mine'],
    queryFn: () => browserCore().api.get<InvestorComplaint[]>('/investor-api/complaints'),
  });

export function sendComplaint(
  input: ComplaintInput & { file: File | null },
  lang: Language,
): Promise<ComplaintSummary> {
  const form = new FormData();
  form.append('subject', input.subject);
  form.append('body', input.body);
  form.append('contactEmail', input.contactEmail);
  if (input.file) form.append('file', input.file, input.file.name);
  return browserCore().api.post<ComplaintSummary>(`/investor-api/complaints?lang=${lang}`, form);
}

export const complaintListQuery = (status: ComplaintStatus | null) =>
  queryOptions({
    queryKey: ['complaints', 'landing', status ?? 'all'],
    queryFn: () =>
      browserCore().api.get<CoordinatorComplaintRow[]>(`/api/complaints${status ? `?status=${status}` : ''}`),
  });

const one = (id: string) => `/api/complaints/${encodeURIComponent(id)}`;
export const complaintQuery = (id: string) =>
  queryOptions({
    queryKey: ['complaints', 'one', id],
    queryFn: () => browserCore().api.get<CoordinatorComplaint>(one(id)),
    gcTime: 0,
  });

export const takeUp = (id: string) => browserCore().api.post<CoordinatorComplaint>(`${one(id)}/take-up`, {});
export const extend = (id: string, reason: string) =>
  browserCore().api.post<CoordinatorComplaint>(`${one(id)}/extend`, { reason });
export const admit = (id: string) => browserCore().api.post<CoordinatorComplaint>(`${one(id)}/admissible`, {});
export const answer = (id: string, parts: ComplaintAnswerInput) =>
  browserCore().api.post<CoordinatorComplaint>(`${one(id)}/answer`, parts);

/** The attachment, saved under the server's name (the investor's own, or a coordinator's read, which is logged). */
export async function downloadAttachment(id: string, as: 'investor' | 'coordinator'): Promise<void> {
  const path =
    as === 'investor' ? `/investor-api/complaints/${encodeURIComponent(id)}/attachment` : `${one(id)}/attachment`;
  const response = await browserCore().api.request<Blob>('GET', path, undefined, { responseType: 'blob' });
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), 'attachment'));
}
