import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { OFFER_COLUMNS } from '../../../lib/contracts/campaign';
import type { OfferRow, OfferScope } from '../../../lib/contracts/offer-list';
import type { OwnerChangeTarget } from './ChangeAdvisorDialog';
import { useKanbanDrag } from './kanban-drag';
import { LostReasonNote } from '../ui/offer/LostReason';
import { ReflectionNotes } from './OfferRefund';
import type { MoveTarget } from './MoveOfferDialog';
import { dateTimeCell, moneyCell } from '../../../lib/format/cells';
import { movableColumns } from '../ui/offer/offer-moves';
import { offerHref } from '../ui/offer/offer-href';
import { ownerTarget } from './OffersTable';

interface CardProps {
  offer: OfferRow;
  scope: OfferScope;
  onChangeOwner: (offer: OwnerChangeTarget) => void;
  onMove: (offer: MoveTarget) => void;
}

/** What a card shows: the investor, the amount, the campaign, the owner (network view), the status date and reason. */
function CardBody({ offer, scope }: Pick<CardProps, 'offer' | 'scope'>) {
  const { t } = useTranslation();
  return (
    <>
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
      {offer.lostReason && <LostReasonNote code={offer.lostReason} />}
      <ReflectionNotes offer={offer} />
    </>
  );
}

const CARD = 'flex flex-col gap-1 rounded-lg border bg-white p-3 text-sm';

/**
 * A card of the kanban. The whole card can be dragged with the mouse (or a long press); its handle lifts it by
 * keyboard (kanban-drag.tsx); "Move to…" opens the dialog, the way on a phone and for anyone who prefers it.
 */
export function KanbanCard({ offer, scope, onChangeOwner, onMove }: CardProps) {
  const { t } = useTranslation();
  const drag = useKanbanDrag();
  const name = offer.investorName || offer.investorEmail;
  const movable = movableColumns(offer.status, OFFER_COLUMNS).length > 0;
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: offer.id, data: { offer }, disabled: !movable });
  const lifted = drag.lifted === offer.id;
  return (
    <article
      ref={setNodeRef}
      {...listeners}
      className={
        `${CARD} ${movable ? 'cursor-grab' : ''} ` +
        (lifted ? 'border-main ring-2 ring-main' : 'border-gray-200') +
        (isDragging ? ' opacity-40' : '')
      }
      data-offer-card={offer.id}
      data-lifted={lifted || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-gray-900">
          <a className="link" href={offerHref(offer.id)}>
            {name}
          </a>
        </h3>
        {movable && (
          <button
            type="button"
            className={
              'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-gray-700 ' +
              'hover:bg-highlight focus-visible:outline-2 focus-visible:outline-main md:h-7 md:w-7'
            }
            aria-label={t('offers.drag.handle', { investor: name })}
            aria-describedby={drag.instructionsId || undefined}
            aria-pressed={lifted}
            onKeyDown={(event) => drag.onHandleKey(offer, event)}
            onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
            onClick={(event) => event.preventDefault()}
            onBlur={() => drag.onHandleBlur(offer)}
            data-drag-handle
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
              {[4, 8, 12].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" />))}
            </svg>
          </button>
        )}
      </div>
      <CardBody offer={offer} scope={scope} />
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {movable && (
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

/** The card as it follows the pointer while dragged (no controls: it is a picture of the card). */
export function KanbanCardPreview({ offer, scope }: Pick<CardProps, 'offer' | 'scope'>) {
  return (
    <article className={`${CARD} w-72 max-w-[80vw] cursor-grabbing border-main shadow-lg`} aria-hidden="true">
      <p className="font-semibold text-gray-900">{offer.investorName || offer.investorEmail}</p>
      <CardBody offer={offer} scope={scope} />
    </article>
  );
}
