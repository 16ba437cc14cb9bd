// The ECB's euro reference rates for the Art. 21(7) threshold (decision 0064). The ECB publishes them once a working
// day (eurofxref-daily.xml; the 90-day and full-history files have the same shape with one <Cube time> per day). The
// operator imports a file (`npm run admin -- rates import FILE`) or sets ECB_RATES_URL, which a daily job fetches.
// An acceptance converts with the latest rate of its day or before, and records which; without any imported rate
// the landing's own rates (`protection set --eur-rate`) stand in, recorded as such.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AppDeps } from '../app/app-env';
import type { EurRates } from '../../lib/contracts/protection';
import type { DbOrTx } from '../db/client';
import { eurReferenceRates } from '../db/schema';
import { describeError } from '../errors/describe-error';
import type { JobHandler } from '../jobs/job-queue';
import type { Clock } from '../runtime-types';

export const RATES_QUEUE = 'rates.fetch';
export const RATES_FETCH_EVERY_MS = 24 * 60 * 60_000;
/** The currencies kept: those campaigns and net worths use besides the euro. */
const KEPT = ['PLN', 'USD'] as const;
type Kept = (typeof KEPT)[number];
/** A daily file is about 2 KB, the full history about 10 MB: anything larger is not the ECB's file. */
export const MAX_RATES_BYTES = 16 * 1024 * 1024;
const TOO_LARGE = 'the file is too large to be the ECB reference rates';

/** A file that is not the ECB's reference rates (the message says what is wrong, for the operator). */
export class RatesFileError extends Error {}

export interface RatesDay {
  day: string;
  /** Units per euro times 10,000 (exact: the ECB gives at most 4 decimals for PLN and USD). */
  rates: Partial<Record<Kept, number>>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RATE = /^\d{1,6}(\.\d{1,6})?$/;

/** '4.3090' -> 43090; more than 4 decimals rounds half up. */
function tenThousandths(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  const digits = `${fraction}00000`.slice(0, 5);
  const value = Number(whole) * 10_000 + Number(digits.slice(0, 4));
  return Number(digits[4]) >= 5 ? value + 1 : value;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Reads an ECB reference-rates file (daily, 90-day or full history): each day with the rates of PLN and USD. Throws
 * RatesFileError when it is not well-formed XML of that shape, or holds no day with a rate we keep.
 */
export function parseEcbRates(xml: string): RatesDay[] {
  if (xml.length > MAX_RATES_BYTES) throw new RatesFileError(TOO_LARGE);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new RatesFileError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    processEntities: false,
    parseAttributeValue: false,
  });
  const root = parser.parse(xml) as { Envelope?: { Cube?: unknown } };
  if (!root.Envelope) throw new RatesFileError('no <gesmes:Envelope>: not the ECB reference rates');
  const outer = asArray(root.Envelope.Cube as { Cube?: unknown } | Array<{ Cube?: unknown }>)[0];
  const days = asArray(outer?.Cube as Array<{ time?: unknown; Cube?: unknown }> | undefined);
  const found: RatesDay[] = [];
  for (const entry of days) {
    if (typeof entry.time !== 'string' || !DAY.test(entry.time) || Number.isNaN(Date.parse(entry.time)))
      throw new RatesFileError(`a <Cube time> is not a date: ${String(entry.time)}`);
    const rates: RatesDay['rates'] = {};
    for (const cube of asArray(entry.Cube as Array<{ currency?: unknown; rate?: unknown }> | undefined)) {
      if (cube.currency !== 'PLN' && cube.currency !== 'USD') continue;
      if (typeof cube.rate !== 'string' || !RATE.test(cube.rate) || tenThousandths(cube.rate) <= 0)
        throw new RatesFileError(`${entry.time}: the ${cube.currency} rate is not a number: ${String(cube.rate)}`);
      rates[cube.currency] = tenThousandths(cube.rate);
    }
    if (Object.keys(rates).length > 0) found.push({ day: entry.time, rates });
  }
  if (found.length === 0) throw new RatesFileError('no day with a PLN or USD rate');
  return found;
}

