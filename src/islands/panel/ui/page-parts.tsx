// Small pieces the investor, complaints and compliance screens share: the page language, a card, a term row and the
// loading/failure line of a query.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import type { Language } from '../../../lib/language';
import { failureText } from '../failure-text';

/** The page language (the island's i18n instance is the page's). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'pl';
}

export function Card({
  title,
  headingId,
  children,
  className = '',
  ...rest
}: { title?: string; headingId?: string; children: ReactNode; className?: string } & Record<
  `data-${string}`,
  string | boolean
>) {
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-xl border border-gray-200 bg-white p-6 shadow-sm ${className}`}
      {...rest}
    >
      {title && (
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** The line shown while a query loads, or its failure (the catalogue's message) with a retry. */
export function QueryState({ pending, error, retry }: { pending: boolean; error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <p className="mt-2 text-sm text-gray-700" role="status">
        {t('panel.loading')}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className="mt-2 flex flex-col items-start gap-2">
      <p className="notice notice-error" role="alert">
        {failureText(error, t) ?? t('panel.loadFailed')}
      </p>
      <button type="button" className="btn-primary w-auto" onClick={retry}>
        {t('panel.retry')}
      </button>
    </div>
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A term list row: label and value. */
export function Term({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <div className="flex flex-col" {...rest}>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="font-semibold text-gray-900">{children}</dd>
    </div>
  );
}
