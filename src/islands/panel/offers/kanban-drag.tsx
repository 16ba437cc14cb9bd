// Moving cards on the kanban (issue 19, decision 0043): dragged with the mouse (or a long press on a touch
// screen) through @dnd-kit, or lifted by keyboard from the card's handle (Space lifts, the arrows choose among the
// columns the card may go to, Space drops, Escape puts it back). Both end in the same drop: a refused column
// says why and sends nothing, Lost asks for the reason in the move dialog, any other allowed column moves the
// card at once (useOfferMove). Every step is read out by a live region of the board.
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferColumn } from '../../../lib/contracts/campaign';
import type { OfferListRow } from '../../../lib/contracts/offer-list';
import { toast } from '../../../lib/ui/toast';
import type { MoveTarget } from './MoveOfferDialog';
import { dropState, keyboardStep } from './kanban-keys';
import { columnOf } from '../ui/offer/offer-moves';

/** What the columns and cards read while a card is on the move. */
interface KanbanDragState {
  /** The card being moved (dragged or lifted), null when none is. */
  active: OfferListRow | null;
  /** The column it is over (pointer) or that is chosen (keyboard). */
  over: OfferColumn | null;
  /** The card lifted by keyboard (its handle keeps the focus). */
  lifted: string | null;
  /** The keyboard handling of a card's handle. */
  onHandleKey: (offer: OfferListRow, event: React.KeyboardEvent<HTMLElement>) => void;
  /** A lifted card's handle lost the focus: the move is cancelled. */
  onHandleBlur: (offer: OfferListRow) => void;
  /** The id of the instructions every handle is described by. */
  instructionsId: string;
}

const DragContext = createContext<KanbanDragState>({
  active: null,
  over: null,
  lifted: null,
  onHandleKey: () => undefined,
  onHandleBlur: () => undefined,
  instructionsId: '',
});

export const useKanbanDrag = () => useContext(DragContext);

const moveTarget = (offer: OfferListRow, column?: OfferColumn): MoveTarget => ({
  id: offer.id,
  investorName: offer.investorName || offer.investorEmail,
  status: offer.status,
  ...(column ? { column } : {}),
});

interface Props {
  columns: readonly OfferColumn[];
  /** A move to a column the card may go to that needs nothing more (not Lost). */
  onMove: (offer: MoveTarget, column: OfferColumn) => void;
  /** A move that needs the dialog (Lost: the reason). */
  onAsk: (offer: MoveTarget) => void;
  /** A card was moved by keyboard: the focus follows it to its new column. */
  onKeyboardMove: (id: string) => void;
  /** The card as it follows the pointer. */
  renderOverlay: (offer: OfferListRow) => ReactNode;
  children: ReactNode;
}

const nameOf = (offer: OfferListRow) => offer.investorName || offer.investorEmail;

/** The board's live region: it reads a text when it changes, so the same words twice in a row differ by a space. */
function useAnnouncer() {
  const [message, setMessage] = useState('');
  const turn = useRef(false);
  const announce = (text: string) => {
    turn.current = !turn.current;
    setMessage(turn.current ? text : `${text}\u00a0`);
  };
  return { message, announce };
}

/** The card on the move, the column it is over, the card lifted by keyboard, and the end of every move. */
function useMoves({ onMove, onAsk, onKeyboardMove }: Pick<Props, 'onMove' | 'onAsk' | 'onKeyboardMove'>) {
  const { t } = useTranslation();
  const [active, setActive] = useState<OfferListRow | null>(null);
  const [over, setOver] = useState<OfferColumn | null>(null);
  const [lifted, setLifted] = useState<string | null>(null);
  const { message, announce } = useAnnouncer();
  const columnName = (column: OfferColumn) => t(`offers.status.${column}`);

  const reset = () => {
    setActive(null);
    setOver(null);
    setLifted(null);
  };

  const cancel = (offer: OfferListRow) => {
    reset();
    announce(t('offers.drag.cancelled', { investor: nameOf(offer), column: columnName(columnOf(offer.status)) }));
  };

  /** The end of every move, by mouse or keyboard: refused, not moved, asked for a reason, or sent. */
  const drop = (offer: OfferListRow, column: OfferColumn | null, byKeyboard = false) => {
    reset();
    if (!column || column === columnOf(offer.status)) {
      cancel(offer);
      return;
    }
    const state = dropState(offer.status, column);
    if (state.kind === 'refused') {
      const why = t(state.why);
      announce(t('offers.drag.refused', { column: columnName(column), why }));
      toast({ type: 'error', title: t('offers.move.refusedTitle', { investor: nameOf(offer) }), text: why });
      return;
    }
    if (column === 'lost') {
      announce(t('offers.drag.askReason', { investor: nameOf(offer) }));
      onAsk(moveTarget(offer, 'lost'));
      return;
    }
    announce(t('offers.drag.dropped', { investor: nameOf(offer), column: columnName(column) }));
    if (byKeyboard) onKeyboardMove(offer.id);
    onMove(moveTarget(offer), column);
  };
  return { active, setActive, over, setOver, lifted, setLifted, message, announce, columnName, reset, cancel, drop };
}

