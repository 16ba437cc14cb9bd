// The queue (issue 38 item 2, decision 0075): the credits waiting for a person, those the platform found an offer for
// but something differs (review) and those it found none for (unmatched), newest first, each with its reason in
// words and the offer found; a person assigns one to an offer or marks it not ours.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankEntryView } from '../../../lib/contracts/bank-statement';
import { secondaryDialogButton } from '../ui/DialogButtons';
import { Card, QueryState } from '../ui/page-parts';
import { EntryDialog } from './EntryDialogs';
import { byBookingDesc, EntryCard, OfferLink } from './EntryParts';
import { entriesQuery } from './payments-api';

export function BankQueue() {
  const { t } = useTranslation();
  const ids = useId();
  const review = useQuery(entriesQuery('review'));
  const unmatched = useQuery(entriesQuery('unmatched'));
  const [assigning, setAssigning] = useState<BankEntryView | null>(null);
  const [dismissing, setDismissing] = useState<BankEntryView | null>(null);
  const failed = review.error ?? unmatched.error;
  const entries = review.data && unmatched.data ? [...review.data, ...unmatched.data].sort(byBookingDesc) : undefined;
  return (
    <Card title={t('bankDesk.queue.title')} headingId={`${ids}-title`} data-bank-queue>
      <QueryState
        pending={!failed && (review.isPending || unmatched.isPending)}
        error={failed}
        retry={() => {
          void review.refetch();
          void unmatched.refetch();
        }}
      />
      {entries &&
        (entries.length === 0 ? (
          <p className="mt-2 text-gray-700" data-queue-empty>
            {t('bankDesk.queue.none')}
          </p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-gray-200">
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry}>
                {entry.reason && (
                  <p className="font-semibold text-amber-900" data-entry-reason={entry.reason}>
                    {t(`bankDesk.reason.${entry.reason}`)}
                  </p>
                )}
                {entry.offerId && <OfferLink offerId={entry.offerId} />}
                <div className="mt-2 flex flex-wrap gap-3">
                  <button
                    type="button"
                    className="btn-primary w-auto"
                    onClick={() => setAssigning(entry)}
                    data-entry-assign
                  >
                    {t('bankDesk.assign.open')}
                  </button>
                  <button
                    type="button"
                    className={secondaryDialogButton}
                    onClick={() => setDismissing(entry)}
                    data-entry-dismiss
                  >
                    {t('bankDesk.dismiss.open')}
                  </button>
                </div>
              </EntryCard>
            ))}
          </ul>
        ))}
      <EntryDialog action="assign" entry={assigning} onClose={() => setAssigning(null)} />
      <EntryDialog action="dismiss" entry={dismissing} onClose={() => setDismissing(null)} />
    </Card>
  );
}
