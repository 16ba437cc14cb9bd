import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/schemas/landing';
import { usePanelSession } from '../session/use-panel-session';
import { InvestorOffers } from './home/InvestorOffers';
import { ViewAsAdvisor } from './home/ViewAsAdvisor';
import { PanelProviders } from './PanelProviders';
import { SessionPending } from './SessionPending';

interface Props {
  lang: Language;
  /** The landing's site title, as the server rendered the page. */
  landingName: string;
}

function Home({ lang, landingName }: Props) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const ready = session.state === 'ready';
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">
          {ready && session.name ? t('panel.home.greeting', { name: session.name }) : t('panel.home.title')}
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
        <InvestorOffers />
      ) : (
        <>
          <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby="panel-account-heading">
            <h2 id="panel-account-heading" className="text-lg font-semibold text-gray-900">
              {t('panel.home.account')}
            </h2>
            <ul className="mt-2 list-disc pl-5">
              <li>
                <a className="link" href="/app/security">
                  {t('panel.nav.security')}
                </a>
              </li>
            </ul>
          </section>
          {session.role === 'coordinator' && !session.claims?.imp && <ViewAsAdvisor />}
        </>
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
