// Below the queue (issue 38 item 2): the recent payments that pay an offer, matched by the platform or assigned by a
// person (with when the offer becomes active, while its reflection period runs), and the statements imported.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateCell, dateTimeCell } from '../../../lib/format/cells';
import { Card, QueryState } from '../ui/page-parts';
import { byBookingDesc, EntryCard, OfferLink } from './EntryParts';
import { entriesQuery, statementsQuery } from './payments-api';

const RECENT = 20;

export function PaidEntries({ now = Date.now() }: { now?: number }) {
  const { t } = useTranslation();
  const ids = useId();
  const matched = useQuery(entriesQuery('matched', RECENT));
  const assigned = useQuery(entriesQuery('assigned', RECENT));
  const failed = matched.error ?? assigned.error;
  const entries =
    matched.data && assigned.data
      ? [...matched.data, ...assigned.data].sort(byBookingDesc).slice(0, RECENT)
      : undefined;
  return (
    <Card title={t('bankDesk.paid.title')} headingId={`${ids}-title`} data-bank-paid>
      <QueryState
        pending={!failed && (matched.isPending || assigned.isPending)}
        error={failed}
        retry={() => {
          void matched.refetch();
          void assigned.refetch();
        }}
      />
      {entries &&
        (entries.length === 0 ? (
          <p className="mt-2 text-gray-700">{t('bankDesk.paid.none')}</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-gray-200">
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry}>
                <p className="text-sm font-semibold text-green-900">
                  {t(entry.state === 'assigned' ? 'bankDesk.paid.assigned' : 'bankDesk.paid.matched')}
                </p>
                {entry.offerId && <OfferLink offerId={entry.offerId} />}
                {entry.activatesAt && Date.parse(entry.activatesAt) > now && (
                  <p className="text-sm text-gray-900" data-entry-activates>
                    {t('bankDesk.entry.activatesOn', { date: dateCell(entry.activatesAt) })}
                  </p>
                )}
                {entry.note && (
                  <p className="text-sm break-words text-gray-700">{t('bankDesk.entry.note', { note: entry.note })}</p>
                )}
              </EntryCard>
            ))}
          </ul>
        ))}
    </Card>
  );
}

export function ImportedStatements() {
  const { t } = useTranslation();
  const ids = useId();
  const query = useQuery(statementsQuery());
  return (
    <Card title={t('bankDesk.statements.title')} headingId={`${ids}-title`} data-bank-statements>
      <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
      {query.data &&
        (query.data.length === 0 ? (
          <p className="mt-2 text-gray-700">{t('bankDesk.statements.none')}</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-gray-200">
            {query.data.map((statement) => (
              <li key={statement.id} className="flex flex-col gap-1 py-3" data-bank-statement={statement.fileName}>
                <p className="font-semibold break-all text-gray-900">{statement.fileName}</p>
                <p className="text-sm break-words text-gray-700">
                  {t('bankDesk.statements.account', {
                    format: t(`bankDesk.format.${statement.format}`),
                    account: statement.account,
                  })}
                </p>
                <p className="text-sm break-words text-gray-700">
                  {t('bankDesk.statements.imported', {
                    date: dateTimeCell(statement.importedAt),
                    who: statement.importedBy ?? t('bankDesk.statements.unknownPerson'),
                  })}
                </p>
                <p className="text-sm text-gray-900" data-statement-counts>
                  {t('bankDesk.statements.counts', { entries: statement.entries, imported: statement.imported })}
                </p>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
