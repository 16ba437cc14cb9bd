import { useTranslation } from 'react-i18next';
import { BULK_LIMIT } from '../../../lib/contracts/offer-bulk';
import type { DialogAction } from './BulkDialog';

const button =
  'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-highlight ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

interface Props {
  count: number;
  /** Every row of the page is picked and more offers match: offer to take them all. */
  canSelectAll: boolean;
  total: number;
  allMatching: boolean;
  exporting: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (action: DialogAction) => void;
  onExport: () => void;
}

/** Above the table while offers are chosen: how many, "all N matching", the actions and clearing the choice. */
export function BulkBar({
  count,
  canSelectAll,
  total,
  allMatching,
  exporting,
  onSelectAll,
  onClear,
  onAction,
  onExport,
}: Props) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const tooMany = count > BULK_LIMIT;
  const disabled = tooMany || undefined;
  const act = (action: DialogAction) => () => !tooMany && onAction(action);
  return (
    <section
      aria-label={t('offers.bulk.label')}
      className="flex flex-col gap-3 rounded-xl border border-main bg-highlight p-3 sm:flex-row sm:flex-wrap sm:items-center"
      data-bulk-bar
    >
      <p className="font-semibold text-gray-900" role="status" data-bulk-count>
        {allMatching ? t('offers.bulk.allSelected', { count }) : t('offers.bulk.selected', { count })}
      </p>
      {canSelectAll && (
        <button type="button" className="link text-sm" onClick={onSelectAll} data-bulk-select-all>
          {t('offers.bulk.selectAll', { count: total })}
        </button>
      )}
      {tooMany && <p className="text-sm text-gray-800">{t('offers.bulk.tooMany', { limit: BULK_LIMIT })}</p>}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <button
          type="button"
          className={button}
          aria-disabled={disabled}
          onClick={act('owner')}
          data-bulk-action="owner"
        >
          {t('offers.bulk.owner.open')}
        </button>
        <button
          type="button"
          className={button}
          aria-disabled={disabled}
          onClick={act('remind')}
          data-bulk-action="remind"
        >
          {t('offers.bulk.remind.open')}
        </button>
        <button
          type="button"
          className={button}
          aria-disabled={disabled}
          onClick={act('kyc-invite')}
          data-bulk-action="kyc-invite"
        >
          {t('offers.bulk.kyc-invite.open')}
        </button>
        <button type="button" className={button} aria-disabled={disabled} onClick={act('lost')} data-bulk-action="lost">
          {t('offers.bulk.lost.open')}
        </button>
        <button
          type="button"
          className={button}
          aria-disabled={tooMany || exporting || undefined}
          onClick={() => !tooMany && !exporting && onExport()}
          data-bulk-action="export"
        >
          {exporting ? t('investors.export.busy') : t('offers.bulk.export')}
        </button>
        <button type="button" className="link text-sm" onClick={onClear} data-bulk-clear>
          {t('offers.bulk.clear')}
        </button>
      </div>
    </section>
  );
}
