// The investor's request to be treated as sophisticated (ECSPR Annex II; decisions 0052 and 0066) on the advisor's
// page of the investor: the declarations as made and where the request stands; the compliance desk decides it. Shown
// only when the investor has made one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import type { ClassificationView } from '../../../lib/contracts/protection';
import { Declarations } from '../ui/ClassificationDeclarations';
import { Card } from '../ui/DetailParts';
import { dateCell } from '../../../lib/format/cells';

const path = (investorId: string) => `/api/advisor/investors/client/${encodeURIComponent(investorId)}/classification`;
const classificationQuery = (investorId: string) =>
  queryOptions({
    queryKey: ['offers', 'client', investorId, 'classification'],
    queryFn: () => browserCore().api.get<ClassificationView | null>(path(investorId)),
    gcTime: 0,
  });

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
        {view.status === 'approved' && view.expiresAt
          ? ` ${t('clients.classification.validUntil', { until: dateCell(view.expiresAt) })}`
          : ''}
      </p>
      {view.reason && (
        <p className="text-sm text-gray-700">{t('protection.classification.reason', { reason: view.reason })}</p>
      )}
      <div className="mt-3">
        <Declarations view={view} />
      </div>
      {view.status === 'requested' && (
        <p className="mt-3 text-sm text-gray-700" data-classification-desk>
          {t('clients.classification.desk')}
        </p>
      )}
    </Card>
  );
}
