import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { AdvisorStatus } from '../../../lib/contracts/advisor';
import type { OfferColumn } from '../../../lib/contracts/campaign';
import type { AdvisorDashboard } from '../../../lib/contracts/dashboard';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import { OFFER_TABLE_CONFIG } from '../ui/offer/offer-table-config';
import { defaultState, setFilter, tableStateToSearch } from '../table/table-state';

/** GET /api/advisor/dashboard: counts, attention items, recent activity and offer counts of the advisor panel's home. */
const DASHBOARD_PATH = '/api/advisor/dashboard';

export const advisorDashboardQuery = () =>
  queryOptions({
    queryKey: ['advisor', 'dashboard'],
    queryFn: () => browserCore().api.get<AdvisorDashboard>(DASHBOARD_PATH),
  });

/**
 * POST /auth/activate/send-token {email}: the activation e-mail again (a fresh 72-hour link). The server
 * answers alike for any address; the dashboard is reloaded afterwards, which takes the advisor off the list.
 */
export const resendActivation = (email: string) =>
  browserCore().api.post<unknown>('/auth/activate/send-token', { email });

/**
 * The advisors list filtered by status, in the bracket form of the list's query string (the same names the
 * API takes: advisors.routes.ts), so a count links straight to the advisors it counts.
 */
export function advisorsWithStatus(status: AdvisorStatus): string {
  const query = new URLSearchParams();
  query.set('filters[0][name]', 'status');
  query.set('filters[0][operator]', 'in');
  query.set('filters[0][value]', status);
  return `/app/advisors?${query.toString()}`;
}

/** The advisor's edit page. */
export const advisorPage = (id: string) => `/app/advisors/${encodeURIComponent(id)}`;

/**
 * The offers list (own: /app/investors, network: /app/investors/network) filtered to one kanban column, in the
 * list's own readable URL form (filter.status=in:accepted), written by its table-state serialiser so the link
 * is exactly what the list would put in the address bar.
 */
export function offersWithStatus(scope: OfferScope, status: OfferColumn): string {
  const config = OFFER_TABLE_CONFIG[scope];
  const state = setFilter(defaultState(config), 'status', 'in', status);
  return `${scope === 'own' ? '/app/investors' : '/app/investors/network'}${tableStateToSearch(state, config)}`;
}

/** The offers list filtered to the offers an advisor marked lost for `code` (the home's lost reasons link here). */
export function offersWithLostReason(scope: OfferScope, code: string): string {
  const config = OFFER_TABLE_CONFIG[scope];
  const state = setFilter(defaultState(config), 'lostReason', 'in', code);
  return `${scope === 'own' ? '/app/investors' : '/app/investors/network'}${tableStateToSearch(state, config)}`;
}
