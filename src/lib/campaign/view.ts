// What the campaign page shows, computed the same way by the server-rendered HTML (src/components/campaign)
// and by the page script after an action: kept free of i18next and zod (the script's budget is 25 KB gzip).
import type { Translate } from '../i18n-types';
import type { Language } from '../language';
import type { CampaignTranslation, CampaignTranslations, OfferStatus } from '../contracts/campaign';
import { formatMoney } from '../format/money';
import type { AttachmentInfo, CampaignMetricsView, LostReason, OfferActions } from '../contracts/public-offer';
import { firstConfirmationAt, offerStage } from '../offers/offer-stage';

/** The translation in `lang`, else Polish, else whichever exists (an operator may have filled only one). */
export function translationIn(translations: CampaignTranslations, lang: Language): CampaignTranslation {
  const own = translations[lang];
  if (own?.name) return own;
  if (translations.pl?.name) return translations.pl;
  return Object.values(translations).find((t) => t?.name) ?? translations.pl;
}

/** Raised against target as a whole percentage, 0..100 (a rounding never shows 100 % before the target). */
export function raisedPercent(metrics: Pick<CampaignMetricsView, 'raised' | 'target'>): number {
  if (metrics.target <= 0) return 0;
  const exact = (metrics.raised / metrics.target) * 100;
  return Math.min(100, metrics.raised >= metrics.target ? 100 : Math.floor(exact));
}

/**
 * "Zebrano 120 000,00 PLN · zadeklarowano 40 000,00 PLN · cel 500 000,00 PLN (32 %)": money paid apart from
 * declarations, so nobody reads a declaration as money in the account; the percentage counts both (issue 17).
 */
export function raisedText(
  metrics: Pick<CampaignMetricsView, 'raised' | 'paid' | 'target' | 'currency'>,
  t: Translate,
): string {
  return t('campaign.raisedOf', {
    paid: formatMoney(metrics.paid, metrics.currency),
    declared: formatMoney(metrics.raised - metrics.paid, metrics.currency),
    target: formatMoney(metrics.target, metrics.currency),
    percent: raisedPercent(metrics),
  });
}

/**
 * The message of an offer that can no longer be accepted, by its reason; null while it is open, and null for an
 * accepted or active one ('out-of-date'): the progress tracker says what comes next (issue 17: "the offer is out of
 * date" right after accepting read as if something went wrong).
 */
export function blockedKey(blockedBy: OfferActions['blockedBy']): string | null {
  switch (blockedBy) {
    case 'lost':
      return 'campaign.blocked.lost';
    case 'campaign-not-started':
      return 'campaign.blocked.notStarted';
    case 'campaign-completed':
      return 'campaign.blocked.completed';
    case 'campaign-closed':
      return 'campaign.blocked.closed';
    default:
      return null;
  }
}

/**
 * The offer's state line: its stage (one status model with the tracker: an accepted offer whose payment confirmation
 * arrived says so, a revoked one reads as revoked), and the amount once the investor stated one.
 */
export function statusText(
  offer: {
    status: OfferStatus;
    investmentValue: number | null;
    currency: string;
    attachments?: readonly Pick<AttachmentInfo, 'kind' | 'uploadedAt'>[];
    lostReason?: LostReason | null;
  },
  t: Translate,
): string {
  const stage = offerStage({
    status: offer.status,
    confirmationSentAt: firstConfirmationAt(offer.attachments ?? []),
    lostReason: offer.lostReason,
  });
  const status = t(`campaign.status.${stage}`);
  return offer.investmentValue === null
    ? status
    : t('campaign.statusWithAmount', { status, amount: formatMoney(offer.investmentValue, offer.currency) });
}

/** The amount's bounds above the field: "Od 10 000,00 PLN do ..., wielokrotność ..." (/campaign, /invest). */
export function boundsHint(
  m: Pick<CampaignMetricsView, 'minInvestment' | 'maxInvestment' | 'step' | 'currency'>,
  t: Translate,
): string {
  const min = formatMoney(m.minInvestment, m.currency);
  const step = formatMoney(m.step, m.currency);
  return m.maxInvestment === null
    ? t('campaign.accept.hintNoMax', { min, step })
    : t('campaign.accept.hint', { min, max: formatMoney(m.maxInvestment, m.currency), step });
}

/** A file size for people (src/lib/format/file-size.ts: the one rule everywhere). */
export { fileSize } from '../format/file-size';
