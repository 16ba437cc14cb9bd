import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  error?: string | undefined;
  /** Addresses of the list that are not valid: named under the field; they fail alone when sent. */
  invalid: readonly string[];
}

/** The e-mails field of the invite dialogs ('a@x.pl;b@y.pl'), with the format as its hint. Works with register(). */
export const EmailsField = forwardRef<HTMLInputElement, Props>(function EmailsField({ error, invalid, ...input }, ref) {
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
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        className="field-input"
        aria-invalid={error ? true : false}
        aria-describedby={`${id}-hint ${id}-error ${id}-warning`}
        {...input}
      />
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
      <p id={`${id}-warning`} className="text-sm font-medium text-amber-900" hidden={!warning} data-invalid-emails>
        {warning ? t('invite.invalidEmails', { emails: invalid.join(', ') }) : ''}
      </p>
    </div>
  );
});
