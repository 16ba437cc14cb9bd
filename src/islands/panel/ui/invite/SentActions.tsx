import { useTranslation } from 'react-i18next';
import { secondaryDialogButton } from '../DialogButtons';

interface Props {
  /** Addresses that failed; with some, the user may put them back in the field to correct and resend. */
  failed: readonly string[];
  onAnother: () => void;
  onRetryFailed: () => void;
  onClose: () => void;
}

/** The buttons of a sent (inactive) form: start another, retry the failed addresses, or close. */
export function SentActions({ failed, onAnother, onRetryFailed, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={secondaryDialogButton} onClick={onClose}>
        {t('invite.close')}
      </button>
      {failed.length > 0 && (
        <button type="button" className={secondaryDialogButton} onClick={onRetryFailed} data-retry-failed>
          {t('invite.retryFailed')}
        </button>
      )}
      <button type="button" className="btn-primary w-auto" onClick={onAnother} data-send-another>
        {t('invite.sendAnother')}
      </button>
    </div>
  );
}
