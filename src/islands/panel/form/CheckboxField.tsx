import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A single labelled checkbox (label beside the box) with its hint and error. Works with register(). */
export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField(
  { label, error, hint, ...input },
  ref,
) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-main"
          aria-invalid={error ? true : false}
          aria-describedby={describedBy}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-gray-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
});
