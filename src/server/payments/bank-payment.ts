// "Payment received" for the investor and the advisor (issue 38 item 2): the day the bank booked the payment matched
// or assigned to an offer, and while the offer waits for its reflection period, when it becomes active. Read with the
// offer's page in one statement (bankPaymentSql) or alone (readBankPayment).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bankEntries, offers } from '../db/schema';
import type { BankPayment } from '../../lib/contracts/bank-statement';

/** The entries that paid an offer: matched by the platform or assigned by a person. */
const PAID_STATES = ['matched', 'assigned'] as const;

/** As bankPaymentSql gives it: the instant in the session's zone. */
export interface BankPaymentJson {
  bookingDate: string;
  activatesAt: string | null;
}

/** The offer's bank payment as JSON, or null (a subquery of a statement reading `offers`). */
export const bankPaymentSql = sql<BankPaymentJson | null>`(
  select case when count(*) = 0 then null else json_build_object('bookingDate', min(b.booking_date),
    'activatesAt', max(b.activates_at)) end
  from ${bankEntries} b where b.offer_id = ${offers.id} and b.state in ('matched', 'assigned'))`;

export const bankPaymentOfJson = (json: BankPaymentJson | null): BankPayment | null =>
  json && {
    bookingDate: json.bookingDate,
    activatesAt: json.activatesAt === null ? null : new Date(json.activatesAt).toISOString(),
  };

/** The offer's bank payment, or null when no statement showed one. */
export async function readBankPayment(q: DbOrTx, offerId: string): Promise<BankPayment | null> {
  const rows = await q
    .select({ bookingDate: bankEntries.bookingDate, activatesAt: bankEntries.activatesAt })
    .from(bankEntries)
    .where(and(eq(bankEntries.offerId, offerId), inArray(bankEntries.state, [...PAID_STATES])));
  if (rows.length === 0) return null;
  const first = rows.map((row) => row.bookingDate).sort()[0]!;
  // The latest, as bankPaymentSql's max().
  const waits = rows.map((row) => row.activatesAt?.getTime() ?? -Infinity);
  const latest = Math.max(...waits);
  return { bookingDate: first, activatesAt: latest === -Infinity ? null : new Date(latest).toISOString() };
}
