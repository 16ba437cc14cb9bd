import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors/error-message';
import type { Translate } from '../../../lib/i18n-types';
import type { BulkRequest, BulkResult } from '../../../lib/contracts/offer-bulk';
import { networksQuery } from '../ui/advisor/advisors-api';
import { advisorName } from '../ui/advisor/advisor-text';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { sheetDialogClass } from '../ui/dialog-classes';
import { useModalDialog } from '../ui/use-modal-dialog';
import { runBulk } from './bulk-api';
import { networkAdvisorsQuery, OFFERS_KEY } from '../ui/offer/offers-api';
import { NoteField, ReasonSelect } from './MoveFields';
import { secondaryDialogButton } from '../ui/DialogButtons';
import { reportTone } from '../ui/bulk-report';

export type DialogAction = 'owner' | 'lost' | 'kyc-invite' | 'remind';

interface Props {
  action: DialogAction | null;
  /** How many offers the action takes, and their names by id (for the summary; empty for "all matching"). */
  count: number;
  names: ReadonlyMap<string, string>;
  choice: Pick<BulkRequest, 'offerIds' | 'filter'>;
  onClose: () => void;
  /** After a run: the selection is cleared. */
  onDone: () => void;
}

/** Why one offer was refused, in the reader's language (the catalogue's message of its code, else the server's label). */
function refusalText(result: BulkResult, action: DialogAction, t: Translate): string {
  if (action === 'owner' && result.code === '9e4235af') return t('offers.bulk.refused.ownerNetwork');
  const body = { label: result.label ?? '', code: result.code ?? '', parameters: {}, violations: [] };
  return errorMessage(body, t) ?? result.label ?? t('errors.generic');
}

