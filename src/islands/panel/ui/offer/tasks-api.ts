// Tasks on offers in the panel (issue 19): the offer's tasks, the caller's due ones (home), adding and completing.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../../lib/browser/core';
import type { OfferTask, OfferTaskInput } from '../../../../lib/contracts/offer-task';

const offerPath = (offerId: string) => `/api/advisor/investor/offer/${encodeURIComponent(offerId)}/tasks`;
export const TASKS_KEY = ['tasks'];

export const offerTasksQuery = (offerId: string) =>
  queryOptions({
    queryKey: [...TASKS_KEY, 'offer', offerId],
    queryFn: () => browserCore().api.get<OfferTask[]>(offerPath(offerId)),
  });

export const dueTasksQuery = () =>
  queryOptions({
    queryKey: [...TASKS_KEY, 'due'],
    queryFn: () => browserCore().api.get<OfferTask[]>('/api/advisor/tasks'),
    // Marking one done refreshes it (TASKS_KEY); otherwise the home need not ask again at every visit.
    staleTime: 30_000,
  });

export const addTask = (offerId: string, input: OfferTaskInput) =>
  browserCore().api.post<OfferTask[]>(offerPath(offerId), input);

export const setTaskDone = (taskId: string, done: boolean) =>
  browserCore().api.patch<OfferTask[]>(`/api/advisor/tasks/${encodeURIComponent(taskId)}`, { done });
