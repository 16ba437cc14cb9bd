import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITE_MESSAGE_MAX, INVITE_MESSAGE_MIN } from '../../../../lib/contracts/invitation';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  error?: string | undefined;
}

/** The invitation message: optional (the default single space means none), at least 10 characters when typed. */
export const MessageField = forwardRef<HTMLTextAreaElement, Props>(function MessageField({ error, ...textarea }, ref) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t('invite.message')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {t('invite.messageHint', { min: INVITE_MESSAGE_MIN })}
      </p>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        maxLength={INVITE_MESSAGE_MAX}
        className="field-input"
        aria-invalid={error ? true : false}
        aria-describedby={`${id}-hint ${id}-error`}
        {...textarea}
      />
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
});
