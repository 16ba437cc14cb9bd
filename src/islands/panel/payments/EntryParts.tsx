// One imported bank entry as the money desk shows it: a card of stacked lines (amount and day, sender, title, the
// offer), readable from 360 px without a table's sideways scroll.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offerReference } from '../../../lib/campaign/reference';
import type { BankEntryView } from '../../../lib/contracts/bank-statement';
import { dateCell } from '../../../lib/format/cells';
import { formatMoney } from '../../../lib/format/money';

/** Newest booking first; then by bank reference, so the order stays put between reloads. */
export const byBookingDesc = (a: BankEntryView, b: BankEntryView) =>
  b.bookingDate.localeCompare(a.bookingDate) || a.bankReference.localeCompare(b.bankReference);

/** The link to the offer's page, named by its reference. */
export function OfferLink({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-gray-900">
      {t('bankDesk.entry.offer')}{' '}
      <a className="link font-semibold" href={`/app/investors/offer/${offerId}`} data-entry-offer>
        {offerReference(offerId)}
      </a>
    </p>
  );
}

/** The entry's card: the facts of the payment, then whatever the list adds (the reason, the offer, actions). */
export function EntryCard({ entry, children }: { entry: BankEntryView; children?: ReactNode }) {
  const { t } = useTranslation();
  const sender = [entry.counterpartyName, entry.counterpartyAccount].filter(Boolean).join(', ');
  return (
    <li
      className="flex flex-col gap-1 py-4"
      data-bank-entry={entry.bankReference}
      data-entry-state={entry.state}
      data-entry-id={entry.id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold text-gray-900" data-entry-amount>
          {formatMoney(entry.amount, entry.currency)}
        </p>
        <p className="text-sm text-gray-700">{t('bankDesk.entry.booked', { date: dateCell(entry.bookingDate) })}</p>
      </div>
      <p className="break-words text-gray-900">
        {t('bankDesk.entry.from', { name: sender || t('bankDesk.entry.unknownSender') })}
      </p>
      <p className="break-words text-gray-900" data-entry-title>
        {t('bankDesk.entry.title', { title: entry.title })}
      </p>
      <p className="text-sm break-all text-gray-700">
        {t('bankDesk.entry.bankReference', { reference: entry.bankReference })}
      </p>
      {children}
    </li>
  );
}
