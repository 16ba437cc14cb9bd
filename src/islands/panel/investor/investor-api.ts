// The investor panel's calls (SPEC section 7, Investor API; docs/decisions/0017): queries for react-query and the
// actions of one offer. Lists are asked for whole (?limit=99999&offset=0, as SPEC section 7 writes them): an
// investor has a handful of offers and products, so the screens page nothing.
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { Language } from '../../../lib/language';
import type { ProductTerms } from '../../../lib/contracts/campaign-views';
import type { InvestorProfile, InvestorProfileView } from '../../../lib/contracts/investor-profile';
import type { AttachmentInfo, InvestorOfferDetail, OfferDictionary } from '../../../lib/contracts/public-offer';
import type { InvestorOfferRow, InvestorSummary } from '../../../lib/contracts/investor-offers';
import type { LeadFormAnswers, LeadFormView } from '../../../lib/contracts/lead-form';
import type { VerificationView } from '../../../lib/contracts/verification';
import type { YearlyStatementYears } from '../../../lib/contracts/yearly-statement';

export type { VerificationView, InvestorProfile, InvestorProfileView, LeadFormAnswers, LeadFormView };
export type { AttachmentInfo, InvestorOfferDetail, InvestorOfferRow, InvestorSummary, OfferDictionary, ProductTerms };

/** Names come in the page's language (the API reads ?lang). */
const withLang = (path: string, lang: Language) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

export const investorKeys = {
  all: ['investor'] as const,
  dictionary: () => ['investor', 'dictionary'] as const,
  offers: (lang: Language) => ['investor', 'offers', lang, { limit: 99999, offset: 0 }] as const,
  offer: (id: string, lang: Language) => ['investor', 'offer', id, lang] as const,
  summary: (lang: Language) => ['investor', 'summary', lang] as const,
  products: (lang: Language) => ['investor', 'products', lang] as const,
  product: (id: string, lang: Language) => ['investor', 'product', id, lang] as const,
  leadForm: () => ['investor', 'lead-form'] as const,
};

export const dictionaryQuery = () =>
  queryOptions({
    queryKey: investorKeys.dictionary(),
    queryFn: () => browserCore().api.get<OfferDictionary>('/investor-api/dictionary'),
    staleTime: Infinity,
  });

export const offersQuery = (lang: Language) =>
  queryOptions({
    queryKey: investorKeys.offers(lang),
    queryFn: () =>
      browserCore().api.get<InvestorOfferRow[]>(withLang('/investor-api/offers?limit=99999&offset=0', lang)),
  });

export const offerQuery = (id: string, lang: Language) =>
  queryOptions({
    queryKey: investorKeys.offer(id, lang),
    queryFn: () =>
      browserCore().api.get<InvestorOfferDetail>(withLang(`/investor-api/offer/${encodeURIComponent(id)}`, lang)),
    // A 404 (not theirs, or gone) will not change on a retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const summaryQuery = (lang: Language) =>
  queryOptions({
    queryKey: investorKeys.summary(lang),
    queryFn: () => browserCore().api.get<InvestorSummary>(withLang('/investor-api/investor/summary', lang)),
  });

export const productsQuery = (lang: Language) =>
  queryOptions({
    queryKey: investorKeys.products(lang),
    queryFn: () => browserCore().api.get<ProductTerms[]>(withLang('/investor-api/products?limit=99999&offset=0', lang)),
  });

export const productQuery = (id: string, lang: Language) =>
  queryOptions({
    queryKey: investorKeys.product(id, lang),
    queryFn: () =>
      browserCore().api.get<ProductTerms>(withLang(`/investor-api/product/${encodeURIComponent(id)}`, lang)),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const leadFormQuery = () =>
  queryOptions({
    queryKey: investorKeys.leadForm(),
    queryFn: () => browserCore().api.get<LeadFormView>('/investor-api/lead-form/last'),
  });

export const saveLeadForm = (answers: LeadFormAnswers) =>
  browserCore().api.post<LeadFormView>('/investor-api/lead-form', answers);

/** PATCH .../interest: the amount is optional (interest without an amount is allowed). */
export const declareInterest = (id: string, investmentValue: number | null, lang: Language) =>
  browserCore().api.patch<InvestorOfferDetail>(
    withLang(`/investor-api/offer/${encodeURIComponent(id)}/interest`, lang),
    investmentValue === null ? {} : { investmentValue },
  );

/** riskConsent: the investor consented after the risk warning (asked for when the server says so; decision 0052). */
export const acceptOffer = (id: string, investmentValue: number, lang: Language, riskConsent = false) =>
  browserCore().api.patch<InvestorOfferDetail>(withLang(`/investor-api/offer/${encodeURIComponent(id)}/accept`, lang), {
    investmentValue,
    ...(riskConsent ? { riskConsent: true } : {}),
  });

/**
 * POST .../pdf with Accept application/pdf: the offer as a PDF (with a preview amount for an offer not yet
 * accepted), saved under the server's file name.
 */
export async function downloadOfferPdf(id: string, investmentValue: number | null, lang: Language): Promise<void> {
  const response = await browserCore().api.request<Blob>(
    'POST',
    withLang(`/investor-api/offer/${encodeURIComponent(id)}/pdf`, lang),
    investmentValue === null ? {} : { investmentValue },
    { headers: { Accept: 'application/pdf' }, responseType: 'blob' },
  );
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), 'oferta.pdf'));
}

/** The years the investor has a yearly statement for (issue 38 item 4). */
export const yearlyStatementsQuery = () =>
  queryOptions({
    queryKey: ['investor', 'yearly-statements'] as const,
    queryFn: () => browserCore().api.get<YearlyStatementYears>('/investor-api/yearly-statements'),
  });

/** GET .../yearly-statements/{year}/pdf with the bearer, saved under the server's file name. */
export async function downloadYearlyStatement(year: number, lang: Language): Promise<void> {
  const response = await browserCore().api.request<Blob>(
    'GET',
    withLang(`/investor-api/yearly-statements/${String(year)}/pdf`, lang),
    undefined,
    { headers: { Accept: 'application/pdf' }, responseType: 'blob' },
  );
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), `${String(year)}.pdf`));
}

