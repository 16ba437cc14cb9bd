// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FLASH_STORAGE_KEY, setFlash, showPendingFlash } from './flash';
import { TOAST_REGION_ID } from './toast';

const toasts = () => [...(document.getElementById(TOAST_REGION_ID)?.children ?? [])] as HTMLElement[];

afterEach(() => {
  sessionStorage.clear();
  document.getElementById(TOAST_REGION_ID)?.remove();
});

describe('flash messages', () => {
  it('shows the flash left by the previous page once, then forgets it', () => {
    setFlash({ type: 'success', text: 'Advisor added' });
    expect(toasts()).toHaveLength(0);
    showPendingFlash();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.dataset['type']).toBe('success');
    expect(toasts()[0]!.textContent).toContain('Advisor added');
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
    showPendingFlash();
    expect(toasts()).toHaveLength(1);
  });

  it('keeps only the latest flash', () => {
    setFlash({ type: 'info', text: 'first' });
    setFlash({ type: 'error', title: 'Error', text: 'second' });
    showPendingFlash();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.getAttribute('role')).toBe('alert');
    expect(toasts()[0]!.textContent).toContain('Error');
    expect(toasts()[0]!.textContent).toContain('second');
  });

  it('shows nothing without a flash, and drops a malformed one', () => {
    showPendingFlash();
    expect(toasts()).toHaveLength(0);
    sessionStorage.setItem(FLASH_STORAGE_KEY, '{not json');
    showPendingFlash();
    sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify({ type: 'success' }));
    showPendingFlash();
    expect(toasts()).toHaveLength(0);
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
  });

  it('ignores an unknown type instead of passing it to the toaster', () => {
    sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify({ type: 'weird', text: 'hello' }));
    showPendingFlash();
    expect(toasts()[0]!.dataset['type']).toBe('info');
  });
});
