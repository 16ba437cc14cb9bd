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
} from '../../../../lib/schemas/advisor-bulk';
import type { AdvisorRow } from '../../../../lib/schemas/advisor';
import { failureText } from '../../failure-text';
import { reportTone } from '../../offers/BulkDialog';
import type { Picked } from '../../offers/selection';
import { PickPageBox, PickRowBox, type TableSelection } from '../../offers/SelectBoxes';
import { DialogButtons } from '../../ui/DialogButtons';
import { sheetDialogClass } from '../../ui/dialog-classes';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { ADVISORS_KEY } from '../advisors-api';
import { advisorName } from './advisor-text';

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

/** While advisors are chosen: how many, the two actions, clearing; each action asks first and then reports. */
export function AdvisorBulkBar({ selection }: { selection: AdvisorSelection }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<AdvisorBulkAction | null>(null);
  const count = selection.state.picked.length;
  if (count === 0) return null;
  const tooMany = count > ADVISOR_BULK_LIMIT;
  return (
    <section
      aria-label={t('advisors.bulk.label')}
      className="flex flex-col gap-3 rounded-xl border border-main bg-highlight p-3 sm:flex-row sm:flex-wrap sm:items-center"
      data-bulk-bar
    >
      <p className="font-semibold text-gray-900" role="status" data-bulk-count>
        {t('advisors.bulk.count', { count })}
      </p>
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
        <button
          type="button"
          className="link text-sm"
          onClick={() => selection.onChange({ picked: [], allMatching: false, anchor: null })}
        >
          {t('advisors.bulk.clear')}
        </button>
      </div>
      <AdvisorBulkDialog
        action={action}
        picked={selection.state.picked}
        onClose={(finished) => {
          setAction(null);
          if (finished) selection.onChange({ picked: [], allMatching: false, anchor: null });
        }}
      />
    </section>
  );
}

function AdvisorBulkDialog({
  action,
  picked,
  onClose,
}: {
  action: AdvisorBulkAction | null;
  picked: readonly Picked[];
  onClose: (finished: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (body: { action: AdvisorBulkAction; advisorIds: string[] }) =>
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
  const names = new Map(picked.map((p) => [p.id, p.name]));
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
          run.mutate({ action, advisorIds: picked.map((p) => p.id) });
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {action ? t(`advisors.bulk.${action}.title`, { count: picked.length }) : null}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-gray-700">
          {action ? t(`advisors.bulk.${action}.intro`) : null}
        </p>
        {run.isError && (
          <p className="mt-4 notice notice-error" role="alert">
            {failureText(run.error, t) ?? t('errors.generic')}
          </p>
        )}
        {run.data && (
          <div
            className={`mt-4 notice ${reportTone(run.data.results.length, refused.length)}`}
            role={refused.length === 0 ? 'status' : 'alert'}
            data-bulk-report
          >
            <p className="font-semibold">
              {t('offers.bulk.summary', { done: run.data.results.length - refused.length, refused: refused.length })}
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
        )}
        <DialogButtons
          cancelLabel={finished ? t('offers.bulk.close') : t('investors.owner.cancel')}
          onCancel={() => onClose(finished)}
          submitLabel={
            finished
              ? undefined
              : run.isPending
                ? t('offers.bulk.busy')
                : t('offers.bulk.run', { count: picked.length })
          }
          busy={run.isPending}
          danger={action === 'archive'}
          marker="data-bulk-submit"
        />
      </form>
    </dialog>
  );
}
