// The attention list of the dashboard: what a coordinator should act on. Only advisors of the networks the
// caller coordinates qualify, since every item asks for a change only they can make (send the activation
// e-mail again, edit the document or the power of attorney). Archived advisors never need attention.
import { and, asc, eq, gte, isNotNull, lt, lte, max, ne, sql, type SQL } from 'drizzle-orm';
import { addDays, calendarDateOf, formatDate } from '../../lib/format/date';
import {
  ACTIVATION_PENDING_DAYS,
  ATTENTION_KINDS,
  ATTENTION_LIMIT_PER_KIND,
  ENDING_WITHIN_DAYS,
  type AdvisorDashboard,
  type AttentionKind,
} from '../../lib/contracts/dashboard';
import type { DbOrTx } from '../db/client';
import { advisorProfiles, oneTimeTokens, users } from '../db/schema';
import { displayName, memberOfAny } from './advisor-scope';

interface Found {
  id: string;
  firstName: string | null;
  surname: string | null;
  email: string;
  date: string;
  total: number;
}

const person = { id: users.id, firstName: users.firstName, surname: users.surname, email: users.email };
// The window count runs before LIMIT, so one query answers both the first items and how many there are.
const total = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Advisors in status initial whose last activation e-mail (or, without one, their creation) is older than
 * ACTIVATION_PENDING_DAYS: the 72-hour link has run out unused. Sending it again takes them off the list.
 */
async function activationPending(q: DbOrTx, scope: SQL, now: Date): Promise<Found[]> {
  const since = sql<Date>`coalesce(${max(oneTimeTokens.createdAt)}, ${users.createdAt})`;
  const threshold = new Date(now.getTime() - ACTIVATION_PENDING_DAYS * 86_400_000).toISOString();
  const rows = await q
    .select({ ...person, since, total })
    .from(users)
    .leftJoin(oneTimeTokens, and(eq(oneTimeTokens.userId, users.id), eq(oneTimeTokens.purpose, 'activation')))
    .where(and(scope, eq(users.status, 'initial')))
    .groupBy(users.id)
    .having(sql`${since} <= ${threshold}::timestamptz`)
    .orderBy(asc(since), asc(users.id))
    .limit(ATTENTION_LIMIT_PER_KIND);
  // Raw timestamps come back as Date (PGlite, postgres-js) or text, depending on the driver.
  return rows.map(({ since: at, ...row }) => ({
    ...row,
    date: formatDate(calendarDateOf(new Date(at)), 'YYYY-MM-DD'),
  }));
}

/** Advisors (not archived) whose profile date `column` is in [from, to), oldest first. */
async function endingBetween(
  q: DbOrTx,
  scope: SQL,
  column: typeof advisorProfiles.documentExpiryDate | typeof advisorProfiles.powerOfAttorneyEndDate,
  range: { from?: string; before?: string; upTo?: string },
  extra?: SQL,
): Promise<Found[]> {
  const rows = await q
    .select({ ...person, date: column, total })
    .from(users)
    .innerJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
    .where(
      and(
        scope,
        ne(users.status, 'deleted'),
        isNotNull(column),
        range.from ? gte(column, range.from) : undefined,
        range.before ? lt(column, range.before) : undefined,
        range.upTo ? lte(column, range.upTo) : undefined,
        extra,
      ),
    )
    .orderBy(asc(column), asc(users.id))
    .limit(ATTENTION_LIMIT_PER_KIND);
  return rows.map((row) => ({ ...row, date: row.date! }));
}

/** The attention list for a caller coordinating `coordinates` on `landingId`, as of `now`. */
export async function attentionItems(
  q: DbOrTx,
  landingId: string,
  coordinates: readonly string[],
  now: Date,
): Promise<AdvisorDashboard['attention']> {
  const totals = Object.fromEntries(ATTENTION_KINDS.map((kind) => [kind, 0])) as Record<AttentionKind, number>;
  if (coordinates.length === 0) return { items: [], totals };
  const scope = and(eq(users.landingId, landingId), memberOfAny(users.id, coordinates))!;
  // Calendar dates are UTC days, as everywhere else (src/lib/format/date.ts).
  const today = calendarDateOf(now);
  const todayText = formatDate(today, 'YYYY-MM-DD');
  const horizon = formatDate(addDays(today, ENDING_WITHIN_DAYS), 'YYYY-MM-DD');
  // 'indefinitely' is stored as documentExpiresNever with no date; the flag is checked too in case both are set.
  const expires = eq(advisorProfiles.documentExpiresNever, false);
  const document = advisorProfiles.documentExpiryDate;
  const attorney = advisorProfiles.powerOfAttorneyEndDate;
  const found: Record<AttentionKind, Found[]> = {
    activationPending: await activationPending(q, scope, now),
    // A document is valid through its expiry day and a power of attorney through its end day.
    documentExpired: await endingBetween(q, scope, document, { before: todayText }, expires),
    documentExpiring: await endingBetween(q, scope, document, { from: todayText, upTo: horizon }, expires),
    powerOfAttorneyEnded: await endingBetween(q, scope, attorney, { before: todayText }),
    powerOfAttorneyEnding: await endingBetween(q, scope, attorney, { from: todayText, upTo: horizon }),
  };
  const items = ATTENTION_KINDS.flatMap((kind) => {
    totals[kind] = found[kind][0]?.total ?? 0;
    return found[kind].map((row) => ({
      kind,
      advisor: { id: row.id, name: displayName(row), email: row.email },
      date: row.date,
    }));
  });
  return { items, totals };
}
