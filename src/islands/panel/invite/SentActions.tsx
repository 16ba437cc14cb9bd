import { useTranslation } from 'react-i18next';

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
      <button
        type="button"
        className="rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-highlight"
        onClick={onClose}
      >
        {t('invite.close')}
      </button>
      {failed.length > 0 && (
        <button
          type="button"
          className="rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-highlight"
          onClick={onRetryFailed}
          data-retry-failed
        >
          {t('invite.retryFailed')}
        </button>
      )}
      <button type="button" className="btn-primary w-auto" onClick={onAnother} data-send-another>
        {t('invite.sendAnother')}
      </button>
    </div>
  );
}
