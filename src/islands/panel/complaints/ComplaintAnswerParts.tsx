// The parts of the answer form to a complaint (ComplaintAnswerForm): the decision, the reasons, the fulfilment date,
// who answers, and the answer as the complainant will receive it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { composeComplaintAnswer } from '../../../lib/complaints/answer-template';
import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_PERSON_MAX,
  type ComplaintAnswerInput,
  type ComplaintOutcome,
  type CoordinatorComplaint,
} from '../../../lib/contracts/complaint';
import { DateField } from '../form/DateField';

export type Field = 'outcome' | 'reasons' | 'name' | 'position' | 'fulfilmentBy';

/** A field's id, invalid state, message reference and blur, by the form. */
type FieldProps = (key: Field) => Record<string, unknown>;
/** A field's message (hidden while there is none), by the form. */
type ErrorOf = (key: Field) => ReactNode;

/** Who answers and their position (art. 9 pt 3). */
export function Signature({
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
  field: FieldProps;
  errorOf: ErrorOf;
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

/** The decision: one radio per outcome the complaint still allows. */
export function OutcomeChoice({
  ids,
  outcomes,
  outcome,
  onOutcome,
  errorOf,
}: {
  ids: string;
  outcomes: readonly ComplaintOutcome[];
  outcome: ComplaintOutcome | null;
  onOutcome: (value: ComplaintOutcome) => void;
  errorOf: ErrorOf;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${ids}-outcome-error`}>
      <legend className="field-label">{t('complaints.answer.outcome')}</legend>
      {outcomes.map((value, index) => (
        <label key={value} className="flex items-center gap-2 text-gray-900">
          <input
            type="radio"
            name={`${ids}-outcome`}
            value={value}
            checked={outcome === value}
            onChange={() => onOutcome(value)}
            {...(index === 0 ? { id: `${ids}-outcome` } : {})}
            data-outcome={value}
          />
          {t(`complaints.outcome.${value}`)}
        </label>
      ))}
      {errorOf('outcome')}
    </fieldset>
  );
}

/** The whole answer as the complainant will receive it, once every part of it is filled in. */
export function AnswerPreview({
  ids,
  complaint,
  parts,
}: {
  ids: string;
  complaint: CoordinatorComplaint;
  parts: ComplaintAnswerInput | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${ids}-preview`} data-answer-preview>
      <h4 id={`${ids}-preview`} className="field-label">
        {t('complaints.answer.preview', { language: t(`language.${complaint.language}`) })}
      </h4>
      <p className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm break-words whitespace-pre-line text-gray-900">
        {parts
          ? composeComplaintAnswer(complaint.language, parts, complaint.answerFirm)
          : t('complaints.answer.previewEmpty')}
      </p>
    </section>
  );
}

/** The reasons of the decision (worded for an inadmissible complaint when that is the decision). */
export function ReasonsField({
  ids,
  outcome,
  reasons,
  onReasons,
  field,
  errorOf,
}: {
  ids: string;
  outcome: ComplaintOutcome | null;
  reasons: string;
  onReasons: (value: string) => void;
  field: FieldProps;
  errorOf: ErrorOf;
}) {
  const { t } = useTranslation();
  return (
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
        onChange={(e) => onReasons(e.target.value)}
        data-answer-reasons
      />
      {errorOf('reasons')}
    </div>
  );
}

/** By when an upheld complaint is put right. */
export function FulfilmentField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="sm:max-w-xs">
      <DateField
        label={t('complaints.answer.fulfilmentBy')}
        hint={t('complaints.answer.fulfilmentHint')}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        data-answer-fulfilment
      />
    </div>
  );
}
