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

/**
 * A native modal <dialog> driven by an `open` prop (showModal gives the focus trap, the inert page behind and
 * the top layer). Remembers what had focus (the trigger) on open and gives focus back to it on close, also
 * when the dialog unmounts while open. Spread the result on the <dialog>: `<dialog {...modal}>`.
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
    return () => {
      element.removeEventListener('close', restore);
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