/** GET .../attachment/{id} with the bearer (the file is never public), saved under its own name. */
export async function downloadAttachment(offerId: string, attachment: AttachmentInfo): Promise<void> {
  const response = await browserCore().api.request<Blob>(
    'GET',
    `/investor-api/offer/${encodeURIComponent(offerId)}/attachment/${encodeURIComponent(attachment.id)}`,
    undefined,
    { headers: { Accept: attachment.mediaType }, responseType: 'blob' },
  );
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), attachment.name));
}

/** Why an upload failed, as the screen words it. */
export type UploadFailure = {
  kind: 'too-large' | 'type' | 'empty' | 'network' | 'other';
  status: number;
  body: unknown;
};

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(`upload failed: ${failure.kind} (${failure.status})`);
  }
}

/** The offer's upload caps (decision 0024): worded by the error catalogue with their limit, whatever the status. */
const UPLOAD_CAP_CODES = ['c22b2850', '10010ec6', '26a6b5e0'];

/**
 * What a failed upload's status means (decision 0017: 413 too large, 415 not PDF/JPEG/PNG, 400 empty or
 * missing); the offer's caps (a 413 or 409 with their own code) are 'other', for the catalogue's message.
 */
export function uploadFailureOf(status: number, body: unknown): UploadFailure {
  const code =
    typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string'
      ? (body as { code: string }).code
      : '';
  const cap = UPLOAD_CAP_CODES.some((prefix) => code.startsWith(prefix));
  const kind = cap
    ? 'other'
    : status === 413
      ? 'too-large'
      : status === 415
        ? 'type'
        : status === 400
          ? 'empty'
          : status === 0
            ? 'network'
            : 'other';
  return { kind, status, body };
}

/**
 * POST .../upload (multipart `file`) through XMLHttpRequest, the one browser API that reports upload progress.
 * `onProgress` gets 0..1. The bearer is the stored access key, refreshed first like every other call.
 */
export async function uploadConfirmation(
  offerId: string,
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
  makeXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<AttachmentInfo> {
  const core = browserCore();
  if (!(await core.refresher.ensureFresh())) throw new ApiError(0, {}, true);
  const key = core.store.$apiKey.get();
  const base = (core.branding.$landing.get()?.backendBaseUrl ?? '').replace(/\/+$/, '');
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise<AttachmentInfo>((resolve, reject) => {
    const xhr = makeXhr();
    xhr.open('POST', `${base}/investor-api/offer/${encodeURIComponent(offerId)}/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (key) xhr.setRequestHeader('Authorization', `Bearer ${key}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    const parse = () => {
      try {
        return JSON.parse(xhr.responseText) as unknown;
      } catch {
        return {};
      }
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        onProgress(1);
        resolve(parse() as AttachmentInfo);
      } else reject(new UploadError(uploadFailureOf(xhr.status, parse())));
    };
    xhr.onerror = () => reject(new UploadError(uploadFailureOf(0, {})));
    xhr.onabort = () => reject(new ApiError(0, {}, true));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The verification steps' key, so a save that changes a step can refresh them. */
export const verificationKey = ['investor', 'verification'] as const;

/** GET /investor-api/verification: the state of each verification step. */
export const verificationQuery = () =>
  queryOptions({
    queryKey: verificationKey,
    queryFn: () => browserCore().api.get<VerificationView>('/investor-api/verification'),
  });

/** GET /investor-api/profile: the primary data (nulls and the account's names before the first save). */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['investor', 'profile'] as const,
    queryFn: () => browserCore().api.get<InvestorProfileView>('/investor-api/profile'),
  });

/** PUT /investor-api/profile: stores the primary data; the answer is the stored view. */
export const saveProfile = (profile: InvestorProfile) =>
  browserCore().api.put<InvestorProfileView>('/investor-api/profile', profile);
