// The investor's request to be treated as sophisticated (ECSPR Annex II; decision 0052) on the advisor's page of
// the investor: the declarations as made, and for a waiting request approve or reject with a reason. Shown only
// when the investor has made one.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import type { ClassificationView } from '../../../lib/schemas/protection';
import { toast } from '../../../lib/ui/toast';
import { moneyText } from '../campaigns/campaign-format';
import { failureText } from '../failure-text';
import { Card, Facts } from './DetailParts';
import { dateCell } from './offer-format';

const path = (investorId: string) => `/api/advisor/investors/client/${encodeURIComponent(investorId)}/classification`;
const classificationQuery = (investorId: string) =>
  queryOptions({
    queryKey: ['offers', 'client', investorId, 'classification'],
    queryFn: () => browserCore().api.get<ClassificationView | null>(path(investorId)),
    gcTime: 0,
  });

const FIGURES = ['yearlyIncome', 'portfolio', 'ownFunds', 'netTurnover', 'balanceSheet'] as const;

function Declarations({ view }: { view: ClassificationView }) {
  const { t } = useTranslation();
  const d = view.declarations;
  const items: Array<[string, string]> = [
    [t('clients.classification.kind'), t(`protection.classification.kinds.${d.kind}`)],
    [
      t('clients.classification.criteria'),
      d.criteria.map((c) => t(`clients.classification.criterion.${c}`)).join(', '),
    ],
    ...FIGURES.flatMap((figure): Array<[string, string]> => {
      const value = d[figure];
      return value === undefined
        ? []
        : [[t(`protection.classification.figure.${figure}`, { currency: d.currency }), moneyText(value, d.currency)]];
    }),
    ...(d.experience ? [[t('protection.classification.text.experience'), d.experience] as [string, string]] : []),
    ...(d.trading ? [[t('protection.classification.text.trading'), d.trading] as [string, string]] : []),
  ];
  return <Facts items={items} />;
}

function Decision({ investorId, view }: { investorId: string; view: ClassificationView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ids = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const decide = async (body: { approve: true } | { approve: false; reason: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await browserCore().api.post<ClassificationView>(
        `${path(investorId)}/${encodeURIComponent(view.id)}/decision`,
        body,
      );
      client.setQueryData(classificationQuery(investorId).queryKey, next);
      toast({
        type: 'success',
        text: t(body.approve ? 'clients.classification.approved' : 'clients.classification.rejected'),
      });
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('clients.classification.reasonRequired'));
    void decide({ approve: false, reason: reason.trim() });
  };
  return (
    <div className="mt-4 flex flex-col gap-3">
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {rejecting ? (
        <form className="flex flex-col gap-3" noValidate onSubmit={reject}>
          <div className="field">
            <label htmlFor={`${ids}-reason`} className="field-label">
              {t('clients.classification.reasonLabel')}
            </label>
            <textarea
              id={`${ids}-reason`}
              className="field-input min-h-20"
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-classification-reason
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary w-auto" disabled={busy} data-classification-reject-send>
              {t('clients.classification.rejectSend')}
            </button>
            <button type="button" className="link" onClick={() => setRejecting(false)}>
              {t('investor.offer.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary w-auto"
            disabled={busy}
            onClick={() => void decide({ approve: true })}
            data-classification-approve
          >
            {t('clients.classification.approve')}
          </button>
          <button type="button" className="link" onClick={() => setRejecting(true)} data-classification-reject>
            {t('clients.classification.reject')}
          </button>
        </div>
      )}
    </div>
  );
}

export function ClientClassification({ investorId }: { investorId: string }) {
  const { t } = useTranslation();
  const query = useQuery(classificationQuery(investorId));
  const view = query.data;
  if (!view) return null;
  return (
    <Card title={t('protection.classification.title')} id="client-classification">
      <p className="text-gray-900" data-classification-status={view.status}>
        {t(`clients.classification.status.${view.status}`, {
          requested: dateCell(view.requestedAt),
          decided: dateCell(view.decidedAt),
          by: view.decidedBy ?? '',
        })}
      </p>
      {view.reason && (
        <p className="text-sm text-gray-700">{t('protection.classification.reason', { reason: view.reason })}</p>
      )}
      <div className="mt-3">
        <Declarations view={view} />
      </div>
      {view.status === 'requested' && <Decision investorId={investorId} view={view} />}
    </Card>
  );
}
