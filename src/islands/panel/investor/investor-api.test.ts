// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepsStoredKey } from '../../../lib/api/key-rule';
import {
  acceptOffer,
  declareInterest,
  downloadOfferPdf,
  offersQuery,
  productQuery,
  saveLeadForm,
  uploadConfirmation,
  UploadError,
  uploadFailureOf,
} from './investor-api';

const api = { get: vi.fn(), post: vi.fn(), patch: vi.fn(), request: vi.fn() };
const core = {
  api,
  refresher: { ensureFresh: vi.fn(async () => true) },
  store: { $apiKey: { get: () => 'the-key' } },
  branding: { $landing: { get: () => ({ backendBaseUrl: '' }) } },
};
vi.mock('../../../lib/browser/core', () => ({ browserCore: () => core }));

beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

describe('calls', () => {
  it('asks for whole lists and names in the page language, on key-keeping paths', async () => {
    api.get.mockResolvedValue([]);
    await offersQuery('en').queryFn!({} as never);
    expect(api.get).toHaveBeenCalledWith('/investor-api/offers?limit=99999&offset=0&lang=en');
    await productQuery('a b', 'pl').queryFn!({} as never);
    expect(api.get).toHaveBeenLastCalledWith('/investor-api/product/a%20b?lang=pl');
    for (const [path] of api.get.mock.calls) expect(keepsStoredKey(path as string)).toBe(true);
  });

  it('sends interest without an amount as an empty body, and acceptance with the amount in minor units', async () => {
    api.patch.mockResolvedValue({});
    await declareInterest('o1', null, 'pl');
    expect(api.patch).toHaveBeenLastCalledWith('/investor-api/offer/o1/interest?lang=pl', {});
    await declareInterest('o1', 1_000_000, 'pl');
    expect(api.patch).toHaveBeenLastCalledWith('/investor-api/offer/o1/interest?lang=pl', {
      investmentValue: 1_000_000,
    });
    await acceptOffer('o1', 2_500_000, 'en');
    expect(api.patch).toHaveBeenLastCalledWith('/investor-api/offer/o1/accept?lang=en', { investmentValue: 2_500_000 });
    api.post.mockResolvedValue({});
    const answers = {
      industries: ['energy' as const],
      horizon: null,
      plannedAmount: null,
      currency: null,
      comment: null,
    };
    await saveLeadForm(answers);
    expect(api.post).toHaveBeenLastCalledWith('/investor-api/lead-form', answers);
  });

  it('downloads the PDF as a blob under the server’s file name', async () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    api.request.mockResolvedValue({
      data: blob,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="oferta-OBL-2026-11-21.pdf"' }),
    });
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await downloadOfferPdf('o1', null, 'pl');
    expect(api.request).toHaveBeenCalledWith(
      'POST',
      '/investor-api/offer/o1/pdf?lang=pl',
      {},
      { headers: { Accept: 'application/pdf' }, responseType: 'blob' },
    );
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual(['oferta-OBL-2026-11-21.pdf']);
    click.mockRestore();
  });
});

describe('uploads', () => {
  it('names the refusals of decision 0017', () => {
    expect(uploadFailureOf(413, {}).kind).toBe('too-large');
    expect(uploadFailureOf(415, {}).kind).toBe('type');
    expect(uploadFailureOf(400, {}).kind).toBe('empty');
    expect(uploadFailureOf(0, {}).kind).toBe('network');
    expect(uploadFailureOf(409, { code: '6491e3a4' })).toEqual({
      kind: 'other',
      status: 409,
      body: { code: '6491e3a4' },
    });
    // The offer's caps are worded by the catalogue with their limit, not as "the file is too large".
    expect(uploadFailureOf(413, { code: '10010ec6', parameters: { limit: 26_214_400, remaining: 0 } }).kind).toBe(
      'other',
    );
    expect(uploadFailureOf(409, { code: 'c22b2850', parameters: { limit: 10 } }).kind).toBe('other');
  });

  /** A stand-in XMLHttpRequest that records the request and answers as told. */
  function fakeXhr(status: number, responseText: string) {
    const xhr = {
      upload: {} as { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void },
      headers: {} as Record<string, string>,
      status: 0,
      responseText: '',
      opened: [] as string[],
      sent: null as FormData | null,
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      onabort: null as null | (() => void),
      open(method: string, url: string) {
        this.opened = [method, url];
      },
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      },
      abort() {
        this.onabort?.();
      },
      send(body: FormData) {
        this.sent = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.status = status;
        this.responseText = responseText;
        this.onload?.();
      },
    };
    return xhr;
  }

  it('posts the file as multipart with the bearer and reports progress', async () => {
    const xhr = fakeXhr(201, JSON.stringify({ id: 'a1', name: 'p.pdf' }));
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'p.pdf', { type: 'application/pdf' });
    const info = await uploadConfirmation(
      'o1',
      file,
      (share) => progress.push(share),
      undefined,
      () => xhr as unknown as XMLHttpRequest,
    );
    expect(info).toEqual({ id: 'a1', name: 'p.pdf' });
    expect(xhr.opened).toEqual(['POST', '/investor-api/offer/o1/upload']);
    expect(xhr.headers['Authorization']).toBe('Bearer the-key');
    expect((xhr.sent!.get('file') as File).name).toBe('p.pdf');
    expect(progress).toEqual([0.25, 1]);
    expect(core.refresher.ensureFresh).toHaveBeenCalled();
  });

  it('rejects with the kind of refusal and the server body', async () => {
    const xhr = fakeXhr(413, JSON.stringify({ code: '454e03c1', parameters: { limit: 10_485_760 } }));
    const failure = await uploadConfirmation(
      'o1',
      new File(['x'], 'big.pdf'),
      () => {},
      undefined,
      () => xhr as unknown as XMLHttpRequest,
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).failure).toMatchObject({
      kind: 'too-large',
      status: 413,
      body: { code: '454e03c1' },
    });
  });
});
