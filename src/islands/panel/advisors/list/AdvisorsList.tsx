import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../lib/language';
import { showPendingFlash } from '../../../../lib/ui/flash';
import { usePanelSession } from '../../../session/use-panel-session';
import { PanelProviders } from '../../PanelProviders';
import { advisorScreenGate } from '../../SessionPending';
import { setView, type TableView } from '../../table/table-state';
import { useTableUrlState } from '../../table/use-table-url-state';
import { advisorListQuery, networksQuery } from '../../ui/advisor/advisors-api';
import { EMPTY_SELECTION, type Selection } from '../../ui/selection';
import { AdvisorActionsProvider } from './AdvisorActionsProvider';
import { AdvisorBulkBar } from './AdvisorBulk';
import { AdvisorFilters } from './AdvisorFilters';
import { AdvisorsKanban } from './AdvisorsKanban';
import { AdvisorsTable } from './AdvisorsTable';
import { ADVISOR_TABLE_CONFIG } from './advisor-table-config';

const VIEWS: TableView[] = ['table', 'kanban'];

/** Table or kanban, as two toggle buttons. */
function ViewSwitch({ view, onView }: { view: TableView; onView: (view: TableView) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('advisors.list.view')}
      className="inline-flex rounded-md border border-gray-300 bg-white p-0.5"
      data-view-switch
    >
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          className={
            'rounded px-3 py-1.5 text-sm font-semibold ' +
            (view === option ? 'bg-main text-on-main' : 'text-gray-900 hover:bg-highlight')
          }
          onClick={() => view !== option && onView(option)}
        >
          {t(`advisors.list.view.${option}`)}
        </button>
      ))}
    </div>
  );
}

/** Filters, the view switch and the current view, all driven by the URL. */
export function AdvisorsBrowser({ canManage, selfId = null }: { canManage: boolean; selfId?: string | null }) {
  const { t } = useTranslation();
  const table = useTableUrlState(ADVISOR_TABLE_CONFIG);
  const networks = useQuery(networksQuery());
  const { state } = table;
  const [picked, setPicked] = useState<Selection>(EMPTY_SELECTION);
  // Other filters show other advisors: the choice starts over.
  const filterKey = JSON.stringify(state.filters);
  useEffect(() => setPicked(EMPTY_SELECTION), [filterKey]);
  const selection = canManage && state.view !== 'kanban' ? { state: picked, onChange: setPicked } : undefined;
  // The table's own page (the same query, shared through the cache): "all N matching" needs the total.
  const page = useQuery({
    ...advisorListQuery({ sorting: state.sorting, filters: state.filters, limit: state.limit, offset: state.offset }),
    enabled: selection !== undefined,
  });

  return (
    <AdvisorActionsProvider selfId={selfId}>
      {!canManage && (
        <p className="notice notice-info" data-read-only>
          {t('advisors.list.readOnly')}
        </p>
      )}
      <AdvisorFilters table={table} networks={networks.data ?? []} />
      <div className="flex justify-end">
        <ViewSwitch view={state.view} onView={(view) => table.update((s) => setView(s, view))} />
      </div>
      {state.view === 'kanban' ? (
        <AdvisorsKanban state={state} canManage={canManage} />
      ) : (
        <>
          {selection && (
            <AdvisorBulkBar
              selection={selection}
              list={page.data && { rows: page.data.items, total: page.data.total, filters: state.filters }}
            />
          )}
          <AdvisorsTable table={table} canManage={canManage} selection={selection} />
        </>
      )}
    </AdvisorActionsProvider>
  );
}

function AdvisorsScreen({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const canManage = session.state === 'ready' && session.role === 'coordinator';

  // A message left by the page that sent us here (e.g. "advisor saved" after the form).
  useEffect(() => showPendingFlash(), []);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-gray-900" tabIndex={-1} data-advisors-heading>
          {t('advisors.list.title')}
        </h1>
        {canManage && (
          <a className="btn-primary w-auto no-underline" href="/app/advisors/new">
            {t('advisors.list.add')}
          </a>
        )}
      </div>
      {advisorScreenGate(session) ?? (
        <AdvisorsBrowser canManage={canManage} selfId={session.user?.id ?? session.claims?.sub ?? null} />
      )}
    </div>
  );
}

/** The /app/advisors island (client:load): the advisors of the caller's networks as a table or a kanban. */
export function AdvisorsList({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <AdvisorsScreen lang={lang} />
    </PanelProviders>
  );
}
