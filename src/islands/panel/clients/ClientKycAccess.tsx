// Who read the investor's KYC answers and documents, and when (decision 0052): on the investor's page, for
// coordinators only (the server refuses others with 403, so the card is not shown to them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { Card } from '../ui/DetailParts';
import { dateTimeCell } from '../../../lib/format/cells';

interface KycAccessEntry {
  at: string;
  what: 'answers' | 'document';
  documentName: string | null;
  reader: { id: string | null; name: string | null };
  impersonator: { id: string; name: string | null } | null;
}

const accessQuery = (investorId: string) =>
  queryOptions({
    queryKey: ['offers', 'client', investorId, 'kyc-access'],
    queryFn: () =>
      browserCore().api.get<KycAccessEntry[]>(
        `/api/advisor/investors/client/${encodeURIComponent(investorId)}/kyc-access`,
      ),
    gcTime: 0,
  });

export function ClientKycAccess({ investorId, lang }: { investorId: string; lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const coordinator = session.state === 'ready' && session.role === 'coordinator';
  const query = useQuery({ ...accessQuery(investorId), enabled: coordinator });
  if (!coordinator || !query.data) return null;
  return (
    <Card title={t('clients.kycAccess.title')} id="client-kyc-access">
      {query.data.length === 0 ? (
        <p className="text-gray-700">{t('clients.kycAccess.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-kyc-access>
          {query.data.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="py-2">
              <p className="text-gray-900">
                {entry.what === 'answers'
                  ? t('clients.kycAccess.answers')
                  : t('clients.kycAccess.document', { name: entry.documentName ?? '' })}
              </p>
              <p className="text-sm text-gray-700">
                <time dateTime={entry.at}>{dateTimeCell(entry.at)}</time> ·{' '}
                {entry.impersonator
                  ? t('investors.history.actor.impersonated', {
                      actor: entry.reader.name ?? '',
                      coordinator: entry.impersonator.name ?? '',
                    })
                  : (entry.reader.name ?? t('clients.kycAccess.unknown'))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
