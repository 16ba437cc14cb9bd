import { useTranslation } from 'react-i18next';
import type { PanelState } from '../session/panel-session';

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
