// The files of the investor's offer: the payment-confirmation upload with its progress, and the list of
// attachments to download.
import { useId, useRef, useState, type DragEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toErrorBody } from '../../../lib/api/api-error';
import type { Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { dateCell, fileSize } from '../../../lib/format/cells';
import {
  downloadAttachment,
  uploadConfirmation,
  UploadError,
  type AttachmentInfo,
  type InvestorOfferDetail,
} from './investor-api';
import { Card } from '../ui/page-parts';
import { chosenFileText } from '../../../lib/browser/file-drop';
import { DOCUMENT_ACCEPT } from '../../../lib/ui/file-accept';

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

/**
 * The file field as a drop area (the .file-drop markup of the campaign page): a labelled button, the chosen file's
 * name, a file dropped on it on a desktop, the camera or the gallery on a phone (the browser offers them).
 */
function FileDrop({
  fileId,
  fileRef,
  invalid,
}: {
  fileId: string;
  fileRef: RefObject<HTMLInputElement | null>;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    const input = fileRef.current;
    if (!file || !input) return;
    // One file per upload: the first one dropped.
    const one = new DataTransfer();
    one.items.add(file);
    input.files = one.files;
    setChosen(file);
  };
  return (
    <div
      className="file-drop"
      data-dropzone
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={fileRef}
        id={fileId}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        aria-labelledby={`${fileId}-label`}
        aria-invalid={invalid}
        aria-describedby={`${fileId}-name ${fileId}-error`}
        onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
        data-upload-file
      />
      <label htmlFor={fileId} className="file-drop-button" aria-hidden="true">
        {t('upload.choose')}
      </label>
      <span id={`${fileId}-name`} className="text-sm break-all text-gray-900" data-file-name>
        {chosenFileText(chosen, t)}
      </span>
      <span className="text-sm text-gray-700 max-md:hidden">{t('upload.dropHint')}</span>
      <span className="text-sm text-gray-700 md:hidden">{t('upload.phoneHint')}</span>
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
  const [fieldKey, setFieldKey] = useState(0);

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
      // A fresh field: no file chosen.
      setFieldKey((key) => key + 1);
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
        <div className="field w-full">
          <span id={`${fileId}-label`} className="field-label">
            {t('investor.upload.file')}
          </span>
          <FileDrop key={fieldKey} fileId={fileId} fileRef={fileRef} invalid={Boolean(error)} />
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
