// Small building blocks of the questionnaire's steps, on the panel's form fields (src/islands/panel/form): the
// error of any (nested) field, checkboxes that are checked once changed rather than on blur (SPEC section 5),
// radio groups, country selects and date fields wired to react-hook-form.
import { useId, type ReactNode } from 'react';
import { Controller, get, useFormContext, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../panel/form/CheckboxField';
import { DateField } from '../panel/form/DateField';
import { SelectField, type SelectOption } from '../panel/form/SelectField';
import { TextField } from '../panel/form/TextField';
import type { KycFormValues } from './kyc-form-values';

export type Name = FieldPath<KycFormValues>;

/** The message of a field's error (messages are translated by the resolver or when a violation is placed). */
export function useFieldError() {
  const { formState } = useFormContext<KycFormValues>();
  return (name: string): string | undefined => {
    const found: unknown = get(formState.errors, name);
    return (found as FieldError | undefined)?.message || undefined;
  };
}

export function KycText({
  name,
  label,
  ...input
}: { name: Name; label: string } & Omit<Parameters<typeof TextField>[0], 'label' | 'name'>) {
  const { register } = useFormContext<KycFormValues>();
  const error = useFieldError();
  return <TextField label={label} error={error(name)} {...input} {...register(name)} />;
}

export function KycSelect({
  name,
  label,
  options,
  placeholder,
  hint,
}: {
  name: Name;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
}) {
  const { register } = useFormContext<KycFormValues>();
  const error = useFieldError();
  return (
    <SelectField
      label={label}
      options={options}
      placeholder={placeholder}
      hint={hint}
      error={error(name)}
      {...register(name)}
    />
  );
}

export function KycCountry({
  name,
  label,
  countries,
  hint,
}: {
  name: Name;
  label: string;
  countries: readonly SelectOption[];
  hint?: string;
}) {
  const { t } = useTranslation();
  const options = countries;
  return <KycSelect name={name} label={label} options={options} placeholder={t('form.choose')} hint={hint} />;
}

/** A date typed as text (DD.MM.YYYY or YYYY-MM-DD) with the browser's calendar, checked on blur. */
export function KycDate({ name, label, hint }: { name: Name; label: string; hint?: string }) {
  const { control } = useFormContext<KycFormValues>();
  const error = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          maxLength={10}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )}
    />
  );
}

/**
 * A checkbox whose rule is checked when it changes, not when focus passes through it (SPEC section 5);
 * `onToggle` runs after the change (e.g. to clear the errors of fields it hides).
 */
export function KycCheckbox({
  name,
  label,
  hint,
  onToggle,
}: {
  name: Name;
  label: string;
  hint?: string;
  onToggle?: (checked: boolean) => void;
}) {
  const { register, trigger } = useFormContext<KycFormValues>();
  const error = useFieldError();
  const field = register(name);
  return (
    <CheckboxField
      label={label}
      hint={hint}
      error={error(name)}
      {...field}
      onBlur={() => undefined}
      onChange={(event) => {
        void (async () => {
          await field.onChange(event);
          onToggle?.(event.target.checked);
          await trigger(name);
        })();
      }}
    />
  );
}

/** One choice of a few as radio buttons in a fieldset; checked once changed, like the checkboxes. */
export function KycRadios({
  name,
  legend,
  options,
  onPick,
}: {
  name: Name;
  legend: string;
  options: readonly { value: string; label: string }[];
  onPick?: (value: string) => void;
}) {
  const { register, trigger } = useFormContext<KycFormValues>();
  const error = useFieldError()(name);
  const id = useId();
  const field = register(name);
  return (
    <fieldset className="field" aria-describedby={`${id}-error`}>
      <legend className="field-label mb-1">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-gray-900" htmlFor={`${id}-${index}`}>
            {/* eslint-disable-next-line jsx-a11y-x/role-supports-aria-props -- Next focuses the first [aria-invalid] */}
            <input
              id={`${id}-${index}`}
              type="radio"
              className="size-4 accent-main"
              value={option.value}
              aria-invalid={error ? true : false}
              {...field}
              onBlur={() => undefined}
              onChange={(event) => {
                void (async () => {
                  await field.onChange(event);
                  onPick?.(event.target.value);
                  await trigger(name);
                })();
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}

/** A titled group of fields inside a step. */
export function FieldGroup({ legend, children, hint }: { legend: string; children: ReactNode; hint?: string }) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4"
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend className="px-1 font-semibold text-gray-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-2 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-gray-400 bg-white px-4 ' +
  'py-2.5 font-semibold text-gray-900 hover:bg-highlight disabled:cursor-not-allowed ' +
  'disabled:opacity-60';

/** What a step with country fields gets: the ISO codes its country fields offer. */
export interface StepProps {
  countries: readonly SelectOption[];
}

/** Two columns of fields from the small breakpoint on. */
export const grid = 'grid gap-4 sm:grid-cols-2';
