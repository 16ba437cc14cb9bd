import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_KINDS, TASK_TITLE_MAX, type TaskKind } from '../../../lib/contracts/offer-task';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { DateField } from '../form/DateField';
import { errorBodyOf } from '../../../lib/api/api-error';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import { addTask, offerTasksQuery, TASKS_KEY } from '../ui/offer/tasks-api';
import { TaskItem } from '../ui/offer/TaskItem';

interface Props {
  offerId: string;
  /** The offer's advisor, who may be given the task instead of the caller. */
  owner: { id: string; name: string };
  callerId: string;
}

/** What the due day lacks by the rule set (required, date_format), else null. */
function dueProblemOf(due: string) {
  return !passes(due.trim(), ['required']) ? V.required : passes(due.trim(), ['date_format']) ? null : V.invalidDate;
}

/** The server's refusal of the due day, in the reader's language when the dictionaries know it. */
function serverDueOf(error: Error | null, t: Translate): string | undefined {
  const dueViolation = error ? errorBodyOf(error).violations?.find((v) => v.propertyPath === 'dueDate') : undefined;
  return dueViolation ? (translateIfKnown(t, dueViolation.message ?? '') ?? dueViolation.message) : undefined;
}

/** The task's kind. */
function KindSelect({ id, kind, onChange }: { id: string; kind: TaskKind; onChange: (kind: TaskKind) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${id}-kind`} className="field-label">
        {t('offers.tasks.kindLabel')}
      </label>
      <select
        id={`${id}-kind`}
        className="field-input"
        value={kind}
        onChange={(e) => onChange(e.target.value as TaskKind)}
      >
        {TASK_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`offers.tasks.kind.${k}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Who does the task: me, or the offer's advisor when that is someone else. */
function AssigneeSelect({
  id,
  assignee,
  owner,
  callerId,
  onChange,
}: {
  id: string;
  assignee: string;
  owner: Props['owner'];
  callerId: string;
  onChange: (assignee: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${id}-assignee`} className="field-label">
        {t('offers.tasks.assigneeLabel')}
      </label>
      <select id={`${id}-assignee`} className="field-input" value={assignee} onChange={(e) => onChange(e.target.value)}>
        <option value={callerId}>{t('offers.tasks.me')}</option>
        {owner.id !== callerId && <option value={owner.id}>{owner.name}</option>}
      </select>
    </div>
  );
}

/** A new task: kind, optional words, due day (today or later), for me or the offer's advisor. */
function TaskForm({ offerId, owner, callerId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [kind, setKind] = useState<TaskKind>('call-back');
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [assignee, setAssignee] = useState(callerId);
  // SPEC section 5: the due day's message shows once the field is left, or on a send (the rule set's date_format).
  const dueProblem = dueProblemOf(due);
  const shown = useBlurErrors<'dueDate'>(dueProblem ? { dueDate: t(dueProblem) } : {});
  const add = useMutation({
    mutationFn: () =>
      addTask(offerId, {
        kind,
        dueDate: due.trim(),
        assigneeId: assignee,
        ...(title.trim() ? { title: title.trim() } : {}),
      }),
    onSuccess: async () => {
      setTitle('');
      setDue('');
      shown.reset();
      await client.invalidateQueries({ queryKey: TASKS_KEY });
    },
  });
  const serverDue = serverDueOf(add.error, t);
  const failure = add.error && !serverDue ? failureText(add.error, t) : undefined;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        shown.showAll();
        if (dueProblem || add.isPending) return;
        add.mutate();
      }}
      data-task-form
    >
      <KindSelect id={id} kind={kind} onChange={setKind} />
      <div className="field">
        <label htmlFor={`${id}-title`} className="field-label">
          {t('offers.tasks.titleLabel')}
        </label>
        <input
          id={`${id}-title`}
          className="field-input"
          value={title}
          maxLength={TASK_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <DateField
        label={t('offers.tasks.dueLabel')}
        value={due}
        onChange={setDue}
        onBlur={() => shown.touch('dueDate')}
        error={shown.errors.dueDate ?? serverDue}
        data-task-due
      />
      <AssigneeSelect id={id} assignee={assignee} owner={owner} callerId={callerId} onChange={setAssignee} />
      {failure && (
        <p className="field-error sm:col-span-2" role="alert">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-auto" aria-disabled={add.isPending || undefined} data-task-add>
          {t('offers.tasks.add')}
        </button>
      </div>
    </form>
  );
}

/** The offer's tasks (open ones first) and a form for a new one. */
export function OfferTasks(props: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const tasks = useQuery(offerTasksQuery(props.offerId));
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      data-offer-tasks
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('offers.tasks.title')}
      </h2>
      {tasks.isError && (
        <p className="notice notice-error" role="alert">
          {failureText(tasks.error, t) ?? t('errors.generic')}
        </p>
      )}
      {tasks.data && tasks.data.length === 0 && <p className="text-gray-700">{t('offers.tasks.none')}</p>}
      {tasks.data && tasks.data.length > 0 && (
        <ul className="divide-y divide-gray-100">
          {tasks.data.map((task) => (
            <TaskItem key={task.id} task={task} withOffer={false} />
          ))}
        </ul>
      )}
      <TaskForm {...props} />
    </section>
  );
}
