// /app/complaints (issue 20, decision 0053): an investor's own complaints with the form; a coordinator's (or a
// compliance officer's, decision 0066) list of the landing's complaints; another advisor is told whose they are.
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { CoordinatorComplaints } from './CoordinatorComplaints';
import { InvestorComplaints } from './InvestorComplaints';

function Screen({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{t('complaints.title')}</h1>
      {session.state !== 'ready' ? (
        <SessionPending state={session.state} />
      ) : session.role === 'investor' ? (
        <InvestorComplaints email={session.user?.email ?? session.claims?.username ?? ''} />
      ) : session.role === 'coordinator' || session.compliance ? (
        <CoordinatorComplaints />
      ) : (
        <p className="notice notice-info">{t('complaints.coordinatorsOnly')}</p>
      )}
    </div>
  );
}

export function ComplaintsScreen({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Screen lang={lang} />
    </PanelProviders>
  );
}
