import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../../lib/browser/core';
import type { AdvisorFormData, AdvisorPayload, AdvisorRow } from '../../../../lib/contracts/advisor';

/** The calls of the advisor form (/app/advisors/new and /app/advisors/{id}); routes: src/server/routes/advisors. */
const ADVISOR_FORM_PATH = '/api/advisor/advisor-form';
const ADVISOR_PATH = '/api/advisor/advisor';

/** Networks the caller coordinates, document types, countries and statuses. */
export const advisorFormDataQuery = () =>
  queryOptions({
    queryKey: ['advisors', 'form-data'],
    queryFn: () => browserCore().api.get<AdvisorFormData>(ADVISOR_FORM_PATH),
  });

/** One advisor as the caller sees it (404 when they can't see it at all). */
export const advisorQuery = (id: string) =>
  queryOptions({
    queryKey: ['advisors', 'one', id],
    queryFn: () => browserCore().api.get<AdvisorRow>(`${ADVISOR_PATH}/${encodeURIComponent(id)}`),
    // A missing advisor stays missing: show it at once instead of retrying.
    retry: false,
  });

/** Adds an advisor (status initial); the server sends the activation e-mail. */
export const createAdvisor = (payload: AdvisorPayload) => browserCore().api.post<AdvisorRow>(ADVISOR_PATH, payload);

/** Saves an advisor's data. */
export const updateAdvisor = (id: string, payload: AdvisorPayload) =>
  browserCore().api.put<AdvisorRow>(`${ADVISOR_PATH}/${encodeURIComponent(id)}`, payload);
