import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '../../i18n';
import type { Language } from '../../lib/language';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { queryClient } from './query-client';

/**
 * What every panel island renders inside: the error boundary (a render failure shows the error page), the
 * i18next instance of the page language (one per language, never switched) and the page's query cache.
 */
export function PanelProviders({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <ErrorBoundary lang={lang}>
      <I18nextProvider i18n={getI18n(lang)}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
