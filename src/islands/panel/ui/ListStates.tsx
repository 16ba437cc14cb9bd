import { useTranslation } from 'react-i18next';
import { failureText } from '../failure-text';

/** The list while its first page loads (announced politely). */
export function ListLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl border border-gray-200 bg-white px-4 py-6 text-gray-700 shadow-sm" role="status">
      {label ?? t('advisors.list.loading')}
    </p>
  );
}

/** A failed load: the catalogue's message (SPEC section 8) and a way to try again. */
export function ListFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = failureText(error, t);
  // A call cancelled because the page is leaving is not a failure to show.
  if (text === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 notice notice-error" role="alert" data-list-error>
      <p>{text}</p>
      <button
        type="button"
        className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
        onClick={onRetry}
      >
        {t('panel.retry')}
      </button>
    </div>
  );
}
