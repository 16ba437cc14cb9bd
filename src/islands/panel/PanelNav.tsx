import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../lib/language';
import { usePanelSession } from '../session/use-panel-session';
import { PanelProviders } from './PanelProviders';
import { linksFor } from './panel-links';
import { NavDrawer } from './NavDrawer';
import { NavLinks } from './NavLinks';
import { UserMenu } from './UserMenu';
import { useDisplayName } from './use-display-name';
import { useInvestorStartup } from './investor/use-investor-startup';
import { protectionQuery } from './investor/protection-api';

interface Props {
  lang: Language;
  /** The page's path, as the server rendered it. */
  pathname: string;
}

function Nav({ lang, pathname }: Props) {
  const session = usePanelSession(lang);
  const known = session.state === 'ready' || session.state === 'failed';
  // An investor's landing may not apply the protections: then their page is not in the menu (issue 36).
  const investor = session.state === 'ready' && session.role === 'investor';
  const protection = useQuery({ ...protectionQuery(lang), enabled: investor });
  const links = linksFor(known ? session.role : null, known && session.compliance, protection.data?.enabled === true);
  const name = useDisplayName(session);
  // The navigation is on every panel page, once: the place for what the whole panel loads after mount.
  useInvestorStartup(session, lang);
  return (
    <div
      className="flex flex-1 flex-wrap items-center justify-between gap-3"
      // Many links (a coordinator's): the site title gives them its room below 1536 px (global.css).
      data-nav-long={links.length > 5 || undefined}
    >
      <NavDrawer links={links} pathname={pathname} />
      <div className="hidden md:block">
        <NavLinks links={links} pathname={pathname} />
      </div>
      {known && name && <UserMenu name={name} role={session.role} />}
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
