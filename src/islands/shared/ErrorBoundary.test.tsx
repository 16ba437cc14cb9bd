// @vitest-environment jsdom
import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary';
import en from '../../i18n/en.json';
import pl from '../../i18n/pl.json';

const dict = { en: en as Record<string, string>, pl: pl as Record<string, string> };

function Boom(): never {
  throw new Error('render failed');
}

function FailsOnMount() {
  useEffect(() => {
    throw new Error('mount failed');
  }, []);
  return <p>mounted</p>;
}

beforeEach(() => {
  // React reports caught errors on the console; the test is about what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', { level: 1 });

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    const { container } = render(
      <ErrorBoundary>
        <p>all good</p>
      </ErrorBoundary>,
    );
    expect(container.textContent).toBe('all good');
  });

  it('shows the generic error page (500, Internal Server Error) instead of a render error, focused', () => {
    const { container } = render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(heading().textContent).toBe('Internal Server Error');
    expect(container.textContent).toContain('500');
    expect(screen.getByText(dict.en['errorPage.description']!)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    expect(document.activeElement).toBe(heading());
  });

  it('catches errors thrown while mounting (effects) too', () => {
    const onError = vi.fn();
    const { container } = render(
      <ErrorBoundary onError={onError}>
        <FailsOnMount />
      </ErrorBoundary>,
    );
    expect(heading().textContent).toBe('Internal Server Error');
    expect(container.textContent).not.toContain('mounted');
    expect(onError).toHaveBeenCalledOnce();
    expect((onError.mock.calls[0]![0] as Error).message).toBe('mount failed');
  });

  it('speaks the page language, Polish by default', () => {
    document.documentElement.lang = '';
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(heading().textContent).toBe(dict.pl['errorPage.statusMessage']);
  });

  it('replaces only the failing island after an update that throws', () => {
    let explode: () => void = () => {};
    function Toggle() {
      const [broken, setBroken] = useState(false);
      explode = () => setBroken(true);
      return broken ? <Boom /> : <p>fine</p>;
    }
    const { container } = render(
      <ErrorBoundary>
        <Toggle />
      </ErrorBoundary>,
    );
    expect(container.textContent).toBe('fine');
    act(() => explode());
    expect(heading().textContent).toBe('Internal Server Error');
  });
});

describe('withErrorBoundary', () => {
  it('wraps a component so its failures show the error page', () => {
    const Safe = withErrorBoundary(Boom);
    render(<Safe />);
    expect(heading().textContent).toBe('Internal Server Error');
  });

  it('passes props through and names the wrapper', () => {
    const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;
    const Wrapped = withErrorBoundary(Greeting);
    const { container } = render(<Wrapped name="Ada" />);
    expect(container.textContent).toBe('hello Ada');
    expect(Wrapped.displayName).toBe('withErrorBoundary(Greeting)');
  });
});
