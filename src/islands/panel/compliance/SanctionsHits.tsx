// The compliance desk's sanctions screening hits (decision 0067): both names, the score and the list entry; an open
// hit cleared as a false positive or confirmed, always with a note.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { Card } from '../investor/investor-parts';
import { dateCell } from '../offers/offer-format';
import type { DeskHit } from '../../../lib/schemas/compliance';
import { decideHit, deskQuery } from './compliance-api';

function HitDecisionForm({ hit }: { hit: DeskHit }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ids = useId();
  const [status, setStatus] = useState<'cleared' | 'confirmed'>('cleared');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(t('compliance.sanctions.noteRequired'));
    setBusy(true);
    setError(undefined);
    try {
      await decideHit(hit.id, { status, note: note.trim() });
      toast({ type: 'success', text: t(`compliance.sanctions.done.${status}`) });
      await client.invalidateQueries({ queryKey: deskQuery().queryKey });
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(e) => void submit(e)} data-hit-decision>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="field-label">{t('compliance.decision')}</legend>
        {(['cleared', 'confirmed'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${ids}-status`}
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
              data-hit-status={value}
            />
            {t(`compliance.sanctions.decide.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${ids}-note`} className="field-label">
          {t('compliance.sanctions.noteLabel')}
        </label>
        <textarea
          id={`${ids}-note`}
          className="field-input min-h-20"
          maxLength={2000}
          value={note}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(e) => setNote(e.target.value)}
          data-hit-note
        />
      </div>
      {error && (
        <p id={`${ids}-error`} className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} data-hit-submit>
        {t('compliance.sanctions.submit')}
      </button>
    </form>
  );
}

export function SanctionsHits({ hits }: { hits: DeskHit[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('compliance.sanctions.title')}</h2>
      {hits.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('compliance.sanctions.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-gray-200">
          {hits.map((hit) => (
            <li
              key={hit.id}
              className="flex flex-col gap-2 py-4"
              data-hit={hit.investorEmail}
              data-hit-state={hit.status}
            >
              <p className="font-semibold break-words text-gray-900">{hit.investorEmail}</p>
              <p className="break-words text-gray-900">
                {t('compliance.sanctions.match', {
                  screened: hit.screenedName,
                  listed: hit.listedName,
                  score: hit.score,
                })}
              </p>
              <p className="text-sm break-words text-gray-700">
                {t('compliance.sanctions.entry', {
                  ref: hit.entityRef,
                  programme: hit.programme || '-',
                  date: dateCell(hit.foundAt),
                  source: t(`compliance.sanctions.source.${hit.source}`),
                })}
              </p>
              {hit.status === 'open' ? (
                <HitDecisionForm hit={hit} />
              ) : (
                <p className="text-sm break-words text-gray-900">
                  {t(`compliance.sanctions.decided.${hit.status}`, {
                    date: dateCell(hit.decidedAt),
                    by: hit.decidedBy ?? '',
                    note: hit.note ?? '',
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
