import { forwardRef, useId } from 'react';

export interface CheckboxOption {
  value: string;
  label: string;
  /** Shown checked or not as the value says, but not changeable here (e.g. a network the user doesn't coordinate). */
  disabled?: boolean;
}

interface Props {
  /** The legend of the group. */
  label: string;
  name: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /**
   * Called after each change: SPEC section 5 shows a checkbox's validation once it has been changed, not when
   * focus merely passes through the group (with react-hook-form's field.onBlur, the field becomes touched).
   */
  onChanged?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
}

/**
 * A multiple choice as a fieldset of checkboxes with a legend, hint and error (for Controller). The ref goes to
 * the first checkbox, so react-hook-form can move focus to the group when it is invalid.
 */
export const CheckboxGroupField = forwardRef<HTMLInputElement, Props>(function CheckboxGroupField(
  { label, name, options, value, onChange, onChanged, error, hint, disabled },
  ref,
) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  // Focus can only go to a checkbox the user may change.
  const focusIndex = options.findIndex((option) => !option.disabled);
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option);
    // Keep the order of the options, so the value doesn't depend on the order of clicks.
    const order = options.map((o) => o.value);
    const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
    onChange([...next].sort((a, b) => rank(a) - rank(b)));
    onChanged?.();
  };
  return (
    <fieldset className="field" aria-describedby={describedBy} disabled={disabled}>
      <legend className="field-label mb-1">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {options.map((option, index) => (
          <div key={option.value} className="flex items-start gap-2">
            <input
              ref={index === focusIndex ? ref : undefined}
              id={`${id}-${index}`}
              type="checkbox"
              name={name}
              value={option.value}
              className="mt-0.5 size-4 shrink-0 accent-main"
              checked={value.includes(option.value)}
              disabled={option.disabled}
              aria-invalid={error ? true : false}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label
              htmlFor={`${id}-${index}`}
              className={option.disabled ? 'text-sm text-gray-700' : 'text-sm text-gray-900'}
            >
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
});
