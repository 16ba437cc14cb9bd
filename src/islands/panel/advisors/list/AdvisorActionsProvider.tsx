import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorRow } from '../../../../lib/contracts/advisor';
import { toast } from '../../../../lib/ui/toast';
import { failureText } from '../../failure-text';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { advisorName } from '../../ui/advisor/advisor-text';
import { activateAdvisor, ADVISORS_KEY, archiveAdvisor, sendActivation } from '../../ui/advisor/advisors-api';

export type AdvisorAction = 'activate' | 'sendActivation' | 'archive';

interface ActionsContext {
  /** The signed-in user: nobody archives themselves (docs/decisions/0013; the server answers 409). */
  selfId: string | null;
  /** The advisor whose action is running (their buttons wait), or null. */
  busyId: string | null;
  run: (action: Exclude<AdvisorAction, 'archive'>, advisor: AdvisorRow) => void;
  /** Archiving is destructive: it asks first. */
  askArchive: (advisor: AdvisorRow) => void;
  /**
   * The advisor whose buttons changed under the focus (Archive becomes Activate): their row takes the focus
   * back when it renders the new status, then calls focusRestored.
   */
  refocusId: string | null;
  focusRestored: () => void;
}

const Context = createContext<ActionsContext | null>(null);

const CALLS: Record<AdvisorAction, (advisor: AdvisorRow) => Promise<unknown>> = {
  activate: (advisor) => activateAdvisor(advisor.id),
  sendActivation: (advisor) => sendActivation(advisor.email),
  archive: (advisor) => archiveAdvisor(advisor.id),
};

const SUCCESS_KEYS: Record<AdvisorAction, string> = {
  activate: 'advisors.actions.activated',
  sendActivation: 'advisors.actions.activationSent',
  archive: 'advisors.actions.archived',
};

/**
 * The last resort after an action: the advisor left the list (e.g. archived under an "active" filter) and focus
 * fell to the page. Runs after the rows had their chance (AdvisorActions moves focus within the row).
 */
function focusHeadingIfLost() {
  setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.querySelector<HTMLElement>('[data-advisors-heading]')?.focus();
  }, 100);
}

/** The row actions of the advisors list: the calls, their toasts, the archive confirmation and the refresh. */
export function AdvisorActionsProvider({ children, selfId = null }: { children: ReactNode; selfId?: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<AdvisorRow | null>(null);
  const [refocusId, setRefocusId] = useState<string | null>(null);

  const perform = useCallback(
    async (action: AdvisorAction, advisor: AdvisorRow, settled?: () => void) => {
      setBusyId(advisor.id);
      setRefocusId(null);
      try {
        await CALLS[action](advisor);
        toast({
          type: 'success',
          title: t('toast.success'),
          text: t(SUCCESS_KEYS[action], { name: advisorName(advisor), email: advisor.email }),
        });
      } catch (error) {
        const text = failureText(error, t);
        if (text) toast({ type: 'error', title: t('toast.error'), text });
      } finally {
        setBusyId(null);
        settled?.();
      }
      // Refresh after success and failure alike: a failure may mean someone else changed the advisor.
      setRefocusId(advisor.id);
      await queryClient.invalidateQueries({ queryKey: ADVISORS_KEY });
      focusHeadingIfLost();
    },
    [queryClient, t],
  );

  const value = useMemo<ActionsContext>(
    () => ({
      busyId,
      selfId,
      run: (action, advisor) => void perform(action, advisor),
      askArchive: setArchiving,
      refocusId,
      focusRestored: () => setRefocusId(null),
    }),
    [busyId, perform, refocusId, selfId],
  );

  const confirmArchive = async () => {
    if (!archiving) return;
    // The dialog closes (focus back on the row) before the list refreshes under it.
    await perform('archive', archiving, () => setArchiving(null));
  };

  return (
    <Context.Provider value={value}>
      {children}
      <ConfirmDialog
        open={archiving !== null}
        danger
        title={t('advisors.actions.archiveTitle')}
        text={
          archiving ? t('advisors.actions.archiveText', { name: advisorName(archiving), email: archiving.email }) : ''
        }
        confirmLabel={t('advisors.actions.archiveConfirm')}
        busyLabel={t('advisors.actions.archiving')}
        cancelLabel={t('dialog.cancel')}
        busy={archiving !== null && busyId === archiving.id}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(null)}
      />
    </Context.Provider>
  );
}

export function useAdvisorActions(): ActionsContext {
  const context = useContext(Context);
  if (!context) throw new Error('useAdvisorActions outside AdvisorActionsProvider');
  return context;
}
