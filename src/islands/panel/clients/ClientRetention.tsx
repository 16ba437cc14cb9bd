// AML retention on the investor's page, for coordinators (decision 0052): whether the relationship goes on, until
// when the KYC data and the offer log are kept, what the retention job deleted, and the legal hold that stops it
// (set with a reason and released by a compliance officer, decision 0066; coordinators see it).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import type { RetentionView } from '../../../lib/contracts/retention';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { Card } from '../ui/DetailParts';
import { dateCell, dateTimeCell } from '../../../lib/format/cells';

const path = (id: string) => `/api/advisor/investors/client/${encodeURIComponent(id)}`;
const retentionQuery = (id: string) =>
  queryOptions({
    queryKey: ['offers', 'client', id, 'retention'],
    queryFn: () => browserCore().api.get<RetentionView>(`${path(id)}/retention`),
    gcTime: 0,
  });

function HoldForm({ investorId, onDone }: { investorId: string; onDone: (view: RetentionView) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [failure, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // SPEC section 5: the missing reason is said once the field is left, or on a send.
  const empty = !passes(reason, ['required']);
  const shown = useBlurErrors<'reason'>(empty ? { reason: t('clients.retention.reasonRequired') } : {});
  const error = shown.errors.reason ?? failure;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    shown.showAll();
    if (empty) return;
    setBusy(true);
    setError(undefined);
    try {
      onDone(await browserCore().api.post<RetentionView>(`${path(investorId)}/legal-hold`, { reason: reason.trim() }));
      setReason('');
      shown.reset();
    } catch (refusal) {
      setError(failureText(refusal, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="mt-3 flex flex-col gap-2" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${ids}-reason`} className="field-label">
        {t('clients.retention.holdReason')}
      </label>
      <input
        id={`${ids}-reason`}
        className="field-input"
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => shown.touch('reason')}
        aria-invalid={error ? true : false}
        aria-describedby={`${ids}-error`}
        data-hold-reason
      />
      <p id={`${ids}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
      <button type="submit" className="btn-primary w-auto self-start" disabled={busy} data-hold-set>
        {t('clients.retention.setHold')}
      </button>
    </form>
  );
}

export function ClientRetention({ investorId, lang }: { investorId: string; lang: Language }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = usePanelSession(lang);
  const coordinator = session.state === 'ready' && session.role === 'coordinator';
  const query = useQuery({ ...retentionQuery(investorId), enabled: coordinator });
  const [error, setError] = useState<string>();
  if (!coordinator || !query.data) return null;
  const view = query.data;
  const update = (next: RetentionView) => client.setQueryData(retentionQuery(investorId).queryKey, next);
  const release = async () => {
    setError(undefined);
    try {
      update(await browserCore().api.post<RetentionView>(`${path(investorId)}/legal-hold/release`, {}));
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };
  return (
    <Card title={t('clients.retention.title')} id="client-retention">
      <p className="text-gray-900" data-retention>
        {view.ongoing
          ? t('clients.retention.ongoing')
          : view.retainUntil
            ? t('clients.retention.until', { end: dateCell(view.relationshipEnd), until: dateCell(view.retainUntil) })
            : t('clients.retention.nothing')}
      </p>
      {!view.ongoing && view.accountUntil && (
        <p className="mt-1 text-gray-900" data-retention-account>
          {t('clients.retention.account', { until: dateCell(view.accountUntil) })}
        </p>
      )}
      {view.deletions.map((d) => (
        <p key={d.at} className="mt-1 text-sm text-gray-700">
          {t('clients.retention.deleted', {
            at: dateTimeCell(d.at),
            kyc: d.counts['kycQuestionnaires'] ?? 0,
            documents: d.counts['kycDocuments'] ?? 0,
            tests: d.counts['tests'] ?? 0,
            offers: d.counts['offers'] ?? 0,
            events: d.counts['offerLogEntries'] ?? 0,
          })}
        </p>
      ))}
      {error && (
        <p className="notice notice-error mt-2" role="alert">
          {error}
        </p>
      )}
      {view.hold ? (
        <div className="mt-3 flex flex-col items-start gap-2" data-legal-hold>
          <p className="text-gray-900">
            {t('clients.retention.hold', {
              at: dateCell(view.hold.setAt),
              by: view.hold.setBy ?? '',
              reason: view.hold.reason,
            })}
          </p>
          {view.canManageHold && (
            <button type="button" className="link" onClick={() => void release()} data-hold-release>
              {t('clients.retention.release')}
            </button>
          )}
        </div>
      ) : (
        view.canManageHold && <HoldForm investorId={investorId} onDone={update} />
      )}
      {!view.canManageHold && (
        <p className="mt-2 text-sm text-gray-700" data-hold-by-compliance>
          {t('clients.retention.holdByCompliance')}
        </p>
      )}
    </Card>
  );
}
