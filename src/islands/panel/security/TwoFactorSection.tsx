import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { reloadActiveUser } from '../../session/panel-session';
import { failureText } from '../failure-text';
import { CodeForm } from './CodeForm';
import { TwoFactorSetup } from './TwoFactorSetup';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorStatusQuery } from './two-factor-api';

/** Two-factor sign-in: its state, enrolment (QR code, secret, first code) and turning it off with a code. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const queries = useQueryClient();
  const status = useQuery(twoFactorStatusQuery());
  const setup = useMutation({ mutationFn: setupTwoFactor });
  const [done, setDone] = useState<string>();

  const finish = async (message: string) => {
    setup.reset();
    setDone(message);
    toast({ type: 'success', title: t('toast.success'), text: message });
    await queries.invalidateQueries({ queryKey: twoFactorStatusQuery().queryKey });
    await reloadActiveUser();
  };
  const setupFailure = setup.error ? failureText(setup.error, t) : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-two-factor
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('security.twoFactor.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('security.twoFactor.intro')}</p>
      <div className="mt-4 flex flex-col gap-4">
        {done && (
          <p className="notice notice-success" role="status">
            {done}
          </p>
        )}
        {status.isPending ? (
          <p role="status">{t('panel.loading')}</p>
        ) : status.isError ? (
          <p className="notice notice-error" role="alert">
            {failureText(status.error, t)}
          </p>
        ) : status.data.enabled ? (
          <>
            <p className="font-medium text-gray-900" data-two-factor-state="on">
              {t('security.twoFactor.on')}
            </p>
            <CodeForm
              name="disable"
              label={t('security.twoFactor.disableCode')}
              submitLabel={t('security.twoFactor.disable')}
              busyLabel={t('security.busy')}
              onCode={async (code) => {
                await disableTwoFactor(code);
                await finish(t('security.twoFactor.disabled'));
              }}
            />
          </>
        ) : setup.data ? (
          <TwoFactorSetup
            setup={setup.data}
            onCancel={() => setup.reset()}
            onConfirm={async (code) => {
              await enableTwoFactor(code);
              await finish(t('security.twoFactor.enabled'));
            }}
          />
        ) : (
          <TwoFactorOff
            failure={setupFailure}
            busy={setup.isPending}
            onStart={() => {
              setDone(undefined);
              setup.mutate();
            }}
          />
        )}
      </div>
    </section>
  );
}

/** Two-factor sign-in is off: the setup's failure, if any, and the button that starts the enrolment. */
function TwoFactorOff({ failure, busy, onStart }: { failure: string | undefined; busy: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-medium text-gray-900" data-two-factor-state="off">
        {t('security.twoFactor.off')}
      </p>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="btn-primary sm:w-auto sm:self-start" onClick={onStart} disabled={busy}>
        {busy ? t('security.busy') : t('security.twoFactor.start')}
      </button>
    </>
  );
}
