// The NBP's average exchange rates (table A) for the PLN equivalents of foreign-currency payouts on the yearly
// statement (decision 0079; PIT act art. 11a ust. 1: the average NBP rate of the last working day before the day the
// income is received). The operator imports the NBP Web API's table A file (`npm run admin -- rates import-nbp FILE`:
// XML or JSON, one table or a range) or sets NBP_RATES_URL, which a daily job fetches (decision 0064's shape).
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { nbpMidRates } from '../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import { RatesFileError, runRatesFeed } from '../protection/ecb-rates';
import type { Clock } from '../runtime-types';

export const NBP_RATES_QUEUE = 'rates.fetch-nbp';
export const NBP_RATES_FETCH_EVERY_MS = 24 * 60 * 60_000;
/** The currencies kept: those campaigns use besides the złoty. */
const NBP_KEPT = ['EUR', 'USD'] as const;
export type NbpCurrency = (typeof NBP_KEPT)[number];
/** One table A is about 3 KB; the API answers at most 93 days (about 200 KB): anything over 4 MB is not its file. */
export const MAX_NBP_BYTES = 4 * 1024 * 1024;
const TOO_LARGE = 'the file is too large to be NBP table A';
/**
 * The oldest table a payment may be converted at: a table A is published every working day, and the longest run of
 * days without one (Christmas, a long weekend) is under a week. An older latest table means the imported tables have
 * a gap, and the payment's rate is shown as not available rather than a stale one's.
 */
const NBP_MAX_TABLE_AGE_DAYS = 7;

/** One NBP table A as kept: its effective date, number and the mid rates of EUR and USD (złote x 10,000). */
export interface NbpTable {
  day: string;
  tableNo: string;
  mids: Partial<Record<NbpCurrency, number>>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TABLE_NO = /^\d{1,3}\/A\/NBP\/\d{4}$/;
/** The NBP gives EUR and USD with four decimals: more is not a table A mid rate of theirs. */
const MID = /^\d{1,4}(\.\d{1,4})?$/;

const isDay = (text: unknown): text is string =>
  typeof text === 'string' && DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** '4.4745' -> 44745 (exact). */
function tenThousandths(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface RawTable {
  table: unknown;
  no: unknown;
  day: unknown;
  rates: Array<{ code: unknown; mid: unknown }>;
}

function checked(raw: RawTable[]): NbpTable[] {
  if (raw.length === 0) throw new RatesFileError('no exchange rates table: not NBP table A');
  return raw.map((entry) => {
    if (entry.table !== 'A') throw new RatesFileError(`a table ${String(entry.table)}, not NBP table A`);
    if (typeof entry.no !== 'string' || !TABLE_NO.test(entry.no.trim()))
      throw new RatesFileError(`a table number is not one of table A: ${String(entry.no)}`);
    const tableNo = entry.no.trim();
    if (!isDay(entry.day))
      throw new RatesFileError(`${tableNo}: the effective date is not a date: ${String(entry.day)}`);
    const mids: NbpTable['mids'] = {};
    for (const rate of entry.rates) {
      if (rate.code !== 'EUR' && rate.code !== 'USD') continue;
      const text = typeof rate.mid === 'number' ? String(rate.mid) : rate.mid;
      if (typeof text !== 'string' || !MID.test(text.trim()) || tenThousandths(text.trim()) <= 0)
        throw new RatesFileError(`${tableNo}: the ${rate.code} mid rate is not a rate: ${String(rate.mid)}`);
      mids[rate.code] = tenThousandths(text.trim());
    }
    if (Object.keys(mids).length === 0) throw new RatesFileError(`${tableNo}: no EUR or USD rate`);
    return { day: entry.day, tableNo, mids };
  });
}

function parseXml(xml: string): NbpTable[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new RatesFileError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const parser = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    processEntities: false,
    parseTagValue: false,
    isArray: (name) => name === 'ExchangeRatesTable' || name === 'Rate',
  });
  const root = parser.parse(xml) as {
    ArrayOfExchangeRatesTable?: { ExchangeRatesTable?: Array<Record<string, unknown>> } | string;
  };
  const array = root.ArrayOfExchangeRatesTable;
  if (array === undefined) throw new RatesFileError('no <ArrayOfExchangeRatesTable>: not NBP table A');
  const tables = typeof array === 'object' ? asArray(array.ExchangeRatesTable) : [];
  return checked(
    tables.map((table) => ({
      table: table.Table,
      no: table.No,
      day: table.EffectiveDate,
      rates: asArray((table.Rates as { Rate?: Array<Record<string, unknown>> } | undefined)?.Rate).map((rate) => ({
        code: rate.Code,
        mid: rate.Mid,
      })),
    })),
  );
}

