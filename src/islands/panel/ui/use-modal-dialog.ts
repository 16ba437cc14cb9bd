import { useEffect, useEffectEvent, useRef, type SyntheticEvent } from 'react';

interface Options {
  /** The parent owns the open state: the dialog follows it. */
  open: boolean;
  /** While true, Escape does nothing, so a running action is not hidden half-way. */
  busy?: boolean;
  /** Escape pressed (the dialog's cancel event): the parent decides whether to close. */
  onCancel: () => void;
  /** Runs right after showModal: put focus on the dialog's first control, reset its state. */
  onOpen?: (dialog: HTMLDialogElement) => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last. A modal <dialog> makes
 * the page behind inert, but Chromium still lets Tab leave for the browser's own toolbar between the two.
 */
function keepFocusInside(event: KeyboardEvent) {
  if (event.key !== 'Tab' || !(event.currentTarget instanceof HTMLDialogElement)) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge && event.currentTarget.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * A native modal <dialog> driven by an `open` prop (showModal gives the focus trap, the inert page behind and
 * the top layer; Tab wraps round inside it). Remembers what had focus (the trigger) on open and gives focus back
 * to it on close, also when the dialog unmounts while open. Spread the result on the <dialog>: `<dialog {...modal}>`.
 */
export function useModalDialog({ open, busy = false, onCancel, onOpen }: Options) {
  const ref = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  // The latest onOpen without re-running the effect below each render: it must act on the opening only.
  const opened = useEffectEvent((element: HTMLDialogElement) => onOpen?.(element));

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      opened(element);
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const restore = () => {
      const target = trigger.current;
      trigger.current = null;
      if (target?.isConnected) target.focus();
    };
    element.addEventListener('close', restore);
    element.addEventListener('keydown', keepFocusInside);
    return () => {
      element.removeEventListener('close', restore);
      element.removeEventListener('keydown', keepFocusInside);
      // Unmounted while open (e.g. the row went away): focus still goes back.
      if (element.open) restore();
    };
  }, []);

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      // The browser would close it on its own; the parent owns `open`, so it decides.
      event.preventDefault();
      if (!busy) onCancel();
    },
  };
}
