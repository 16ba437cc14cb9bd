import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../failure-text';
import { AdvisorCounts } from './AdvisorCounts';
import { AttentionList } from './AttentionList';
import { advisorDashboardQuery } from './dashboard-api';
import { OfferCounts } from './OfferCounts';
import { DueTasks } from './DueTasks';
import { LostReasonCounts } from './LostReasonCounts';
import { RecentActivity } from './RecentActivity';
import { ReminderSettingsCard } from './ReminderSettingsCard';
import { ViewAsAdvisor } from './ViewAsAdvisor';

interface Props {
  role: 'advisor' | 'coordinator';
  /** A coordinator viewing this panel as an advisor: no "View as" from inside someone else's panel. */
  impersonating: boolean;
}

/**
 * The home of advisors and coordinators: advisor counts, offer counts (own; coordinators also their
 * networks'), what needs attention (only coordinators can act on
 * it, so plain advisors don't get the section), recent activity, the account link and "View as".
 */
export function AdvisorHome({ role, impersonating }: Props) {
  const { t } = useTranslation();
  const dashboard = useQuery(advisorDashboardQuery());
  const attention = dashboard.data?.attention;
  const showAttention = role === 'coordinator' || Boolean(attention?.items.length);
  return (
    <>
      {dashboard.isPending ? (
        <p className="text-sm text-gray-700" role="status">
          {t('panel.loading')}
        </p>
      ) : dashboard.isError ? (
        <div className="notice notice-error flex flex-wrap items-center justify-between gap-3" role="alert">
          <span>{failureText(dashboard.error, t) ?? t('panel.home.loadFailed')}</span>
          <button
            type="button"
            className="link font-semibold"
            onClick={() => void dashboard.refetch()}
            disabled={dashboard.isFetching}
          >
            {t('panel.home.retry')}
          </button>
        </div>
      ) : (
        <>
          <DueTasks />
          <AdvisorCounts counts={dashboard.data.advisors} />
          <OfferCounts offers={dashboard.data.offers} money={dashboard.data.money} />
          <LostReasonCounts reasons={dashboard.data.lostReasons} />
          <div className={showAttention ? 'grid gap-6 lg:grid-cols-2' : 'grid gap-6'}>
            {showAttention && attention && <AttentionList attention={attention} />}
            <RecentActivity events={dashboard.data.recentActivity} />
          </div>
        </>
      )}
      {/* The cards below wait for the figures above, so they do not jump down under the reader's hand when those
          arrive (a form half filled in moving away on a phone). */}
      {!dashboard.isPending && (
        <>
          {role === 'coordinator' && !impersonating && <ReminderSettingsCard />}
          <AccountLinks />
          {role === 'coordinator' && !impersonating && <ViewAsAdvisor />}
        </>
      )}
    </>
  );
}

function AccountLinks() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.home.account')}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        <li>
          <a className="link" href="/app/security">
            {t('panel.nav.security')}
          </a>
        </li>
      </ul>
    </section>
  );
}
