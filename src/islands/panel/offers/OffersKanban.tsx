import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_COLUMNS, type OfferColumn } from '../../../lib/contracts/campaign';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import { filterList, type TableState } from '../table/table-state';
import { ListFailure } from '../ui/ListStates';
import type { OwnerChangeTarget } from './ChangeAdvisorDialog';
import { sumLines } from '../../../lib/format/cells';
import { offerKanbanQuery } from '../ui/offer/offers-api';
import { MoveOfferDialog, type MoveTarget } from './MoveOfferDialog';
import { statusForColumn } from '../ui/offer/offer-moves';
import { useOfferMove } from './use-offer-move';
import { useFollowFocus } from './use-follow-focus';
import { KanbanCardPreview } from './KanbanCard';
import { KanbanDrag } from './kanban-drag';
import { KanbanColumn } from './KanbanColumn';

/** The columns on screen: all six in SPEC order, or those the status filter selects. */
export function visibleKanbanColumns(state: TableState): OfferColumn[] {
  const selected = filterList(state, 'status');
  return OFFER_COLUMNS.filter((column) => selected.length === 0 || selected.includes(column));
}

/** The kanban view: a column per status group, with counts, sums on accepted, active and lost (and
 * what was paid on accepted and active), and paged cards. */
export function OffersKanban({
  scope,
  state,
  lang,
  onChangeOwner,
}: {
  scope: OfferScope;
  state: TableState;
  lang: string;
  onChangeOwner: (offer: OwnerChangeTarget) => void;
}) {
  const { t } = useTranslation();
  const summary = useQuery(offerKanbanQuery(scope, state.filters));
  const columns = visibleKanbanColumns(state);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const mover = useOfferMove();
  const board = useRef<HTMLDivElement>(null);
  const follow = useFollowFocus(board);
  return (
    <KanbanDrag
      columns={columns}
      onMove={(offer, column) => mover.mutate({ offer, move: { status: statusForColumn(column) } })}
      onAsk={setMoving}
      onKeyboardMove={follow}
      renderOverlay={(offer) => <KanbanCardPreview offer={offer} scope={scope} />}
    >
      <div className="flex flex-col gap-3" ref={board}>
        {summary.isError && <ListFailure error={summary.error} onRetry={() => void summary.refetch()} />}
        <div
          className={
            'relative flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 ' +
            'lg:grid lg:snap-none lg:grid-cols-3 lg:overflow-visible lg:pb-0 2xl:grid-cols-6'
          }
          role="region"
          aria-label={t('investors.kanban.label')}
          // Scrolls sideways on narrow screens: focusable, so the arrow keys scroll it too.
          tabIndex={0}
          data-offers-kanban
        >
          {columns.map((column) => {
            const info = summary.data?.columns.find((c) => c.status === column);
            return (
              <KanbanColumn
                key={column}
                column={column}
                scope={scope}
                state={state}
                lang={lang}
                count={info?.count}
                sums={info?.sums ? sumLines(info.sums) : undefined}
                paidSums={info?.paidSums ? sumLines(info.paidSums) : undefined}
                onChangeOwner={onChangeOwner}
                onMove={setMoving}
              />
            );
          })}
        </div>
        <MoveOfferDialog
          offer={moving}
          onClose={() => setMoving(null)}
          onMove={(offer, move) => {
            // The card moves to its new column: the focus goes with it once the dialog closes.
            follow(offer.id);
            mover.mutate({ offer, move });
          }}
        />
      </div>
    </KanbanDrag>
  );
}
