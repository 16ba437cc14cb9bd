import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '../../../lib/contracts/dashboard';
import { advisorPage } from './dashboard-api';
import { fullTimeText, whenText } from './relative-time';

/** Who did what to which advisor, newest first; each entry opens the advisor's page. */
export function RecentActivity({ events }: { events: ActivityEvent[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // One "now" per render of the list, so every entry is measured from the same moment.
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.activity.title')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-gray-700" data-activity-empty>
          {t('panel.activity.empty')}
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-gray-200">
          {events.map((event) => (
            <li key={`${event.at}-${event.action}-${event.subject.id}`} className="py-3" data-activity={event.action}>
              <a className="link" href={advisorPage(event.subject.id)}>
                {t(`panel.activity.action.${event.action}`, {
                  actor: event.actor.name ?? t('panel.activity.someone'),
                  subject: event.subject.name,
                })}
              </a>
              <time
                className="block text-sm text-gray-700"
                dateTime={event.at}
                title={fullTimeText(event.at, i18n.language)}
              >
                {whenText(event.at, now, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
