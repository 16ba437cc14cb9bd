// /app/payouts (issue 38 item 3, decision 0076): the payout runs of a coordinator or the compliance officer (the
// money desk's people). Build a campaign's run for a schedule date, see the runs, open one: approve it, download its
// bank file, mark it executed; and the certificates of residence to renew before the next payouts. Anyone else is
// told whose desk it is.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { BuildRun } from './BuildRun';
import { CertificateRenewals } from './CertificateRenewals';
import { RunDetail } from './RunDetail';
import { RunsList } from './RunsList';

function Desk() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <BuildRun onBuilt={(run) => setOpen(run.id)} />
      <RunsList selected={open} onOpen={setOpen} />
      {open && <RunDetail key={open} id={open} />}
      <CertificateRenewals />
    </>
  );
}

function Screen({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{t('payouts.title')}</h1>
      {session.state !== 'ready' ? (
        <SessionPending state={session.state} />
      ) : session.role === 'coordinator' || session.compliance ? (
        <>
          <p className="text-gray-700">{t('payouts.intro')}</p>
          <Desk />
        </>
      ) : (
        <p className="notice notice-info">{t('payouts.coordinatorsOnly')}</p>
      )}
    </div>
  );
}

export function PayoutsScreen({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Screen lang={lang} />
    </PanelProviders>
  );
}
