import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import type { SavedView } from '../../../lib/contracts/saved-view';
import { toast } from '../../../lib/ui/toast';
import type { VisibleColumns } from '../table/column-visibility';
import { defaultState, makeState, type TableConfig } from '../table/table-state';
import type { TableUrlState } from '../table/use-table-url-state';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DEFAULT_COLUMNS } from '../ui/offer/offer-table-config';
import {
  createView,
  deleteView,
  missingReferences,
  savedViewsQuery,
  showsView,
  stateOfView,
  updateView,
  viewHref,
  viewInputOf,
  VIEWS_KEY,
} from './saved-views';
import { ViewDialog, type ViewChoice } from './ViewDialog';

interface Props {
  scope: OfferScope;
  config: TableConfig;
  table: TableUrlState;
  columns: VisibleColumns;
  coordinator: boolean;
  /** Ids of the campaigns and networks that exist (a view's filter naming others shows them as missing). */
  known: { campaigns: string[]; networks: string[] } | null;
}

/** A view as saved, with `change` applied (rename, default). */
const kept = (view: SavedView, change: { name?: string; isDefault?: boolean }) =>
  viewInputOf(stateOfView(view), view.columns, view.scope, {
    name: change.name ?? view.name,
    shared: view.shared,
    networkId: view.networkId,
    isDefault: change.isDefault ?? view.isDefault,
  });

const TAB =
  // A long name (up to 60 characters) wraps inside the tab rather than pushing the page sideways on a phone.
  'inline-flex min-h-11 max-w-full items-center rounded-t-md border-b-2 px-3 py-2 text-sm font-semibold ' +
  '[overflow-wrap:anywhere] ' +
  'hover:bg-highlight focus-visible:outline-2 focus-visible:outline-main';

/** Saving (new or renamed), making default and deleting a view; each says so and reloads the views. */
function useViewChanges({
  scope,
  table,
  columns,
  dialog,
  setDialog,
  setDeleting,
}: Pick<Props, 'scope' | 'table' | 'columns'> & {
  dialog: 'new' | SavedView | null;
  setDialog: (dialog: 'new' | SavedView | null) => void;
  setDeleting: (view: SavedView | null) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const done = async (text: string) => {
    toast({ type: 'success', title: t('offers.views.doneTitle'), text });
    await client.invalidateQueries({ queryKey: VIEWS_KEY });
  };
  const save = useMutation({
    mutationFn: (choice: ViewChoice) =>
      dialog && dialog !== 'new'
        ? updateView(dialog.id, kept(dialog, { name: choice.name }))
        : createView(viewInputOf(table.state, columns.columns, scope, choice)),
    onSuccess: async (view) => {
      setDialog(null);
      await done(t('offers.views.saved', { name: view.name }));
    },
  });
  const makeDefault = useMutation({
    mutationFn: (view: SavedView) => updateView(view.id, kept(view, { isDefault: true })),
    onSuccess: (view) => done(t('offers.views.defaultSet', { name: view.name })),
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => deleteView(view.id),
    onSuccess: async (_r, view) => {
      setDeleting(null);
      await done(t('offers.views.deleted', { name: view.name }));
    },
  });
  return { save, makeDefault, remove };
}

/** "All offers", then the person's views and those shared with them: links to the list's state, opened in place. */
function ViewTabs({
  scope,
  config,
  views,
  active,
  onOpen,
}: Pick<Props, 'scope' | 'config'> & {
  views: SavedView[];
  active: SavedView | undefined;
  onOpen: (view: SavedView | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('offers.views.label')} className="-mb-px flex max-w-full flex-wrap gap-1">
      {[null, ...views].map((view) => {
        const current = view ? view === active : !active;
        return (
          <a
            key={view?.id ?? 'all'}
            href={view ? viewHref(view, config) : scope === 'own' ? '/app/investors' : '/app/investors/network'}
            aria-current={current ? 'page' : undefined}
            className={`${TAB} ${current ? 'border-main text-gray-900' : 'border-transparent text-gray-700'}`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(view);
            }}
            data-view-tab={view?.name ?? ''}
          >
            {view ? view.name : t('offers.views.all')}
            {view?.shared && (
              <span className="ml-1 text-xs font-normal whitespace-nowrap">{t('offers.views.sharedMark')}</span>
            )}
            {view?.isDefault && (
              <span className="ml-1 text-xs font-normal whitespace-nowrap">{t('offers.views.defaultMark')}</span>
            )}
          </a>
        );
      })}
    </nav>
  );
}

