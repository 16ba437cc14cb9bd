import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/language';
import { usePanelSession } from '../session/use-panel-session';
import { AdvisorHome } from './home/AdvisorHome';
import { InvestorHome } from './investor/InvestorHome';
import { PanelProviders } from './PanelProviders';
import { SessionPending } from './SessionPending';
import { useDisplayName } from './use-display-name';

interface Props {
  lang: Language;
  /** The landing's site title, as the server rendered the page. */
  landingName: string;
}

function Home({ lang, landingName }: Props) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const ready = session.state === 'ready';
  const name = useDisplayName(session);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold break-words text-gray-900">
          {ready && name ? t('panel.home.greeting', { name }) : t('panel.home.title')}
        </h1>
        {ready && (
          <p className="mt-1 text-gray-700" data-role={session.role}>
            {t('panel.home.roleAt', { role: t(`panel.role.${session.role}`), landing: landingName })}
          </p>
        )}
      </div>
      {!ready ? (
        <SessionPending state={session.state} />
      ) : session.role === 'investor' ? (
        <InvestorHome />
      ) : (
        <AdvisorHome role={session.role} impersonating={Boolean(session.claims?.imp)} />
      )}
    </div>
  );
}

/** The /app home island (client:load). */
export function PanelHome(props: Props) {
  return (
    <PanelProviders lang={props.lang}>
      <Home {...props} />
    </PanelProviders>
  );
}