type Moves = ReturnType<typeof useMoves>;

/** A card's handle by keyboard: Space lifts and drops, the arrows choose a column, Escape (or leaving) cancels. */
function useKeyboardMoves(moves: Moves, columns: Props['columns']) {
  const { t } = useTranslation();
  const { over, lifted, setActive, setOver, setLifted, announce, columnName, reset, cancel, drop } = moves;
  const onHandleKey = (offer: OfferListRow, event: React.KeyboardEvent<HTMLElement>) => {
    const from = columnOf(offer.status);
    const action = keyboardStep(offer.status, lifted === offer.id, over, event.key, columns);
    if (action.kind === 'none') return;
    // Tab still moves the focus on (and cancels); every other key of a move is the board's.
    if (event.key !== 'Tab') event.preventDefault();
    switch (action.kind) {
      case 'no-moves':
        announce(t('offers.drag.noMoves', { investor: nameOf(offer) }));
        return;
      case 'lift':
        setActive(offer);
        setLifted(offer.id);
        setOver(from);
        announce(
          t('offers.drag.lifted', {
            investor: nameOf(offer),
            column: columnName(from),
            allowed: action.allowed.map(columnName).join(', '),
          }),
        );
        return;
      case 'over':
        setOver(action.column);
        announce(
          t(action.origin ? 'offers.drag.overOrigin' : 'offers.drag.over', { column: columnName(action.column) }),
        );
        return;
      case 'drop':
        drop(offer, action.column, true);
        return;
      case 'cancel':
        cancel(offer);
    }
  };

  const onHandleBlur = (offer: OfferListRow) => {
    if (lifted === offer.id) reset();
  };
  return { onHandleKey, onHandleBlur };
}

/** A card dragged with the mouse or a long press: @dnd-kit's events, read out by the board's live region. */
function usePointerMoves(moves: Moves) {
  const { t } = useTranslation();
  const { active, setActive, setOver, announce, columnName, reset, cancel, drop } = moves;
  const onDragStart = ({ active: started }: DragStartEvent) => {
    const offer = (started.data.current as { offer?: OfferListRow } | undefined)?.offer;
    if (!offer) return;
    setActive(offer);
    setOver(columnOf(offer.status));
    announce(t('offers.drag.dragging', { investor: nameOf(offer), column: columnName(columnOf(offer.status)) }));
  };
  const onDragOver = ({ over: target }: DragOverEvent) => {
    const column = (target?.id as OfferColumn | undefined) ?? null;
    setOver(column);
    if (!active || !column) return;
    const state = dropState(active.status, column);
    announce(
      state.kind === 'refused'
        ? t('offers.drag.refused', { column: columnName(column), why: t(state.why) })
        : state.kind === 'origin'
          ? t('offers.drag.overOrigin', { column: columnName(column) })
          : t('offers.drag.over', { column: columnName(column) }),
    );
  };
  const onDragEnd = ({ over: target }: DragEndEvent) => {
    if (active) drop(active, (target?.id as OfferColumn | undefined) ?? null);
    else reset();
  };
  const onDragCancel = () => (active ? cancel(active) : reset());
  return { onDragStart, onDragOver, onDragEnd, onDragCancel };
}

export function KanbanDrag({ columns, onMove, onAsk, onKeyboardMove, renderOverlay, children }: Props) {
  const { t } = useTranslation();
  const moves = useMoves({ onMove, onAsk, onKeyboardMove });
  const { active, over, lifted, message } = moves;
  const instructionsId = useId();
  const sensors = useSensors(
    // A click stays a click (links, buttons on the card) until the mouse has moved 6 px with the button down.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On a touch screen a long press lifts the card; a swipe still scrolls (the "Move to…" menu is the phone's way).
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
  );
  const { onHandleKey, onHandleBlur } = useKeyboardMoves(moves, columns);
  const { onDragStart, onDragOver, onDragEnd, onDragCancel } = usePointerMoves(moves);

  const value = { active, over, lifted, onHandleKey, onHandleBlur, instructionsId };

  return (
    <DragContext.Provider value={value}>
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        // Announced by the board's own live region below (the same words for mouse and keyboard moves).
        accessibility={{
          announcements: {
            onDragStart: () => undefined,
            onDragOver: () => undefined,
            onDragEnd: () => undefined,
            onDragCancel: () => undefined,
          },
          screenReaderInstructions: { draggable: t('offers.drag.instructions') },
        }}
      >
        {children}
        <DragOverlay dropAnimation={null}>{active && !lifted ? renderOverlay(active) : null}</DragOverlay>
      </DndContext>
      <p className="sr-only" role="status" aria-live="assertive" aria-atomic="true" data-kanban-announcer>
        {message}
      </p>
      <p id={instructionsId} hidden>
        {t('offers.drag.instructions')}
      </p>
    </DragContext.Provider>
  );
}
