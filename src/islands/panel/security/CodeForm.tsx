import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/i18n-types';
import { failureText } from '../failure-text';
import { setServerViolations } from '../form/server-violations';
import { TextField } from '../form/TextField';
import { twoFactorCodeSchema, type TwoFactorCodeForm } from './security-schemas';

interface Props {
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the code; a rejection is shown through the error catalogue. */
  onCode: (code: string) => Promise<unknown>;
  /** Marks the form for tests and styling (e.g. "enable", "disable"). */
  name: string;
}

/** One code from the authenticator app: validated on blur, the call's failure shown with the field. */
export function CodeForm({ label, submitLabel, busyLabel, onCode, name }: Props) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const form = useForm<TwoFactorCodeForm>({
    resolver: zodResolver(twoFactorCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onCode(twoFactorCodeSchema.parse(values).code);
      form.reset();
    } catch (error) {
      setServerViolations(error, ['code'], form.setError, t as Translate);
      setFailure(failureText(error, t));
    }
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)} data-code-form={name}>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.code?.message ? t(errors.code.message) : undefined}
        {...form.register('code')}
      />
      <button type="submit" className="btn-primary sm:w-auto sm:self-start" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
