import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorRow } from '../../../../lib/contracts/advisor';
import { useAdvisorActions } from './AdvisorActionsProvider';
import { advisorName } from '../../ui/advisor/advisor-text';

const actionClass =
  'inline-flex items-center rounded-md border border-gray-300 bg-white px-2.5 py-1 text-xs ' +
  'font-semibold text-gray-900 no-underline hover:bg-highlight aria-disabled:cursor-progress ' +
  'aria-disabled:opacity-60';
const dangerClass =
  'inline-flex items-center rounded-md border border-red-300 bg-white px-2.5 py-1 text-xs ' +
  'font-semibold text-red-800 hover:bg-red-50 aria-disabled:cursor-progress aria-disabled:opacity-60';

/** Which actions an advisor's status allows (the caller must also be allowed to change the row: `editable`). */
export function availableActions(
  advisor: Pick<AdvisorRow, 'id' | 'status' | 'editable'>,
  selfId: string | null = null,
) {
  if (!advisor.editable) return { edit: false, activate: false, sendActivation: false, archive: false };
  return {
    edit: true,
    activate: advisor.status === 'initial' || advisor.status === 'deleted',
    sendActivation: advisor.status === 'initial',
    archive: advisor.status !== 'deleted' && advisor.id !== selfId,
  };
}

/**
 * An advisor's actions as plain buttons and a link (keyboard users tab through them; no menu to learn). The
 * advisor's name is part of each accessible name, so "Archive" is never ambiguous in a list of rows. While an
 * action runs the buttons are aria-disabled, not disabled: disabling the focused button would drop the focus.
 */
export function AdvisorActions({ advisor }: { advisor: AdvisorRow }) {
  const { t } = useTranslation();
  const { busyId, run, askArchive, refocusId, focusRestored, selfId } = useAdvisorActions();
  const group = useRef<HTMLDivElement>(null);
  const allowed = availableActions(advisor, selfId);

  // After an action the focused button may be gone (Archive becomes Activate; in the kanban the card moves
  // to another column and mounts anew): the focus goes to the row's last action, nearest to where it was.
  useEffect(() => {
    if (refocusId !== advisor.id || !group.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const controls = group.current.querySelectorAll<HTMLElement>('a, button');
    controls[controls.length - 1]?.focus();
    focusRestored();
  }, [refocusId, advisor.id, advisor.status, focusRestored]);

  if (!allowed.edit) return null;
  const busy = busyId === advisor.id;
  const name = advisorName(advisor);
  const who = <span className="sr-only">{` ${name}`}</span>;

  return (
    <div
      ref={group}
      className="flex flex-wrap gap-1.5"
      role="group"
      aria-label={t('advisors.actions.label', { name })}
      data-actions-for={advisor.id}
    >
      <a className={actionClass} href={`/app/advisors/${encodeURIComponent(advisor.id)}`}>
        {t('advisors.actions.edit')}
        {who}
      </a>
      {allowed.activate && (
        <button
          type="button"
          className={actionClass}
          aria-disabled={busy || undefined}
          onClick={() => !busy && run('activate', advisor)}
        >
          {t('advisors.actions.activate')}
          {who}
        </button>
      )}
      {allowed.sendActivation && (
        <button
          type="button"
          className={actionClass}
          aria-disabled={busy || undefined}
          onClick={() => !busy && run('sendActivation', advisor)}
        >
          {t('advisors.actions.sendActivation')}
          {who}
        </button>
      )}
      {allowed.archive && (
        <button
          type="button"
          className={dangerClass}
          aria-disabled={busy || undefined}
          onClick={() => !busy && askArchive(advisor)}
        >
          {t('advisors.actions.archive')}
          {who}
        </button>
      )}
    </div>
  );
}
