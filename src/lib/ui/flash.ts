import { toast, type ToastOptions, type ToastType } from './toast';

/**
 * A toast that waits for the next page: a form that saves and then navigates (e.g. the advisor form going back
 * to /app/advisors) leaves its message here, and the page it lands on shows it. sessionStorage keeps it to this
 * tab, and showing it removes it, so it survives exactly one navigation.
 */
export const FLASH_STORAGE_KEY = 'flash';

const TYPES: readonly ToastType[] = ['success', 'error', 'info'];

/** The tab's sessionStorage, or null where there is none (server render, storage blocked by the browser). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Leaves a toast for the next page of this tab (replacing one left before and not shown yet). */
export function setFlash(options: ToastOptions): void {
  try {
    storage()?.setItem(FLASH_STORAGE_KEY, JSON.stringify(options));
  } catch {
    // Storage full or blocked: the save itself worked, only its confirmation is lost.
  }
}

/** Reads a stored flash; anything malformed (another version, a hand edit) is ignored. */
function parseFlash(raw: string | null): ToastOptions | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ToastOptions> | null;
    if (!value || typeof value !== 'object' || typeof value.text !== 'string' || !value.text) return null;
    const flash: ToastOptions = { text: value.text };
    if (value.type && TYPES.includes(value.type)) flash.type = value.type;
    if (typeof value.title === 'string' && value.title) flash.title = value.title;
    if (typeof value.duration === 'number' && value.duration >= 0) flash.duration = value.duration;
    return flash;
  } catch {
    return null;
  }
}

/** Shows the flash left by the previous page, if any, and forgets it so a reload doesn't show it again. */
export function showPendingFlash(): void {
  const store = storage();
  if (!store) return;
  let raw: string | null;
  try {
    raw = store.getItem(FLASH_STORAGE_KEY);
    store.removeItem(FLASH_STORAGE_KEY);
  } catch {
    return;
  }
  const flash = parseFlash(raw);
  if (flash) toast(flash);
}
