import { useTranslation } from 'react-i18next';
import { offerColumn, type OfferStatus } from '../../../../lib/contracts/campaign';

const STATUS_CLASSES: Record<ReturnType<typeof offerColumn>, string> = {
  invited: 'bg-gray-100 text-gray-900',
  viewed: 'bg-sky-100 text-sky-900',
  interested: 'bg-amber-100 text-amber-900',
  accepted: 'bg-indigo-100 text-indigo-900',
  active: 'bg-green-100 text-green-900',
  lost: 'bg-red-100 text-red-900',
};

/**
 * An offer's status as a badge. Rejected and declined are both "Lost" in the lists (SPEC section 4); the
 * detail page names which one (`exact`). A long name ("Zgłoszone zainteresowanie") wraps at its space rather than
 * widening the table's status column past its box (issue 36 item 7).
 */
export function OfferStatusBadge({ status, exact = false }: { status: OfferStatus; exact?: boolean }) {
  const { t } = useTranslation();
  const column = offerColumn(status);
  const label = exact && column === 'lost' ? t(`offers.status.${status}`) : t(`offers.status.${column}`);
  return (
    <span
      className={`inline-block rounded-lg px-2.5 py-0.5 text-xs leading-tight font-semibold ${STATUS_CLASSES[column]}`}
      data-offer-status={status}
    >
      {label}
    </span>
  );
}
