// The compliance desk's decision form (decisions 0066 and 0067): a choice between two outcomes, the text that must go
// with it (evidence, a reason, a note), the server's refusal in place, and the desk reloaded after a decision.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { deskQuery } from './compliance-api';

/** One outcome: its radio label, the text field's label and limit, what is said when the text is missing or sent. */
export interface DeskOutcome<V extends string> {
  value: V;
  label: string;
  textLabel: string;
  textMax: number;
  required: string;
  submit: string;
  done: string;
}

export function DeskDecisionForm<V extends string>({
  outcomes,
  decide,
  name,
}: {
  outcomes: readonly [DeskOutcome<V>, DeskOutcome<V>];
  decide: (value: V, text: string) => Promise<unknown>;
  /** The form's data-* name, for tests and the page's own hooks. */
  name: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ids = useId();
  const [value, setValue] = useState<V>(outcomes[0].value);
  const [text, setText] = useState('');
  const [failure, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const outcome = outcomes.find((o) => o.value === value)!;
  // SPEC section 5: the missing text is said once the box is left, or on a send.
  const empty = !passes(text, ['required']);
  const shown = useBlurErrors<'text'>(empty ? { text: outcome.required } : {});
  const error = shown.errors.text ?? failure;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    shown.showAll();
    if (empty) return;
    setBusy(true);
    setError(undefined);
    try {
      await decide(value, text.trim());
      toast({ type: 'success', text: outcome.done });
      await client.invalidateQueries({ queryKey: deskQuery().queryKey });
    } catch (refusal) {
      setError(failureText(refusal, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(e) => void submit(e)} {...{ [`data-${name}`]: true }}>
      <OutcomeRadios
        ids={ids}
        outcomes={outcomes}
        value={value}
        onChoose={(chosen) => {
          setValue(chosen);
          setError(undefined);
        }}
      />
      <div className="field">
        <label htmlFor={`${ids}-text`} className="field-label">
          {outcome.textLabel}
        </label>
        <textarea
          id={`${ids}-text`}
          className="field-input min-h-20"
          maxLength={outcome.textMax}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => shown.touch('text')}
          data-decision-text
        />
      </div>
      {error && (
        <p id={`${ids}-error`} className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} data-decision-submit>
        {outcome.submit}
      </button>
    </form>
  );
}

/** The two outcomes to choose between. */
function OutcomeRadios<V extends string>({
  ids,
  outcomes,
  value,
  onChoose,
}: {
  ids: string;
  outcomes: readonly [DeskOutcome<V>, DeskOutcome<V>];
  value: V;
  onChoose: (value: V) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="field-label">{t('compliance.decision')}</legend>
      {outcomes.map((o) => (
        <label key={o.value} className="flex items-center gap-2">
          <input
            type="radio"
            name={`${ids}-outcome`}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChoose(o.value)}
            data-outcome={o.value}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
