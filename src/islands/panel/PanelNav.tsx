import type { Language } from '../../lib/language';
import { useTranslation } from 'react-i18next';
import { usePanelSession } from '../session/use-panel-session';
import { PanelProviders } from './PanelProviders';
import { isCurrent, linksFor } from './panel-links';
import { UserMenu } from './UserMenu';

interface Props {
  lang: Language;
  /** The page's path, as the server rendered it. */
  pathname: string;
}

function Nav({ lang, pathname }: Props) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const known = session.state === 'ready' || session.state === 'failed';
  return (
    <div className="flex flex-1 flex-wrap items-center justify-between gap-3">
      <nav aria-label={t('panel.nav.label')}>
        <ul className="flex flex-wrap items-center gap-1 text-sm">
          {linksFor(known ? session.role : null).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
                className={
                  isCurrent(link.href, pathname)
                    ? 'block rounded px-3 py-1.5 font-semibold text-main underline decoration-2 underline-offset-4'
                    : 'block rounded px-3 py-1.5 font-medium text-gray-700 hover:bg-highlight hover:text-main'
                }
              >
                {t(link.labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {known && session.name && <UserMenu name={session.name} role={session.role} />}
    </div>
  );
}

/** The panel header's navigation and user menu (client:load): which links and whose menu depends on the session. */
export function PanelNav(props: Props) {
  return (
    <PanelProviders lang={props.lang}>
      <Nav {...props} />
    </PanelProviders>
  );
}
