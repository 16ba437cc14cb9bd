// The campaign page's action area, taken over by the script: interest, the amount with its client checks and
// acceptance, the payment-confirmation upload with progress, the PDF. Every server answer is the updated offer,
// so after an action the area is redrawn from it (state.ts decides what shows). Failures go through the error
// catalogue (SPEC section 8); amount failures are put on the amount field, the rest above the actions.
import type { Translate } from '../../lib/i18n-types';
import { errorBodyOf, ApiError } from '../../lib/api/api-error';
import { bytesText, errorMessage } from '../../lib/errors/error-message';
import { formatMoney } from '../../lib/format/money';
import { formatDate } from '../../lib/format/date';
import { amountFromInput } from '../../lib/investment/amount';
import type { AttachmentInfo, CampaignMetricsView, PublicOffer } from '../../lib/contracts/public-offer';
import { controlForm } from '../form-controller';
import type { CampaignPageData } from '../../lib/campaign/page-data';
import { amountFailureText, isAmountFailure } from './invest-errors';
import { actionView } from '../../lib/campaign/state';
import type { CampaignApi } from './transport';
import { blockedKey, fileSize, raisedPercent, raisedText, statusText } from '../../lib/campaign/view';

export interface CampaignControllerDeps {
  api: CampaignApi;
  t: Translate;
  lang: string;
  /** Hands the PDF to the browser as a download. */
  save(blob: Blob, filename: string): void;
}

/** Codes after which nothing more can be done on the page (campaign period, link no longer active). */
const FINAL_CODES = ['0cf3eeb3', 'efdb6cb8', '20c6a0ff', 'af080e4c'];
const UPLOAD_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

const codeOf = (error: unknown) => errorBodyOf(error).code ?? '';

/** The offer's upload caps (files, total size): their messages come from the catalogue with the limit. */
const UPLOAD_CAP_CODES = ['c22b2850', '10010ec6', '26a6b5e0'];

/** The message of a failed upload: too large and wrong type by status (their codes have no catalogue text). */
export function uploadFailure(error: unknown, t: Translate, maxBytes: number): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (UPLOAD_CAP_CODES.some((code) => codeOf(error).startsWith(code))) return errorMessage(errorBodyOf(error), t);
  if (status === 413) return t('campaign.script.fileTooLarge', { limit: fileSize(maxBytes) });
  if (status === 415) return t('campaign.script.fileType');
  if (status === 400 && errorBodyOf(error).violations?.some((v) => v.propertyPath === 'file'))
    return t('campaign.script.fileRequired');
  return errorMessage(errorBodyOf(error), t);
}

/** A check of the chosen file before it is sent; the server checks the content again. */
export function checkFile(file: File | undefined, maxBytes: number, t: Translate): string | null {
  if (!file || file.size === 0) return t('campaign.script.fileRequired');
  if (!UPLOAD_EXTENSIONS.test(file.name)) return t('campaign.script.fileType');
  if (file.size > maxBytes) return t('campaign.script.fileTooLarge', { limit: fileSize(maxBytes) });
  return null;
}

/** Whether the offer has room for `file` (the server checks again, under a lock): the caps' messages, or null. */
export function checkRoom(
  attachments: readonly AttachmentInfo[],
  file: File,
  data: Pick<CampaignPageData, 'uploadMaxFiles' | 'uploadMaxTotalBytes'>,
  t: Translate,
): string | null {
  if (attachments.length >= data.uploadMaxFiles) return t('errors.uploadFileCount', { limit: data.uploadMaxFiles });
  const used = attachments.reduce((sum, a) => sum + a.size, 0);
  if (used + file.size > data.uploadMaxTotalBytes) {
    return t('errors.uploadOfferSize', {
      limit: bytesText(data.uploadMaxTotalBytes),
      remaining: bytesText(data.uploadMaxTotalBytes - used),
    });
  }
  return null;
}

