// /app/compliance (issue 35 item 7, decision 0066): the compliance officer's desk. Sanctions screening hits, cleared
// or confirmed with a note (decision 0067); requests to be treated as
// sophisticated, decided here with what was checked; KYC cases flagged PEP or sanctions waiting for the second
// approval (each opens on the KYC page, where the officer decides); approvals ending soon; the open complaints; the
// legal holds. Anyone else is told whose desk it is; an officer without two-factor is sent to turn it on.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../../lib/api/api-error';
import type { Language } from '../../../lib/language';
import type { ComplianceDesk as Desk } from '../../../lib/contracts/compliance';
import { usePanelSession } from '../../session/use-panel-session';
import { Card, QueryState } from '../ui/page-parts';
import { dateCell } from '../../../lib/format/cells';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { deskQuery } from './compliance-api';
import { Classifications, personText } from './ClassificationRequests';
import { SanctionsHits } from './SanctionsHits';
import { LegalHolds } from './LegalHolds';
import { Registers } from './Registers';

function KycCases({ items }: { items: Desk['kycCases'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('compliance.kyc.title')}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('compliance.kyc.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-gray-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-3" data-desk-kyc={item.investorEmail}>
              <a className="link font-semibold break-words" href={`/app/kyc/${item.id}`}>
                {item.investorEmail}
              </a>
              <p className="text-sm text-gray-700">
                {t('compliance.kyc.flags', {
                  flags: item.flags
                    .filter((f) => f === 'pep' || f === 'sanctions')
                    .map((f) => t(`compliance.kyc.flag.${f}`))
                    .join(', '),
                })}
              </p>
              <p className="text-sm text-gray-700">
                {t('compliance.kyc.proposed', {
                  advisor: item.advisor ?? '',
                  by: item.proposedBy ?? '',
                  date: dateCell(item.proposedAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Overview({ desk }: { desk: Desk }) {
  const { t } = useTranslation();
  return (
    <>
      <Card>
        <h2 className="text-lg font-semibold text-gray-900">{t('compliance.expiring.title')}</h2>
        {desk.expiring.length === 0 ? (
          <p className="mt-2 text-gray-700">{t('compliance.expiring.none')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {desk.expiring.map((item) => (
              <li key={item.investor.id} className="break-words text-gray-900" data-desk-expiring={item.investor.email}>
                {t(item.renewalAskedAt ? 'compliance.expiring.asked' : 'compliance.expiring.item', {
                  who: personText(item.investor),
                  until: dateCell(item.expiresAt),
                  asked: dateCell(item.renewalAskedAt),
                })}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-gray-900">{t('complaints.title')}</h2>
        <p className="mt-2 text-gray-900" data-desk-complaints>
          {t('compliance.complaints', { open: desk.complaints.open, overdue: desk.complaints.overdue })}{' '}
          <a className="link" href="/app/complaints">
            {t('compliance.complaintsLink')}
          </a>
        </p>
      </Card>
      <LegalHolds holds={desk.holds} personText={personText} />
    </>
  );
}

function Screen({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const ready = session.state === 'ready' && session.role !== 'investor';
  const query = useQuery({ ...deskQuery(), enabled: ready });
  const label = query.error ? errorBodyOf(query.error).label : undefined;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{t('compliance.title')}</h1>
      {session.state !== 'ready' ? (
        <SessionPending state={session.state} />
      ) : label === 'compliance.errors.twoFactorRequired' ? (
        <p className="notice notice-info" data-desk-two-factor>
          {t('compliance.errors.twoFactorRequired')}{' '}
          <a className="link" href="/app/security">
            {t('compliance.turnOnTwoFactor')}
          </a>
        </p>
      ) : !ready || label === 'compliance.errors.officerOnly' ? (
        <p className="notice notice-info">{t('compliance.errors.officerOnly')}</p>
      ) : (
        <>
          <p className="text-gray-700">{t('compliance.intro')}</p>
          <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
          {query.data && (
            <>
              <SanctionsHits hits={query.data.sanctions} />
              <Classifications items={query.data.classifications} />
              <KycCases items={query.data.kycCases} />
              <Overview desk={query.data} />
              <Registers lang={lang} />
            </>
          )}
        </>
      )}
    </div>
  );
}

export function ComplianceDeskScreen({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Screen lang={lang} />
    </PanelProviders>
  );
}
