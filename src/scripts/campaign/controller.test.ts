// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import type { AttachmentInfo, PublicOffer } from '../../lib/contracts/public-offer';
import { mountCampaignOffer } from './controller';
import { checkFile, checkRoom, uploadFailure } from './upload-action';
import type { CampaignPageData } from '../../lib/campaign/page-data';
import type { CampaignApi } from './transport';

// The page's markup as src/server/public-offer/campaign-page.ts renders it (the parts the script uses).
const MARKUP = `
<p data-raised-text></p><progress data-raised-bar max="100" value="0"></progress><dd data-metric="available"></dd>
<div data-progress></div>
<section data-offer-actions>
  <strong data-offer-status></strong>
  <div role="status" data-announce></div>
  <p data-blocked hidden></p>
  <p data-action-error tabindex="-1" hidden></p>
  <div data-open-area>
    <fieldset data-needs-script disabled><button type="button" data-interest>Interest</button></fieldset>
    <form data-accept-form>
      <fieldset data-needs-script disabled>
        <input id="investment-value" name="investmentValue" />
        <p data-error-for="investmentValue" hidden></p>
        <p data-form-error hidden></p>
        <button type="submit" data-submit><span data-idle-label>Accept</span><span data-busy-label hidden>…</span></button>
      </fieldset>
    </form>
    <p data-invest-link></p>
  </div>
  <div data-upload-area hidden>
    <form data-upload-form>
      <fieldset data-needs-script disabled>
        <input id="upload-file" name="file" type="file" />
        <p data-upload-error hidden></p>
        <div data-upload-progress hidden>
          <progress id="upload-progress" max="100" value="0"></progress><span data-upload-percent></span>
        </div>
        <button type="submit" data-submit><span data-idle-label>Upload</span><span data-busy-label hidden>…</span></button>
      </fieldset>
    </form>
    <p data-no-attachments></p>
    <ul data-attachments></ul>
  </div>
  <fieldset data-needs-script disabled>
    <button type="button" data-pdf><span data-idle-label>PDF</span><span data-busy-label hidden>…</span></button>
  </fieldset>
</section>`;

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const metrics = {
  interestType: 'fixed',
  paymentFrequency: 'quarterly',
  duration: { value: 12, unit: 'month' },
  currency: 'PLN',
  minInvestment: 1_000_000,
  maxInvestment: 5_000_000,
  step: 100_000,
  target: 10_000_000,
  raised: 2_000_000,
  paid: 1_000_000,
  available: 8_000_000,
  daysLeft: 10,
} as const;
const openActions = { interest: true, accept: true, upload: false, blockedBy: null } as const;
const data: CampaignPageData = {
  token: 'tok',
  offer: {
    status: 'viewed',
    statusDate: '2026-11-20T10:00:00.000Z',
    reference: 'OF-00000000',
    investmentValue: null,
    currency: 'PLN',
    actions: openActions,
    attachments: [],
    history: [
      { status: 'invited', at: '2026-11-19T10:00:00.000Z' },
      { status: 'viewed', at: '2026-11-20T10:00:00.000Z' },
    ],
    lostReason: null,
    revocableUntil: null,
  },
  metrics: { ...metrics },
  paymentRecipient: { name: 'Emitent S.A.', account: 'PL61109010140000071219812874' },
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxFiles: 10,
  uploadMaxTotalBytes: 25 * 1024 * 1024,
};

function answer(
  status: PublicOffer['offer']['status'],
  actions: PublicOffer['offer']['actions'],
  investmentValue: number | null = null,
  raised: number = metrics.raised,
): PublicOffer {
  return {
    language: 'pl',
    protection: null,
    investor: { name: null, email: 'a***b@example.com' },
    campaign: {
      id: 'c',
      translations: { pl: { name: 'K', description: '' } },
      state: 'active',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      imageUrl: null,
      metrics: { ...metrics, raised, paid: 1_000_000, available: metrics.target - raised },
      paymentRecipient: { name: 'Emitent S.A.', account: 'PL61109010140000071219812874' },
    },
    product: {
      id: 'p',
      code: 'X',
      translations: { pl: { name: 'P', description: '' } },
      interestType: 'fixed',
      annualRateBasisPoints: 900,
      paymentFrequency: 'quarterly',
      duration: { value: 12, unit: 'month' },
      imageUrl: null,
    },
    offer: {
      id: 'o',
      reference: 'OF-00000000',
      status,
      statusDate: '2026-11-20T10:00:00.000Z',
      investmentValue,
      currency: 'PLN',
      message: null,
      agreementDate: null,
      paymentDate: null,
      endDate: null,
      actions,
      attachments: [],
      history: [
        { status: 'invited', at: '2026-11-19T10:00:00.000Z' },
        ...(status === 'invited' ? [] : [{ status, at: '2026-11-20T10:00:00.000Z' }]),
      ],
      lostReason: null,
      revocableUntil: null,
      refund: null,
      bankPayment: null,
      kiis: null,
    },
  };
}

