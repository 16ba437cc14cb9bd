import type { PanelRole } from '../session/panel-role';

/** The panel's pages that exist so far, with the roles that see them. Later issues add theirs here. */
export const PANEL_LINKS: ReadonlyArray<{ href: string; labelKey: string; roles: readonly PanelRole[] }> = [
  { href: '/app', labelKey: 'panel.nav.home', roles: ['advisor', 'coordinator', 'investor'] },
  { href: '/app/advisors', labelKey: 'panel.nav.advisors', roles: ['advisor', 'coordinator'] },
  { href: '/app/security', labelKey: 'panel.nav.security', roles: ['advisor', 'coordinator'] },
];

/** The links a role sees; before the session is known only the home link (shown to everyone). */
export const linksFor = (role: PanelRole | null) =>
  PANEL_LINKS.filter((link) => (role ? link.roles.includes(role) : link.roles.length === 3));

/** True when `href` is the current page (the home link only on /app itself). */
export const isCurrent = (href: string, pathname: string) =>
  href === '/app' ? pathname.replace(/\/+$/, '') === '/app' : pathname === href || pathname.startsWith(`${href}/`);
