import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_COLUMNS, type OfferColumn, type OfferStatus } from '../../../lib/contracts/campaign';
import { passes } from '../../../lib/validation/rule-check';
import { useBlurErrors } from '../form/use-blur-errors';
import { useModalDialog } from '../ui/use-modal-dialog';
import { movableColumns, statusForColumn } from '../ui/offer/offer-moves';
import type { OfferMove } from '../ui/offer/offers-api';
import { NoteField, ReasonSelect } from './MoveFields';
import { sheetDialogClass } from '../ui/dialog-classes';
import { DialogButtons } from '../ui/DialogButtons';

/** What the dialog needs to know about the offer. */
export interface MoveTarget {
  id: string;
  investorName: string;
  status: OfferStatus;
  /** The column chosen beforehand (a card dropped on Lost), else the person chooses here. */
  column?: OfferColumn;
}

interface Props {
  offer: MoveTarget | null;
  onClose: () => void;
  /** The move as chosen: the parent sends it (and shows the card in its new column at once). */
  onMove: (offer: MoveTarget, move: OfferMove) => void;
}

/**
 * "Move to…" (issue 19): where the offer may go (only the advisor's moves of the status machine), and for Lost the
 * reason and a note. A native modal <dialog> (useModalDialog): focus on the first choice, back to the trigger on
 * close. Sending is the parent's: the card moves at once and comes back with the server's message if refused.
 */
export function MoveOfferDialog({ offer, onClose, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [column, setColumn] = useState<OfferColumn | ''>('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const lost = column === 'lost';
  // SPEC section 5: the missing reason shows once the list is left, or on a move.
  const shown = useBlurErrors<'reason'>(lost && !passes(reason, ['required']) ? { reason: 'missing' } : {});
  const choices = offer ? movableColumns(offer.status, OFFER_COLUMNS) : [];
  const modal = useModalDialog({
    open: offer !== null,
    onCancel: onClose,
    onOpen: (dialog) => {
      const initial = offer?.column && choices.includes(offer.column) ? offer.column : (choices[0] ?? '');
      setColumn(initial);
      setReason('');
      setNote('');
      shown.reset();
      // Dropped on Lost, the reason list takes the focus as soon as it shows (ReasonSelect).
      (offer?.column === 'lost' ? dialog : (first.current ?? dialog)).focus();
    },
  });
  const missingReason = Boolean(shown.errors.reason);

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={sheetDialogClass('w-[30rem]')}
      data-move-dialog
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          shown.showAll();
          if (!offer || !column || (lost && !reason)) return;
          const move: OfferMove = { status: statusForColumn(column) };
          if (lost) move.reason = reason;
          if (note.trim()) move.note = note.trim();
          onMove(offer, move);
          onClose();
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('offers.move.title')}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-gray-700">
          {offer
            ? t('offers.move.intro', { investor: offer.investorName, status: t(`offers.status.${offer.status}`) })
            : null}
        </p>
        {choices.length === 0 ? (
          <p className="mt-4 notice notice-info">{t('offers.move.none')}</p>
        ) : (
          <ColumnChoices id={id} choices={choices} column={column} onChange={setColumn} firstRef={first} />
        )}
        {lost && (
          <ReasonSelect
            id={id}
            value={reason}
            onChange={setReason}
            onBlur={() => shown.touch('reason')}
            missing={missingReason}
            lang={i18n.language}
            focus={offer?.column === 'lost'}
          />
        )}
        {choices.length > 0 && <NoteField id={id} value={note} onChange={setNote} />}
        <DialogButtons
          cancelLabel={t('investors.owner.cancel')}
          onCancel={onClose}
          submitLabel={choices.length > 0 ? t('offers.move.submit') : undefined}
          marker="data-move-submit"
        />
      </form>
    </dialog>
  );
}

/** The columns the offer may move to, as radio buttons; the first takes the focus on opening. */
function ColumnChoices({
  id,
  choices,
  column,
  onChange,
  firstRef,
}: {
  id: string;
  choices: readonly OfferColumn[];
  column: OfferColumn | '';
  onChange: (column: OfferColumn) => void;
  firstRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4">
      <legend className="field-label">{t('offers.move.to')}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {choices.map((choice, index) => (
          <label key={choice} className="flex items-center gap-2">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={`${id}-column`}
              value={choice}
              checked={column === choice}
              onChange={() => onChange(choice)}
              data-move-choice={choice}
            />
            {t(`offers.status.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
