// The campaign and offer enums of src/lib/contracts/campaign.ts as zod schemas, for the response shapes that carry
// them (the investor's offers, the public offer, the advisor's campaigns and offers). campaign.ts itself stays free
// of zod, so the public campaign page can import its enums without pulling zod into its bundle.
import { z } from 'zod';
import {
  CAMPAIGN_STATES,
  CURRENCIES,
  DURATION_UNITS,
  INTEREST_TYPES,
  OFFER_STATUSES,
  PAYMENT_FREQUENCIES,
  SCHEDULE_STATUSES,
} from './campaign';
import { wholeNumber } from './common';

export const campaignStateSchema = z.enum(CAMPAIGN_STATES);
export const currencySchema = z.enum(CURRENCIES);
export const durationSchema = z.object({ value: wholeNumber, unit: z.enum(DURATION_UNITS) });
export const interestTypeSchema = z.enum(INTEREST_TYPES);
/** Offers per status, every status present. */
export const offerCountsSchema = z.object(
  Object.fromEntries(OFFER_STATUSES.map((status) => [status, wholeNumber])) as Record<
    (typeof OFFER_STATUSES)[number],
    typeof wholeNumber
  >,
);
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export const paymentFrequencySchema = z.enum(PAYMENT_FREQUENCIES);
export const scheduleStatusSchema = z.enum(SCHEDULE_STATUSES);