function parseJson(text: string): NbpTable[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RatesFileError('not well-formed JSON');
  }
  const tables = Array.isArray(data) ? data : [data];
  return checked(
    tables.map((table: unknown) => {
      if (typeof table !== 'object' || table === null) throw new RatesFileError('not NBP table A');
      const t = table as Record<string, unknown>;
      return {
        table: t.table,
        no: t.no,
        day: t.effectiveDate,
        rates: (Array.isArray(t.rates) ? (t.rates as unknown[]) : []).map((rate) => {
          const r = (typeof rate === 'object' && rate !== null ? rate : {}) as Record<string, unknown>;
          return { code: r.code, mid: r.mid };
        }),
      };
    }),
  );
}

/**
 * Reads an NBP Web API table A file (`/api/exchangerates/tables/A/...`, `?format=xml` or JSON; one table or a
 * range): each table's effective date, number and the EUR and USD mid rates. Throws RatesFileError when it is not
 * that shape, or a table has a bad date, number or rate, or no EUR or USD rate.
 */
export function parseNbpTables(text: string): NbpTable[] {
  if (text.length > MAX_NBP_BYTES) throw new RatesFileError(TOO_LARGE);
  const start = text.trimStart().replace(/^\uFEFF/, '');
  return start.startsWith('[') || start.startsWith('{') ? parseJson(start) : parseXml(text);
}

/** Stores the tables' rates (a table imported again takes the new value); answers how many rates were stored. */
export async function importNbpTables(q: DbOrTx, clock: Clock, tables: NbpTable[], source: string): Promise<number> {
  const rows = tables.flatMap(({ day, tableNo, mids }) =>
    NBP_KEPT.filter((currency) => mids[currency] !== undefined).map((currency) => ({
      currency,
      day,
      mid: mids[currency]!,
      tableNo,
      source,
      importedAt: clock.now(),
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await q
      .insert(nbpMidRates)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [nbpMidRates.currency, nbpMidRates.day],
        set: {
          mid: sql`excluded.mid`,
          tableNo: sql`excluded.table_no`,
          source: sql`excluded.source`,
          importedAt: sql`excluded.imported_at`,
        },
      });
  return rows.length;
}

/** The table a payment is converted at: the rate (złote x 10,000), the table's number and its effective date. */
export interface NbpRateUsed {
  mid: number;
  tableNo: string;
  day: string;
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Art. 11a ust. 1: the latest table A dated strictly before `paidOn` (the day's own table is never used), if it is
 * no older than NBP_MAX_TABLE_AGE_DAYS; null when there is none (the statement says the rate is not available).
 */
export async function nbpRateBefore(q: DbOrTx, currency: NbpCurrency, paidOn: string): Promise<NbpRateUsed | null> {
  const [row] = await q
    .select({ mid: nbpMidRates.mid, tableNo: nbpMidRates.tableNo, day: nbpMidRates.day })
    .from(nbpMidRates)
    .where(
      and(
        eq(nbpMidRates.currency, currency),
        lt(nbpMidRates.day, paidOn),
        gte(nbpMidRates.day, daysBefore(paidOn, NBP_MAX_TABLE_AGE_DAYS)),
      ),
    )
    .orderBy(desc(nbpMidRates.day))
    .limit(1);
  return row ?? null;
}

/** The latest table of each currency kept (for `rates show`). */
export async function latestNbpRates(q: DbOrTx): Promise<Array<{ currency: NbpCurrency } & NbpRateUsed>> {
  const out: Array<{ currency: NbpCurrency } & NbpRateUsed> = [];
  for (const currency of NBP_KEPT) {
    const [row] = await q
      .select({ mid: nbpMidRates.mid, tableNo: nbpMidRates.tableNo, day: nbpMidRates.day })
      .from(nbpMidRates)
      .where(eq(nbpMidRates.currency, currency))
      .orderBy(desc(nbpMidRates.day))
      .limit(1);
    if (row) out.push({ currency, ...row });
  }
  return out;
}

/**
 * `minor` units of the currency in grosze at `mid` (złote x 10,000), rounded up to a full grosz (Ordynacja
 * podatkowa art. 63 § 1a for the bases and taxes of art. 30a ust. 1 pkt 1-3; decision 0079). Exact: BigInt.
 */
export function toGrosze(minor: number, mid: number): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  const product = BigInt(minor) * BigInt(mid);
  return Number((product + 9_999n) / 10_000n);
}

/** The daily job: fetches NBP_RATES_URL when the operator set one (nothing to do otherwise). */
export const nbpRatesFetchJob =
  (deps: Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger'>): JobHandler =>
  () =>
    runRatesFeed(deps, {
      url: deps.env.NBP_RATES_URL,
      maxBytes: MAX_NBP_BYTES,
      tooLarge: TOO_LARGE,
      headers: { accept: 'application/xml, application/json' },
      parse: parseNbpTables,
      store: importNbpTables,
      imported: 'rates: NBP table A imported',
      notImported: 'rates: NBP table A was not imported',
    });
