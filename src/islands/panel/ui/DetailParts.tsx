import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../failure-text';

/** A white card with a heading, as the panel's other pages. */
export function Card({
  title,
  children,
  action,
  id,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  id?: string;
}) {
  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      aria-labelledby={id}
      data-section={id}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Label/value pairs. */
export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-sm text-gray-600">{label}</dt>
          <dd className="font-medium break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A failed load of one record: 404 names what wasn't found, anything else uses the error catalogue. */
export function LoadFailure({
  error,
  notFound,
  onRetry,
  backHref,
  backLabel,
}: {
  error: unknown;
  notFound: string;
  onRetry: () => void;
  backHref: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  const status = (error as { status?: number } | null)?.status;
  const text = status === 404 ? notFound : failureText(error, t);
  if (text === undefined) return null;
  return (
    <div className="flex flex-col items-start gap-3" data-load-failure>
      <p className="notice notice-error" role="alert">
        {text}
      </p>
      <div className="flex gap-4">
        {status !== 404 && (
          <button type="button" className="btn-primary w-auto" onClick={onRetry}>
            {t('panel.retry')}
          </button>
        )}
        <a className="link self-center" href={backHref}>
          {backLabel}
        </a>
      </div>
    </div>
  );
}
