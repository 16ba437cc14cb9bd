import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useTooltip } from '../ui/use-tooltip';
import type { AdvisorRow } from '../../../lib/contracts/advisor';
import { toast } from '../../../lib/ui/toast';
import { advisorName } from '../ui/advisor/advisor-text';
import { failureText } from '../failure-text';
import { useModalDialog } from '../ui/use-modal-dialog';
import { changeOfferOwner, networkAdvisorsQuery, OFFERS_KEY } from '../ui/offer/offers-api';
import { sheetDialogClass } from '../ui/dialog-classes';
import { secondaryDialogButton } from '../ui/DialogButtons';

/** What the dialog needs to know about the offer. */
export interface OwnerChangeTarget {
  id: string;
  investorName: string;
  networkId: string;
  networkName: string;
  ownerId: string;
  ownerName?: string | null;
}

interface Props {
  offer: OwnerChangeTarget | null;
  onClose: () => void;
}

/** The offer's owner changed on the server: said, the dialog closed, the offer lists asked for again. */
function useOwnerChange(offer: OwnerChangeTarget | null, onClose: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: string) => changeOfferOwner(offer!.id, ownerId),
    onSuccess: async (detail) => {
      toast({
        type: 'success',
        title: t('investors.owner.doneTitle'),
        text: t('investors.owner.done', { investor: offer!.investorName, owner: detail.ownerName }),
      });
      onClose();
      await client.invalidateQueries({ queryKey: OFFERS_KEY });
    },
  });
}

/** The choice of the new owner among the network's active advisors (disabled while they load or a change runs). */
function AdvisorSelect({
  id,
  selectRef,
  offer,
  advisors,
  choice,
  onChoice,
  busy,
}: {
  id: string;
  selectRef: Ref<HTMLSelectElement>;
  offer: OwnerChangeTarget | null;
  advisors: UseQueryResult<AdvisorRow[]>;
  choice: string;
  onChoice: (advisorId: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const list = advisors.data ?? [];
  // The current owner may have left the network or been archived: still name them, but not as a choice.
  const ownerListed = list.some((a) => a.id === offer?.ownerId);
  const loadError = advisors.isError ? failureText(advisors.error, t) : undefined;
  return (
    <div className="field mt-4">
      <label htmlFor={`${id}-select`} className="field-label">
        {t('investors.owner.label')}
      </label>
      <select
        ref={selectRef}
        id={`${id}-select`}
        className="field-input"
        value={choice}
        disabled={!advisors.isSuccess || busy}
        aria-describedby={loadError ? `${id}-load` : undefined}
        onChange={(event) => onChoice(event.target.value)}
      >
        {!advisors.isSuccess && <option value={choice}>{t('investors.owner.loading')}</option>}
        {advisors.isSuccess && !ownerListed && offer && (
          <option value={offer.ownerId}>{offer.ownerName ?? t('investors.owner.unknown')}</option>
        )}
        {list.map((advisor) => (
          <option key={advisor.id} value={advisor.id}>
            {advisorName(advisor)} ({advisor.email})
          </option>
        ))}
      </select>
      {loadError && (
        <p id={`${id}-load`} className="field-error" role="alert">
          {loadError}
        </p>
      )}
    </div>
  );
}

/** Cancel, and the change itself (marked unavailable while running or with the owner unchanged). */
function DialogButtons({ busy, unchanged, onCancel }: { busy: boolean; unchanged: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  // Why the change is unavailable, on hover and focus (the button stays focusable: aria-disabled).
  const submitTip = useTooltip<HTMLButtonElement>(unchanged && !busy ? t('investors.owner.unchanged') : null);
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button
        type="button"
        className={`${secondaryDialogButton} disabled:opacity-60`}
        disabled={busy}
        onClick={onCancel}
      >
        {t('investors.owner.cancel')}
      </button>
      <button
        ref={submitTip}
        type="submit"
        className="btn-primary w-auto"
        aria-disabled={busy || unchanged || undefined}
        data-owner-submit
      >
        {busy ? t('investors.owner.saving') : t('investors.owner.submit')}
      </button>
    </div>
  );
}

/**
 * The change-advisor dialog (SPEC section 2) on the native modal <dialog> (useModalDialog, as ConfirmDialog):
 * focus into the select on open, back to the trigger on close; Escape cancels unless a change is running.
 * Choices: the active advisors of the offer's network (the server accepts no one else). Failures, c22631ff
 * "belongs to another advisor" among them, show in the dialog through the error catalogue.
 */
export function ChangeAdvisorDialog({ offer, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [choice, setChoice] = useState('');
  const advisors = useQuery({ ...networkAdvisorsQuery(offer?.networkId ?? ''), enabled: offer !== null });
  const change = useOwnerChange(offer, onClose);
  const { reset } = change;
  const busy = change.isPending;
  const modal = useModalDialog({
    open: offer !== null,
    busy,
    onCancel: onClose,
    onOpen: () => {
      if (offer) setChoice(offer.ownerId);
      reset();
      select.current?.focus();
    },
  });

  // Focus the select once the list has arrived (it is disabled while loading).
  useEffect(() => {
    if (offer && advisors.isSuccess) select.current?.focus();
  }, [offer, advisors.isSuccess]);

  const error = change.isError ? failureText(change.error, t) : undefined;

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={sheetDialogClass('w-[30rem]')}
      data-change-advisor-dialog
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && offer && choice && choice !== offer.ownerId) change.mutate(choice);
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('investors.owner.title')}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-gray-700">
          {offer
            ? t('investors.owner.intro', {
                investor: offer.investorName,
                network: offer.networkName,
                owner: offer.ownerName ?? t('investors.owner.unknown'),
              })
            : null}
        </p>
        <AdvisorSelect
          id={id}
          selectRef={select}
          offer={offer}
          advisors={advisors}
          choice={choice}
          onChoice={setChoice}
          busy={busy}
        />
        {error && (
          <p className="mt-4 notice notice-error" role="alert" data-owner-error>
            {error}
          </p>
        )}
        <DialogButtons busy={busy} unchanged={!choice || choice === offer?.ownerId} onCancel={onClose} />
      </form>
    </dialog>
  );
}
