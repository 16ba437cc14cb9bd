// The payout runs' calls (issue 38 item 3, decision 0076): the runs, one run with its lines, the dates a run can be
// built for, building, approving and executing a run, a held line's account set by hand with its evidence, and the
// files (the bank file, the evidence) fetched with the bearer and saved.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { PayoutDueCampaign, PayoutRunSummary, PayoutRunView } from '../../../lib/contracts/payout-run';
import type { Language } from '../../../lib/language';
import { downloadFile } from '../ui/api-file';

/** Every query of the payouts starts with this key, so one invalidation refreshes them all after a change. */
export const payoutsKey = ['payout-runs'] as const;

const runPath = (id: string) => `/api/advisor/payout-runs/${encodeURIComponent(id)}`;

// Campaign names come in the page's language (?lang), whatever the browser's Accept-Language says.

export const runsQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...payoutsKey, 'list', lang],
    queryFn: () => browserCore().api.get<PayoutRunSummary[]>(`/api/advisor/payout-runs?limit=100&lang=${lang}`),
  });

export const runQuery = (id: string, lang: Language) =>
  queryOptions({
    queryKey: [...payoutsKey, 'run', id, lang],
    queryFn: () => browserCore().api.get<PayoutRunView>(`${runPath(id)}?lang=${lang}`),
  });

export const dueDatesQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...payoutsKey, 'due-dates', lang],
    queryFn: () => browserCore().api.get<PayoutDueCampaign[]>(`/api/advisor/payout-due-dates?lang=${lang}`),
  });

export const createRun = (body: { campaignId: string; scheduleDate: string }, lang: Language) =>
  browserCore().api.post<PayoutRunView>(`/api/advisor/payout-runs?lang=${lang}`, body);

/** Approves the run with the totals the desk has seen: the server refuses (409) when they are no longer the run's. */
export const approveRun = (run: Pick<PayoutRunView, 'id' | 'totals'>, lang: Language) =>
  browserCore().api.post<PayoutRunView>(`${runPath(run.id)}/approve?lang=${lang}`, {
    seen: { tax: run.totals.tax, payout: run.totals.payout },
  });

export const executeRun = (id: string, executionDate: string, lang: Language) =>
  browserCore().api.post<PayoutRunView>(`${runPath(id)}/execute?lang=${lang}`, { executionDate });

const linePath = (runId: string, lineId: string) => `${runPath(runId)}/lines/${encodeURIComponent(lineId)}`;

/**
 * Sets by hand the account of a draft run's line held for want of one, with the investor's instruction as its
 * evidence (multipart: `account`, `file`; the server checks the account for the currency and the file's content).
 */
export const setLineAccount = (runId: string, lineId: string, account: string, evidence: File, lang: Language) => {
  const form = new FormData();
  form.append('account', account);
  form.append('file', evidence, evidence.name);
  return browserCore().api.put<PayoutRunView>(`${linePath(runId, lineId)}/account?lang=${lang}`, form);
};

/** The evidence kept with a line's account set by hand, saved under the name the server gives it. */
export const downloadLineEvidence = (runId: string, line: Pick<PayoutRunView['lines'][number], 'id'>) =>
  downloadFile(`${linePath(runId, line.id)}/account-evidence`, 'evidence');

/** The run's bank file (pain.001 XML for EUR, Elixir-O for PLN), saved under the name the server gives it. */
export const downloadRunFile = (run: Pick<PayoutRunView, 'id' | 'currency'>) =>
  downloadFile(`${runPath(run.id)}/file`, run.currency === 'EUR' ? 'payout.xml' : 'payout.pli');
