// The two ways a person resolves a waiting credit (issue 38 item 2, decision 0075): assign it to an offer by the
// offer's reference (prefilled with the one the platform found), with an optional note; or mark it not ours with a
// note saying why. The server's refusal is shown in the dialog; after a change the desk's lists are refreshed.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { offerReference } from '../../../lib/campaign/reference';
import type { BankEntryView } from '../../../lib/contracts/bank-statement';
import { dateCell } from '../../../lib/format/cells';
import { formatMoney } from '../../../lib/format/money';
import type { Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { failureText } from '../failure-text';
import { TextField } from '../form/TextField';
import { DialogButtons, DialogFailure } from '../ui/DialogButtons';
import { DialogShell } from '../ui/invite/DialogShell';
import { translatedResolver } from '../ui/invite/form-resolver';
import { assignEntry, deskKey, dismissEntry } from './payments-api';
import { NoteField } from './NoteField';

const NOTE_MAX = 1000;
const note = z.string().trim().max(NOTE_MAX, V.maxLength);
const assignSchema = z.object({ offer: z.string().trim().min(1, V.required).max(100, V.maxLength), note });
const dismissSchema = z.object({ note: note.min(1, V.required) });
type AssignValues = z.infer<typeof assignSchema>;
type DismissValues = z.infer<typeof dismissSchema>;

/** "1 234,50 PLN of 27.11.2026": the payment the dialog is about. */
const paymentText = (entry: BankEntryView, t: Translate) =>
  t('bankDesk.dialog.payment', {
    amount: formatMoney(entry.amount, entry.currency),
    date: dateCell(entry.bookingDate),
  });

/** Sends a resolution; refreshes the desk and closes on success, or answers the refusal's message. */
function useResolve(onClose: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const run = async (send: () => Promise<unknown>, done: string) => {
    setFailure(undefined);
    try {
      await send();
      toast({ type: 'success', text: done });
      await client.invalidateQueries({ queryKey: deskKey });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };
  return { failure, run };
}

/** What a person does with a waiting credit. */
export type EntryAction = 'assign' | 'dismiss';

const TITLES: Record<EntryAction, string> = { assign: 'bankDesk.assign.title', dismiss: 'bankDesk.dismiss.title' };

/** The dialog of one action on one credit (closed while `entry` is null); its form starts anew for each credit. */
export function EntryDialog({
  action,
  entry,
  onClose,
}: {
  action: EntryAction;
  entry: BankEntryView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const Form = action === 'assign' ? AssignForm : DismissForm;
  return (
    <DialogShell
      open={entry !== null}
      kind={`bank-${action}`}
      title={t(TITLES[action])}
      subtitle={entry ? paymentText(entry, t) : undefined}
      onClose={onClose}
    >
      {entry && <Form key={entry.id} entry={entry} onClose={onClose} />}
    </DialogShell>
  );
}

function AssignForm({ entry, onClose }: { entry: BankEntryView; onClose: () => void }) {
  const { t } = useTranslation();
  const resolver = useMemo(() => translatedResolver<AssignValues>(assignSchema, t as Translate), [t]);
  const form = useForm<AssignValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { offer: entry.offerId ? offerReference(entry.offerId) : '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { failure, run } = useResolve(onClose);
  const submit = form.handleSubmit((values) =>
    run(
      () =>
        assignEntry(entry.id, {
          offer: values.offer.trim(),
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
        }),
      t('bankDesk.assign.done', { offer: values.offer.trim().toUpperCase() }),
    ),
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} data-bank-assign-form>
      <TextField
        label={t('bankDesk.assign.offer')}
        hint={t('bankDesk.assign.offerHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        error={errors.offer?.message}
        {...form.register('offer')}
      />
      <NoteField
        label={t('bankDesk.assign.note')}
        maxLength={NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <DialogFailure text={failure} />
      <DialogButtons
        spaced={false}
        cancelLabel={t('bankDesk.dialog.cancel')}
        onCancel={onClose}
        cancelDisabled={isSubmitting}
        submitLabel={isSubmitting ? t('bankDesk.dialog.sending') : t('bankDesk.assign.submit')}
        busy={isSubmitting}
        marker="data-bank-assign-submit"
      />
    </form>
  );
}

function DismissForm({ entry, onClose }: { entry: BankEntryView; onClose: () => void }) {
  const { t } = useTranslation();
  const resolver = useMemo(() => translatedResolver<DismissValues>(dismissSchema, t as Translate), [t]);
  const form = useForm<DismissValues>({ resolver, mode: 'onTouched', defaultValues: { note: '' } });
  const { errors, isSubmitting } = form.formState;
  const { failure, run } = useResolve(onClose);
  const submit = form.handleSubmit((values) =>
    run(() => dismissEntry(entry.id, { note: values.note.trim() }), t('bankDesk.dismiss.done')),
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} data-bank-dismiss-form>
      <NoteField
        label={t('bankDesk.dismiss.note')}
        maxLength={NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <DialogFailure text={failure} />
      <DialogButtons
        spaced={false}
        cancelLabel={t('bankDesk.dialog.cancel')}
        onCancel={onClose}
        cancelDisabled={isSubmitting}
        submitLabel={isSubmitting ? t('bankDesk.dialog.sending') : t('bankDesk.dismiss.submit')}
        busy={isSubmitting}
        marker="data-bank-dismiss-submit"
      />
    </form>
  );
}
