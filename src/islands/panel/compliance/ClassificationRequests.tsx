// The compliance desk's requests to be treated as sophisticated (ECSPR Annex II, decision 0066): the declarations,
// and the decision: approval with what was checked, or rejection with a reason.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { Card } from '../investor/investor-parts';
import { dateCell } from '../offers/offer-format';
import type { DeskClassification } from '../../../lib/schemas/compliance';
import { Declarations } from '../offers/ClientClassification';
import { decideRequest, deskQuery } from './compliance-api';

const personText = (p: { email: string; name: string | null }) => (p.name ? `${p.name} (${p.email})` : p.email);

function Decision({ item }: { item: DeskClassification }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ids = useId();
  const [mode, setMode] = useState<'approve' | 'reject'>('approve');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim())
      return setError(t(mode === 'approve' ? 'compliance.evidenceRequired' : 'clients.classification.reasonRequired'));
    setBusy(true);
    setError(undefined);
    try {
      await decideRequest(
        item.request.id,
        mode === 'approve' ? { approve: true, evidence: text.trim() } : { approve: false, reason: text.trim() },
      );
      toast({
        type: 'success',
        text: t(mode === 'approve' ? 'clients.classification.approved' : 'clients.classification.rejected'),
      });
      await client.invalidateQueries({ queryKey: deskQuery().queryKey });
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(e) => void submit(e)} data-desk-decision>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="field-label">{t('compliance.decision')}</legend>
        {(['approve', 'reject'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${ids}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setError(undefined);
              }}
              data-desk-mode={value}
            />
            {t(`compliance.mode.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${ids}-text`} className="field-label">
          {t(mode === 'approve' ? 'compliance.evidenceLabel' : 'clients.classification.reasonLabel')}
        </label>
        <textarea
          id={`${ids}-text`}
          className="field-input min-h-20"
          maxLength={mode === 'approve' ? 2000 : 1000}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          data-desk-text
        />
      </div>
      {error && (
        <p id={`${ids}-error`} className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} data-desk-submit>
        {t(mode === 'approve' ? 'clients.classification.approve' : 'clients.classification.rejectSend')}
      </button>
    </form>
  );
}

export function Classifications({ items }: { items: DeskClassification[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('compliance.classifications.title')}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('compliance.classifications.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-gray-200">
          {items.map((item) => (
            <li key={item.request.id} className="flex flex-col gap-3 py-4" data-desk-request={item.investor.email}>
              <p className="font-semibold break-words text-gray-900">{personText(item.investor)}</p>
              <p className="text-sm text-gray-700">
                {t('compliance.classifications.requested', { date: dateCell(item.request.requestedAt) })}
                {item.standingUntil
                  ? ` ${t('compliance.classifications.renewal', { until: dateCell(item.standingUntil) })}`
                  : ''}
              </p>
              <Declarations view={item.request} />
              <Decision item={item} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
