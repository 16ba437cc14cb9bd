// The campaign page's calls to the public offer API (src/server/routes/public-offer). Interest and acceptance
// go through the shared API client (JSON, errors as ApiError with the spec body); the upload needs
// XMLHttpRequest for its progress events and the PDF a binary answer, so those two are made here with the same
// base URL and Context-Id (the landing of a separate backend host is named by it, as the client does).
import { ApiError, toErrorBody } from '../../lib/api/api-error';
import { dispositionName } from '../../lib/browser/download';
import type { AttachmentInfo, PublicOffer } from '../../lib/contracts/public-offer';

export interface CampaignApi {
  interest(token: string): Promise<PublicOffer>;
  /** riskConsent: the consent box was ticked (ECSPR Art. 21(7); the server asks for it above the threshold). */
  accept(token: string, investmentValue: number, riskConsent?: boolean): Promise<PublicOffer>;
  /** Revokes the acceptance in its reflection period (ECSPR Art. 22). */
  revoke(token: string): Promise<PublicOffer>;
  /** Resolves with the stored file; `onProgress` gets 0..100 while the bytes go up. */
  upload(token: string, file: File, onProgress: (percent: number) => void): Promise<AttachmentInfo>;
  /** The offer's PDF and the name the server gave it. */
  pdf(token: string, lang: string): Promise<{ blob: Blob; filename: string }>;
}

export interface TransportDeps {
  api: { patch<T>(path: string, body?: unknown): Promise<T>; post<T>(path: string, body?: unknown): Promise<T> };
  /** '' for the same origin. */
  baseUrl: string;
  landingId: string | null;
  fetch?: typeof fetch;
  xhr?: () => XMLHttpRequest;
}

export const offerPath = (token: string, action?: string) =>
  `/public-api/campaign-offer/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;

export function createCampaignApi(deps: TransportDeps): CampaignApi {
  const base = deps.baseUrl.replace(/\/+$/, '');
  const headers = (): Record<string, string> => ({
    Accept: 'application/json',
    ...(deps.landingId ? { 'Context-Id': deps.landingId } : {}),
  });
  return {
    interest: (token) => deps.api.patch<PublicOffer>(offerPath(token, 'interest'), {}),
    accept: (token, investmentValue, riskConsent = false) =>
      deps.api.patch<PublicOffer>(offerPath(token, 'accept'), {
        investmentValue,
        ...(riskConsent ? { riskConsent: true } : {}),
      }),
    revoke: (token) => deps.api.post<PublicOffer>(offerPath(token, 'revoke'), {}),
    upload(token, file, onProgress) {
      return new Promise((resolve, reject) => {
        const xhr = deps.xhr ? deps.xhr() : new XMLHttpRequest();
        xhr.open('POST', `${base}${offerPath(token, 'upload')}`);
        for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0)
            onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
        });
        xhr.addEventListener('load', () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            onProgress(100);
            resolve(JSON.parse(xhr.responseText) as AttachmentInfo);
          } else reject(new ApiError(xhr.status, toErrorBody(xhr.responseText)));
        });
        xhr.addEventListener('error', () => reject(new ApiError(0, {})));
        xhr.addEventListener('abort', () => reject(new ApiError(0, {})));
        const form = new FormData();
        form.append('file', file, file.name);
        xhr.send(form);
      });
    },
    async pdf(token, lang) {
      const fetcher = deps.fetch ?? window.fetch.bind(window);
      let response: Response;
      try {
        response = await fetcher(`${base}${offerPath(token, 'pdf')}?lang=${encodeURIComponent(lang)}`, {
          method: 'POST',
          headers: { ...headers(), Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
          body: '{}',
        });
      } catch {
        throw new ApiError(0, {});
      }
      if (!response.ok) throw new ApiError(response.status, toErrorBody(await response.text().catch(() => '')));
      return {
        blob: await response.blob(),
        filename: dispositionName(response.headers.get('content-disposition'), 'oferta.pdf'),
      };
    },
  };
}