/** What can be done with the view on screen: its maker renames it, makes it the default or deletes it. */
function ActiveViewActions({
  active,
  onRename,
  onDefault,
  onDelete,
}: {
  active: SavedView;
  onRename: () => void;
  onDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-view-actions>
      {!active.mine && <span className="text-gray-700">{t('offers.views.sharedBy', { name: active.ownerName })}</span>}
      {active.mine && (
        <>
          <button type="button" className="link" onClick={onRename}>
            {t('offers.views.renameOpen')}
          </button>
          {!active.shared && !active.isDefault && (
            <button type="button" className="link" onClick={onDefault} data-view-default>
              {t('offers.views.makeDefault')}
            </button>
          )}
          <button type="button" className="link" onClick={onDelete} data-view-delete>
            {t('offers.views.deleteOpen')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * Saved views as tabs above the list (issue 19): "All offers", then the person's views and those shared with their
 * networks. A tab is a link to the list's whole state (open it in a new tab, share it); clicked, the list switches
 * in place. The view on screen can be renamed, made the default, or deleted by its maker; the list as shown can be
 * saved as a new view. Opening the list without any state opens the person's default view.
 */
export function SavedViewTabs({ scope, config, table, columns, coordinator, known }: Props) {
  const { t } = useTranslation();
  const views = useQuery(savedViewsQuery());
  const [dialog, setDialog] = useState<'new' | SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const mine = (views.data ?? []).filter((v) => v.scope === scope);
  const active = mine.find((v) => showsView(v, table.state, columns.columns));

  const open = (view: SavedView | null, mode: 'push' | 'replace' = 'push') => {
    table.update(() => (view ? stateOfView(view) : makeState({ ...defaultState(config) })), mode);
    columns.setColumns(view && view.columns.length > 0 ? view.columns : DEFAULT_COLUMNS[scope], 'replace');
  };

  // The default view, once, when the list opens with no state of its own.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !views.data) return;
    opened.current = true;
    const bare = new URLSearchParams(window.location.search);
    bare.delete('lang');
    const preferred = mine.find((v) => v.isDefault);
    if (bare.size === 0 && preferred) open(preferred, 'replace');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the views have loaded
  }, [views.data]);

  const { save, makeDefault, remove } = useViewChanges({ scope, table, columns, dialog, setDialog, setDeleting });

  const missing = active && known ? missingReferences(active, known) : null;
  return (
    <div className="flex flex-col gap-2" data-saved-views>
      <div className="flex flex-wrap items-end gap-2 border-b border-gray-200">
        <ViewTabs scope={scope} config={config} views={mine} active={active} onOpen={open} />
        <button type="button" className="link mb-2 ml-auto text-sm" onClick={() => setDialog('new')} data-view-save>
          {t('offers.views.saveOpen')}
        </button>
      </div>
      {active && (
        <ActiveViewActions
          active={active}
          onRename={() => setDialog(active)}
          onDefault={() => makeDefault.mutate(active)}
          onDelete={() => setDeleting(active)}
        />
      )}
      {missing && (missing.campaigns > 0 || missing.networks > 0) && (
        <p className="notice notice-info" role="status" data-view-missing>
          {t('offers.views.missing', { campaigns: missing.campaigns, networks: missing.networks })}
        </p>
      )}
      <ViewDialog
        target={dialog}
        coordinator={coordinator}
        scope={scope}
        busy={save.isPending}
        error={save.error}
        onSubmit={(choice) => save.mutate(choice)}
        onClose={() => {
          setDialog(null);
          save.reset();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('offers.views.deleteTitle')}
        text={t('offers.views.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('offers.views.deleteConfirm')}
        cancelLabel={t('investors.owner.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
