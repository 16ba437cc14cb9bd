import { useTranslation } from 'react-i18next';
import type { AdvisorStatus } from '../../../../lib/contracts/advisor';

const STATUS_CLASSES: Record<AdvisorStatus, string> = {
  initial: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  deleted: 'bg-gray-200 text-gray-800',
};

/** An advisor's status as a badge (SPEC section 4: deleted reads Archived). */
export function StatusBadge({ status }: { status: AdvisorStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}
      data-status={status}
    >
      {t(`advisors.status.${status}`)}
    </span>
  );
}
