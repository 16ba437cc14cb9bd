// The payment-confirmation upload of the campaign page: the file checked before it is sent (type, size, the
// offer's caps), sent with progress, listed when stored; refusals on the file field, final failures through the
// action area.
import type { Translate } from '../../lib/i18n-types';
import { errorBodyOf, ApiError } from '../../lib/api/api-error';
import { errorMessage } from '../../lib/errors/error-message';
import type { AttachmentInfo } from '../../lib/contracts/public-offer';
import type { CampaignPageData } from '../../lib/campaign/page-data';
import { fileSize } from '../../lib/campaign/view';
import { codeOf, isFinalFailure, type OfferArea } from './offer-area';
import type { CampaignApi } from './transport';
import { mountFileDrop } from '../../lib/browser/file-drop';

const UPLOAD_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

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
      limit: fileSize(data.uploadMaxTotalBytes),
      remaining: fileSize(data.uploadMaxTotalBytes - used),
    });
  }
  return null;
}

/** The upload form's parts the script drives. */
function uploadParts(area: OfferArea) {
  const form = area.q<HTMLFormElement>('[data-upload-form]')!;
  const fileInput = area.q<HTMLInputElement>('#upload-file')!;
  const error = area.q('[data-upload-error]')!;
  const progressBox = area.q('[data-upload-progress]')!;
  const progress = area.q<HTMLProgressElement>('#upload-progress')!;
  const progressText = area.q('[data-upload-percent]')!;
  return {
    form,
    fileInput,
    progressBox,
    setUploading: (busy: boolean) => {
      const button = form.querySelector<HTMLButtonElement>('[data-submit]')!;
      button.disabled = busy;
      fileInput.disabled = busy;
      form.setAttribute('aria-busy', String(busy));
      button.querySelector<HTMLElement>('[data-idle-label]')!.hidden = busy;
      button.querySelector<HTMLElement>('[data-busy-label]')!.hidden = !busy;
    },
    showError: (message: string | null) => {
      error.textContent = message ?? '';
      error.hidden = !message;
      fileInput.setAttribute('aria-invalid', String(Boolean(message)));
      if (message) fileInput.focus();
    },
    setProgress: (percent: number) => {
      progress.value = percent;
      progressText.textContent = area.t('campaign.upload.progress', { percent });
    },
  };
}

/** Takes over the upload form: one upload at a time, checked first, with progress. */
export function mountUpload(area: OfferArea, data: CampaignPageData, api: CampaignApi): void {
  const { t } = area;
  const parts = uploadParts(area);
  const { form, fileInput, progressBox } = parts;
  const drop = area.q('[data-dropzone]');
  if (drop) mountFileDrop(drop, fileInput, t);
  const upload = async () => {
    if (form.getAttribute('aria-busy') === 'true') return;
    const file = fileInput.files?.[0];
    area.clearOutcome();
    const problem =
      checkFile(file, data.uploadMaxBytes, t) ?? (file ? checkRoom(area.offer.attachments, file, data, t) : null);
    parts.showError(problem);
    if (problem || !file) return;
    parts.setProgress(0);
    progressBox.hidden = false;
    parts.setUploading(true);
    let refusal: string | null = null;
    try {
      const stored = await api.upload(data.token, file, parts.setProgress);
      area.addAttachment(stored);
      form.reset();
      area.say(t('campaign.script.uploaded', { name: stored.name }));
    } catch (error) {
      progressBox.hidden = true;
      if (isFinalFailure(error)) area.failed(error);
      else refusal = uploadFailure(error, t, data.uploadMaxBytes);
    } finally {
      parts.setUploading(false);
    }
    // Shown once the field is enabled again, so it can take the focus with its message.
    if (refusal) parts.showError(refusal);
  };
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void upload();
  });
}
