// The small zod pieces that many request and response shapes share (ids, days, instants, money, the enums of
// campaigns and offers, the ?lang query). Plain zod, so the server's routes and the browser's code read the same
// schemas; each route area imports them from here, never from another area.
import { z } from 'zod';
import { LANGUAGES } from '../language';
import {
  CAMPAIGN_STATES,
  CURRENCIES,
  DURATION_UNITS,
  INTEREST_TYPES,
  OFFER_STATUSES,
  PAYMENT_FREQUENCIES,
  SCHEDULE_STATUSES,
} from './campaign';

/** The state of a campaign by its dates and whether it was closed early. */
export const campaignStateSchema = z.enum(CAMPAIGN_STATES);
export const currencySchema = z.enum(CURRENCIES);
/** Something named by its id: an advisor, a network, an assignee. */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });

/** Whether `text` ('YYYY-MM-DD') names a day that exists: 2026-02-30 matches the pattern but is no day. */
function realDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A calendar day, 'YYYY-MM-DD', that exists (a database date column refuses 2026-02-30: a 400 here, not a 500). */
export const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(realDay);
/** Integer minor units of a currency (or a count, a size in bytes). */
export const wholeNumber = z.number().int();
export const durationSchema = z.object({ value: wholeNumber, unit: z.enum(DURATION_UNITS) });

/**
 * A query string schema that reads each key's first value, as c.req.query(name) does: a repeated key
 * (?lang=en&lang=pl) is not a 400 of its own, the first value counts, as before the routes were declared.
 */
export function firstValues<S extends z.ZodObject>(schema: S) {
  const first = (value: unknown) => (Array.isArray(value) ? (value as unknown[])[0] : value);
  // Per field (not around the object), so the document still lists each parameter with its type.
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, z.preprocess(first, field)]),
  );
  return z.object(shape).catchall(z.unknown()) as unknown as S;
}

/** A row id (uuid; any version, as the database makes them). */
export const idString = z.guid();
/** An ISO 8601 instant as Date#toISOString writes it. */
export const instantString = z.iso.datetime();
export const interestTypeSchema = z.enum(INTEREST_TYPES);

/** ?lang=pl|en: the language of names in the answer; anything else falls back to Accept-Language, then Polish. */
export const langShape = { lang: z.string().optional().meta({ example: 'en' }) };
export const langQuery = firstValues(z.object(langShape));

export const languageSchema = z.enum(LANGUAGES);

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

/** The order of a sorted list. */
export type SortOrder = 'asc' | 'desc';
