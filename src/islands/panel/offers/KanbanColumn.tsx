import { useDroppable } from '@dnd-kit/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferColumn } from '../../../lib/contracts/campaign';
import type { OfferScope } from '../../../lib/contracts/offer-list';
import type { TableState } from '../table/table-state';
import { ListFailure } from '../ui/ListStates';
import type { OwnerChangeTarget } from './ChangeAdvisorDialog';
import { InfoTip } from '../ui/InfoTip';
import { offerColumnQuery } from '../ui/offer/offers-api';
import type { MoveTarget } from './MoveOfferDialog';
import { KanbanCard } from './KanbanCard';
import { useKanbanDrag } from './kanban-drag';
import { dropState, type DropState } from './kanban-keys';

const COLUMN_ACCENT: Record<OfferColumn, string> = {
  invited: 'border-t-gray-400',
  viewed: 'border-t-sky-600',
  interested: 'border-t-amber-500',
  accepted: 'border-t-indigo-600',
  active: 'border-t-green-600',
  lost: 'border-t-red-600',
};

/** How a column looks while a card is on the move: where it may go stands out, where it may not fades. */
const DROP_LOOK: Record<DropState['kind'], string> = {
  idle: ' border-gray-200 bg-highlight',
  origin: ' border-gray-200 bg-highlight',
  allowed: ' border-gray-200 bg-highlight ring-2 ring-main/60',
  refused: ' border-dashed border-gray-400 bg-gray-100 cursor-not-allowed',
};

/** A first guess of a card's height; real heights are measured as cards render. */
const CARD_ESTIMATE = 128;

interface ColumnProps {
  column: OfferColumn;
  scope: OfferScope;
  state: TableState;
  lang: string;
  count: number | undefined;
  sums: string[] | undefined;
  /** The money received (accepted and active; decision 0077), beside the sums declared. */
  paidSums: string[] | undefined;
  onChangeOwner: (offer: OwnerChangeTarget) => void;
  onMove: (offer: MoveTarget) => void;
}

/** A column's cards, paged from the list (50 per call) into a virtualised scroll box; near the end loads the next page. */
function useColumnCards({
  column,
  scope,
  state,
  lang,
  count,
}: Pick<ColumnProps, 'column' | 'scope' | 'state' | 'lang' | 'count'>) {
  const scroller = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery(
    offerColumnQuery(column, { scope, sorting: state.sorting, filters: state.filters, lang }),
  );
  const cards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = count ?? query.data?.pages[0]?.total;

  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 6,
    gap: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= cards.length - 5) void fetchNextPage();
  }, [lastIndex, cards.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { query, cards, total, scroller, virtualizer, items };
}

