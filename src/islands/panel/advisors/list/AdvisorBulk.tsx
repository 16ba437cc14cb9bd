import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../../lib/browser/core';
import { errorMessage } from '../../../../lib/errors/error-message';
import type { Translate } from '../../../../lib/i18n-types';
import {
  ADVISOR_BULK_LIMIT,
  type AdvisorBulkAction,
  type AdvisorBulkResult,
  type AdvisorBulkTargets,
} from '../../../../lib/contracts/advisor-bulk';
import type { AdvisorRow } from '../../../../lib/contracts/advisor';
import { failureText } from '../../failure-text';
import { reportTone } from '../../ui/bulk-report';
import { EMPTY_SELECTION, pageState, selectAllMatching, selectedCount, type Picked } from '../../ui/selection';
import type { TableFilter } from '../../table/table-state';
import { PickPageBox, PickRowBox, type TableSelection } from '../../ui/SelectBoxes';
import { DialogButtons } from '../../ui/DialogButtons';
import { sheetDialogClass } from '../../ui/dialog-classes';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { ADVISORS_KEY } from '../../ui/advisor/advisors-api';
import { advisorName } from '../../ui/advisor/advisor-text';

const barButton =
  'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-highlight ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export type AdvisorSelection = TableSelection;

const pickOf = (advisor: AdvisorRow): Picked => ({ id: advisor.id, name: advisorName(advisor) });
/** Only the advisors the caller may change can be chosen. */
const pageOf = (rows: readonly AdvisorRow[]) => rows.filter((r) => r.editable).map(pickOf);

/** The header box of the advisors table: every changeable advisor of the page. */
export function AdvisorPageBox({ rows, selection }: { rows: readonly AdvisorRow[]; selection: AdvisorSelection }) {
  const { t } = useTranslation();
  return <PickPageBox page={pageOf(rows)} selection={selection} label={t('advisors.bulk.pickPage')} />;
}

/** A changeable advisor's box (Shift: the range from the last one clicked). */
export function AdvisorRowBox({
  rows,
  advisor,
  selection,
}: {
  rows: readonly AdvisorRow[];
  advisor: AdvisorRow;
  selection: AdvisorSelection;
}) {
  const { t } = useTranslation();
  if (!advisor.editable) return null;
  return (
    <PickRowBox
      page={pageOf(rows)}
      id={advisor.id}
      selection={selection}
      label={t('advisors.bulk.pickRow', { name: advisorName(advisor) })}
    />
  );
}

/** The list the bar acts on: the page shown, how many match the filters, and the filters themselves. */
export interface AdvisorListView {
  rows: readonly AdvisorRow[];
  total: number;
  filters: readonly TableFilter[];
}

/**
 * While advisors are chosen: how many (or all N matching the filters, offered once the whole page is chosen), the
 * two actions, clearing; each action asks first and then reports.
 */
