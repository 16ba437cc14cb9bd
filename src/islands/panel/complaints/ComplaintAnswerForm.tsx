// The answer to a complaint (decision 0070): the decision, the reasons, who answers and their position; the panel
// shows the whole answer as the complainant will receive it (in the complaint's language, with the notices a refusal
// carries, which the handler cannot leave out), then sends it after a confirmation naming the address.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { upholds } from '../../../lib/complaints/answer-template';
import { formatDate, parseDate } from '../../../lib/format/date';
import {
  COMPLAINT_OUTCOMES,
  type ComplaintAnswerInput,
  type ComplaintOutcome,
  type CoordinatorComplaint,
} from '../../../lib/contracts/complaint';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { useBlurErrors, type FieldMessages } from '../form/use-blur-errors';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import {
  AnswerPreview,
  FulfilmentField,
  OutcomeChoice,
  ReasonsField,
  Signature,
  type Field,
} from './ComplaintAnswerParts';

const isoDay = (text: string) => (parseDate(text.trim()) ? formatDate(text.trim(), 'YYYY-MM-DD') : null);

/**
 * Each field's message through the shared rules, in the order of the form (the first is focused on a send). The
 * fulfilment date is asked for only when the decision upholds the complaint.
 */
function answerMessages(
  {
    outcome,
    reasons,
    name,
    position,
    fulfilment,
    fulfilmentBy,
  }: {
    outcome: ComplaintOutcome | null;
    reasons: string;
    name: string;
    position: string;
    fulfilment: string;
    fulfilmentBy: string | undefined;
  },
  required: string,
  invalidDate: () => string,
): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  if (!outcome) messages.outcome = required;
  if (!passes(reasons, ['required'])) messages.reasons = required;
  if (!passes(name, ['required'])) messages.name = required;
  if (!passes(position, ['required'])) messages.position = required;
  if (outcome && upholds(outcome) && !fulfilmentBy)
    messages.fulfilmentBy = passes(fulfilment, ['required']) ? invalidDate() : required;
  return messages;
}

/** A field's id, invalid state, message reference and blur, and its message (hidden while there is none). */
function fieldWiring(ids: string, shown: { errors: FieldMessages<Field>; touch: (key: Field) => void }) {
  const { errors } = shown;
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
  return { field, errorOf };
}

/** The focus goes to the first field with a message; false when there is none. */
function focusFirstInvalid(ids: string, messages: FieldMessages<Field>) {
  const first = Object.keys(messages)[0];
  if (!first) return false;
  document.getElementById(`${ids}-${first}`)?.focus();
  return true;
}

/** The send button, and the confirmation naming the address the answer goes to. */
function SendAnswer({
  open,
  email,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  email: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="btn-primary w-auto self-start" disabled={busy} data-send-answer>
        {t('complaints.sendAnswer')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('complaints.confirmTitle')}
        text={t('complaints.confirmText', { email })}
        confirmLabel={t('complaints.sendAnswer')}
        cancelLabel={t('dialog.cancel')}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
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
  // Through the shared rules; a field's message shows once it is left (SPEC section 5), every one on a send.
  const messages = answerMessages({ outcome, reasons, name, position, fulfilment, fulfilmentBy }, t(V.required), () =>
    t(V.invalidDate),
  );
  const shown = useBlurErrors(messages);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    shown.showAll();
    if (!focusFirstInvalid(ids, messages)) setConfirming(true);
  };
  const { field, errorOf } = fieldWiring(ids, shown);

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit} data-form="answer">
      <h3 className="font-semibold text-gray-900">{t('complaints.answer.title')}</h3>
      <OutcomeChoice ids={ids} outcomes={outcomes} outcome={outcome} onOutcome={setOutcome} errorOf={errorOf} />
      <ReasonsField
        ids={ids}
        outcome={outcome}
        reasons={reasons}
        onReasons={setReasons}
        field={field}
        errorOf={errorOf}
      />
      {outcome && upholds(outcome) && (
        <FulfilmentField
          value={fulfilment}
          onChange={setFulfilment}
          onBlur={() => shown.touch('fulfilmentBy')}
          error={shown.errors.fulfilmentBy}
        />
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
      <AnswerPreview
        ids={ids}
        complaint={complaint}
        parts={parts && reasons.trim() && name.trim() && position.trim() ? parts : null}
      />
      <SendAnswer
        open={confirming}
        email={complaint.contactEmail}
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
