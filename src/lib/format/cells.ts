import { formatDate } from './date';
import { formatMoney } from './money';
import type { CurrencySum } from '../contracts/offer-list';

/** What an empty cell shows (read as "none" by screen readers via the caller's sr-only text when needed). */
export const EMPTY_CELL = '—';

/** An amount in minor units with its currency, SPEC section 5 style ('1 234,50 PLN'); a dash when not stated. */
export const moneyCell = (minor: number | null | undefined, currency: string): string =>
  minor === null || minor === undefined ? EMPTY_CELL : formatMoney(minor, currency);

/** A calendar day as DD.MM.YYYY; a dash when missing. */
export const dateCell = (value: string | null | undefined): string => formatDate(value ?? null) || EMPTY_CELL;

/**
 * An instant as 'DD.MM.YYYY HH:mm' in a time zone (the browser's by default): status dates and history
 * entries are moments, so they are shown in the reader's own clock.
 */
export function dateTimeCell(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return EMPTY_CELL;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return EMPTY_CELL;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The per-currency sums of a kanban column, e.g. ['12 000,00 PLN', '500,00 EUR']. */
export const sumLines = (sums: readonly CurrencySum[] | undefined): string[] =>
  (sums ?? []).map((s) => formatMoney(s.amount, s.currency));

/** A file size for people (src/lib/format/file-size.ts: the one rule everywhere). */
export { fileSize } from './file-size';
