import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OfferTask } from '../../../../lib/contracts/offer-task';
import { toast } from '../../../../lib/ui/toast';
import { failureText } from '../../failure-text';
import { dateCell } from '../../../../lib/format/cells';
import { offerHref } from './offer-href';
import { setTaskDone, TASKS_KEY } from './tasks-api';

/** A task: its kind and words, due day (overdue said), assignee; done or open again with one click. */
export function TaskItem({ task, withOffer }: { task: OfferTask; withOffer: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setTaskDone(task.id, task.doneAt === null),
    onSuccess: () => client.invalidateQueries({ queryKey: TASKS_KEY }),
    onError: (error) => {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('offers.tasks.failedTitle'), text });
    },
  });
  const what = `${t(`offers.tasks.kind.${task.kind}`)}${task.title ? `: ${task.title}` : ''}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-task={task.id}>
      <div className="min-w-0">
        <p className={`font-medium break-words ${task.doneAt ? 'text-gray-600 line-through' : 'text-gray-900'}`}>
          {what}
        </p>
        <p className="text-sm text-gray-700">
          {withOffer && (
            <>
              <a className="link" href={offerHref(task.offerId)}>
                {task.investorName}
              </a>
              {' · '}
            </>
          )}
          {t('offers.tasks.due', { date: dateCell(task.dueDate) })}
          {task.overdue && <span className="ml-1 font-semibold text-red-800">{t('offers.tasks.overdue')}</span>}
          {' · '}
          {task.assignee.name}
        </p>
      </div>
      <button
        type="button"
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-highlight"
        aria-disabled={toggle.isPending || undefined}
        onClick={() => !toggle.isPending && toggle.mutate()}
        data-task-toggle
      >
        {task.doneAt ? t('offers.tasks.reopen') : t('offers.tasks.done')}
        <span className="sr-only">{` – ${what}`}</span>
      </button>
    </li>
  );
}
