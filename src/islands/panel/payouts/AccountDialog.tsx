// Setting a held line's account by hand (issue 38 item 3, decision 0076): for a draft run's line held because no
// payment of the investment shows an account the file can carry, the money desk types the account the investor gave.
// One field; the server checks it for the run's currency (a Polish NRB / PL IBAN for PLN, an IBAN for EUR) and its
// violation is shown under the field, any other refusal above the buttons. The focus stays in the dialog; Escape
// closes it.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../../lib/api/api-error';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import { moneyCell } from '../../../lib/format/cells';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { failureText } from '../failure-text';
import { TextField } from '../form/TextField';
import { DialogShell } from '../ui/invite/DialogShell';
import { usePageLanguage } from '../ui/page-parts';
import { PayoutDialogFoot } from './PayoutDialogFoot';
import { payoutsKey, setLineAccount } from './payouts-api';

type Line = PayoutRunView['lines'][number];

export function AccountDialog({
  run,
  line,
  onClose,
  onSaved,
}: {
  run: PayoutRunView;
  /** The held line whose account is entered; the dialog is closed while null. */
  line: Line | null;
  onClose: () => void;
  /** The account is saved and the run refreshed (the dialog closes itself before this). */
  onSaved?: (line: Line) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <DialogShell
      open={line !== null}
      kind="payout-account"
      title={t('payouts.account.title')}
      subtitle={
        line
          ? t('payouts.account.subtitle', {
              investor: line.creditorName,
              offer: line.reference,
              amount: moneyCell(line.payout, run.currency),
            })
          : undefined
      }
      busy={busy}
      onClose={onClose}
    >
      {line && (
        <AccountForm
          key={line.id}
          run={run}
          line={line}
          onBusy={setBusy}
          onClose={onClose}
          onSaved={() => onSaved?.(line)}
        />
      )}
    </DialogShell>
  );
}

/** The server's violation on the account, in words; undefined when the refusal is about something else. */
function accountViolation(error: unknown, t: Translate): string | undefined {
  const violation = errorBodyOf(error).violations?.find((v) => v.propertyPath === 'account');
  const text = violation?.message ?? violation?.title;
  return text ? (translateIfKnown(t, text) ?? text) : undefined;
}

/**
 * The field's error goes as soon as the value changes, not on blur: leaving the field by pressing Save would
 * otherwise move the buttons up between the press and the release, and the click would be lost.
 */
function AccountForm({
  run,
  line,
  onBusy,
  onClose,
  onSaved,
}: {
  run: PayoutRunView;
  line: Line;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const client = useQueryClient();
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = account.trim() ? undefined : t(V.required);
    setError(found);
    setFailure(undefined);
    const field = event.currentTarget.querySelector<HTMLInputElement>('[data-payout-account-input]');
    if (found) {
      field?.focus();
      return;
    }
    setBusy(true);
    onBusy(true);
    try {
      await setLineAccount(run.id, line.id, account.trim(), lang);
      toast({ type: 'success', text: t('payouts.account.done') });
      await client.invalidateQueries({ queryKey: payoutsKey });
      onBusy(false);
      onClose();
      onSaved();
    } catch (caught) {
      const inPlace = accountViolation(caught, t);
      setError(inPlace);
      setFailure(inPlace ? undefined : failureText(caught, t));
      if (inPlace) field?.focus();
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} data-payout-account-form>
      <p className="text-gray-900">{t('payouts.account.text')}</p>
      <TextField
        label={t('payouts.account.label')}
        hint={t(run.currency === 'PLN' ? 'payouts.account.hintPln' : 'payouts.account.hintEur')}
        value={account}
        onChange={(e) => {
          setAccount(e.target.value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        maxLength={100}
        data-payout-account-input
      />
      <PayoutDialogFoot
        failure={failure}
        busy={busy}
        submitLabel={t('payouts.account.submit')}
        marker="data-payout-account-submit"
        onCancel={onClose}
      />
    </form>
  );
}
