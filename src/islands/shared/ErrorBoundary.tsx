import { Component, useEffect, useId, useRef, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { getT } from '../../i18n';
import { toLanguage } from '../../lib/language';
import type { Language } from '../../lib/language';
import { DEFAULT_ERROR_STATUS, errorViewClasses as c } from './error-view';

/** The page's language as the server rendered it (<html lang>), Polish when unknown. */
function documentLanguage(): Language {
  return toLanguage(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** The generic error page's content (status 500), with focus moved to its heading so it is announced. */
function ErrorView({ lang }: { lang?: Language | undefined }) {
  const t = getT(lang ?? documentLanguage());
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={c.root} aria-labelledby={headingId}>
      <p className={c.status}>
        <span className="sr-only">{t('errorPage.statusLabel')}</span>
        {DEFAULT_ERROR_STATUS}
      </p>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={c.heading}>
        {t('errorPage.statusMessage')}
      </h1>
      <p className={c.description}>{t('errorPage.description')}</p>
      <a className={c.link} href="/">
        {t('errorPage.back')}
      </a>
    </section>
  );
}

interface ErrorBoundaryProps {
  children?: ReactNode;
  lang?: Language | undefined;
  /** Told about the error (React itself already reports it to the console). */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
}

/** Every island renders inside one: a render or mount error shows the error page instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? <ErrorView lang={this.props.lang} /> : this.props.children;
  }
}

/** Wraps an island's component in an ErrorBoundary (e.g. `export default withErrorBoundary(OffersTable)`). */
export function withErrorBoundary<P extends object>(Wrapped: ComponentType<P>): ComponentType<P> {
  function WithErrorBoundary(props: P) {
    return (
      <ErrorBoundary>
        <Wrapped {...props} />
      </ErrorBoundary>
    );
  }
  WithErrorBoundary.displayName = `withErrorBoundary(${Wrapped.displayName ?? Wrapped.name ?? 'Component'})`;
  return WithErrorBoundary;
}
