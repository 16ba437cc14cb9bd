import type { PanelRole } from '../session/panel-role';

/**
 * The panel's pages, with the roles that see them. The account's security page is in the user menu (UserMenu), so
 * the header keeps one row at 1280 px (issue 36, item 7).
 */
const PANEL_LINKS: ReadonlyArray<{
  href: string;
  labelKey: string;
  roles: readonly PanelRole[];
  /** Also shown to compliance officers (decision 0066), whatever their role. */
  compliance?: true;
  /** Shown only where the landing applies ECSPR's investor protections (issue 36: no menu item a landing does not use). */
  protection?: true;
}> = [
  { href: '/app', labelKey: 'panel.nav.home', roles: ['advisor', 'coordinator', 'investor'] },
  { href: '/app/products', labelKey: 'panel.nav.products', roles: ['investor'] },
  { href: '/app/offers', labelKey: 'campaigns.nav', roles: ['advisor', 'coordinator'] },
  { href: '/app/investors', labelKey: 'panel.nav.investors', roles: ['advisor', 'coordinator'] },
  { href: '/app/investors/network', labelKey: 'panel.nav.investorsNetwork', roles: ['coordinator'] },
  { href: '/app/kyc', labelKey: 'appKyc.nav', roles: ['advisor', 'coordinator'] },
  { href: '/app/advisors', labelKey: 'panel.nav.advisors', roles: ['advisor', 'coordinator'] },
  { href: '/app/complaints', labelKey: 'complaints.nav', roles: ['coordinator', 'investor'], compliance: true },
  { href: '/app/payments', labelKey: 'bankDesk.nav', roles: ['coordinator'], compliance: true },
  { href: '/app/payouts', labelKey: 'payouts.nav', roles: ['coordinator'], compliance: true },
  { href: '/app/compliance', labelKey: 'compliance.nav', roles: [], compliance: true },
  { href: '/app/protection', labelKey: 'protection.nav', roles: ['investor'], protection: true },
  { href: '/app/privacy', labelKey: 'privacy.nav', roles: ['investor'] },
];

/**
 * The links a role sees (a compliance officer's too); before the session is known only the home link (shown to
 * everyone). The investor protection's page only where the landing has them on (`protection`; false while unknown).
 */
export const linksFor = (role: PanelRole | null, compliance = false, protection = false) =>
  PANEL_LINKS.filter(
    (link) =>
      (role ? link.roles.includes(role) || (compliance && link.compliance === true) : link.roles.length === 3) &&
      (!link.protection || protection),
  );

const matches = (href: string, pathname: string) =>
  href === '/app' ? pathname.replace(/\/+$/, '') === '/app' : pathname === href || pathname.startsWith(`${href}/`);

/**
 * True when `href` is the current page's link: the longest link matching the path, so /app/investors/network marks
 * "Network offers" and not also "Investor offers" (the home link only on /app itself).
 */
export function isCurrent(href: string, pathname: string): boolean {
  if (!matches(href, pathname)) return false;
  return !PANEL_LINKS.some((link) => link.href.length > href.length && matches(link.href, pathname));
}
