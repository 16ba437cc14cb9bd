import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import { toast } from '../../../lib/ui/toast';
import { usePanelSession } from '../../session/use-panel-session';
import { failureText } from '../failure-text';
import { PanelProviders } from '../PanelProviders';
import { advisorScreenGate } from '../SessionPending';
import { ColumnChooser } from '../table/ColumnChooser';
import { useVisibleColumns, type VisibleColumns } from '../table/column-visibility';
import { defaultState, makeState, setView } from '../table/table-state';
import { useTableUrlState, type TableUrlState } from '../table/use-table-url-state';
import { ViewSwitch } from '../table/ViewSwitch';
import { networksQuery } from '../ui/advisor/advisors-api';
import { ChangeAdvisorDialog, type OwnerChangeTarget } from './ChangeAdvisorDialog';
import { OfferFilters } from './OfferFilters';
import { OfferBulk } from './OfferBulk';
import { SavedViewTabs } from './SavedViewTabs';
import { EMPTY_SELECTION, type Selection } from '../ui/selection';
import { OffersTable } from './OffersTable';
import { DEFAULT_COLUMNS, OFFER_TABLE_CONFIG, SCOPE_COLUMNS } from '../ui/offer/offer-table-config';
import { downloadFile } from '../ui/api-file';
import { campaignChoicesQuery, offerCsvPath } from '../ui/offer/offers-api';

// The kanban (and @tanstack/react-virtual with it) loads only when someone opens it: the table view, the
// default, stays inside the page's JavaScript budget.
const OffersKanban = lazy(() => import('./OffersKanban').then((m) => ({ default: m.OffersKanban })));

const secondaryButton =
  'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 ' +
  'hover:bg-highlight disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-60';

/** The coordinators-only notice of the network view. */
function CoordinatorsOnly() {
  const { t } = useTranslation();
  return (
    <div className="notice notice-info flex flex-col gap-2" role="alert" data-coordinators-only>
      <p>{t('investors.network.coordinatorsOnly')}</p>
      <a className="link" href="/app/investors">
        {t('investors.network.toOwn')}
      </a>
    </div>
  );
}