/** A column as a drop target: whether the card on the move may land here, and whether it is over it now. */
function useColumnDrop(column: OfferColumn) {
  const drag = useKanbanDrag();
  const { setNodeRef } = useDroppable({ id: column });
  const drop = dropState(drag.active?.status, column);
  const over = drag.over === column && drop.kind !== 'idle';
  const section = useRef<HTMLElement | null>(null);
  const liftedByKeyboard = drag.lifted !== null;
  // A column chosen by keyboard comes into view (under 1024 px the board scrolls sideways).
  useEffect(() => {
    if (over && liftedByKeyboard) section.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [over, liftedByKeyboard]);
  const ref = (node: HTMLElement | null) => {
    setNodeRef(node);
    section.current = node;
  };
  return { drop, over, ref };
}

/** The column's look: its accent, how it takes a card on the move, and the ring when one is over it. */
const columnClass = (column: OfferColumn, drop: DropState, over: boolean) =>
  'relative flex min-w-0 flex-col gap-3 rounded-xl border border-t-4 p-3 shadow-sm ' +
  // Under 1024 px a column is most of the screen's width and the board scrolls sideways, column by column.
  'w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.375rem)] lg:w-auto ' +
  COLUMN_ACCENT[column] +
  DROP_LOOK[drop.kind] +
  (over && drop.kind === 'allowed' ? ' ring-4! ring-main!' : '');

/** The column's heading with its count, its sums (accepted, active and lost) and what was paid (accepted, active). */
function ColumnHeading({
  headingId,
  column,
  label,
  total,
  sums,
  paidSums,
}: {
  headingId: string;
  column: OfferColumn;
  label: string;
  total: number | undefined;
  sums: string[] | undefined;
  paidSums: string[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <h2
          id={headingId}
          className="flex flex-1 items-center justify-between gap-2 text-base font-semibold text-gray-900"
        >
          {label}
          {total !== undefined && (
            <span className="rounded-full bg-white px-2 py-0.5 text-sm font-medium text-gray-800" data-count>
              <span aria-hidden="true">{total}</span>
              <span className="sr-only">{t('investors.kanban.count', { count: total })}</span>
            </span>
          )}
        </h2>
        <InfoTip label={t('offers.statusHelp.label', { status: label })} text={t(`offers.statusHelp.${column}`)} />
      </div>
      {sums && (
        <div className="flex items-start justify-between gap-2">
          <dl className="text-sm text-gray-800" data-sums>
            <dt className="sr-only">{t('investors.kanban.sum')}</dt>
            {sums.length === 0 ? (
              <dd>{t('investors.kanban.noSum')}</dd>
            ) : (
              sums.map((line) => (
                <dd key={line} className="font-semibold tabular-nums" data-sum>
                  {t('investors.kanban.sumLine', { amount: line })}
                </dd>
              ))
            )}
            {paidSums && paidSums.length > 0 && (
              <>
                <dt className="sr-only">{t('investors.kanban.paid')}</dt>
                {paidSums.map((line) => (
                  <dd key={line} className="tabular-nums" data-paid-sum>
                    {t('investors.kanban.paidLine', { amount: line })}
                  </dd>
                ))}
              </>
            )}
          </dl>
          <InfoTip label={t('investors.kanban.sumHelpLabel')} text={t('investors.kanban.sumHelp')} />
        </div>
      )}
    </div>
  );
}

/** The cards on screen in the column's scroll box, each placed where the virtualiser puts it. */
function ColumnCards({
  label,
  scope,
  paged,
  onChangeOwner,
  onMove,
}: Pick<ColumnProps, 'scope' | 'onChangeOwner' | 'onMove'> & {
  label: string;
  paged: ReturnType<typeof useColumnCards>;
}) {
  const { t } = useTranslation();
  const { cards, total, scroller, virtualizer, items } = paged;
  return (
    <div
      ref={scroller}
      className="max-h-[36rem] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-main"
      tabIndex={0}
      role="group"
      aria-label={t('investors.kanban.cards', { column: label })}
      data-kanban-scroller
    >
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const offer = cards[item.index]!;
          return (
            <li
              key={offer.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={total ?? cards.length}
              aria-posinset={item.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <KanbanCard offer={offer} scope={scope} onChangeOwner={onChangeOwner} onMove={onMove} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The next page of the column's cards, for keyboard and screen-reader users. */
function MoreCards({ label, paged }: { label: string; paged: ReturnType<typeof useColumnCards> }) {
  const { t } = useTranslation();
  const { query, cards, total } = paged;
  return (
    <button
      type="button"
      className={
        'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 ' +
        'hover:bg-white/70 aria-disabled:cursor-progress aria-disabled:opacity-60'
      }
      aria-disabled={query.isFetchingNextPage || undefined}
      onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}
    >
      {query.isFetchingNextPage
        ? t('table.loadingMore')
        : t('investors.kanban.more', { shown: cards.length, total: total ?? cards.length })}
      <span className="sr-only">{` – ${label}`}</span>
    </button>
  );
}

/**
 * One column: its count and sums (from the kanban endpoint), and its cards paged from the list (50 per call)
 * in a virtualised scroll box, so thousands of cards cost only the ones on screen. Scrolling near the end
 * loads the next page; a button does the same for keyboard and screen-reader users.
 */
export function KanbanColumn({
  column,
  scope,
  state,
  lang,
  count,
  sums,
  paidSums,
  onChangeOwner,
  onMove,
}: ColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const paged = useColumnCards({ column, scope, state, lang, count });
  const { query, cards, total } = paged;
  const label = t(`offers.status.${column}`);
  const { drop, over, ref } = useColumnDrop(column);

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      className={columnClass(column, drop, over)}
      data-kanban-column={column}
      data-drop={drop.kind === 'idle' ? undefined : drop.kind}
      data-drop-over={over || undefined}
    >
      {over && drop.kind === 'refused' && (
        <p
          role="tooltip"
          className="absolute inset-x-2 top-2 z-[1000] rounded-md bg-gray-900 px-3 py-2 text-sm text-white shadow-lg"
          data-drop-refusal
        >
          {t(drop.why)}
        </p>
      )}
      <ColumnHeading
        headingId={headingId}
        column={column}
        label={label}
        total={total}
        sums={sums}
        paidSums={paidSums}
      />
      {query.isPending && (
        <p className="text-sm text-gray-700" role="status">
          {t('investors.loading')}
        </p>
      )}
      {query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && cards.length === 0 && <p className="text-sm text-gray-700">{t('investors.kanban.empty')}</p>}
      {cards.length > 0 && (
        <ColumnCards label={label} scope={scope} paged={paged} onChangeOwner={onChangeOwner} onMove={onMove} />
      )}
      {query.hasNextPage && <MoreCards label={label} paged={paged} />}
    </section>
  );
}
