import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../failure-text';

/** A screen's heading, an optional action beside it, and what goes under it. */
export function Page({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="text-gray-700" role="status">
      {t('panel.loading')}
    </p>
  );
}

/** A failed load: the catalogue's message and a way to try again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="notice notice-error" role="alert">
        {failureText(error, t) ?? t('errors.generic')}
      </p>
      <button type="button" className="btn-primary w-auto" onClick={retry}>
        {t('panel.retry')}
      </button>
    </div>
  );
}

/** Something asked for by id that this landing does not have (404). */
export function NotFound({ text, back }: { text: string; back: ReactNode }) {
  return (
    <div className="flex flex-col gap-3" data-not-found>
      <p className="notice notice-error" role="alert">
        {text}
      </p>
      {back}
    </div>
  );
}