/** "18 done, 2 refused: …", each refused offer with its reason (as the invitations report what they sent). */
function BulkReport({
  results,
  action,
  names,
}: {
  results: BulkResult[];
  action: DialogAction;
  names: Props['names'];
}) {
  const { t } = useTranslation();
  const refused = results.filter((r) => r.outcome === 'refused');
  const done = results.length - refused.length;
  return (
    <div
      className={`mt-4 notice ${reportTone(results.length, refused.length)}`}
      role={refused.length === 0 ? 'status' : 'alert'}
      data-bulk-report
    >
      <p className="font-semibold">{t('offers.bulk.summary', { done, refused: refused.length })}</p>
      {refused.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm" data-bulk-refused>
          {refused.map((r) => (
            <li key={r.offerId}>
              <span className="font-semibold">{names.get(r.offerId) ?? t('offers.bulk.offer')}</span>:{' '}
              {refusalText(r, action, t as Translate)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The new owner: a network of the caller, then one of its active advisors. */
function OwnerFields({
  id,
  owner,
  onOwner,
  onLeave,
}: {
  id: string;
  owner: string;
  onOwner: (id: string) => void;
  /** The owner list was left: its message shows from now on (SPEC section 5). */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const networks = useQuery(networksQuery());
  const [network, setNetwork] = useState('');
  const chosenNetwork = network || networks.data?.[0]?.id || '';
  const advisors = useQuery({ ...networkAdvisorsQuery(chosenNetwork), enabled: chosenNetwork !== '' });
  return (
    <>
      <div className="field mt-4">
        <label htmlFor={`${id}-network`} className="field-label">
          {t('investors.column.network')}
        </label>
        <select
          id={`${id}-network`}
          className="field-input"
          value={chosenNetwork}
          onChange={(event) => {
            setNetwork(event.target.value);
            onOwner('');
          }}
        >
          {networks.data?.map((n) => (
            <option key={n.id} value={n.id}>
              {n.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field mt-4">
        <label htmlFor={`${id}-owner`} className="field-label">
          {t('investors.owner.label')}
        </label>
        <select
          id={`${id}-owner`}
          className="field-input"
          value={owner}
          required
          disabled={!advisors.isSuccess}
          onChange={(event) => onOwner(event.target.value)}
          onBlur={onLeave}
          data-bulk-owner
        >
          <option value="">{advisors.isSuccess ? t('offers.bulk.ownerChoose') : t('investors.owner.loading')}</option>
          {advisors.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {advisorName(a)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** What the action needs (the new owner, the lost reason and a note), reset on each opening, and its run. */
function useBulkRun({ action, count, choice, onClose, onDone }: Omit<Props, 'names'>) {
  const client = useQueryClient();
  const [owner, setOwner] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  // SPEC section 5: what the action needs is asked for once its list is left, or on a run.
  const needed = useBlurErrors<'owner' | 'reason'>({
    ...(action === 'owner' && !passes(owner, ['required']) ? { owner: 'missing' } : {}),
    ...(action === 'lost' && !passes(reason, ['required']) ? { reason: 'missing' } : {}),
  });
  // The count as the dialog opened (the choice is cleared once the action has run; the summary keeps its title).
  const [shown, setShown] = useState(count);
  const run = useMutation({
    mutationFn: (body: BulkRequest) => runBulk(body),
    onSuccess: async () => {
      onDone();
      await client.invalidateQueries({ queryKey: OFFERS_KEY });
    },
  });
  const modal = useModalDialog({
    open: action !== null,
    onCancel: onClose,
    onOpen: (dialog) => {
      setOwner('');
      setReason('');
      setNote('');
      needed.reset();
      setShown(count);
      run.reset();
      dialog.focus();
    },
  });
  const submit = () => {
    if (!action || run.isPending) return;
    if ((action === 'owner' && !owner) || (action === 'lost' && !reason)) {
      needed.showAll();
      return;
    }
    const body: BulkRequest = { action, ...choice };
    if (action === 'owner') body.ownerId = owner;
    if (action === 'lost') {
      body.reason = reason;
      if (note.trim()) body.note = note.trim();
    }
    run.mutate(body);
  };
  return { owner, setOwner, reason, setReason, note, setNote, needed, shown, run, modal, submit };
}

/** Before the run: the action's intro and what it needs. */
function BulkFields({ id, action, form }: { id: string; action: DialogAction; form: ReturnType<typeof useBulkRun> }) {
  const { t, i18n } = useTranslation();
  const { needed } = form;
  return (
    <>
      <p className="mt-2 text-sm text-gray-700">{t(`offers.bulk.${action}.intro`, { count: form.shown })}</p>
      {action === 'owner' && (
        <OwnerFields id={id} owner={form.owner} onOwner={form.setOwner} onLeave={() => needed.touch('owner')} />
      )}
      {action === 'lost' && (
        <>
          <ReasonSelect
            id={id}
            value={form.reason}
            onChange={form.setReason}
            onBlur={() => needed.touch('reason')}
            missing={Boolean(needed.errors.reason)}
            lang={i18n.language}
            focus={false}
          />
          <NoteField id={id} value={form.note} onChange={form.setNote} />
        </>
      )}
      {needed.errors.owner && (
        <p className="field-error mt-2" role="alert">
          {t('offers.bulk.ownerRequired')}
        </p>
      )}
    </>
  );
}

/**
 * A bulk action's dialog (issue 19): what it needs (the new owner, the lost reason; the KYC questionnaire only a
 * confirmation), then the server's summary per offer in the same dialog. Native modal <dialog>, focus kept.
 */
export function BulkDialog({ action, count, names, choice, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const form = useBulkRun({ action, count, choice, onClose, onDone });
  const { run, shown } = form;
  const finished = run.isSuccess;

  return (
    <dialog
      {...form.modal}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={sheetDialogClass('w-[32rem]')}
      data-bulk-dialog={action ?? undefined}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {action ? t(`offers.bulk.${action}.title`, { count: shown }) : null}
        </h2>
        {action && !finished && <BulkFields id={id} action={action} form={form} />}
        {run.isError && (
          <p className="mt-4 notice notice-error" role="alert">
            {failureText(run.error, t) ?? t('errors.generic')}
          </p>
        )}
        {finished && action && <BulkReport results={run.data.results} action={action} names={names} />}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryDialogButton} onClick={onClose}>
            {finished ? t('offers.bulk.close') : t('investors.owner.cancel')}
          </button>
          {!finished && (
            <button
              type="submit"
              className="btn-primary w-auto"
              aria-disabled={run.isPending || undefined}
              data-bulk-submit
            >
              {run.isPending ? t('offers.bulk.busy') : t('offers.bulk.run', { count: shown })}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
