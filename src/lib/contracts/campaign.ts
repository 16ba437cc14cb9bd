// Campaigns, products and offers as the browser and the server both see them (SPEC sections 3 and 4).
// Kept free of zod so the public campaign page can import the enums without pulling zod into its bundle.
import type { Language } from '../language';
import { ungroup } from '../format/number';

export const INTEREST_TYPES = ['fixed', 'variable'] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];

export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'semi-annually', 'annually', 'at-maturity'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Months between two interest payments; null: one payment at maturity. */
export const FREQUENCY_MONTHS: Record<PaymentFrequency, number | null> = {
  monthly: 1,
  quarterly: 3,
  'semi-annually': 6,
  annually: 12,
  'at-maturity': null,
};

export const DURATION_UNITS = ['year', 'quarter', 'month', 'day'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface Duration {
  value: number;
  unit: DurationUnit;
}

export const CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The offer statuses in kanban column order (SPEC section 4). */
export const OFFER_STATUSES = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'rejected',
  'declined',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Shown together as one "Lost" column and filter value. */
const LOST_STATUSES = ['rejected', 'declined'] as const satisfies readonly OfferStatus[];
/** Statuses an offer can still move out of; rejected, declined and active are final. */
export const OPEN_STATUSES = ['invited', 'viewed', 'interested', 'accepted'] as const satisfies readonly OfferStatus[];
/** Offers whose amount counts in the campaign's raised funds. */
const RAISED_STATUSES = ['accepted', 'active'] as const satisfies readonly OfferStatus[];

/** The kanban columns: the five open/active statuses, then Lost. */
export const OFFER_COLUMNS = ['invited', 'viewed', 'interested', 'accepted', 'active', 'lost'] as const;
export type OfferColumn = (typeof OFFER_COLUMNS)[number];

export const isLostStatus = (status: OfferStatus): boolean => (LOST_STATUSES as readonly string[]).includes(status);
export const countsInRaised = (status: OfferStatus): boolean => (RAISED_STATUSES as readonly string[]).includes(status);

/** The kanban column of a status: rejected and declined share "lost". */
export function offerColumn(status: OfferStatus): OfferColumn {
  return isLostStatus(status) ? 'lost' : (status as Exclude<OfferStatus, 'rejected' | 'declined'>);
}

/** Expands filter values that may name the Lost group into real statuses ('lost' -> rejected, declined). */
export function expandStatusFilter(values: readonly string[]): OfferStatus[] {
  const out = new Set<OfferStatus>();
  for (const value of values) {
    if (value === 'lost') for (const s of LOST_STATUSES) out.add(s);
    else if ((OFFER_STATUSES as readonly string[]).includes(value)) out.add(value as OfferStatus);
  }
  return OFFER_STATUSES.filter((s) => out.has(s));
}

/** Who changes an offer's status: its advisor (or a coordinator), the investor, or the platform itself. */
export const ACTOR_KINDS = ['advisor', 'investor', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const SCHEDULE_STATUSES = ['scheduled', 'unpaid', 'partially-paid', 'paid', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** A campaign's phase from its dates and the clock (see campaignState). */
export const CAMPAIGN_STATES = ['not-started', 'active', 'completed', 'closed'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** Name and description of a campaign or product in one language. */
export interface CampaignTranslation {
  name: string;
  description?: string;
}
/** Keyed by language; Polish is required, English falls back to it. */
export type CampaignTranslations = Partial<Record<Language, CampaignTranslation>> & { pl: CampaignTranslation };

/** The translation for `language`, falling back to Polish (the default language). */
export function translationFor(translations: CampaignTranslations, language: Language): CampaignTranslation {
  const own = translations[language];
  return own?.name ? own : translations.pl;
}

/** A calendar date 'YYYY-MM-DD' (UTC day). */
export type CalendarDateString = string;

/** The UTC calendar day of an instant as 'YYYY-MM-DD'. */
export function utcDate(instant: Date): CalendarDateString {
  return instant.toISOString().slice(0, 10);
}

/**
 * Where a campaign is on `today` (a UTC calendar day): before its start date, between its start and end dates
 * (both inclusive), after its end date, or closed early by an operator (closedAt at or before now).
 */
export function campaignState(
  campaign: { startDate: CalendarDateString; endDate: CalendarDateString; closedAt?: Date | string | null },
  now: Date,
): CampaignState {
  if (campaign.closedAt != null && new Date(campaign.closedAt).getTime() <= now.getTime()) return 'closed';
  const today = utcDate(now);
  if (today < campaign.startDate) return 'not-started';
  if (today > campaign.endDate) return 'completed';
  return 'active';
}

/** Days left including today (0 once the campaign has ended): the campaign page's "days left". */
export function daysLeft(endDate: CalendarDateString, now: Date): number {
  const end = Date.UTC(+endDate.slice(0, 4), +endDate.slice(5, 7) - 1, +endDate.slice(8, 10));
  const today = Date.parse(`${utcDate(now)}T00:00:00Z`);
  return Math.max(0, Math.round((end - today) / 86_400_000) + 1);
}

/**
 * Parses an amount written as a decimal string ('10000', '10000.5', '10 000,50') into integer minor units,
 * exactly (digit by digit, never through a float). Unlike the typing-friendly parseMoney it refuses more than
 * two decimals instead of dropping them: an operator's file must not lose money silently. Null when invalid.
 */
export function parseDecimalAmount(input: string, lang: Language = 'pl'): number | null {
  const text = ungroup(input, lang).replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
