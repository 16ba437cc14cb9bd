// Marking an approved run executed (issue 38 item 3, decision 0076): the day the bank executed the transfers (today
// by default; the server takes a day from the schedule date, and not before the approval, to today: the calendar
// offers those days and the hint names them, or says from when the run can be marked executed). The focus stays in the dialog; the server's
// refusal is shown in it with its message (src/lib/errors/error-message.ts), the field's own check under the field.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../ui/page-parts';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import { dateCell, moneyCell } from '../../../lib/format/cells';
import { formatDate, parseDate } from '../../../lib/format/date';
import { toast } from '../../../lib/ui/toast';
import { executionWindow, type ExecutionWindow } from '../../../lib/payouts/execution-day';
import type { Translate } from '../../../lib/i18n-types';
import { V } from '../../../lib/validation/keys';
import { failureText } from '../failure-text';
import { DateField } from '../form/DateField';
import { DialogShell } from '../ui/invite/DialogShell';
import { PayoutDialogFoot } from './PayoutDialogFoot';
import { executeRun, payoutsKey } from './payouts-api';

export function ExecuteDialog({
  run,
  onClose,
  onExecuted,
  now = Date.now(),
}: {
  run: PayoutRunView | null;
  onClose: () => void;
  /** The run was marked executed (called before onClose). */
  onExecuted?: () => void;
  now?: number;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <DialogShell
      open={run !== null}
      kind="payout-execute"
      title={t('payouts.execute.title')}
      subtitle={
        run
          ? t('payouts.execute.subtitle', {
              campaign: run.campaignName,
              date: dateCell(run.scheduleDate),
              amount: moneyCell(run.totals.toTransfer, run.currency),
            })
          : undefined
      }
      busy={busy}
      onClose={onClose}
    >
      {run && (
        <ExecuteForm key={run.id} run={run} now={now} onBusy={setBusy} onClose={onClose} onExecuted={onExecuted} />
      )}
    </DialogShell>
  );
}

/** The days allowed in words: one day alone (today), a span, or from when the run can be marked executed. */
function windowHint(t: Translate, run: PayoutRunView, allowed: ExecutionWindow): string {
  if (!allowed.open) return t('payouts.execute.notDue', { date: dateCell(run.scheduleDate) });
  if (allowed.earliest === allowed.latest) return t('payouts.execute.windowOneDay', { date: dateCell(allowed.latest) });
  return t(allowed.earliest > run.scheduleDate ? 'payouts.execute.windowApproved' : 'payouts.execute.window', {
    earliest: dateCell(allowed.earliest),
    latest: dateCell(allowed.latest),
  });
}

function ExecuteForm({
  run,
  now,
  onBusy,
  onClose,
  onExecuted,
}: {
  run: PayoutRunView;
  now: number;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onExecuted?: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const client = useQueryClient();
  const [day, setDay] = useState(() => formatDate(new Date(now)));
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const check = (value: string) =>
    !value.trim() ? t(V.required) : parseDate(value.trim()) ? undefined : t(V.invalidDate);
  const allowed = executionWindow(
    { scheduleDate: run.scheduleDate, approvedOn: run.approved?.at.slice(0, 10) ?? null },
    new Date(now).toISOString().slice(0, 10),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(day);
    setError(found);
    setFailure(undefined);
    if (found) return;
    setBusy(true);
    onBusy(true);
    try {
      await executeRun(run.id, formatDate(parseDate(day.trim()), 'YYYY-MM-DD'), lang);
      toast({ type: 'success', text: t('payouts.execute.done') });
      await client.invalidateQueries({ queryKey: payoutsKey });
      onBusy(false);
      onExecuted?.();
      onClose();
    } catch (caught) {
      setFailure(failureText(caught, t));
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} data-payout-execute-form>
      <p className="text-gray-900">{t('payouts.execute.text')}</p>
      <DateField
        label={t('payouts.execute.date')}
        value={day}
        onChange={setDay}
        onBlur={() => setError(check(day))}
        error={error}
        min={allowed.earliest}
        max={allowed.latest}
        hint={windowHint(t, run, allowed)}
        data-payout-execution-date
      />
      <PayoutDialogFoot
        failure={failure}
        busy={busy}
        submitLabel={t('payouts.execute.submit')}
        marker="data-payout-execute-submit"
        onCancel={onClose}
      />
    </form>
  );
}
