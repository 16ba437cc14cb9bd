// Which kanban column an advisor may move an offer to (the status machine of src/lib/offers/transitions.ts), and
// how a lost reason is named.
import type { Translate } from '../../../../lib/i18n-types';
import type { LostReasonOption } from '../../../../lib/offers/lost-reasons';
import { nextStatuses } from '../../../../lib/offers/transitions';
import { isLostStatus, offerColumn, type OfferColumn, type OfferStatus } from '../../../../lib/contracts/campaign';

/** The column an offer in `status` sits in. */
export const columnOf = offerColumn;

/** The status an advisor's move to `column` gives (lost = rejected by the advisor). */
export const statusForColumn = (column: OfferColumn): OfferStatus => (column === 'lost' ? 'rejected' : column);

/** The columns an advisor may move an offer in `status` to, in board order. */
export function movableColumns(status: OfferStatus, columns: readonly OfferColumn[]): OfferColumn[] {
  const next = nextStatuses(status, 'advisor').map(columnOf);
  return columns.filter((column) => next.includes(column));
}

/**
 * Why an offer in `status` cannot go to `column`, as the key of a text for the person (undefined when it can):
 * its own column, a final status, a move only the investor makes, or one the status machine has not.
 */
export function refusedMoveKey(status: OfferStatus, column: OfferColumn): string | undefined {
  if (columnOf(status) === column) return 'offers.move.refused.same';
  if (movableColumns(status, [column]).length > 0) return undefined;
  if (status === 'active' || isLostStatus(status)) return 'offers.move.refused.final';
  if (column === 'accepted' || column === 'viewed') return 'offers.move.refused.investor';
  return 'offers.move.refused.order';
}

/** A lost reason's name: the panel's text for a built-in one, the landing's in the language for its own. */
export function lostReasonLabel(
  code: string,
  options: readonly LostReasonOption[] | undefined,
  t: Translate,
  lang: string,
) {
  const option = options?.find((o) => o.code === code);
  if (!option) return code;
  if (option.builtIn) return t(`offers.lostReason.${option.code}`);
  return option.labels[lang === 'en' ? 'en' : 'pl'] || option.labels.pl;
}
