// The public KYC calls of the questionnaire page (src/server/routes/public-kyc/public-kyc.index.ts): the draft
// saved as the investor goes and the final submit. The token of the link is the only credential.
import { ApiError } from '../../lib/api/api-error';
import { contextHeaders, publicFetch, publicJson, publicTarget } from '../../lib/api/public-request';
import { browserCore } from '../../lib/browser/core';
import type { KycDocumentKind, KycDraft, KycFormData } from '../../lib/contracts/kyc';
import type { KycDocumentView } from '../../lib/contracts/kyc-views';

const base = (token: string) => `/public-api/kyc/investor-request/${encodeURIComponent(token)}`;

export interface KycFormApi {
  saveDraft(token: string, draft: KycDraft): Promise<{ savedAt: string }>;
  submit(token: string, answers: KycFormData): Promise<{ submittedAt: string }>;
  /**
   * The last draft when the page is being left (tab closed, navigation): a keepalive request the browser
   * finishes after the page is gone, so what was typed in the last second before closing is not lost.
   */
  saveDraftOnLeave(token: string, draft: KycDraft): void;
  /** A document the reviewer asked for (multipart `file`), on a questionnaire sent back (decision 0048). */
  uploadDocument(token: string, kind: KycDocumentKind, file: File): Promise<KycDocumentView>;
  removeDocument(token: string, documentId: string): Promise<void>;
}

/** The landing's backend (its origin and Context-Id), as the page's branding holds it. */
const target = () => publicTarget(browserCore().landing);

// The link's token is the only credential: these calls keep a signed-in investor's panel session (issue 36 item 1).
export const kycFormApi: KycFormApi = {
  saveDraft: (token, draft) => publicJson<{ savedAt: string }>(target(), 'PUT', `${base(token)}/draft`, draft),
  submit: (token, answers) => publicJson<{ submittedAt: string }>(target(), 'PUT', `${base(token)}/submit`, answers),
  async uploadDocument(token, kind, file) {
    const body = new FormData();
    body.append('file', file, file.name);
    const path = `${base(token)}/documents?kind=${encodeURIComponent(kind)}`;
    const response = await publicFetch(target(), path, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body,
    });
    return (await response.json()) as KycDocumentView;
  },
  async removeDocument(token, documentId) {
    await publicFetch(target(), `${base(token)}/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE' });
  },
  saveDraftOnLeave(token, draft) {
    const { origin } = target();
    try {
      void fetch(`${origin}${base(token)}/draft`, {
        method: 'PUT',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', ...contextHeaders(target()) },
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
