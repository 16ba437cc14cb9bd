import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVISOR_STATUSES } from '../../../lib/contracts/advisor';
import type { AdvisorDashboard } from '../../../lib/contracts/dashboard';
import { advisorsWithStatus } from './dashboard-api';

/** The advisors the caller sees by status; each card opens the advisors list filtered to that status. */
export function AdvisorCounts({ counts }: { counts: AdvisorDashboard['advisors'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.home.counts.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('panel.home.counts.intro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {ADVISOR_STATUSES.map((status) => {
          const label = t(`panel.home.counts.${status}`);
          return (
            <li key={status}>
              <a
                href={advisorsWithStatus(status)}
                data-status-count={status}
                aria-label={t('panel.home.counts.linkLabel', { label, count: counts[status] })}
                className={
                  'flex h-full flex-col rounded-lg border border-gray-200 p-4 hover:border-main hover:bg-highlight ' +
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main'
                }
              >
                <span className="text-3xl font-semibold text-gray-900 tabular-nums">{counts[status]}</span>
                <span className="mt-1 text-sm font-medium text-gray-700">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
