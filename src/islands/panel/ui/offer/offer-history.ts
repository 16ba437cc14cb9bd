import type { Translate } from '../../../../lib/i18n-types';
import { isLostStatus, type Currency, type OfferStatus } from '../../../../lib/contracts/campaign';
import type { OfferHistoryItem } from '../../../../lib/contracts/offer-list';

/** A status as the detail names it: the exact lost status (rejected vs declined), not the group. */
const statusLabel = (status: OfferStatus, t: Translate) => t(`offers.status.${status}`);

/** Who did it: the advisor by name, the investor, or the platform. */
export function actorText(item: OfferHistoryItem, t: Translate): string {
  const name = item.actor.name?.trim();
  const base =
    item.actor.kind === 'system'
      ? t('investors.history.actor.system')
      : item.actor.kind === 'investor'
        ? name
          ? t('investors.history.actor.investorNamed', { name })
          : t('investors.history.actor.investor')
        : name || t('investors.history.actor.advisor');
  const acting = item.impersonator?.name?.trim();
  return acting ? t('investors.history.actor.impersonated', { actor: base, coordinator: acting }) : base;
}

/** What happened, in one sentence. */
export function historyText(item: OfferHistoryItem, t: Translate): string {
  if (item.type === 'owner' && item.owner) {
    return t('investors.history.owner', {
      from: item.owner.from.name ?? t('investors.owner.unknown'),
      to: item.owner.to.name ?? t('investors.owner.unknown'),
    });
  }
  if (item.from === null) return t('investors.history.created', { status: statusLabel(item.to, t) });
  return t('investors.history.status', { from: statusLabel(item.from, t), to: statusLabel(item.to, t) });
}

/** The reason of a rejection, when one was given. */
export function historyReason(item: OfferHistoryItem): string | null {
  const reason = item.details?.['reason'];
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null;
}

/**
 * Whether the offer is (or was) an investment, so its page exists (decision 0016): accepted or active, or
 * lost after having been accepted.
 */
export function hasInvestment(status: OfferStatus, history: readonly OfferHistoryItem[]): boolean {
  if (status === 'accepted' || status === 'active') return true;
  return isLostStatus(status) && history.some((h) => h.type === 'status' && h.to === 'accepted');
}

/** The note written with a move, when there is one. */
export function historyNote(item: OfferHistoryItem): string | null {
  const note = item.details?.['note'];
  return typeof note === 'string' && note.trim() !== '' ? note : null;
}

/** What the investor-protection checks recorded with an interest or acceptance (decision 0052). */
export interface HistoryProtection {
  testPassed: boolean;
  /** Above the Art. 21(7) threshold: the warning was shown with this threshold and the investor consented. */
  riskWarning: { threshold: number; currency: Currency } | null;
  /** Art. 21(7)(c): what proves the investor understands the investment (null for acceptances recorded before). */
  understanding: 'assessment' | 'declaration' | null;
}

export function historyProtection(item: OfferHistoryItem): HistoryProtection | null {
  const protection = item.details?.['protection'];
  if (!protection || typeof protection !== 'object') return null;
  const record = protection as Record<string, unknown>;
  const warning = record['riskWarning'] as { threshold?: unknown; currency?: unknown } | undefined;
  const currency = warning?.currency;
  return {
    testPassed: record['testPassed'] === true,
    riskWarning:
      warning &&
      typeof warning.threshold === 'number' &&
      (currency === 'PLN' || currency === 'EUR' || currency === 'USD')
        ? { threshold: warning.threshold, currency }
        : null,
    understanding:
      record['understanding'] === 'assessment' || record['understanding'] === 'declaration'
        ? record['understanding']
        : null,
  };
}
