// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToaster, TOAST_DEFAULT_DURATION, TOAST_REGION_ID } from './toast';

const region = () => document.getElementById(TOAST_REGION_ID)!;

describe('toasts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('shows title and text in an aria-live region', () => {
    const toaster = createToaster({ dismissLabel: 'Dismiss notification' });
    toaster.show({ type: 'success', title: 'Saved', text: 'The advisor was added.' });
    expect(region().getAttribute('aria-live')).toBe('polite');
    const item = region().querySelector('[role="status"]')!;
    expect(item.textContent).toContain('Saved');
    expect(item.textContent).toContain('The advisor was added.');
    expect(item.getAttribute('data-type')).toBe('success');
  });

  it('announces errors as alerts and reuses one region', () => {
    const toaster = createToaster({ dismissLabel: 'x' });
    toaster.show({ type: 'error', title: 'Błąd', text: 'Brak dostępu' });
    toaster.show({ type: 'info', text: 'Info' });
    expect(document.querySelectorAll(`#${TOAST_REGION_ID}`)).toHaveLength(1);
    expect(region().querySelector('[role="alert"]')!.textContent).toContain('Brak dostępu');
    expect(region().children).toHaveLength(2);
  });

  it('hides itself after 3000 ms by default', () => {
    vi.useFakeTimers();
    const toaster = createToaster({ dismissLabel: 'x' });
    toaster.show({ text: 'Hello' });
    expect(TOAST_DEFAULT_DURATION).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(region().children).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(region().children).toHaveLength(0);
  });

  it('honours a custom duration, or stays with 0', () => {
    vi.useFakeTimers();
    const toaster = createToaster({ dismissLabel: 'x' });
    toaster.show({ text: 'Short', duration: 500 });
    toaster.show({ text: 'Sticky', duration: 0 });
    vi.advanceTimersByTime(10_000);
    expect(region().textContent).toBe('Sticky×');
  });

  it('has a labelled dismiss button that removes the toast', () => {
    const toaster = createToaster({ dismissLabel: 'Zamknij powiadomienie' });
    toaster.show({ text: 'Hello', duration: 0 });
    const button = region().querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Zamknij powiadomienie');
    expect(button.type).toBe('button');
    button.click();
    expect(region().children).toHaveLength(0);
  });

  it('renders text as text, never as HTML', () => {
    const toaster = createToaster({ dismissLabel: 'x' });
    toaster.show({ title: '<img src=x onerror=alert(1)>', text: '<b>bold</b>' });
    expect(region().querySelector('img, b')).toBeNull();
  });
});
