import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lostReasonLabel } from './offer-moves';
import { lostReasonsQuery } from './offers-api';

/** A lost reason's name in the reader's language (the landing's list, read once and kept for five minutes). */
export function useLostReasonLabel(): (code: string) => string {
  const { t, i18n } = useTranslation();
  const reasons = useQuery(lostReasonsQuery());
  return (code) => lostReasonLabel(code, reasons.data, t, i18n.language);
}

/** "Lost: no answer" under a lost offer's status (card, table). */
export function LostReasonNote({ code }: { code: string }) {
  const { t } = useTranslation();
  const label = useLostReasonLabel();
  return (
    <span className="block text-xs text-gray-700" data-lost-reason={code}>
      {t('offers.lostReason.shown', { reason: label(code) })}
    </span>
  );
}
