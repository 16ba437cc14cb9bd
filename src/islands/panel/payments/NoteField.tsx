import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
}

/** A note about a payment (why it is not ours, what was agreed): a labelled text box with its error. */
export const NoteField = forwardRef<HTMLTextAreaElement, Props>(function NoteField({ label, error, ...textarea }, ref) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        className="field-input"
        aria-invalid={error ? true : false}
        aria-describedby={`${id}-error`}
        {...textarea}
      />
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
});
