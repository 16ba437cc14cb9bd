import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty first option ('' value), e.g. 'Choose…'; without it there is no empty option. */
  placeholder?: string | undefined;
  /** The translated error, shown under the field and linked with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled native <select> with its hint and error, wired like TextField. Works with register(). */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, placeholder, error, hint, ...select },
  ref,
) {
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
      <select
        ref={ref}
        id={id}
        className="field-input"
        aria-invalid={error ? true : false}
        aria-describedby={describedBy}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
});
