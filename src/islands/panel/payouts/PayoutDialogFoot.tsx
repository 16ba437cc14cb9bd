// The foot of the payout dialogs' forms (a held line's account, a run's execution): why the send failed, above
// Cancel and the submit, which reads "Sending…" while the send is under way and Cancel cannot be used.
import { useTranslation } from 'react-i18next';
import { DialogButtons, DialogFailure } from '../ui/DialogButtons';

export function PayoutDialogFoot({
  failure,
  busy,
  submitLabel,
  marker,
  onCancel,
}: {
  /** The refusal or failure in words; nothing shown while undefined. */
  failure: string | undefined;
  busy: boolean;
  /** The submit's text while not busy. */
  submitLabel: string;
  /** The data attribute naming the submit button for tests. */
  marker: `data-${string}`;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogFailure text={failure} />
      <DialogButtons
        spaced={false}
        cancelLabel={t('payouts.dialog.cancel')}
        onCancel={onCancel}
        cancelDisabled={busy}
        submitLabel={busy ? t('payouts.dialog.sending') : submitLabel}
        busy={busy}
        marker={marker}
      />
    </>
  );
}