export function mountCampaignOffer(root: HTMLElement, data: CampaignPageData, deps: CampaignControllerDeps) {
  const { api, t } = deps;
  const doc = root.ownerDocument;
  const q = <E extends Element = HTMLElement>(selector: string) => root.querySelector<E>(selector);
  let offer = data.offer;
  let metrics: CampaignMetricsView = data.metrics;

  const announce = q('[data-announce]');
  const actionError = q('[data-action-error]')!;
  const interestButton = q<HTMLButtonElement>('[data-interest]')!;
  const acceptForm = q<HTMLFormElement>('[data-accept-form]')!;
  const uploadForm = q<HTMLFormElement>('[data-upload-form]')!;
  const fileInput = q<HTMLInputElement>('#upload-file')!;
  const uploadError = q('[data-upload-error]')!;
  const progressBox = q('[data-upload-progress]')!;
  const progress = q<HTMLProgressElement>('#upload-progress')!;
  const progressText = q('[data-upload-percent]')!;
  const pdfButton = q<HTMLButtonElement>('[data-pdf]')!;

  const say = (text: string) => {
    if (!announce) return;
    // Cleared first so the same text twice is announced twice.
    announce.textContent = '';
    setTimeout(() => (announce.textContent = text), 50);
  };
  const showActionError = (message: string | null) => {
    actionError.textContent = message ?? '';
    actionError.hidden = !message;
    if (message) actionError.focus();
  };

  const renderAttachments = () => {
    const list = q('[data-attachments]')!;
    list.replaceChildren(
      ...offer.attachments.map((file: AttachmentInfo) => {
        const item = doc.createElement('li');
        item.textContent = t('campaign.upload.item', {
          name: file.name,
          size: fileSize(file.size),
          date: formatDate(file.uploadedAt),
        });
        return item;
      }),
    );
    q('[data-no-attachments]')!.hidden = offer.attachments.length > 0;
  };

  const render = () => {
    const view = actionView(offer);
    interestButton.hidden = !view.interest;
    acceptForm.hidden = !view.accept;
    q('[data-invest-link]')!.hidden = !view.investLink;
    q('[data-open-area]')!.hidden = !view.accept && !view.interest;
    q('[data-upload-area]')!.hidden = !view.upload;
    pdfButton.closest('fieldset')!.hidden = !view.pdf;
    q('[data-offer-status]')!.textContent = statusText(offer, t);
    const blocked = blockedKey(offer.actions.blockedBy);
    const blockedBox = q('[data-blocked]')!;
    blockedBox.textContent = blocked ? t(blocked) : '';
    blockedBox.hidden = !blocked;
    const raised = doc.querySelector('[data-raised-text]');
    if (raised) raised.textContent = raisedText(metrics, t);
    const bar = doc.querySelector<HTMLProgressElement>('[data-raised-bar]');
    if (bar) {
      bar.value = raisedPercent(metrics);
      bar.textContent = `${raisedPercent(metrics)} %`;
    }
    const available = doc.querySelector('[data-metric="available"]');
    if (available) available.textContent = formatMoney(metrics.available, metrics.currency);
    renderAttachments();
  };

  const applyOffer = (next: PublicOffer) => {
    offer = { ...next.offer };
    metrics = next.campaign.metrics;
    render();
  };

  /** The campaign stopped or the link died meanwhile: the message replaces the actions. */
  const stopActions = (message: string) => {
    offer = {
      ...offer,
      actions: { interest: false, accept: false, upload: false, blockedBy: offer.actions.blockedBy },
    };
    render();
    const blockedBox = q('[data-blocked]')!;
    blockedBox.textContent = message;
    blockedBox.hidden = false;
    blockedBox.tabIndex = -1;
    blockedBox.focus();
  };

  const failed = (error: unknown): string => {
    const message = errorMessage(errorBodyOf(error), t);
    if (FINAL_CODES.some((code) => codeOf(error).startsWith(code))) stopActions(message);
    else showActionError(message);
    return message;
  };

  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]'))
    fieldset.disabled = false;

  interestButton.addEventListener('click', async () => {
    interestButton.disabled = true;
    showActionError(null);
    try {
      applyOffer(await api.interest(data.token));
      say(t('campaign.script.interestDone'));
      (acceptForm.hidden
        ? q<HTMLElement>('[data-offer-status]')
        : acceptForm.querySelector<HTMLInputElement>('input')
      )?.focus();
    } catch (error) {
      failed(error);
    } finally {
      interestButton.disabled = false;
    }
  });

  const rules = { minInvestment: metrics.minInvestment, maxInvestment: metrics.maxInvestment, step: metrics.step };
  const amountCheck = (value: string) => {
    const parsed = amountFromInput(value, rules);
    return parsed.ok ? null : parsed.failure;
  };
  controlForm(acceptForm, { investmentValue: amountCheck }, t, async (controls) => {
    const parsed = amountFromInput(controls.value('investmentValue'), rules);
    if (!parsed.ok) return;
    try {
      applyOffer(await api.accept(data.token, parsed.value));
      say(t('campaign.script.accepted', { amount: formatMoney(parsed.value, metrics.currency) }));
      if (!q('[data-upload-area]')!.hidden) fileInput.focus();
    } catch (error) {
      if (isAmountFailure(errorBodyOf(error))) {
        const message = amountFailureText(errorBodyOf(error), t);
        controls.showFieldErrors({ investmentValue: message });
        say(message);
      } else failed(error);
    }
  });

  const setUploading = (busy: boolean) => {
    const button = uploadForm.querySelector<HTMLButtonElement>('[data-submit]')!;
    button.disabled = busy;
    fileInput.disabled = busy;
    uploadForm.setAttribute('aria-busy', String(busy));
    button.querySelector<HTMLElement>('[data-idle-label]')!.hidden = busy;
    button.querySelector<HTMLElement>('[data-busy-label]')!.hidden = !busy;
  };
  const showUploadError = (message: string | null) => {
    uploadError.textContent = message ?? '';
    uploadError.hidden = !message;
    fileInput.setAttribute('aria-invalid', String(Boolean(message)));
    if (message) fileInput.focus();
  };
  const setProgress = (percent: number) => {
    progress.value = percent;
    progressText.textContent = t('campaign.upload.progress', { percent });
  };

  uploadForm.noValidate = true;
  uploadForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (uploadForm.getAttribute('aria-busy') === 'true') return;
    const file = fileInput.files?.[0];
    const problem =
      checkFile(file, data.uploadMaxBytes, t) ?? (file ? checkRoom(offer.attachments, file, data, t) : null);
    showUploadError(problem);
    if (problem || !file) return;
    setProgress(0);
    progressBox.hidden = false;
    setUploading(true);
    let refusal: string | null = null;
    try {
      const stored = await api.upload(data.token, file, setProgress);
      offer = { ...offer, attachments: [...offer.attachments, stored] };
      renderAttachments();
      uploadForm.reset();
      say(t('campaign.script.uploaded', { name: stored.name }));
    } catch (error) {
      progressBox.hidden = true;
      if (FINAL_CODES.some((code) => codeOf(error).startsWith(code))) failed(error);
      else refusal = uploadFailure(error, t, data.uploadMaxBytes);
    } finally {
      setUploading(false);
    }
    // Shown once the field is enabled again, so it can take the focus with its message.
    if (refusal) showUploadError(refusal);
  });

  pdfButton.addEventListener('click', async () => {
    pdfButton.disabled = true;
    pdfButton.setAttribute('aria-busy', 'true');
    pdfButton.querySelector<HTMLElement>('[data-idle-label]')!.hidden = true;
    pdfButton.querySelector<HTMLElement>('[data-busy-label]')!.hidden = false;
    showActionError(null);
    try {
      const { blob, filename } = await api.pdf(data.token, deps.lang);
      deps.save(blob, filename);
      say(t('campaign.script.pdfReady'));
    } catch (error) {
      failed(error);
    } finally {
      pdfButton.disabled = false;
      pdfButton.removeAttribute('aria-busy');
      pdfButton.querySelector<HTMLElement>('[data-idle-label]')!.hidden = false;
      pdfButton.querySelector<HTMLElement>('[data-busy-label]')!.hidden = true;
    }
  });

  return { state: () => ({ offer, metrics }) };
}
