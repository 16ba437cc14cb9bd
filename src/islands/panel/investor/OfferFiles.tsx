// The files of the investor's offer: the payment-confirmation upload with its progress, and the list of
// attachments to download.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toErrorBody } from '../../../lib/api/api-error';
import type { Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { dateCell, fileSize } from '../offers/offer-format';
import {
  downloadAttachment,
  uploadConfirmation,
  UploadError,
  type AttachmentInfo,
  type InvestorOfferDetail,
} from './investor-api';
import { Card } from './investor-parts';

/** A failed upload's message: refusals the upload knows by kind, the rest through the error catalogue. */
export function uploadFailureText(failure: unknown, t: Translate): string | undefined {
  if (!(failure instanceof UploadError)) return failureText(failure, t);
  const kind = failure.failure.kind;
  return kind === 'other'
    ? (failureText(new ApiError(failure.failure.status, toErrorBody(failure.failure.body)), t) ??
        t('investor.upload.failed'))
    : t(`investor.upload.error.${kind}`);
}

/** The upload's progress (0 to 1) as a bar with its percentage. */
function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full max-w-sm items-center gap-2">
      <progress
        className="w-full"
        max={100}
        value={Math.round(progress * 100)}
        aria-label={t('investor.upload.progress')}
      />
      <span className="text-sm tabular-nums text-gray-700" aria-hidden="true">
        {Math.round(progress * 100)} %
      </span>
    </div>
  );
}

export function Uploads({ detail, onUploaded }: { detail: InvestorOfferDetail; onUploaded: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError(t('investor.upload.choose'));
      fileRef.current?.focus();
      return;
    }
    setProgress(0);
    try {
      const info = await uploadConfirmation(detail.offer.id, file, setProgress);
      setDone(t('investor.upload.done', { name: info.name }));
      if (fileRef.current) fileRef.current.value = '';
      onUploaded();
    } catch (failure) {
      setError(uploadFailureText(failure, t));
      fileRef.current?.focus();
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card title={t('investor.upload.title')} headingId={headingId} data-upload>
      <p className="mt-1 text-sm text-gray-700">{t('investor.upload.hint')}</p>
      <form className="mt-3 flex flex-col items-start gap-3" noValidate onSubmit={(e) => void upload(e)} id="upload">
        <div className="field">
          <label htmlFor={fileId} className="field-label">
            {t('investor.upload.file')}
          </label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            className="field-input"
            aria-invalid={error ? true : false}
            aria-describedby={`${fileId}-error`}
            data-upload-file
          />
          <p id={`${fileId}-error`} className="field-error" hidden={!error} data-upload-error>
            {error}
          </p>
        </div>
        {progress !== null && <UploadProgress progress={progress} />}
        <button type="submit" className="btn-primary w-auto" disabled={progress !== null} data-upload-submit>
          {t('investor.upload.submit')}
        </button>
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      </form>
    </Card>
  );
}

export function Attachments({ detail }: { detail: InvestorOfferDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const download = async (attachment: AttachmentInfo) => {
    try {
      await downloadAttachment(detail.offer.id, attachment);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investor.attachments.failed'), text });
    }
  };
  return (
    <Card title={t('investor.attachments.title')} headingId={headingId} data-attachments>
      {detail.offer.attachments.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('investor.attachments.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {detail.offer.attachments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-attachment={a.id}>
              <button type="button" className="link text-left" onClick={() => void download(a)}>
                {a.name}
              </button>
              <span className="text-sm text-gray-700">
                {t(`investor.attachments.kind.${a.kind}`)} · {fileSize(a.size)} · {dateCell(a.uploadedAt.slice(0, 10))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
