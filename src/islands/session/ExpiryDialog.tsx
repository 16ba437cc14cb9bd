import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  remaining: string;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The warning before the session ends: a modal dialog (the native <dialog>: focus moves in and stays in, Escape
 * closes it) whose default is staying signed in. Closing it returns focus where it was.
 */
export function ExpiryDialog({ open, remaining, onStay, onSignOut }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      stayButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
      returnFocus.current?.focus();
      returnFocus.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={
        'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-6 text-gray-900 ' +
        'shadow-xl backdrop:bg-gray-900/50 ' +
        // Under 640 px a sheet along the screen's bottom edge, full width.
        'max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none'
      }
      onCancel={(event) => {
        // Escape: the warning is dismissed and the user stays (they are clearly present).
        event.preventDefault();
        onStay();
      }}
      data-session-expiry-dialog
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('sessionUi.warning.title')}
      </h2>
      <p id={textId} className="mt-2 text-gray-700">
        {t('sessionUi.warning.text', { time: remaining })}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button ref={stayButton} type="button" className="btn-primary sm:w-auto" onClick={onStay}>
          {t('sessionUi.warning.stay')}
        </button>
        <button
          type="button"
          className="rounded-md border border-gray-300 px-4 py-2.5 font-semibold text-gray-900 hover:bg-highlight"
          onClick={onSignOut}
        >
          {t('sessionUi.warning.signOut')}
        </button>
      </div>
    </dialog>
  );
}
