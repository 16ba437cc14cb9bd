import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../failure-text';
import { TaskItem } from '../ui/offer/TaskItem';
import { dueTasksQuery } from '../ui/offer/tasks-api';

/** The caller's tasks due today and overdue (issue 19), each done with one click and linked to its offer. */
export function DueTasks() {
  const { t } = useTranslation();
  const headingId = useId();
  const tasks = useQuery(dueTasksQuery());
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-due-tasks
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.home.tasks.title')}
      </h2>
      {tasks.isError && (
        <p className="mt-2 notice notice-error" role="alert">
          {failureText(tasks.error, t) ?? t('errors.generic')}
        </p>
      )}
      {tasks.data && tasks.data.length === 0 && (
        <p className="mt-1 text-sm text-gray-700">{t('panel.home.tasks.none')}</p>
      )}
      {tasks.data && tasks.data.length > 0 && (
        <ul className="mt-1 divide-y divide-gray-100">
          {tasks.data.map((task) => (
            <TaskItem key={task.id} task={task} withOffer />
          ))}
        </ul>
      )}
    </section>
  );
}
