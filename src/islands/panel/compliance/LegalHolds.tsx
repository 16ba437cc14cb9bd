// The compliance desk's legal holds (decision 0066, amended for issue 35 item 7): the holds in force, each released
// here, and a new one set on an investor of the landing by e-mail with its reason. Holds are the officers' alone;
// coordinators see them on the investor's page.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import type { DeskHold } from '../../../lib/contracts/compliance';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors, type FieldMessages } from '../form/use-blur-errors';
import { Card } from '../ui/page-parts';
import { dateCell } from '../../../lib/format/cells';
import { deskQuery } from './compliance-api';

const HOLD_REASON_MAX = 1000;

/** Why the hold is set. */
function ReasonField({
  ids,
  value,
  onChange,
  onBlur,
  error,
}: {
  ids: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${ids}-reason`} className="field-label">
        {t('clients.retention.holdReason')}
      </label>
      <textarea
        id={`${ids}-reason`}
        rows={3}
        className="field-input"
        maxLength={HOLD_REASON_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : false}
        aria-describedby={`${ids}-reason-error`}
        data-desk-hold-reason
      />
      <p id={`${ids}-reason-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

function HoldForm({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  // Through the shared rules, shown once a field is left (SPEC section 5) and on a send.
  const checked: FieldMessages<'email' | 'reason'> = {
    ...(passes(email.trim(), ['required', 'email']) ? {} : { email: t(email.trim() ? V.email : V.required) }),
    ...(passes(reason, ['required']) ? {} : { reason: t(V.required) }),
  };
  const shown = useBlurErrors(checked);
  const [formError, setFormError] = useState<string>();
  const errors = { ...shown.errors, form: formError };
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (checked.email || checked.reason) {
      shown.showAll();
      const form = event.currentTarget;
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      await browserCore().api.post('/api/compliance/legal-holds', { email: email.trim(), reason: reason.trim() });
      toast({ type: 'success', text: t('compliance.holds.set') });
      setEmail('');
      setReason('');
      shown.reset();
      await onDone();
    } catch (failure) {
      setFormError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="mt-4 flex flex-col gap-3" noValidate onSubmit={(e) => void submit(e)} data-desk-hold-form>
      <h3 className="font-semibold text-gray-900">{t('compliance.holds.new')}</h3>
      {errors.form && (
        <p className="notice notice-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${ids}-email`} className="field-label">
          {t('compliance.holds.email')}
        </label>
        <input
          id={`${ids}-email`}
          type="email"
          className="field-input"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => shown.touch('email')}
          autoComplete="off"
          aria-invalid={errors.email ? true : false}
          aria-describedby={`${ids}-email-error`}
          data-desk-hold-email
        />
        <p id={`${ids}-email-error`} className="field-error" hidden={!errors.email}>
          {errors.email}
        </p>
      </div>
      <ReasonField
        ids={ids}
        value={reason}
        onChange={setReason}
        onBlur={() => shown.touch('reason')}
        error={errors.reason}
      />
      <button type="submit" className="btn-primary w-auto self-start" disabled={busy} data-desk-hold-set>
        {t('clients.retention.setHold')}
      </button>
    </form>
  );
}

export function LegalHolds({
  holds,
  personText,
}: {
  holds: DeskHold[];
  personText: (h: DeskHold['investor']) => string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const refresh = () => client.invalidateQueries({ queryKey: deskQuery().queryKey });
  const release = async (investorId: string) => {
    setError(undefined);
    try {
      await browserCore().api.post(
        `/api/advisor/investors/client/${encodeURIComponent(investorId)}/legal-hold/release`,
        {},
      );
      toast({ type: 'success', text: t('compliance.holds.released') });
      await refresh();
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('compliance.holds.title')}</h2>
      {error && (
        <p className="notice notice-error mt-2" role="alert">
          {error}
        </p>
      )}
      {holds.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('compliance.holds.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3">
          {holds.map((hold) => (
            <li key={hold.investor.id} className="flex flex-col items-start gap-1" data-desk-hold={hold.investor.email}>
              <p className="w-full [overflow-wrap:anywhere] text-gray-900">
                <a className="link" href={`/app/investors/client/${hold.investor.id}`}>
                  {personText(hold.investor)}
                </a>
                {': '}
                {t('clients.retention.hold', { at: dateCell(hold.setAt), by: hold.setBy ?? '', reason: hold.reason })}
              </p>
              <button
                type="button"
                className="link"
                onClick={() => void release(hold.investor.id)}
                data-desk-hold-release
              >
                {t('clients.retention.release')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <HoldForm onDone={refresh} />
    </Card>
  );
}
