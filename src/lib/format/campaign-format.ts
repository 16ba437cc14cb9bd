// How amounts, rates and terms of campaigns are written (SPEC section 5: '10 000,00 PLN', decimal comma), on the panel's
// campaigns, offers and investor screens alike.
import { formatMoney } from './money';
import { formatNumber } from './number';
import type { Currency, Duration } from '../contracts/campaign';
import type { Translate } from '../i18n-types';

/**
 * Integer minor units as '10 000,00 PLN' (or '5 000,00 EUR'): the ISO code in both languages, as the public pages,
 * the e-mails and the PDF write it (one notation, decision 0071).
 */
export const moneyText = (minor: number, currency: Currency): string => formatMoney(minor, currency);

/** Basis points as a percentage: 850 -> '8,50 %'. */
export const rateText = (basisPoints: number): string => `${formatNumber(basisPoints / 100)} %`;

/** A range of rates: one value when min equals max, else '8,50 % – 9,00 %'. */
export function rateRangeText(range: { min: number; max: number } | null): string | null {
  if (!range) return null;
  return range.min === range.max ? rateText(range.min) : `${rateText(range.min)} – ${rateText(range.max)}`;
}

/** '24 months' / '24 miesiące' (plural rules of the language). */
export const durationText = (duration: Duration, t: Translate): string =>
  t(`campaigns.duration.${duration.unit}`, { count: duration.value });

/** Raised as a share of the target, 0-100 (whole percent, capped: a campaign may raise more than its target). */
export function raisedPercent(raised: number, target: number): number {
  if (target <= 0) return raised > 0 ? 100 : 0;
  return Math.min(100, Math.floor((raised / target) * 100));
}
