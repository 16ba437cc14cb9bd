import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../use-modal-dialog';
import { sheetDialogClass } from '../dialog-classes';

interface Props {
  open: boolean;
  title: string;
  /** A line under the title (e.g. the product the invitation is for). */
  subtitle?: string | undefined;
  /** While a send runs, Escape and the close button do nothing, so the results are never lost half-way. */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Marks the dialog for tests and styling (data-invite-dialog="client"). */
  kind: string;
}

/**
 * The invite dialogs' frame on the native modal <dialog> (useModalDialog, like ConfirmDialog): the focus trap
 * and the inert page behind. Focus goes to the first field on open and back to the trigger on close; Escape closes.
 */
export function DialogShell({ open, title, subtitle, busy = false, onClose, children, kind }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const modal = useModalDialog({
    open,
    busy,
    onCancel: onClose,
    onOpen: (element) =>
      element
        .querySelector<HTMLElement>(
          '[data-autofocus]:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled])',
        )
        ?.focus(),
  });

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      className={sheetDialogClass('w-[36rem]')}
      data-invite-dialog={kind}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {subtitle && <p className="text-sm text-gray-700">{subtitle}</p>}
        </div>
        <button
          type="button"
          className={
            'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-xl leading-none text-gray-700 ' +
            'hover:bg-highlight hover:text-gray-900 disabled:opacity-50'
          }
          aria-label={t('invite.close')}
          disabled={busy}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && <div className="mt-4">{children}</div>}
    </dialog>
  );
}
