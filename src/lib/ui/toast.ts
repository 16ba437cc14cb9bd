/**
 * Framework-free toasts (SPEC section 9: 3000 ms by default): a title and a text, a dismiss button, announced
 * through an aria-live region. Used by the public pages' scripts and the islands alike.
 */

export type ToastType = 'success' | 'error' | 'info';

export interface ToastOptions {
  type?: ToastType;
  title?: string;
  text: string;
  /** Milliseconds before it hides itself; 0 keeps it until dismissed. */
  duration?: number;
}

export const TOAST_DEFAULT_DURATION = 3000;
export const TOAST_REGION_ID = 'toast-region';

export interface ToasterOptions {
  /** The translated label of the dismiss button (toast.dismiss). */
  dismissLabel: string;
  doc?: Document;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const TYPE_CLASSES: Record<ToastType, string> = {
  success: 'border-green-600',
  error: 'border-red-600',
  info: 'border-main',
};

/** Creates a toaster on a document; the region is added to <body> on first use and reused afterwards. */
export function createToaster(options: ToasterOptions) {
  const doc = options.doc ?? document;
  const schedule = options.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const cancel = options.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  function region(): HTMLElement {
    let element = doc.getElementById(TOAST_REGION_ID);
    if (!element) {
      element = doc.createElement('div');
      element.id = TOAST_REGION_ID;
      element.setAttribute('aria-live', 'polite');
      element.setAttribute('aria-atomic', 'false');
      element.className = 'fixed top-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2';
      doc.body.append(element);
    }
    return element;
  }

  /** Shows a toast; returns a function that dismisses it early. */
  function show(toast: ToastOptions): () => void {
    const type = toast.type ?? 'info';
    const item = doc.createElement('div');
    // Errors interrupt (alert); success and info wait their turn (status).
    item.setAttribute('role', type === 'error' ? 'alert' : 'status');
    item.dataset['type'] = type;
    item.className = `flex items-start gap-3 rounded-md border-l-4 bg-white p-3 text-sm text-gray-900 shadow-lg ${TYPE_CLASSES[type]}`;

    const body = doc.createElement('div');
    body.className = 'flex-1';
    if (toast.title) {
      const title = doc.createElement('p');
      title.className = 'font-semibold';
      title.textContent = toast.title;
      body.append(title);
    }
    const text = doc.createElement('p');
    text.className = 'whitespace-pre-line';
    text.textContent = toast.text;
    body.append(text);

    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'rounded px-1 text-gray-600 hover:text-gray-900';
    close.setAttribute('aria-label', options.dismissLabel);
    close.textContent = '×';

    let timer: unknown;
    const dismiss = () => {
      if (timer !== undefined) cancel(timer);
      item.remove();
    };
    close.addEventListener('click', dismiss);
    item.append(body, close);
    region().append(item);

    const duration = toast.duration ?? TOAST_DEFAULT_DURATION;
    if (duration > 0) timer = schedule(dismiss, duration);
    return dismiss;
  }

  return { show };
}

export type Toaster = ReturnType<typeof createToaster>;

let shared: Toaster | null = null;

/** Sets up the page's toaster with its translated dismiss label; call once at page start. */
export function initToasts(options: ToasterOptions): Toaster {
  shared = createToaster(options);
  return shared;
}

/** Shows a toast with the page's toaster (set up by initToasts; a neutral '×' label until then). */
export function toast(options: ToastOptions): () => void {
  shared ??= createToaster({ dismissLabel: '×' });
  return shared.show(options);
}
