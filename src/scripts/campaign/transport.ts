// The campaign page's calls to the public offer API (src/server/routes/public-offer), with the link's token as
// their only credential: through src/lib/api/public-request.ts, not the API client, so that a click here keeps an
// investor's panel session (issue 36 item 1). The upload needs XMLHttpRequest for its progress events.
import { ApiError, toErrorBody } from '../../lib/api/api-error';
import { contextHeaders, publicFetch, publicJson, type PublicTarget } from '../../lib/api/public-request';
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

export interface TransportDeps extends PublicTarget {
  xhr?: () => XMLHttpRequest;
  /** The page's language: the answers' payment code writes its transfer title in it (decision 0074). */
  lang?: string;
}

export const offerPath = (token: string, action?: string) =>
  `/public-api/campaign-offer/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;

export function createCampaignApi(deps: TransportDeps): CampaignApi {
  const inLanguage = (path: string) => (deps.lang ? `${path}?lang=${encodeURIComponent(deps.lang)}` : path);
  return {
    interest: (token) => publicJson<PublicOffer>(deps, 'PATCH', inLanguage(offerPath(token, 'interest')), {}),
    accept: (token, investmentValue, riskConsent = false) =>
      publicJson<PublicOffer>(deps, 'PATCH', inLanguage(offerPath(token, 'accept')), {
        investmentValue,
        ...(riskConsent ? { riskConsent: true } : {}),
      }),
    revoke: (token) => publicJson<PublicOffer>(deps, 'POST', inLanguage(offerPath(token, 'revoke')), {}),
    upload(token, file, onProgress) {
      return new Promise((resolve, reject) => {
        const xhr = deps.xhr ? deps.xhr() : new XMLHttpRequest();
        xhr.open('POST', `${deps.origin}${offerPath(token, 'upload')}`);
        xhr.setRequestHeader('Accept', 'application/json');
        for (const [name, value] of Object.entries(contextHeaders(deps))) xhr.setRequestHeader(name, value);
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
      const response = await publicFetch(deps, `${offerPath(token, 'pdf')}?lang=${encodeURIComponent(lang)}`, {
        method: 'POST',
        headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
        body: '{}',
      });
      return {
        blob: await response.blob(),
        filename: dispositionName(response.headers.get('content-disposition'), 'oferta.pdf'),
      };
    },
  };
}
