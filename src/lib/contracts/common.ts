// Small zod pieces that many contracts and route areas share: ids, days, instants, amounts, the enums of
// campaign.ts as schemas, and the query-string helpers. Pure zod, so server and browser can both import it, and a
// route area takes them from here rather than from another area.
import { z } from 'zod';
import { CURRENCIES, OFFER_STATUSES, SCHEDULE_STATUSES } from './campaign';
import { LANGUAGES } from '../language';

export const currencySchema = z.enum(CURRENCIES);

/** A calendar day, 'YYYY-MM-DD'. */
export const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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

/** ?lang=pl|en: the language of names in the answer; anything else falls back to Accept-Language, then Polish. */
export const langShape = { lang: z.string().optional().meta({ example: 'en' }) };
export const langQuery = firstValues(z.object(langShape));

export const languageSchema = z.enum(LANGUAGES);

export const offerStatusSchema = z.enum(OFFER_STATUSES);

export const scheduleStatusSchema = z.enum(SCHEDULE_STATUSES);

/** The order of a sorted list. */
export type SortOrder = 'asc' | 'desc';

/** Integer minor units of a currency (or a count, a size in bytes). */
export const wholeNumber = z.number().int();
