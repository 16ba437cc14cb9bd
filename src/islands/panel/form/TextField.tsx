import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** The translated error, shown under the field and linked with aria-describedby. */
  error?: string | undefined;
  /** A hint read with the field (e.g. the password rule). */
  hint?: string | undefined;
}

/** A labelled input with its hint and error, styled like the server-rendered FormField. Works with register(). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, ...input }, ref) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        className="field-input"
        aria-invalid={error ? true : false}
        aria-describedby={describedBy}
        {...input}
      />
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
});