/** The CSV export of the offers as filtered, sorted and with the columns on screen; one at a time. */
function useCsvExport({
  scope,
  table,
  columns,
  lang,
}: {
  scope: OfferScope;
  table: TableUrlState;
  columns: VisibleColumns;
  lang: Language;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const { state } = table;
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadFile(
        offerCsvPath({ scope, filters: state.filters, sorting: state.sorting, visible: columns.columns, lang }),
        `${t('investors.export.fileName')}.csv`,
        'text/csv',
      );
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investors.export.failedTitle'), text });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}

/** The toolbar: the view switch, the columns (table view), the CSV export and the reset. */
function OffersToolbar({
  scope,
  table,
  columns,
  exporting,
  onExport,
  onReset,
}: {
  scope: OfferScope;
  table: TableUrlState;
  columns: VisibleColumns;
  exporting: boolean;
  onExport: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { state } = table;
  const columnOptions = SCOPE_COLUMNS[scope].map((c) => ({ value: c, label: t(`investors.column.${c}`) }));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-offers-toolbar>
      <ViewSwitch view={state.view} onView={(view) => table.update((s) => setView(s, view))} />
      <div className="flex flex-wrap items-center gap-2">
        {state.view === 'table' && (
          <ColumnChooser
            label={t('investors.columns')}
            options={columnOptions}
            visible={columns.columns}
            onChange={(next) => columns.setColumns(next)}
          />
        )}
        <button
          type="button"
          className={secondaryButton}
          aria-disabled={exporting || undefined}
          onClick={onExport}
          data-export-csv
        >
          {exporting ? t('investors.export.busy') : t('investors.export.label')}
        </button>
        <button type="button" className={secondaryButton} onClick={onReset} data-reset>
          {t('investors.reset')}
        </button>
      </div>
    </div>
  );
}

/** The current view: the kanban (loaded when first opened), or the bulk bar and the table. */
function OffersView({
  scope,
  table,
  columns,
  lang,
  selection,
  onSelection,
  onChangeOwner,
  onForbidden,
}: {
  scope: OfferScope;
  table: TableUrlState;
  columns: VisibleColumns;
  lang: Language;
  selection: Selection;
  onSelection: (selection: Selection) => void;
  onChangeOwner: (offer: OwnerChangeTarget) => void;
  onForbidden: () => void;
}) {
  const { t } = useTranslation();
  const { state } = table;
  return state.view === 'kanban' ? (
    <Suspense
      fallback={
        <p className="text-gray-700" role="status">
          {t('investors.loading')}
        </p>
      }
    >
      <OffersKanban scope={scope} state={state} lang={lang} onChangeOwner={onChangeOwner} />
    </Suspense>
  ) : (
    <>
      <OfferBulk
        scope={scope}
        table={table}
        visible={columns.columns}
        lang={lang}
        selection={selection}
        onSelection={onSelection}
      />
      <OffersTable
        scope={scope}
        table={table}
        visible={columns.columns}
        lang={lang}
        onChangeOwner={onChangeOwner}
        onForbidden={onForbidden}
        selection={{ state: selection, onChange: onSelection }}
      />
    </>
  );
}

/** Filters, toolbar (view, columns, export, reset) and the current view, all kept in the URL. */
function OffersBrowser({
  scope,
  lang,
  callerName,
  coordinator,
}: {
  scope: OfferScope;
  lang: Language;
  callerName: string;
  coordinator: boolean;
}) {
  const config = OFFER_TABLE_CONFIG[scope];
  const table = useTableUrlState(config);
  const columns = useVisibleColumns(SCOPE_COLUMNS[scope], DEFAULT_COLUMNS[scope]);
  const campaigns = useQuery(campaignChoicesQuery(lang));
  const networks = useQuery(networksQuery());
  const [ownerChange, setOwnerChange] = useState<OwnerChangeTarget | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const { exporting, exportCsv } = useCsvExport({ scope, table, columns, lang });
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const { state } = table;
  // Other filters or scope: other offers, the choice starts over.
  const chosenFrom = JSON.stringify([scope, state.filters]);
  useEffect(() => setSelection(EMPTY_SELECTION), [chosenFrom]);

  const onForbidden = useCallback(() => setForbidden(true), []);
  // In the own view the owner is the caller (rows don't carry an owner name there).
  const onChangeOwner = useCallback(
    (offer: OwnerChangeTarget) =>
      setOwnerChange({ ...offer, ownerName: offer.ownerName ?? (scope === 'own' ? callerName : null) }),
    [scope, callerName],
  );

  /** Filters, sorting, page size and columns back to their defaults, as one history entry; the view stays. */
  const reset = () => {
    const before = window.location.search;
    table.update((s) => makeState({ ...defaultState(config), view: s.view }));
    columns.setColumns(DEFAULT_COLUMNS[scope], window.location.search !== before ? 'replace' : 'push');
  };

  if (forbidden) return <CoordinatorsOnly />;

  return (
    <>
      <SavedViewTabs
        scope={scope}
        config={config}
        table={table}
        columns={columns}
        coordinator={coordinator}
        known={
          campaigns.data && networks.data
            ? { campaigns: campaigns.data.map((c) => c.id), networks: networks.data.map((n) => n.id) }
            : null
        }
      />
      <OfferFilters
        scope={scope}
        table={table}
        campaigns={campaigns.data ?? []}
        networks={(networks.data ?? []).map((n) => ({ value: n.id, label: n.name }))}
      />
      <OffersToolbar
        scope={scope}
        table={table}
        columns={columns}
        exporting={exporting}
        onExport={() => void exportCsv()}
        onReset={reset}
      />
      <OffersView
        scope={scope}
        table={table}
        columns={columns}
        lang={lang}
        selection={selection}
        onSelection={setSelection}
        onChangeOwner={onChangeOwner}
        onForbidden={onForbidden}
      />
      <ChangeAdvisorDialog offer={ownerChange} onClose={() => setOwnerChange(null)} />
    </>
  );
}

function InvestorsScreen({ lang, scope }: { lang: Language; scope: OfferScope }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const other =
    scope === 'own'
      ? { href: '/app/investors/network', label: t('investors.toNetwork') }
      : { href: '/app/investors', label: t('investors.toOwn') };
  const coordinator = session.state === 'ready' && session.role === 'coordinator';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-gray-900" tabIndex={-1} data-investors-heading>
          {t(scope === 'own' ? 'investors.title' : 'investors.network.title')}
        </h1>
        {(scope === 'network' || coordinator) && (
          <a className="link" href={other.href}>
            {other.label}
          </a>
        )}
      </div>
      {advisorScreenGate(session) ??
        (scope === 'network' && session.role !== 'coordinator' ? (
          <CoordinatorsOnly />
        ) : (
          <OffersBrowser scope={scope} lang={lang} callerName={session.name} coordinator={coordinator} />
        ))}
    </div>
  );
}

/** The /app/investors and /app/investors/network island (client:load): offers as a table or a kanban. */
export function OffersList({ lang, scope }: { lang: Language; scope: OfferScope }) {
  return (
    <PanelProviders lang={lang}>
      <InvestorsScreen lang={lang} scope={scope} />
    </PanelProviders>
  );
}
