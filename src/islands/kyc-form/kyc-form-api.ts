// The public KYC calls of the questionnaire page (src/server/routes/public-kyc/public-kyc.routes.ts): the draft
// saved as the investor goes and the final submit. The token of the link is the only credential.
import { ApiError } from '../../lib/api/api-error';
import { browserCore } from '../../lib/browser/core';
import type { KycDraft, KycFormData } from '../../lib/schemas/kyc';

const base = (token: string) => `/public-api/kyc/investor-request/${encodeURIComponent(token)}`;

export interface KycFormApi {
  saveDraft(token: string, draft: KycDraft): Promise<{ savedAt: string }>;
  submit(token: string, answers: KycFormData): Promise<{ submittedAt: string }>;
  /**
   * The last draft when the page is being left (tab closed, navigation): a keepalive request the browser
   * finishes after the page is gone, so what was typed in the last second before closing is not lost.
   */
  saveDraftOnLeave(token: string, draft: KycDraft): void;
}

export const kycFormApi: KycFormApi = {
  saveDraft: (token, draft) => browserCore().api.put<{ savedAt: string }>(`${base(token)}/draft`, draft),
  submit: (token, answers) => browserCore().api.put<{ submittedAt: string }>(`${base(token)}/submit`, answers),
  saveDraftOnLeave(token, draft) {
    const landing = browserCore().landing;
    const origin = (landing?.backendBaseUrl ?? '').replace(/\/+$/, '');
    try {
      void fetch(`${origin}${base(token)}/draft`, {
        method: 'PUT',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', ...(landing ? { 'Context-Id': landing.id } : {}) },
        body: JSON.stringify(draft),
      }).catch(() => undefined);
    } catch {
      // No keepalive (old browser): the debounced saves already kept all but the last second.
    }
  },
};

/** The refusals that end the questionnaire on this page: 403 (the link no longer opens it) and 409 (already sent). */
export function endingOf(error: unknown): 'not-authorized' | 'inactive' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return 'not-authorized';
  if (error.status === 409) return 'inactive';
  return null;
}
