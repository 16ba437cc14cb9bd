// A file field in the page's language: the native input is visually hidden (still focusable, its keyboard focus shown
// on the button look), a label styled as a button opens it, and the chosen file's name (or that none is) sits beside.
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenFileText } from '../../../lib/browser/file-drop';

export function FileField({
  id,
  label,
  hint,
  error,
  accept,
  inputRef,
  file,
  onChange,
  marker,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  accept: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The chosen file when the form holds it (so emptying the form empties the name); else the field keeps it. */
  file?: File | null;
  onChange: (file: File | null) => void;
  /** The input's data attribute for tests, e.g. "data-certificate-file". */
  marker: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<File | null>(null);
  const shown = file === undefined ? chosen : file;
  return (
    <div className="field">
      <label id={`${id}-label`} htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          className="peer sr-only"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : false}
          aria-describedby={`${hint ? `${id}-hint ` : ''}${id}-name ${id}-error`}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0] ?? null;
            setChosen(picked);
            onChange(picked);
          }}
          {...{ [marker]: true }}
        />
        <label
          htmlFor={id}
          className="file-drop-button peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-main"
          aria-hidden="true"
        >
          {t('upload.choose')}
        </label>
        <span id={`${id}-name`} className="min-w-0 text-sm break-words text-gray-900 [overflow-wrap:anywhere]">
          {chosenFileText(shown, t)}
        </span>
      </div>
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
