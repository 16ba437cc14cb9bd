// The answer to a complaint (decision 0070): the decision, the reasons, who answers and their position; the panel
// shows the whole answer as the complainant will receive it (in the complaint's language, with the notices a refusal
// carries, which the handler cannot leave out), then sends it after a confirmation naming the address.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { composeComplaintAnswer, upholds } from '../../../lib/complaints/answer-template';
import { formatDate, parseDate } from '../../../lib/format/date';
import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_OUTCOMES,
  COMPLAINT_PERSON_MAX,
  type ComplaintAnswerInput,
  type ComplaintOutcome,
  type CoordinatorComplaint,
} from '../../../lib/contracts/complaint';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { DateField } from '../form/DateField';
import { useBlurErrors, type FieldMessages } from '../form/use-blur-errors';
import { ConfirmDialog } from '../ui/ConfirmDialog';

type Field = 'outcome' | 'reasons' | 'name' | 'position' | 'fulfilmentBy';

const isoDay = (text: string) => (parseDate(text.trim()) ? formatDate(text.trim(), 'YYYY-MM-DD') : null);

/** Who answers and their position (art. 9 pt 3). */
function Signature({
  ids,
  name,
  position,
  onName,
  onPosition,
  field,
  errorOf,
}: {
  ids: string;
  name: string;
  position: string;
  onName: (value: string) => void;
  onPosition: (value: string) => void;
  field: (key: Field) => Record<string, unknown>;
  errorOf: (key: Field) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="field">
        <label htmlFor={`${ids}-name`} className="field-label">
          {t('complaints.answer.name')}
        </label>
        <input
          {...field('name')}
          className="field-input"
          maxLength={COMPLAINT_PERSON_MAX}
          value={name}
          onChange={(e) => onName(e.target.value)}
          autoComplete="name"
          data-answer-name
        />
        {errorOf('name')}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-position`} className="field-label">
          {t('complaints.answer.position')}
        </label>
        <input
          {...field('position')}
          className="field-input"
          maxLength={COMPLAINT_PERSON_MAX}
          value={position}
          onChange={(e) => onPosition(e.target.value)}
          autoComplete="organization-title"
          data-answer-position
        />
        {errorOf('position')}
      </div>
    </div>
  );
}

export function ComplaintAnswerForm({
  complaint,
  defaultName,
  busy,
  onSend,
}: {
  complaint: CoordinatorComplaint;
  defaultName: string;
  busy: boolean;
  onSend: (parts: ComplaintAnswerInput) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [outcome, setOutcome] = useState<ComplaintOutcome | null>(null);
  const [reasons, setReasons] = useState('');
  const [name, setName] = useState(defaultName);
  const [position, setPosition] = useState('');
  const [fulfilment, setFulfilment] = useState('');
  const [confirming, setConfirming] = useState(false);
  // Inadmissible only before it was found admissible (the server refuses it after, 409 a3d41c7e).
  const outcomes = COMPLAINT_OUTCOMES.filter((o) => o !== 'inadmissible' || !complaint.admissibleAt);
  const fulfilmentBy = outcome && upholds(outcome) ? (isoDay(fulfilment) ?? undefined) : undefined;
  const parts = outcome ? { outcome, reasons, name, position, ...(fulfilmentBy ? { fulfilmentBy } : {}) } : null;
  const preview = parts && reasons.trim() && name.trim() && position.trim();
  // Through the shared rules; a field's message shows once it is left (SPEC section 5), every one on a send.
  const required = t(V.required);
  const messages: FieldMessages<Field> = {};
  if (!outcome) messages.outcome = required;
  if (!passes(reasons, ['required'])) messages.reasons = required;
  if (!passes(name, ['required'])) messages.name = required;
  if (!passes(position, ['required'])) messages.position = required;
  if (outcome && upholds(outcome) && !fulfilmentBy)
    messages.fulfilmentBy = passes(fulfilment, ['required']) ? t(V.invalidDate) : required;
  const shown = useBlurErrors(messages);
  const errors = shown.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    shown.showAll();
    const first = Object.keys(messages)[0];
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setConfirming(true);
  };
  const field = (key: Field) => ({
    id: `${ids}-${key}`,
    'aria-invalid': errors[key] ? true : false,
    'aria-describedby': `${ids}-${key}-error`,
    onBlur: () => shown.touch(key),
  });
  const errorOf = (key: Field) => (
    <p id={`${ids}-${key}-error`} className="field-error" hidden={!errors[key]}>
      {errors[key]}
    </p>
  );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit} data-form="answer">
      <h3 className="font-semibold text-gray-900">{t('complaints.answer.title')}</h3>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${ids}-outcome-error`}>
        <legend className="field-label">{t('complaints.answer.outcome')}</legend>
        {outcomes.map((value, index) => (
          <label key={value} className="flex items-center gap-2 text-gray-900">
            <input
              type="radio"
              name={`${ids}-outcome`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              {...(index === 0 ? { id: `${ids}-outcome` } : {})}
              data-outcome={value}
            />
            {t(`complaints.outcome.${value}`)}
          </label>
        ))}
        {errorOf('outcome')}
      </fieldset>
      <div className="field">
        <label htmlFor={`${ids}-reasons`} className="field-label">
          {t(outcome === 'inadmissible' ? 'complaints.answer.reasonsInadmissible' : 'complaints.answer.reasons')}
        </label>
        <textarea
          {...field('reasons')}
          rows={6}
          className="field-input"
          maxLength={COMPLAINT_ANSWER_MAX}
          value={reasons}
          onChange={(e) => setReasons(e.target.value)}
          data-answer-reasons
        />
        {errorOf('reasons')}
      </div>
      {outcome && upholds(outcome) && (
        <div className="sm:max-w-xs">
          <DateField
            label={t('complaints.answer.fulfilmentBy')}
            hint={t('complaints.answer.fulfilmentHint')}
            value={fulfilment}
            onChange={setFulfilment}
            onBlur={() => shown.touch('fulfilmentBy')}
            error={errors.fulfilmentBy}
            data-answer-fulfilment
          />
        </div>
      )}
      <Signature
        ids={ids}
        name={name}
        position={position}
        onName={setName}
        onPosition={setPosition}
        field={field}
        errorOf={errorOf}
      />
      <section className="flex flex-col gap-2" aria-labelledby={`${ids}-preview`} data-answer-preview>
        <h4 id={`${ids}-preview`} className="field-label">
          {t('complaints.answer.preview', { language: t(`language.${complaint.language}`) })}
        </h4>
        <p className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm break-words whitespace-pre-line text-gray-900">
          {preview
            ? composeComplaintAnswer(complaint.language, parts, complaint.answerFirm)
            : t('complaints.answer.previewEmpty')}
        </p>
      </section>
      <button type="submit" className="btn-primary w-auto self-start" disabled={busy} data-send-answer>
        {t('complaints.sendAnswer')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('complaints.confirmTitle')}
        text={t('complaints.confirmText', { email: complaint.contactEmail })}
        confirmLabel={t('complaints.sendAnswer')}
        cancelLabel={t('dialog.cancel')}
        busy={busy}
        onConfirm={() => {
          if (!parts) return;
          void onSend(parts).then(() => setConfirming(false));
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
