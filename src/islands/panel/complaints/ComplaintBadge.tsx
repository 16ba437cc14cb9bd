import { useTranslation } from 'react-i18next';
import type { ComplaintStatus } from '../../../lib/contracts/complaint';
import { COMPLAINT_STATUS_CLASSES } from './complaint-format';

/** The status of a complaint, or "overdue" when its deadline passed without an answer. */
export function ComplaintBadge({ status, overdue = false }: { status: ComplaintStatus; overdue?: boolean }) {
  const { t } = useTranslation();
  const shown = overdue ? 'overdue' : status;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${COMPLAINT_STATUS_CLASSES[shown]}`}
      data-complaint-status={shown}
    >
      {t(`complaints.status.${shown}`)}
    </span>
  );
}
