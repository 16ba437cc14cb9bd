import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/i18n-types';
import { failureText } from '../failure-text';
import { setServerViolations } from '../form/server-violations';
import { TextField } from '../form/TextField';
import { changePassword } from './password-change';
import { changePasswordSchema, type ChangePasswordForm } from './security-schemas';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;

/** Changing the password: current, new (strong) and its confirmation, checked on blur. Success ends the session. */
export function ChangePasswordSection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (name: (typeof FIELDS)[number]) => (errors[name]?.message ? t(errors[name].message) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      onChanged();
    } catch (error) {
      setServerViolations(error, FIELDS, form.setError, t as Translate, {
        password: 'newPassword',
        plainPassword: 'newPassword',
      });
      setFailure(failureText(error, t));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-change-password
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('security.password.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('security.password.intro')}</p>
      <form className="mt-4 flex max-w-md flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <p className="notice notice-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label={t('security.password.current')}
          type="password"
          autoComplete="current-password"
          error={message('currentPassword')}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t('auth.password.new')}
          hint={t('auth.password.hint')}
          type="password"
          autoComplete="new-password"
          error={message('newPassword')}
          {...form.register('newPassword', { deps: ['newPasswordConfirmation'] })}
        />
        <TextField
          label={t('auth.password.confirmation')}
          type="password"
          autoComplete="new-password"
          error={message('newPasswordConfirmation')}
          {...form.register('newPasswordConfirmation')}
        />
        <button type="submit" className="btn-primary sm:w-auto sm:self-start" disabled={isSubmitting}>
          {isSubmitting ? t('security.busy') : t('security.password.submit')}
        </button>
      </form>
    </section>
  );
}
