// The payout runs' calls (issue 38 item 3, decision 0076): the runs, one run with its lines, the dates a run can be
// built for, building, approving and executing a run, and its bank file fetched with the bearer and saved.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { PayoutDueCampaign, PayoutRunSummary, PayoutRunView } from '../../../lib/contracts/payout-run';
import { downloadFile } from '../ui/api-file';

/** Every query of the payouts starts with this key, so one invalidation refreshes them all after a change. */
export const payoutsKey = ['payout-runs'] as const;

const runPath = (id: string) => `/api/advisor/payout-runs/${encodeURIComponent(id)}`;

export const runsQuery = () =>
  queryOptions({
    queryKey: [...payoutsKey, 'list'],
    queryFn: () => browserCore().api.get<PayoutRunSummary[]>('/api/advisor/payout-runs?limit=100'),
  });

export const runQuery = (id: string) =>
  queryOptions({
    queryKey: [...payoutsKey, 'run', id],
    queryFn: () => browserCore().api.get<PayoutRunView>(runPath(id)),
  });

export const dueDatesQuery = () =>
  queryOptions({
    queryKey: [...payoutsKey, 'due-dates'],
    queryFn: () => browserCore().api.get<PayoutDueCampaign[]>('/api/advisor/payout-due-dates'),
  });

export const createRun = (body: { campaignId: string; scheduleDate: string }) =>
  browserCore().api.post<PayoutRunView>('/api/advisor/payout-runs', body);

export const approveRun = (id: string) => browserCore().api.post<PayoutRunView>(`${runPath(id)}/approve`, {});

export const executeRun = (id: string, executionDate: string) =>
  browserCore().api.post<PayoutRunView>(`${runPath(id)}/execute`, { executionDate });

/** The run's bank file (pain.001 XML for EUR, Elixir-O for PLN), saved under the name the server gives it. */
export const downloadRunFile = (run: Pick<PayoutRunView, 'id' | 'currency'>) =>
  downloadFile(`${runPath(run.id)}/file`, run.currency === 'EUR' ? 'payout.xml' : 'payout.pli');
