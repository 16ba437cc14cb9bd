import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { dangerDialogButton, secondaryDialogButton } from './DialogButtons';

interface Props {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  /** A destructive action: the confirm button is red and focus starts on cancel. */
  danger?: boolean;
  busy?: boolean;
  /** Which button has focus when the dialog opens (default: cancel for danger, confirm otherwise). */
  initialFocus?: 'confirm' | 'cancel';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation on the native modal <dialog> (useModalDialog: focus trap, inert page behind, top layer).
 * Escape cancels; while busy it does nothing, so a running action is not hidden half-way. Focus goes to a
 * button on open and back to whatever had it (the trigger) on close.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busyLabel,
  danger = false,
  busy = false,
  initialFocus,
  onConfirm,
  onCancel,
}: Props) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const focusFirst = initialFocus ?? (danger ? 'cancel' : 'confirm');
  const modal = useModalDialog({
    open,
    busy,
    onCancel,
    onOpen: () => (focusFirst === 'cancel' ? cancel : confirm).current?.focus(),
  });

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={
        'm-auto w-[28rem] max-w-[calc(100vw-2rem)] rounded-xl border border-gray-200 bg-white p-6 ' +
        'text-gray-900 shadow-xl backdrop:bg-gray-900/40 ' +
        // Under 640 px a sheet along the screen's bottom edge, full width, within the thumb's reach.
        'max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none'
      }
      data-confirm-dialog
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-2 text-sm text-gray-700">
        {text}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          className={`${secondaryDialogButton} disabled:opacity-60`}
          disabled={busy}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <button
          ref={confirm}
          type="button"
          className={danger ? dangerDialogButton : 'btn-primary w-auto'}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onConfirm()}
          data-confirm
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
