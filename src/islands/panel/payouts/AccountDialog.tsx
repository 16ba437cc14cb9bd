// Setting a held line's account by hand (issue 38 item 3, decision 0076): for a draft run's line held because no
// payment of the investment shows an account the file can carry, the money desk types the account the investor gave.
// The account and the investor's instruction naming it (a PDF, JPEG or PNG, required: the evidence kept with the
// line). The server checks the account for the run's currency (a Polish NRB / PL IBAN for PLN, an IBAN for EUR) and
// the file's content; a violation is shown under its field, any other refusal above the buttons. The focus stays in
// the dialog; Escape closes it.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../../lib/api/api-error';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import { moneyCell } from '../../../lib/format/cells';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { failureText } from '../failure-text';
import { TextField } from '../form/TextField';
import { FileField } from '../ui/FileField';
import { DialogShell } from '../ui/invite/DialogShell';
import { usePageLanguage } from '../ui/page-parts';
import { PayoutDialogFoot } from './PayoutDialogFoot';
import { payoutsKey, setLineAccount } from './payouts-api';
import { DOCUMENT_ACCEPT } from '../../../lib/ui/file-accept';

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

/** The server's violation on `field`, in words; undefined when the refusal is about something else. */
function fieldViolation(error: unknown, field: 'account' | 'file', t: Translate): string | undefined {
  const violation = errorBodyOf(error).violations?.find((v) => v.propertyPath === field);
  const text = violation?.message ?? violation?.title;
  return text ? (translateIfKnown(t, text) ?? text) : undefined;
}

/** A refusal of the file, in words: missing (400 on `file`), too large (413), not a PDF/JPEG/PNG (415). */
function fileRefusal(error: unknown, t: Translate): string | undefined {
  const status = (error as { status?: number }).status;
  if (status === 413) return t('payouts.account.fileTooLarge');
  if (status === 415) return t('payouts.account.fileType');
  return fieldViolation(error, 'file', t);
}

/** Where a refusal is shown: under the account, under the file, or above the buttons. */
interface Refusal {
  account?: string;
  file?: string;
  other?: string;
}

function refusalOf(error: unknown, t: Translate): Refusal {
  const account = fieldViolation(error, 'account', t);
  if (account) return { account };
  const file = fileRefusal(error, t);
  return file ? { file } : { other: failureText(error, t) };
}

/** The instruction's file field (PDF, JPEG or PNG), read from the input when the form is sent. */
function EvidenceField({
  id,
  inputRef,
  error,
  onChange,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FileField
      id={id}
      label={t('payouts.account.evidenceLabel')}
      hint={t('payouts.account.evidenceHint')}
      error={error}
      accept={DOCUMENT_ACCEPT}
      inputRef={inputRef}
      onChange={onChange}
      marker="data-payout-account-evidence"
    />
  );
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
  // Under the account, under the file, or above the buttons.
  const [refused, setRefused] = useState<Refusal>({});
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const evidence = fileRef.current?.files?.[0];
    const found = account.trim() ? undefined : t(V.required);
    setRefused({ account: found, file: evidence ? undefined : t(V.required) });
    const field = event.currentTarget.querySelector<HTMLInputElement>('[data-payout-account-input]');
    if (found || !evidence) return void (found ? field : fileRef.current)?.focus();
    setBusy(true);
    onBusy(true);
    try {
      await setLineAccount(run.id, line.id, account.trim(), evidence, lang);
      toast({ type: 'success', text: t('payouts.account.done') });
      await client.invalidateQueries({ queryKey: payoutsKey });
      onBusy(false);
      onClose();
      onSaved();
    } catch (caught) {
      const now = refusalOf(caught, t);
      setRefused(now);
      (now.account ? field : now.file ? fileRef.current : null)?.focus();
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
          setRefused((was) => ({ ...was, account: undefined }));
        }}
        error={refused.account}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        maxLength={100}
        data-payout-account-input
      />
      <EvidenceField
        id={fileId}
        inputRef={fileRef}
        error={refused.file}
        onChange={() => setRefused((was) => ({ ...was, file: undefined }))}
      />
      <PayoutDialogFoot
        failure={refused.other}
        busy={busy}
        submitLabel={t('payouts.account.submit')}
        marker="data-payout-account-submit"
        onCancel={onClose}
      />
    </form>
  );
}
