import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { ChangePasswordSection } from './ChangePasswordSection';
import { TwoFactorSection } from './TwoFactorSection';

function Settings({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const [passwordChanged, setPasswordChanged] = useState(false);

  let body;
  if (passwordChanged) {
    body = (
      <div className="flex flex-col items-start gap-4" data-password-changed>
        <p className="notice notice-success" role="status">
          {t('security.password.changed')}
        </p>
        <a className="btn-primary w-auto no-underline" href="/">
          {t('auth.signIn')}
        </a>
      </div>
    );
  } else if (session.state !== 'ready') {
    body = <SessionPending state={session.state} />;
  } else if (session.role === 'investor') {
    body = (
      <p className="notice notice-info" role="alert">
        {t('errors.noAccess')}
      </p>
    );
  } else {
    body = (
      <>
        <TwoFactorSection />
        <ChangePasswordSection onChanged={() => setPasswordChanged(true)} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{t('security.title')}</h1>
      {body}
    </div>
  );
}

/** The /app/security island (client:load): two-factor sign-in and the password of an advisor. */
export function SecuritySettings({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Settings lang={lang} />
    </PanelProviders>
  );
}
