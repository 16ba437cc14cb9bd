import type { ReactNode } from 'react';

/** The outlined button of the panel's dialogs (Cancel, Close, a second choice). */
export const secondaryDialogButton =
  'rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-highlight';

/** The red button of a dialog whose action takes something away (archive, delete). */
export const dangerDialogButton =
  'inline-flex items-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 ' +
  'disabled:cursor-progress disabled:opacity-70';

/** Why a dialog's action failed, announced at once, above its buttons (nothing while `text` is undefined). */
export function DialogFailure({ text }: { text: string | undefined }) {
  return text ? (
    <p className="notice notice-error" role="alert" data-dialog-error>
      {text}
    </p>
  ) : null;
}

/**
 * The row at the foot of a dialog's form: Cancel (or Close), other buttons, and when given the submit button with
 * its busy text. The submit is a real submit button, so Enter in a field sends the form; while busy it is
 * aria-disabled (it keeps the focus, and the form's own handler ignores a second send).
 */
export function DialogButtons({
  cancelLabel,
  onCancel,
  cancelDisabled = false,
  submitLabel,
  busy = false,
  marker,
  spaced = true,
  danger = false,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  /** Cancel cannot be used (a send under way that must finish). */
  cancelDisabled?: boolean;
  /** The submit's text (already the busy text while busy); no submit button without it. */
  submitLabel?: string | undefined;
  busy?: boolean;
  /** A data attribute naming the submit button for tests (e.g. 'data-review-submit'). */
  marker?: `data-${string}`;
  /** The top margin that separates the row from the form above it. */
  spaced?: boolean;
  /** The submit takes something away: red, as the single action's button. */
  danger?: boolean;
  /** Other buttons, between Cancel and the submit. */
  children?: ReactNode;
}) {
  return (
    <div className={`${spaced ? 'mt-6 ' : ''}flex flex-wrap justify-end gap-3`}>
      <button type="button" className={secondaryDialogButton} onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </button>
      {children}
      {submitLabel && (
        <button
          type="submit"
          className={danger ? dangerDialogButton : 'btn-primary w-auto'}
          aria-disabled={busy || undefined}
          {...(marker ? { [marker]: true } : {})}
        >
          {submitLabel}
        </button>
      )}
    </div>
  );
}
