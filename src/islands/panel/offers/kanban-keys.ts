// The rules of a kanban move, apart from React: how a column takes the card on the move, and what a key does to
// a card lifted by keyboard (kanban-drag.tsx carries them out).
import type { OfferColumn, OfferStatus } from '../../../lib/contracts/campaign';
import { columnOf, movableColumns, refusedMoveKey } from '../ui/offer/offer-moves';

export type DropState = { kind: 'idle' } | { kind: 'origin' } | { kind: 'allowed' } | { kind: 'refused'; why: string };

/** How `column` takes a card in `status` on the move (none: idle): its own column, allowed, or refused with why. */
export function dropState(status: OfferStatus | undefined, column: OfferColumn): DropState {
  if (!status) return { kind: 'idle' };
  if (columnOf(status) === column) return { kind: 'origin' };
  const why = refusedMoveKey(status, column);
  return why ? { kind: 'refused', why } : { kind: 'allowed' };
}

export type KeyAction =
  | { kind: 'none' }
  | { kind: 'lift'; allowed: OfferColumn[] }
  | { kind: 'no-moves' }
  | { kind: 'over'; column: OfferColumn; origin: boolean }
  | { kind: 'drop'; column: OfferColumn }
  | { kind: 'cancel' };

/**
 * What `key` does to a card in `status` on a board of `columns`: not lifted, Space or Enter lifts it (when it
 * may go anywhere); lifted and over `over`, the arrows step through its own column and those it may go to (in
 * board order, round), Space or Enter drops, Escape and Tab cancel. Other keys do nothing.
 */
export function keyboardStep(
  status: OfferStatus,
  lifted: boolean,
  over: OfferColumn | null,
  key: string,
  columns: readonly OfferColumn[],
): KeyAction {
  const from = columnOf(status);
  if (!lifted) {
    if (key !== ' ' && key !== 'Enter') return { kind: 'none' };
    const allowed = movableColumns(status, columns);
    return allowed.length > 0 ? { kind: 'lift', allowed } : { kind: 'no-moves' };
  }
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'ArrowLeft':
    case 'ArrowUp': {
      const stops = columns.filter((c) => c === from || movableColumns(status, [c]).length > 0);
      const at = Math.max(0, stops.indexOf(over ?? from));
      const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
      const column = stops[(at + step + stops.length) % stops.length]!;
      return { kind: 'over', column, origin: column === from };
    }
    case ' ':
    case 'Enter':
      return { kind: 'drop', column: over ?? from };
    case 'Escape':
    case 'Tab':
      return { kind: 'cancel' };
    default:
      return { kind: 'none' };
  }
}