const file: AttachmentInfo = {
  id: 'f1',
  kind: 'payment-confirmation',
  name: 'potwierdzenie.pdf',
  mediaType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-21T10:00:00.000Z',
};
let api: { [K in keyof CampaignApi]: Mock<CampaignApi[K]> };
let save: ReturnType<typeof vi.fn<(blob: Blob, filename: string) => void>>;
const q = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(pageData: CampaignPageData = data) {
  document.body.innerHTML = MARKUP;
  return mountCampaignOffer(q('[data-offer-actions]'), structuredClone(pageData), {
    api,
    t,
    lang: 'pl',
    save,
  });
}

async function submitAmount(value: string) {
  q<HTMLInputElement>('#investment-value').value = value;
  q<HTMLFormElement>('[data-accept-form]').requestSubmit();
  await flush();
  await flush();
}

beforeEach(() => {
  api = { interest: vi.fn(), accept: vi.fn(), revoke: vi.fn(), upload: vi.fn(), pdf: vi.fn() };
  save = vi.fn<(blob: Blob, filename: string) => void>();
});

describe('mountCampaignOffer', () => {
  it('enables the actions and marks interest', async () => {
    mount();
    expect([...document.querySelectorAll('fieldset')].every((f) => !f.disabled)).toBe(true);
    api.interest.mockResolvedValue(
      answer('interested', { interest: false, accept: true, upload: false, blockedBy: null }),
    );
    q<HTMLButtonElement>('[data-interest]').click();
    await flush();
    expect(api.interest).toHaveBeenCalledWith('tok');
    expect(q('[data-offer-status]').textContent).toBe('campaign.status.interested');
    expect(q('[data-interest]').hidden).toBe(true);
    expect(q('[data-accept-form]').hidden).toBe(false);
    expect(document.activeElement).toBe(q('#investment-value'));
    await vi.waitFor(() =>
      expect(q('[data-announce] [data-outcome]').textContent).toBe('campaign.script.interestDone'),
    );
  });

  it('enables the acceptance once the KIIS link is followed (decision 0069)', () => {
    document.body.innerHTML = MARKUP;
    q('[data-offer-actions]').insertAdjacentHTML(
      'afterbegin',
      '<div data-kiis><a href="/kiis" download data-kiis-link>KIIS</a><p id="kiis-wait" data-kiis-wait>Open</p></div>',
    );
    const submit = q<HTMLButtonElement>('[data-accept-form] [data-submit]');
    submit.disabled = true;
    submit.setAttribute('aria-describedby', 'kiis-wait');
    mountCampaignOffer(q('[data-offer-actions]'), structuredClone(data), { api, t, lang: 'pl', save });
    expect(submit.disabled).toBe(true);
    q('[data-kiis-link]').addEventListener('click', (event) => event.preventDefault());
    q<HTMLAnchorElement>('[data-kiis-link]').click();
    expect(submit.disabled).toBe(false);
    expect(submit.hasAttribute('aria-describedby')).toBe(false);
    expect(q('[data-kiis-wait]').hidden).toBe(true);
  });

  it('keeps the acceptance waiting for the entry test after the KIIS is opened, and interest too', async () => {
    document.body.innerHTML = MARKUP;
    q('[data-offer-actions]').insertAdjacentHTML(
      'afterbegin',
      '<p id="protection-wait">Test first</p>' +
        '<div data-kiis><a href="/kiis" download data-kiis-link>KIIS</a><p id="kiis-wait" data-kiis-wait>Open</p></div>',
    );
    const submit = q<HTMLButtonElement>('[data-accept-form] [data-submit]');
    const interest = q<HTMLButtonElement>('[data-interest]');
    submit.disabled = true;
    submit.setAttribute('aria-describedby', 'protection-wait kiis-wait');
    interest.disabled = true;
    interest.setAttribute('aria-describedby', 'protection-wait');
    mountCampaignOffer(q('[data-offer-actions]'), structuredClone(data), { api, t, lang: 'pl', save });
    q('[data-kiis-link]').addEventListener('click', (event) => event.preventDefault());
    q<HTMLAnchorElement>('[data-kiis-link]').click();
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe('protection-wait');
    expect(interest.disabled).toBe(true);
  });

  it('checks the amount before sending: minimum and step', async () => {
    mount();
    await submitAmount('50');
    expect(api.accept).not.toHaveBeenCalled();
    expect(q('[data-error-for="investmentValue"]').textContent).toBe(
      'validation.investmentMin {"min":"10 000,00 PLN"}',
    );
    await submitAmount('10 500,50');
    expect(q('[data-error-for="investmentValue"]').textContent).toBe(
      'validation.investmentIndivisible {"step":"1 000,00 PLN"}',
    );
    expect(q('#investment-value').getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the server's amount refusals on the field, with the bound", async () => {
    mount();
    api.accept.mockRejectedValueOnce(
      new ApiError(409, { code: 'a08175e4', label: 'Target exceeded', parameters: { investmentValueMax: 300_000 } }),
    );
    await submitAmount('20 000');
    expect(api.accept).toHaveBeenCalledWith('tok', 2_000_000, false);
    expect(q('[data-error-for="investmentValue"]').textContent).toBe('errors.investmentAboveMax 3 000,00');
    api.accept.mockRejectedValueOnce(
      new ApiError(400, {
        code: '9e4235af',
        parameters: { step: 100_000 },
        violations: [{ propertyPath: 'investmentValue', message: 'validation.investmentIndivisible' }],
      }),
    );
    await submitAmount('20 000');
    expect(q('[data-error-for="investmentValue"]').textContent).toBe(
      'validation.investmentIndivisible {"step":"1 000,00"}',
    );
  });

  it('after acceptance shows the upload, the new status and the raised funds', async () => {
    mount();
    api.accept.mockResolvedValue(
      answer(
        'accepted',
        { interest: false, accept: false, upload: true, blockedBy: 'out-of-date' },
        1_200_000,
        3_200_000,
      ),
    );
    await submitAmount('12 000');
    expect(q('[data-offer-status]').textContent).toBe(
      'campaign.statusWithAmount {"status":"campaign.status.accepted","amount":"12 000,00 PLN"}',
    );
    expect(q('[data-upload-area]').hidden).toBe(false);
    expect(q('[data-open-area]').hidden).toBe(true);
    expect(q('[data-blocked]').hidden).toBe(true);
    // The tracker: acceptance done, the confirmation is next, with the transfer details and their copy buttons.
    expect(document.querySelector('[data-step="accepted"]')!.getAttribute('data-state')).toBe('done');
    expect(document.querySelector('[data-step="confirmation"]')!.getAttribute('aria-current')).toBe('step');
    expect(document.querySelector('[data-next-step]')!.getAttribute('data-next-step')).toBe('pay');
    expect(document.querySelector('[data-transfer="account"]')!.textContent).toContain(
      '61 1090 1014 0000 0712 1981 2874',
    );
    expect(document.querySelector('[data-transfer="account"] [data-copy]')!.getAttribute('data-copy')).toBe(
      '61109010140000071219812874',
    );
    expect(q<HTMLProgressElement>('[data-raised-bar]').value).toBe(32);
    expect(q('[data-metric="available"]').textContent).toBe('68 000,00 PLN');
    expect(document.activeElement).toBe(q('#upload-file'));
  });

  it('stops the actions when the campaign ended meanwhile', async () => {
    mount();
    api.accept.mockRejectedValue(new ApiError(409, { code: 'efdb6cb8', label: 'Campaign completed' }));
    await submitAmount('12 000');
    expect(q('[data-open-area]').hidden).toBe(true);
    expect(q('[data-blocked]').hidden).toBe(false);
    expect(q('[data-blocked]').textContent).toBe('errors.campaignCompleted');
  });

  it('uploads with progress and lists the file; refusals by status', async () => {
    mount({
      ...data,
      offer: {
        ...data.offer,
        status: 'accepted',
        investmentValue: 1_200_000,
        actions: { interest: false, accept: false, upload: true, blockedBy: 'out-of-date' },
      },
    });
    const input = q<HTMLInputElement>('#upload-file');
    const pdf = new File(['%PDF-1.4'], 'potwierdzenie.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [pdf], configurable: true });
    const seen: number[] = [];
    api.upload.mockImplementation(async (_token: string, _file: File, progress: (p: number) => void) => {
      progress(40);
      seen.push(q<HTMLProgressElement>('#upload-progress').value);
      progress(100);
      return file;
    });
    q<HTMLFormElement>('[data-upload-form]').requestSubmit();
    await flush();
    expect(seen).toEqual([40]);
    expect(q<HTMLProgressElement>('#upload-progress').value).toBe(100);
    expect(q('[data-upload-percent]').textContent).toBe('campaign.upload.progress {"percent":100}');
    expect(q('[data-attachments]').children).toHaveLength(1);
    expect(q('[data-no-attachments]').hidden).toBe(true);
    // The outcome is seen, not only announced (issue 36 item 10): a success notice in the status region.
    await vi.waitFor(() =>
      expect(q('[data-announce] [data-outcome]').textContent).toBe(
        'campaign.script.uploaded {"name":"potwierdzenie.pdf"}',
      ),
    );
    expect(q('[data-announce] [data-outcome]').className).toContain('notice-success');

    api.upload.mockRejectedValue(new ApiError(415, { code: '9066e32b' }));
    q<HTMLFormElement>('[data-upload-form]').requestSubmit();
    await flush();
    expect(q('[data-upload-error]').textContent).toBe('campaign.script.fileType');
    expect(q('[data-upload-error]').hidden).toBe(false);
    expect(q('[data-announce]').textContent).toBe('');
    expect(q('[data-attachments]').children).toHaveLength(1);
  });

  it('downloads the PDF', async () => {
    mount();
    const blob = new Blob(['%PDF-1.4']);
    api.pdf.mockResolvedValue({ blob, filename: 'oferta-X-2026-11-21.pdf' });
    q<HTMLButtonElement>('[data-pdf]').click();
    await flush();
    expect(api.pdf).toHaveBeenCalledWith('tok', 'pl');
    expect(save).toHaveBeenCalledWith(blob, 'oferta-X-2026-11-21.pdf');
    expect(q<HTMLButtonElement>('[data-pdf]').disabled).toBe(false);
  });
});

describe('file checks', () => {
  const max = 10 * 1024 * 1024;
  it('refuses a missing, empty, wrongly named or too large file', () => {
    expect(checkFile(undefined, max, t)).toBe('campaign.script.fileRequired');
    expect(checkFile(new File([], 'a.pdf'), max, t)).toBe('campaign.script.fileRequired');
    expect(checkFile(new File(['x'], 'a.txt'), max, t)).toBe('campaign.script.fileType');
    expect(checkFile(new File(['xx'], 'a.PNG'), 1, t)).toBe('campaign.script.fileTooLarge {"limit":"1 B"}');
    expect(checkFile(new File(['x'], 'skan.JPEG'), max, t)).toBeNull();
  });
  it('maps the server refusals by status', () => {
    expect(uploadFailure(new ApiError(413, { code: '454e03c1' }), t, max)).toBe(
      'campaign.script.fileTooLarge {"limit":"10 MB"}',
    );
    expect(uploadFailure(new ApiError(400, { code: '9e4235af', violations: [{ propertyPath: 'file' }] }), t, max)).toBe(
      'campaign.script.fileRequired',
    );
    expect(uploadFailure(new ApiError(0, {}), t, max)).toBe('errors.generic');
  });
  it("words the offer's caps with their limits, from the server and before sending", () => {
    expect(uploadFailure(new ApiError(409, { code: 'c22b2850', parameters: { limit: 10 } }), t, max)).toBe(
      'errors.uploadFileCount {"limit":10}',
    );
    expect(
      uploadFailure(
        new ApiError(413, {
          code: '10010ec6',
          parameters: { limit: 25 * 1024 * 1024, remaining: 3 * 1024 * 1024 + 600 * 1024 },
        }),
        t,
        max,
      ),
    ).toBe('errors.uploadOfferSize {"limit":"25 MB","remaining":"3,5 MB"}');
    expect(uploadFailure(new ApiError(409, { code: '26a6b5e0' }), t, max)).toBe('errors.uploadQuota');
    const caps = { uploadMaxFiles: 2, uploadMaxTotalBytes: 3000 };
    const stored = (size: number) => ({
      id: 'a',
      kind: 'payment-confirmation' as const,
      name: 'a.png',
      mediaType: 'image/png',
      size,
      uploadedAt: '2026-11-25T10:00:00Z',
    });
    expect(checkRoom([stored(1000)], new File(['x'.repeat(1000)], 'b.png'), caps, t)).toBeNull();
    expect(checkRoom([stored(1000), stored(1000)], new File(['x'], 'c.png'), caps, t)).toBe(
      'errors.uploadFileCount {"limit":2}',
    );
    expect(checkRoom([stored(2500)], new File(['x'.repeat(600)], 'd.png'), caps, t)).toBe(
      'errors.uploadOfferSize {"limit":"2,9 KB","remaining":"500 B"}',
    );
  });
});
