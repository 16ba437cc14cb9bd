import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailEntry } from '../../../../lib/contracts/invitation';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  error?: string | undefined;
  /** Addresses of the list that are not valid: named under the field; they fail alone when sent. */
  invalid: readonly string[];
  /** The addresses as parsed from the field, shown as chips to check before sending. */
  entries: readonly EmailEntry[];
  /** Removes one address from the field (its chip's button). */
  onRemove: (address: string) => void;
}

// A 44 px target for a finger, round like the chip.
const CHIP_REMOVE =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-200 focus-visible:outline-2';

/**
 * The e-mails field of the invite dialogs: a text area taking a pasted list (';', ',' or one per line), with the
 * parsed addresses below as chips, each removable and the invalid ones marked. Works with register().
 */
export const EmailsField = forwardRef<HTMLTextAreaElement, Props>(function EmailsField(
  { error, invalid, entries, onRemove, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const warning = !error && invalid.length > 0;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t('invite.emails')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {t('invite.emailsHint')}
      </p>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        className="field-input min-h-11"
        aria-invalid={error ? true : false}
        aria-describedby={`${id}-hint ${id}-error ${id}-warning`}
        {...input}
      />
      {entries.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('invite.parsedEmails', { count: entries.length })}>
          {entries.map(({ address }) => {
            const bad = invalid.includes(address);
            return (
              <li
                key={address}
                data-email-chip={bad ? 'invalid' : 'valid'}
                className={`inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 pl-3 text-sm ${
                  bad ? 'border-red-700 bg-red-50 text-red-900' : 'border-gray-300 bg-gray-50 text-gray-900'
                }`}
              >
                <span className="min-w-0 break-all">{address}</span>
                {bad && (
                  <>
                    {' '}
                    <span className="font-semibold">({t('invite.emailNotValid')})</span>
                  </>
                )}
                <button
                  type="button"
                  className={CHIP_REMOVE}
                  aria-label={t('invite.removeEmail', { email: address })}
                  onClick={() => onRemove(address)}
                >
                  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
                    <path d="M4 4l8 8M12 4l-8 8" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
      <p id={`${id}-warning`} className="text-sm font-medium text-amber-900" hidden={!warning} data-invalid-emails>
        {warning ? t('invite.invalidEmails', { emails: invalid.join(', ') }) : ''}
      </p>
    </div>
  );
});
