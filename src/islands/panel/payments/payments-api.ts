// The money desk's calls (issue 38 item 2, decision 0075): a statement's file sent as it is, the queue and the
// resolved payments, a waiting credit assigned to an offer or marked not ours, the statements imported, and the
// landing's bank CSV layout.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type {
  BankCsvMapping,
  BankEntryState,
  BankEntryView,
  BankImportSummary,
  BankStatementView,
} from '../../../lib/contracts/bank-statement';

/** Every query of the desk starts with this key, so one invalidation refreshes them all after a change. */
const DESK = ['bank-desk'] as const;

export const deskKey = DESK;

export const entriesQuery = (state: BankEntryState, limit = 100) =>
  queryOptions({
    queryKey: [...DESK, 'entries', state, limit],
    queryFn: () =>
      browserCore().api.get<BankEntryView[]>(`/api/advisor/bank-entries?state=${state}&limit=${String(limit)}`),
  });

export const statementsQuery = (limit = 20) =>
  queryOptions({
    queryKey: [...DESK, 'statements', limit],
    queryFn: () => browserCore().api.get<BankStatementView[]>(`/api/advisor/bank-statements?limit=${String(limit)}`),
  });

export const csvMappingQuery = () =>
  queryOptions({
    queryKey: [...DESK, 'csv-mapping'],
    queryFn: () => browserCore().api.get<BankCsvMapping | null>('/api/advisor/bank-csv-mapping'),
  });

/** The file's bytes as the body: the server reads the format from the content, never from the name or type. */
export const importStatement = (file: File) =>
  browserCore().api.post<BankImportSummary>(
    `/api/advisor/bank-statements?fileName=${encodeURIComponent(file.name.slice(0, 255))}`,
    file,
    { headers: { 'Content-Type': 'application/octet-stream' } },
  );

const entry = (id: string) => `/api/advisor/bank-entries/${encodeURIComponent(id)}`;

export const assignEntry = (id: string, body: { offer: string; note?: string }) =>
  browserCore().api.post<BankEntryView>(`${entry(id)}/assign`, body);

export const dismissEntry = (id: string, body: { note: string }) =>
  browserCore().api.post<BankEntryView>(`${entry(id)}/dismiss`, body);

export const saveCsvMapping = (mapping: BankCsvMapping) =>
  browserCore().api.put<BankCsvMapping>('/api/advisor/bank-csv-mapping', mapping);
