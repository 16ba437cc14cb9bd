import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../lib/format/file-size';
import type { Translate } from '../../lib/i18n-types';
import type { KycDocumentKind } from '../../lib/contracts/kyc';
import type { KycDocumentView } from '../../lib/contracts/kyc-views';
import { failureText } from '../panel/failure-text';
import type { KycFormApi } from './kyc-form-api';
import { DOCUMENT_ACCEPT } from '../../lib/ui/file-accept';

const fileInput =
  'block w-full max-w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border file:border-gray-300 ' +
  'file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-gray-900 hover:file:bg-highlight';

interface Props {
  token: string;
  api: KycFormApi;
  kinds: readonly KycDocumentKind[];
  documents: readonly KycDocumentView[];
  onChange: (documents: KycDocumentView[]) => void;
  /** After a Next with a kind still missing: each missing kind says so. */
  showMissing: boolean;
}

/**
 * The documents a reviewer asked for (decision 0048): per kind, the files uploaded so far (each removable) and a
 * file field that uploads at once (PDF, JPEG or PNG, 10 MB). Each asked kind needs at least one file to go on.
 */
export function KycDocumentsStep({ token, api, kinds, documents, onChange, showMissing }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-kyc-documents-step>
      <p className="text-gray-700">{t('kycForm.documents.intro')}</p>
      {kinds.map((kind) => (
        <DocumentKind
          key={kind}
          kind={kind}
          token={token}
          api={api}
          documents={documents}
          onChange={onChange}
          missing={showMissing && !documents.some((d) => d.kind === kind)}
          t={t as Translate}
        />
      ))}
    </div>
  );
}

function DocumentKind({
  kind,
  token,
  api,
  documents,
  onChange,
  missing,
  t,
}: Omit<Props, 'kinds' | 'showMissing'> & { kind: KycDocumentKind; missing: boolean; t: Translate }) {
  const id = useId();
  const mine = documents.filter((d) => d.kind === kind);
  const { busy, failure, outcome, upload, remove } = useDocumentActions({ kind, token, api, documents, onChange, t });

  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4" data-document-kind={kind}>
      <legend className="px-1 font-semibold text-gray-900">{t(`kyc.reviewItem.${kind}`)}</legend>
      <UploadedList documents={mine} onRemove={(document) => void remove(document)} t={t} />
      <div className="field">
        <label htmlFor={`${id}-file`} className="field-label">
          {t(mine.length > 0 ? 'kycForm.documents.addAnother' : 'kycForm.documents.add')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className={fileInput}
          disabled={busy}
          aria-invalid={missing || undefined}
          aria-describedby={missing || failure ? errorId : `${id}-hint`}
          onChange={(event) => void upload(event.currentTarget)}
          data-document-input={kind}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {busy ? t('kycForm.documents.uploading') : t('kycForm.documents.hint')}
        </p>
      </div>
      <div role="status">
        {outcome && (
          <p className="notice notice-success" data-document-outcome>
            {outcome}
          </p>
        )}
      </div>
      {(missing || failure) && (
        <p id={errorId} className="field-error" role="alert">
          {failure ?? t('kycForm.documents.missing')}
        </p>
      )}
    </fieldset>
  );
}

/** The files of one kind uploaded so far, each with its remove button; a line saying none when there are none. */
function UploadedList({
  documents,
  onRemove,
  t,
}: {
  documents: readonly KycDocumentView[];
  onRemove: (document: KycDocumentView) => void;
  t: Translate;
}) {
  if (documents.length === 0) return <p className="text-sm text-gray-700">{t('kycForm.documents.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-center justify-between gap-2"
          data-uploaded={document.name}
        >
          <span className="break-all text-gray-900">
            {document.name} <span className="text-sm text-gray-600">({fileSize(document.size)})</span>
          </span>
          <button type="button" className="link text-sm text-red-800" onClick={() => onRemove(document)}>
            {t('kycForm.documents.remove')}
            <span className="sr-only">{` – ${document.name}`}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Uploading and removing the files of one kind, with the busy flag, the failure and the last outcome. */
function useDocumentActions({
  kind,
  token,
  api,
  documents,
  onChange,
  t,
}: Pick<Props, 'token' | 'api' | 'documents' | 'onChange'> & { kind: KycDocumentKind; t: Translate }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // What the last upload or removal did, seen under the field and announced (issue 36 item 10).
  const [outcome, setOutcome] = useState<string | null>(null);

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      const stored = await api.uploadDocument(token, kind, file);
      onChange([...documents, stored]);
      setOutcome(t('kycForm.documents.uploaded', { name: stored.name }));
    } catch (error) {
      setFailure(failureText(error, t) || t('kycForm.documents.failed'));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  const remove = async (document: KycDocumentView) => {
    setFailure(null);
    setOutcome(null);
    try {
      await api.removeDocument(token, document.id);
      onChange(documents.filter((d) => d.id !== document.id));
      setOutcome(t('kycForm.documents.removed', { name: document.name }));
    } catch (error) {
      setFailure(failureText(error, t) || t('kycForm.documents.failed'));
    }
  };
  return { busy, failure, outcome, upload, remove };
}
