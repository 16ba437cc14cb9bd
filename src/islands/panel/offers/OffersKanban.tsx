import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_COLUMNS, type OfferColumn } from '../../../lib/schemas/campaign';
import type { OfferRow, OfferScope } from '../../../lib/schemas/offer-list';
import { filterList, type TableState } from '../table/table-state';
import { ListFailure } from '../advisors/list/ListStates';
import type { OwnerChangeTarget } from './ChangeAdvisorDialog';
import { dateTimeCell, moneyCell, sumLines } from './offer-format';
import { InfoTip } from '../ui/InfoTip';
import { offerColumnQuery, offerKanbanQuery } from './offers-api';
import { offerHref, ownerTarget } from './OffersTable';
import { MoveOfferDialog, type MoveTarget } from './MoveOfferDialog';
import { movableColumns } from './offer-moves';
import { useOfferMove } from './use-offer-move';

/** The columns on screen: all six in SPEC order, or those the status filter selects. */
export function visibleKanbanColumns(state: TableState): OfferColumn[] {
  const selected = filterList(state, 'status');
  return OFFER_COLUMNS.filter((column) => selected.length === 0 || selected.includes(column));
}

const COLUMN_ACCENT: Record<OfferColumn, string> = {
  invited: 'border-t-gray-400',
  viewed: 'border-t-sky-600',
  interested: 'border-t-amber-500',
  accepted: 'border-t-indigo-600',
  active: 'border-t-green-600',
  lost: 'border-t-red-600',
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
  onChangeOwner: (offer: OwnerChangeTarget) => void;
  onMove: (offer: MoveTarget) => void;
}

function Card({
  offer,
  scope,
  onChangeOwner,
  onMove,
}: {
  offer: OfferRow;
  scope: OfferScope;
  onChangeOwner: (offer: OwnerChangeTarget) => void;
  onMove: (offer: MoveTarget) => void;
}) {
  const { t } = useTranslation();
  const name = offer.investorName || offer.investorEmail;
  return (
    <article
      className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3 text-sm"
      data-offer-card={offer.id}
    >
      <h3 className="font-semibold text-gray-900">
        <a className="link" href={offerHref(offer.id)}>
          {name}
        </a>
      </h3>
      <p className="break-all text-gray-700">{offer.investorEmail}</p>
      <p className="font-medium text-gray-900 tabular-nums">{moneyCell(offer.investmentValue, offer.currency)}</p>
      <p className="text-gray-700">
        {offer.campaignName} · {offer.productCode}
      </p>
      {scope === 'network' && offer.ownerName && (
        <p className="text-gray-700">{t('investors.card.owner', { name: offer.ownerName })}</p>
      )}
      <p className="text-xs text-gray-600">
        {t('investors.card.statusDate', { date: dateTimeCell(offer.statusDate) })}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {movableColumns(offer.status, OFFER_COLUMNS).length > 0 && (
          <button
            type="button"
            className="link text-sm"
            onClick={() => onMove({ id: offer.id, investorName: name, status: offer.status })}
            data-move-offer
          >
            {t('offers.move.open')}
            <span className="sr-only">{` – ${name}`}</span>
          </button>
        )}
        <button type="button" className="link text-sm" onClick={() => onChangeOwner(ownerTarget(offer))}>
          {t('investors.action.changeOwner')}
          <span className="sr-only">{` – ${name}`}</span>
        </button>
      </div>
    </article>
  );
}

/**
 * One column: its count and sums (from the kanban endpoint), and its cards paged from the list (50 per call)
 * in a virtualised scroll box, so thousands of cards cost only the ones on screen. Scrolling near the end
 * loads the next page; a button does the same for keyboard and screen-reader users.
 */
function KanbanColumn({ column, scope, state, lang, count, sums, onChangeOwner, onMove }: ColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery(
    offerColumnQuery(column, { scope, sorting: state.sorting, filters: state.filters, lang }),
  );
  const cards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = count ?? query.data?.pages[0]?.total;
  const label = t(`offers.status.${column}`);

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

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      className={
        'flex min-w-0 flex-col gap-3 rounded-xl border border-t-4 border-gray-200 bg-highlight p-3 shadow-sm ' +
        // Under 1024 px a column is most of the screen's width and the board scrolls sideways, column by column.
        'w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.375rem)] lg:w-auto ' +
        COLUMN_ACCENT[column]
      }
      data-kanban-column={column}
    >
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
            </dl>
            <InfoTip label={t('investors.kanban.sumHelpLabel')} text={t('investors.kanban.sumHelp')} />
          </div>
        )}
      </div>
      {query.isPending && (
        <p className="text-sm text-gray-700" role="status">
          {t('investors.loading')}
        </p>
      )}
      {query.isError && <ListFailure error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && cards.length === 0 && <p className="text-sm text-gray-700">{t('investors.kanban.empty')}</p>}
      {cards.length > 0 && (
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
                  <Card offer={offer} scope={scope} onChangeOwner={onChangeOwner} onMove={onMove} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {query.hasNextPage && (
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
      )}
    </section>
  );
}

/** The kanban view: a column per status group, with counts, sums on accepted, active and lost, and paged cards. */
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
  return (
    <div className="flex flex-col gap-3">
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
              onChangeOwner={onChangeOwner}
              onMove={setMoving}
            />
          );
        })}
      </div>
      <MoveOfferDialog
        offer={moving}
        onClose={() => setMoving(null)}
        onMove={(offer, move) => mover.mutate({ offer, move })}
      />
    </div>
  );
}
