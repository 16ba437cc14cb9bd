import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/language';
import { PanelProviders } from '../panel/PanelProviders';
import { ExpiryDialog } from './ExpiryDialog';
import { ImpersonationBanner } from './ImpersonationBanner';
import { isImpersonating } from './panel-role';
import { signOut } from './sign-out';
import { useSessionCountdown } from './use-session-countdown';
import { usePanelSession } from './use-panel-session';

function Countdown() {
  const { t } = useTranslation();
  const countdown = useSessionCountdown();
  useEffect(() => {
    if (countdown.phase === 'ended') void signOut();
  }, [countdown.phase]);
  return (
    <>
      <p className="text-xs text-gray-600" data-session-countdown>
        {t('sessionUi.countdown', { time: countdown.remaining })}
      </p>
      <ExpiryDialog
        open={countdown.phase === 'warning'}
        remaining={countdown.remaining}
        onStay={() => void countdown.stay()}
        onSignOut={() => void signOut()}
      />
    </>
  );
}

function Status({ lang }: { lang: Language }) {
  const session = usePanelSession(lang);
  if (session.state !== 'ready' && session.state !== 'failed') return null;
  const viewedAs =
    session.user?.email && session.name !== session.user.email
      ? `${session.name} (${session.user.email})`
      : session.name;
  return (
    <>
      {isImpersonating(session.claims, session.user) && <ImpersonationBanner viewedAs={viewedAs} />}
      <div className="mx-auto flex w-full max-w-6xl justify-end px-4 pt-2">
        <Countdown />
      </div>
    </>
  );
}

/** The session's state under the panel header (client:load): the impersonation banner and the expiry countdown. */
export function SessionStatus({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Status lang={lang} />
    </PanelProviders>
  );
}