/** Stores the days' rates (a day imported again takes the new value); answers how many rates were stored. */
export async function importRates(q: DbOrTx, clock: Clock, days: RatesDay[], source: string): Promise<number> {
  const rows = days.flatMap(({ day, rates }) =>
    KEPT.filter((currency) => rates[currency] !== undefined).map((currency) => ({
      currency,
      day,
      rate: rates[currency]!,
      source,
      importedAt: clock.now(),
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await q
      .insert(eurReferenceRates)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [eurReferenceRates.currency, eurReferenceRates.day],
        set: {
          rate: sql`excluded.rate`,
          source: sql`excluded.source`,
          importedAt: sql`excluded.imported_at`,
        },
      });
  return rows.length;
}

/** The rates an acceptance on `day` converts with, and what they were: the ECB's latest on or before it, or the landing's. */
export interface RatesOfDay {
  rates: EurRates;
  /** Per currency: the ECB's reference date, or null where the landing's own rate stood in. */
  days: Record<Kept, string | null>;
}

export async function ratesOn(q: DbOrTx, day: string, fallback: EurRates): Promise<RatesOfDay> {
  const rates: EurRates = { ...fallback };
  const days: RatesOfDay['days'] = { PLN: null, USD: null };
  for (const currency of KEPT) {
    const [row] = await q
      .select({ rate: eurReferenceRates.rate, day: eurReferenceRates.day })
      .from(eurReferenceRates)
      .where(and(eq(eurReferenceRates.currency, currency), lte(eurReferenceRates.day, day)))
      .orderBy(desc(eurReferenceRates.day))
      .limit(1);
    if (row) {
      rates[currency] = row.rate;
      days[currency] = row.day;
    }
  }
  return { rates, days };
}

/**
 * The body as text, read up to `max` bytes (a body without a length is cut off there, not buffered whole); over it,
 * RatesFileError with `tooLarge`.
 */
async function cappedText(response: Response, max: number, tooLarge: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new RatesFileError(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A rates file a daily job fetches from the URL the operator set: how it is read, stored and logged. */
interface RatesFeed<T> {
  /** The URL set (ECB_RATES_URL, NBP_RATES_URL), or none: then the job has nothing to do. */
  url: string | undefined;
  /** The largest file taken, and the RatesFileError's message over it. */
  maxBytes: number;
  tooLarge: string;
  /** The request's headers, if any. */
  headers?: Record<string, string>;
  parse: (text: string) => T;
  /** Stores what was parsed, with the URL as its source; answers how many rates were stored. */
  store: (q: DbOrTx, clock: Clock, parsed: T, source: string) => Promise<number>;
  /** What the log says on success (with the count of rates) and on failure (with the error). */
  imported: string;
  notImported: string;
}

/**
 * One run of a daily rates job: when the operator set the feed's URL (nothing to do otherwise), fetches its file (at
 * most `maxBytes`, 30 s), parses and stores it and logs the count stored; a failure is logged and thrown again. Also
 * used for the NBP's tables (decision 0079).
 */
export async function runRatesFeed<T>(
  deps: Pick<AppDeps, 'database' | 'clock' | 'logger'>,
  { url, maxBytes, tooLarge, headers, parse, store, imported, notImported }: RatesFeed<T>,
): Promise<void> {
  if (!url) return;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(30_000),
      redirect: 'follow',
      ...(headers ? { headers } : {}),
    });
    if (!response.ok) throw new RatesFileError(`${url} answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes) throw new RatesFileError(tooLarge);
    const text = await cappedText(response, maxBytes, tooLarge);
    const count = await store(deps.database.db, deps.clock, parse(text), url);
    deps.logger.info(imported, { rates: count });
  } catch (error) {
    deps.logger.warn(notImported, describeError(error));
    throw error;
  }
}

/** The daily job: fetches ECB_RATES_URL when the operator set one (nothing to do otherwise). */
export const ratesFetchJob =
  (deps: Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger'>): JobHandler =>
  () =>
    runRatesFeed(deps, {
      url: deps.env.ECB_RATES_URL,
      maxBytes: MAX_RATES_BYTES,
      tooLarge: TOO_LARGE,
      parse: parseEcbRates,
      store: importRates,
      imported: 'rates: ECB reference rates imported',
      notImported: 'rates: the ECB reference rates were not imported',
    });
