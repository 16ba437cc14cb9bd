import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelState } from '../session/panel-session';
import type { PanelSession } from '../session/use-panel-session';

/** What a panel page shows before the session is ready: loading, or the failure with a way to try again. */
export function SessionPending({ state }: { state: PanelState }) {
  const { t } = useTranslation();
  if (state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="notice notice-error" role="alert">
          {t('panel.loadFailed')}
        </p>
        <button type="button" className="btn-primary w-auto" onClick={() => window.location.reload()}>
          {t('panel.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="text-gray-700" role="status">
      {t('panel.loading')}
    </p>
  );
}

/** Investors have no advisor screens: the start-up rules send them away; this covers the moment before. */
function NoAccess() {
  const { t } = useTranslation();
  return (
    <p className="notice notice-info" role="alert">
      {t('errors.noAccess')}
    </p>
  );
}

/**
 * What an advisor-only screen shows instead of its content: the pending session (loading, or the failure with a
 * retry) or, for an investor, no access; null when the content may render.
 */
export function advisorScreenGate(session: PanelSession): ReactElement | null {
  if (session.state !== 'ready') return <SessionPending state={session.state} />;
  if (session.role === 'investor') return <NoAccess />;
  return null;
}
