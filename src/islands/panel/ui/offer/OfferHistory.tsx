import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OfferDetail, OfferHistoryItem } from '../../../../lib/contracts/offer-list';
import type { OfferReminder } from '../../../../lib/contracts/reminders';
import { Card } from '../DetailParts';
import { actorText, historyNote, historyProtection, historyReason, historyText } from './offer-history';
import { REFLECTION_REASON } from '../../../../lib/offers/offer-stage';
import { moneyText } from '../../../../lib/format/campaign-format';
import { dateTimeCell } from '../../../../lib/format/cells';
import { lostReasonLabel } from './offer-moves';
import { lostReasonsQuery } from './offers-api';

/** The history and the reminders in one timeline, oldest first (a reminder after what happened at its time). */
function historyWithReminders(
  offer: OfferDetail,
): Array<{ at: string; item?: OfferHistoryItem; reminder?: OfferReminder }> {
  const entries = [
    ...offer.history.map((item) => ({ at: item.at, item })),
    ...(offer.reminders ?? []).map((reminder) => ({ at: reminder.sentAt, reminder })),
  ];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** A reminder e-mailed to the investor: which step, when, and by whom (or automatically). */
function ReminderEntry({ reminder }: { reminder: OfferReminder }) {
  const { t } = useTranslation();
  return (
    <li className="relative" data-history-item="reminder">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full border-2 border-white bg-gray-400"
      />
      <p className="font-medium text-gray-900">{t(`investors.history.reminder.${reminder.step}`)}</p>
      <p className="text-sm text-gray-700">
        <time dateTime={reminder.sentAt}>{dateTimeCell(reminder.sentAt)}</time> ·{' '}
        {reminder.by?.name ?? t('investors.history.reminder.automatic')}
      </p>
    </li>
  );
}

/** The status and owner history, oldest first, as a timeline. */
export function OfferHistory({ offer }: { offer: OfferDetail }) {
  const { t, i18n } = useTranslation();
  const coded = offer.history.some((item) => item.to === 'rejected' && historyReason(item));
  const reasons = useQuery({ ...lostReasonsQuery(), enabled: coded });
  return (
    <Card title={t('investors.offer.history')} id="offer-history">
      {offer.history.length === 0 ? (
        <p className="text-gray-700">{t('investors.history.empty')}</p>
      ) : (
        <ol className="relative flex flex-col gap-4 border-l-2 border-gray-200 pl-5" data-history>
          {historyWithReminders(offer).map((entry, i) => {
            if (entry.reminder) return <ReminderEntry key={`r-${entry.at}-${i}`} reminder={entry.reminder} />;
            const item = entry.item!;
            const code = historyReason(item);
            const revoked = code === REFLECTION_REASON;
            const protection = historyProtection(item);
            // Codes of the list are named; a reason written before codes existed reads as it was written.
            const reason = code && !revoked && lostReasonLabel(code, reasons.data, t, i18n.language);
            const note = historyNote(item);
            return (
              <li key={`${item.at}-${i}`} className="relative" data-history-item={item.type}>
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full border-2 border-white bg-main"
                />
                <p className="font-medium text-gray-900">{historyText(item, t)}</p>
                <p className="text-sm text-gray-700">
                  <time dateTime={item.at}>{dateTimeCell(item.at)}</time> · {actorText(item, t)}
                </p>
                {reason && (
                  <p className="text-sm text-gray-700" data-history-reason>
                    {t('investors.history.reason', { reason })}
                  </p>
                )}
                {revoked && (
                  <p className="text-sm text-gray-700" data-history-revoked>
                    {t('investors.history.revoked')}
                  </p>
                )}
                {protection && (
                  <p className="text-sm text-gray-700" data-history-protection>
                    {t(protection.testPassed ? 'investors.history.testPassed' : 'investors.history.testWarned')}
                    {protection.riskWarning &&
                      ` ${t('investors.history.riskConsent', {
                        threshold: moneyText(protection.riskWarning.threshold, protection.riskWarning.currency),
                      })}`}
                    {protection.riskWarning &&
                      protection.understanding &&
                      ` ${t(`investors.history.understanding.${protection.understanding}`)}`}
                  </p>
                )}
                {note && (
                  <p className="text-sm whitespace-pre-line text-gray-700" data-history-note>
                    {t('investors.history.note', { note })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
