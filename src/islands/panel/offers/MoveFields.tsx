// The fields of a move to Lost, shared by the move dialog (one offer) and the bulk dialog (many): the landing's
// lost reasons and the note that goes into each offer's history.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_NOTE_MAX } from '../../../lib/offers/lost-reasons';
import { failureText } from '../failure-text';
import { lostReasonLabel } from '../ui/offer/offer-moves';
import { lostReasonsQuery } from '../ui/offer/offers-api';

/** Lost: the reason (required, the landing's list) and what it was loading or failing with. */
export function ReasonSelect({
  id,
  value,
  onChange,
  missing,
  lang,
  focus,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** The list was left: its message shows from now on (SPEC section 5). */
  onBlur?: () => void;
  missing: boolean;
  lang: string;
  /** Take the focus once the list can be used (a card dropped on Lost: the reason is the one thing to give). */
  focus: boolean;
}) {
  const { t } = useTranslation();
  const reasons = useQuery(lostReasonsQuery());
  const select = useRef<HTMLSelectElement>(null);
  const ready = reasons.isSuccess;
  useEffect(() => {
    if (focus && ready) select.current?.focus();
  }, [focus, ready]);
  const loadError = reasons.isError ? failureText(reasons.error, t) : undefined;
  const describedBy = [missing && `${id}-reason-error`, loadError && `${id}-reason-load`].filter(Boolean).join(' ');
  return (
    <div className="field mt-4">
      <label htmlFor={`${id}-reason`} className="field-label">
        {t('offers.move.reason')}
      </label>
      <select
        ref={select}
        id={`${id}-reason`}
        className="field-input"
        value={value}
        required
        aria-invalid={missing || undefined}
        aria-describedby={describedBy || undefined}
        disabled={!reasons.isSuccess}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-move-reason
      >
        <option value="">{reasons.isSuccess ? t('offers.move.reasonChoose') : t('investors.owner.loading')}</option>
        {reasons.data?.map((reason) => (
          <option key={reason.code} value={reason.code}>
            {lostReasonLabel(reason.code, reasons.data, t, lang)}
          </option>
        ))}
      </select>
      {missing && (
        <p id={`${id}-reason-error`} className="field-error">
          {t('offers.move.reasonRequired')}
        </p>
      )}
      {loadError && (
        <p id={`${id}-reason-load`} className="field-error" role="alert">
          {loadError}
        </p>
      )}
    </div>
  );
}

/** The note a move records (optional, line breaks kept). */
export function NoteField({ id, value, onChange }: { id: string; value: string; onChange: (note: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field mt-4">
      <label htmlFor={`${id}-note`} className="field-label">
        {t('offers.move.note')}
      </label>
      <textarea
        id={`${id}-note`}
        className="field-input min-h-20"
        maxLength={STATUS_NOTE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-move-note
      />
    </div>
  );
}
