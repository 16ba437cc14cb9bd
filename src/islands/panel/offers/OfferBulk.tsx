import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import type { TableUrlState } from '../table/use-table-url-state';
import { bulkChoice, exportBulk } from './bulk-api';
import { BulkBar } from './BulkBar';
import { BulkDialog, type DialogAction } from './BulkDialog';
import { offerListQuery } from '../ui/offer/offers-api';
import { pickedOf } from '../ui/SelectBoxes';
import { EMPTY_SELECTION, pageState, selectAllMatching, selectedCount, type Selection } from '../ui/selection';

interface Props {
  scope: OfferScope;
  table: TableUrlState;
  visible: readonly string[];
  lang: string;
  selection: Selection;
  onSelection: (next: Selection) => void;
}

/** The bulk actions of the offers table (issue 19): the bar over the chosen rows, its dialog and the export. */
export function OfferBulk({ scope, table, visible, lang, selection, onSelection }: Props) {
  const { t } = useTranslation();
  const { state } = table;
  // The table's own page (the same query, answered from its cache): the rows and how many match.
  const page = useQuery(
    offerListQuery({
      scope,
      sorting: state.sorting,
      filters: state.filters,
      limit: state.limit,
      offset: state.offset,
      lang,
    }),
  );
  const [action, setAction] = useState<DialogAction | null>(null);
  const [exporting, setExporting] = useState(false);
  const rows = page.data?.items ?? [];
  const total = page.data?.total ?? 0;
  const count = selectedCount(selection, total);
  const choice = bulkChoice(selection, scope, state.filters);
  const names = new Map(selection.picked.map((p) => [p.id, p.name]));
  for (const row of rows) names.set(row.id, pickedOf(row).name);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportBulk(choice, scope, visible, lang, `${t('investors.export.fileName')}.csv`);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investors.export.failedTitle'), text });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <BulkBar
        count={count}
        canSelectAll={
          !selection.allMatching && pageState(selection, rows.map(pickedOf)) === 'all' && total > rows.length
        }
        total={total}
        allMatching={selection.allMatching}
        exporting={exporting}
        onSelectAll={() => onSelection(selectAllMatching(selection))}
        onClear={() => onSelection(EMPTY_SELECTION)}
        onAction={setAction}
        onExport={() => void onExport()}
      />
      <BulkDialog
        action={action}
        count={count}
        names={names}
        choice={choice}
        onClose={() => setAction(null)}
        onDone={() => onSelection(EMPTY_SELECTION)}
      />
    </>
  );
}
