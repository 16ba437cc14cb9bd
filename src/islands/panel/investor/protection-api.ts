// The investor protection calls of the panel (decision 0052): the entry test with the loss simulation, the
// warning after a failed test, and revoking an acceptance in its reflection period.
import { queryOptions } from '@tanstack/react-query';
import { errorBodyOf } from '../../../lib/api/api-error';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { Language } from '../../../lib/language';
import type { Currency } from '../../../lib/contracts/campaign';
import type {
  AssessmentInput,
  AssessmentResult,
  ClassificationRequest,
  ClassificationView,
  ProtectionView,
} from '../../../lib/contracts/protection';
import type { InvestorOfferDetail } from './investor-api';

export type { AssessmentInput, AssessmentResult, ProtectionView };

/** Our codes (src/server/errors/codes.ts). */
const PROTECTION_CODES = {
  testRequired: '026ddbdc',
  riskConsentRequired: '79e705da',
  reflectionPeriodOver: 'd01883e1',
} as const;

export const protectionKey = (lang: Language) => ['investor', 'protection', lang] as const;

export const protectionQuery = (lang: Language) =>
  queryOptions({
    queryKey: protectionKey(lang),
    queryFn: () => browserCore().api.get<ProtectionView>(`/investor-api/protection?lang=${lang}`),
  });

export const submitAssessment = (input: AssessmentInput, lang: Language) =>
  browserCore().api.post<AssessmentResult>(`/investor-api/protection/assessment?lang=${lang}`, input);

export const confirmWarning = () =>
  browserCore().api.post<AssessmentResult>('/investor-api/protection/assessment/confirm-warning', {});

export const requestClassification = (request: ClassificationRequest) =>
  browserCore().api.post<ClassificationView>('/investor-api/protection/classification', request);

export const withdrawClassification = () =>
  browserCore().api.post<ClassificationView>('/investor-api/protection/classification/withdraw', {});

export const revokeOffer = (id: string, lang: Language) =>
  browserCore().api.post<InvestorOfferDetail>(`/investor-api/offer/${encodeURIComponent(id)}/revoke?lang=${lang}`, {});

/** A refusal asking for the consent after the risk warning: the threshold the amount is above. */
export function consentNeeded(error: unknown): { threshold: number; currency: Currency } | null {
  const body = errorBodyOf(error);
  if (!body.code?.startsWith(PROTECTION_CODES.riskConsentRequired)) return null;
  const threshold = body.parameters?.['threshold'];
  const currency = body.parameters?.['currency'];
  if (typeof threshold !== 'number' || (currency !== 'PLN' && currency !== 'EUR' && currency !== 'USD')) return null;
  return { threshold, currency };
}

/** GET .../kiis: the campaign's key investment information sheet, saved under the server's file name. */
export async function downloadKiis(offerId: string, lang: Language): Promise<void> {
  const response = await browserCore().api.request<Blob>(
    'GET',
    `/investor-api/offer/${encodeURIComponent(offerId)}/kiis?lang=${lang}`,
    undefined,
    { headers: { Accept: 'application/pdf' }, responseType: 'blob' },
  );
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), 'kiis.pdf'));
}
