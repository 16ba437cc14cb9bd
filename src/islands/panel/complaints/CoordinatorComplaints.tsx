// The landing's complaints for a coordinator (/app/complaints, issue 20, decision 0053): overdue first, then the
// open ones by deadline, then the answered; a status filter; each opens its page. A list of cards, readable at
// 360 px without a table's sideways scroll.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '../../../lib/contracts/complaint';
import { dateCell } from '../../../lib/format/cells';
import { Card, QueryState } from '../ui/page-parts';
import { ComplaintBadge } from './ComplaintBadge';
import { complaintListQuery } from './complaints-api';

export function CoordinatorComplaints() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<ComplaintStatus | null>(null);
  const query = useQuery(complaintListQuery(status));
  const overdue = query.data?.filter((row) => row.overdue).length ?? 0;
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="field">
          <label htmlFor={`${id}-status`} className="field-label">
            {t('complaints.filter')}
          </label>
          <select
            id={`${id}-status`}
            className="field-input w-auto"
            value={status ?? ''}
            onChange={(e) => setStatus((e.target.value || null) as ComplaintStatus | null)}
            data-complaint-filter
          >
            <option value="">{t('complaints.filterAll')}</option>
            {COMPLAINT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`complaints.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {overdue > 0 && (
          <p className="notice notice-error" role="status" data-overdue-count>
            {t('complaints.overdueCount', { count: overdue })}
          </p>
        )}
      </div>
      <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
      {query.data &&
        (query.data.length === 0 ? (
          <p className="mt-4 text-gray-700">{t('complaints.noneLanding')}</p>
        ) : (
          <ul className="mt-4 flex flex-col divide-y divide-gray-200" data-complaint-list>
            {query.data.map((row) => (
              <li key={row.id} className="flex flex-col gap-1 py-3" data-complaint={row.reference}>
                <div className="flex flex-wrap items-center gap-2">
                  <a className="link font-semibold break-words" href={`/app/complaints/${row.id}`}>
                    {row.subject}
                  </a>
                  <ComplaintBadge status={row.status} overdue={row.overdue} />
                </div>
                <p className="text-sm break-words text-gray-700">
                  {t('complaints.rowMeta', {
                    reference: row.reference,
                    who: row.investorName ?? row.contactEmail,
                    received: dateCell(row.receivedAt),
                  })}
                </p>
                {row.admissibilityOverdue && (
                  <p className="text-sm font-semibold text-red-800" data-admissibility-overdue>
                    {t('complaints.admissibility.overdueShort')}
                  </p>
                )}
                <p className={`text-sm ${row.overdue ? 'font-semibold text-red-800' : 'text-gray-700'}`}>
                  {row.status === 'answered'
                    ? t('complaints.answeredOn', { date: dateCell(row.answeredAt) })
                    : t(row.extended ? 'complaints.deadlineExtended' : 'complaints.deadline', {
                        date: dateCell(row.deadlineAt),
                      })}
                </p>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