export function AdvisorBulkBar({
  selection,
  list,
}: {
  selection: AdvisorSelection;
  list: AdvisorListView | undefined;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<AdvisorBulkAction | null>(null);
  const { state } = selection;
  const total = list?.total ?? 0;
  const count = selectedCount(state, total);
  if (count === 0) return null;
  const tooMany = count > ADVISOR_BULK_LIMIT;
  const page = list ? pageOf(list.rows) : [];
  const canSelectAll =
    list !== undefined && !state.allMatching && pageState(state, page) === 'all' && total > list.rows.length;
  const names = new Map([...state.picked, ...(list?.rows ?? []).map(pickOf)].map((p) => [p.id, p.name]));
  return (
    <section
      aria-label={t('advisors.bulk.label')}
      className="flex flex-col gap-3 rounded-xl border border-main bg-highlight p-3 sm:flex-row sm:flex-wrap sm:items-center"
      data-bulk-bar
    >
      <p className="font-semibold text-gray-900" role="status" data-bulk-count>
        {state.allMatching ? t('advisors.bulk.allCount', { count }) : t('advisors.bulk.count', { count })}
      </p>
      {canSelectAll && (
        <button
          type="button"
          className="link text-sm"
          onClick={() => selection.onChange(selectAllMatching(state))}
          data-bulk-select-all
        >
          {t('advisors.bulk.selectAll', { count: total })}
        </button>
      )}
      {tooMany && <p className="text-sm text-gray-800">{t('advisors.bulk.tooMany', { limit: ADVISOR_BULK_LIMIT })}</p>}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {(['send-activation', 'archive'] as const).map((a) => (
          <button
            key={a}
            type="button"
            className={barButton}
            aria-disabled={tooMany || undefined}
            onClick={() => !tooMany && setAction(a)}
            data-bulk-action={a}
          >
            {t(`advisors.bulk.${a}.open`)}
          </button>
        ))}
        <button type="button" className="link text-sm" onClick={() => selection.onChange(EMPTY_SELECTION)}>
          {t('advisors.bulk.clear')}
        </button>
      </div>
      <AdvisorBulkDialog
        action={action}
        count={count}
        target={
          state.allMatching
            ? { filter: { filters: (list?.filters ?? []).map((f) => ({ ...f })) } }
            : { advisorIds: state.picked.map((p) => p.id) }
        }
        names={names}
        onClose={(finished) => {
          setAction(null);
          if (finished) selection.onChange(EMPTY_SELECTION);
        }}
      />
    </section>
  );
}

function AdvisorBulkDialog({
  action,
  count,
  target,
  names,
  onClose,
}: {
  action: AdvisorBulkAction | null;
  count: number;
  /** The ids chosen, or the list's filters ("all N matching"). */
  target: AdvisorBulkTargets;
  /** How the report names an advisor (those chosen and those on the page). */
  names: ReadonlyMap<string, string>;
  onClose: (finished: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (body: { action: AdvisorBulkAction } & AdvisorBulkTargets) =>
      browserCore().api.post<{ results: AdvisorBulkResult[] }>('/api/advisor/advisors/bulk', body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADVISORS_KEY }),
  });
  const modal = useModalDialog({
    open: action !== null,
    onCancel: () => onClose(run.isSuccess),
    onOpen: (dialog) => {
      run.reset();
      dialog.focus();
    },
  });
  const finished = run.isSuccess;
  const refused = run.data?.results.filter((r) => r.outcome === 'refused') ?? [];
  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={sheetDialogClass('w-[30rem]')}
      data-advisor-bulk-dialog={action ?? undefined}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!action || run.isPending || finished) return;
          run.mutate({ action, ...target });
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {action ? t(`advisors.bulk.${action}.title`, { count: count }) : null}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-gray-700">
          {action ? t(`advisors.bulk.${action}.intro`) : null}
        </p>
        {run.isError && (
          <p className="mt-4 notice notice-error" role="alert">
            {failureText(run.error, t) ?? t('errors.generic')}
          </p>
        )}
        {run.data && <BulkReport results={run.data.results} refused={refused} names={names} />}
        <DialogButtons
          cancelLabel={finished ? t('offers.bulk.close') : t('investors.owner.cancel')}
          onCancel={() => onClose(finished)}
          submitLabel={
            finished ? undefined : run.isPending ? t('offers.bulk.busy') : t('offers.bulk.run', { count: count })
          }
          busy={run.isPending}
          danger={action === 'archive'}
          marker="data-bulk-submit"
        />
      </form>
    </dialog>
  );
}

/** What the bulk action did: how many were done and refused, and why each refused advisor was refused. */
function BulkReport({
  results,
  refused,
  names,
}: {
  results: readonly AdvisorBulkResult[];
  refused: readonly AdvisorBulkResult[];
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`mt-4 notice ${reportTone(results.length, refused.length)}`}
      role={refused.length === 0 ? 'status' : 'alert'}
      data-bulk-report
    >
      <p className="font-semibold">
        {t('offers.bulk.summary', { done: results.length - refused.length, refused: refused.length })}
      </p>
      {refused.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm" data-bulk-refused>
          {refused.map((r) => (
            <li key={r.advisorId}>
              <span className="font-semibold">{names.get(r.advisorId) ?? r.advisorId}</span>:{' '}
              {errorMessage(
                { label: r.label ?? '', code: r.code ?? '', parameters: {}, violations: [] },
                t as Translate,
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
