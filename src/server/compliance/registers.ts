// The compliance registers (issue 35 item 10, decision 0068): per landing and period, as CSV and XLSX. The offer and
// acceptance log (ECSPR Art. 22: every acceptance and revocation), transactions at or above EUR 15,000 (the AML act's
// occasional-transaction threshold, converted at the ECB rate of the acceptance's day), the sanctions screening hits
// with their outcome, the complaints, and the projects with the annual ECSPR report's figures. Money is in major
// units with two decimals; the XLSX adds a totals row. Rows are in the order things happened (steps of the same
// instant in the order they were recorded).
import { sql } from 'drizzle-orm';
import { formatDate } from '../../lib/format/date';
import { localDateTime, localDayAndHour, startOfLocalDay } from '../../lib/format/time-zone';
import type { Currency } from '../../lib/contracts/campaign';
import type { DbOrTx } from '../db/client';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { ratesOn } from '../protection/ecb-rates';
import { protectionOf } from '../protection/protection-settings';

export const REGISTERS = ['acceptances', 'large-transactions', 'sanctions', 'complaints', 'projects'] as const;
export type Register = (typeof REGISTERS)[number];

/** The AML act's threshold for transactions, in euro cents. */
const LARGE_EUR_CENTS = 1_500_000;

export type Cell = { text: string } | { money: number } | { number: number };
interface Column {
  pl: string;
  en: string;
  /** A money column is summed in the XLSX's totals row. */
  money?: true;
}
export interface RegisterTable {
  columns: Column[];
  rows: Cell[][];
}

const text = (value: string | null | undefined): Cell => ({ text: value ?? '' });
const money = (minor: number): Cell => ({ money: minor });

/** Minor units of `currency` in euro cents at the rates (units per euro ×10,000). */
function euroCents(amount: number, currency: Currency, rates: { PLN: number; USD: number }): number {
  if (currency === 'EUR') return amount;
  return Math.floor((amount * 10_000) / rates[currency]);
}

async function acceptances(q: DbOrTx, landingId: string, from: Date, to: Date, zone: string): Promise<RegisterTable> {
  const { rows } = await q.execute<{
    at: string;
    to_status: string;
    from_status: string;
    email: string;
    campaign: string;
    amount: number | null;
    currency: Currency;
    offer_id: string;
  }>(sql`
    select e.at::text, e.to_status, e.from_status, u.email, c.slug as campaign, o.amount, c.currency, o.id as offer_id
    from offer_events e join offers o on o.id = e.offer_id join users u on u.id = o.investor_user_id
      join campaigns c on c.id = o.campaign_id
    where o.landing_id = ${landingId}::uuid and e.at >= ${from.toISOString()}::timestamptz
      and e.at < ${to.toISOString()}::timestamptz
      and (e.to_status = 'accepted' or (e.from_status in ('accepted', 'active') and e.to_status = 'declined'))
    order by e.at, e.seq`);
  return {
    columns: [
      { pl: 'Data i godzina', en: 'Date and time' },
      { pl: 'Zdarzenie', en: 'Event' },
      { pl: 'Inwestor', en: 'Investor' },
      { pl: 'Kampania', en: 'Campaign' },
      { pl: 'Oferta', en: 'Offer' },
      { pl: 'Kwota', en: 'Amount', money: true },
      { pl: 'Waluta', en: 'Currency' },
    ],
    rows: rows.map((r) => [
      text(localDateTime(new Date(r.at), zone)),
      text(r.to_status === 'accepted' ? 'accepted' : 'revoked'),
      text(r.email),
      text(r.campaign),
      text(r.offer_id),
      money(Number(r.amount ?? 0)),
      text(r.currency),
    ]),
  };
}

async function largeTransactions(
  q: DbOrTx,
  landingId: string,
  from: Date,
  to: Date,
  zone: string,
): Promise<RegisterTable> {
  const { rows } = await q.execute<{
    at: string;
    email: string;
    campaign: string;
    amount: number;
    currency: Currency;
    status: string;
    offer_id: string;
  }>(sql`
    select e.at::text, u.email, c.slug as campaign, o.amount, c.currency, o.status, o.id as offer_id
    from offer_events e join offers o on o.id = e.offer_id join users u on u.id = o.investor_user_id
      join campaigns c on c.id = o.campaign_id
    where o.landing_id = ${landingId}::uuid and e.to_status = 'accepted' and o.amount is not null
      and e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz
    order by e.at, e.seq`);
  const fallback = (await protectionOf(q, landingId)).eurRates;
  const table: RegisterTable = {
    columns: [
      { pl: 'Data akceptacji', en: 'Accepted on' },
      { pl: 'Inwestor', en: 'Investor' },
      { pl: 'Kampania', en: 'Campaign' },
      { pl: 'Oferta', en: 'Offer' },
      { pl: 'Status oferty', en: 'Offer status' },
      { pl: 'Kwota', en: 'Amount' },
      { pl: 'Waluta', en: 'Currency' },
      { pl: 'Równowartość EUR', en: 'EUR equivalent', money: true },
    ],
    rows: [],
  };
  for (const r of rows) {
    const day = localDayAndHour(new Date(r.at), zone).day;
    const { rates } = await ratesOn(q, day, fallback);
    const cents = euroCents(Number(r.amount), r.currency, rates);
    if (cents < LARGE_EUR_CENTS) continue;
    table.rows.push([
      text(formatDate(day)),
      text(r.email),
      text(r.campaign),
      text(r.offer_id),
      text(r.status),
      { number: Number(r.amount) / 100 },
      text(r.currency),
      money(cents),
    ]);
  }
  return table;
}

async function sanctions(q: DbOrTx, landingId: string, from: Date, to: Date, zone: string): Promise<RegisterTable> {
  const { rows } = await q.execute<{
    found_at: string;
    investor_email: string;
    screened_name: string;
    listed_name: string;
    entity_ref: string;
    programme: string;
    score: number;
    status: string;
    decided_at: string | null;
    note: string | null;
  }>(sql`
    select found_at::text, investor_email, screened_name, listed_name, entity_ref, programme, score, status,
      decided_at::text, note
    from sanctions_hits where landing_id = ${landingId}::uuid
      and found_at >= ${from.toISOString()}::timestamptz and found_at < ${to.toISOString()}::timestamptz
    order by found_at, id`);
  return {
    columns: [
      { pl: 'Wykryto', en: 'Found' },
      { pl: 'Inwestor', en: 'Investor' },
      { pl: 'Nazwisko sprawdzone', en: 'Name screened' },
      { pl: 'Nazwisko na liście', en: 'Listed name' },
      { pl: 'Pozycja listy UE', en: 'EU list entry' },
      { pl: 'Program', en: 'Programme' },
      { pl: 'Podobieństwo', en: 'Similarity' },
      { pl: 'Wynik', en: 'Outcome' },
      { pl: 'Rozstrzygnięto', en: 'Decided' },
      { pl: 'Notatka', en: 'Note' },
    ],
    rows: rows.map((r) => [
      text(localDateTime(new Date(r.found_at), zone)),
      text(r.investor_email),
      text(r.screened_name),
      text(r.listed_name),
      text(r.entity_ref),
      text(r.programme),
      { number: Number(r.score) },
      text(r.status),
      text(r.decided_at ? localDateTime(new Date(r.decided_at), zone) : ''),
      text(r.note),
    ]),
  };
}

async function complaintRows(q: DbOrTx, landingId: string, from: Date, to: Date, zone: string) {
  const { rows } = await q.execute<{
    reference: string;
    received_at: string;
    contact_email: string;
    subject: string;
    status: string;
    deadline_at: string;
    answered_at: string | null;
  }>(sql`
    select reference, received_at::text, contact_email, subject, status, deadline_at::text, answered_at::text
    from complaints where landing_id = ${landingId}::uuid
      and received_at >= ${from.toISOString()}::timestamptz and received_at < ${to.toISOString()}::timestamptz
    order by received_at, reference`);
  const table: RegisterTable = {
    columns: [
      { pl: 'Numer', en: 'Reference' },
      { pl: 'Otrzymano', en: 'Received' },
      { pl: 'Adres kontaktowy', en: 'Contact address' },
      { pl: 'Temat', en: 'Subject' },
      { pl: 'Status', en: 'Status' },
      { pl: 'Termin odpowiedzi', en: 'Deadline' },
      { pl: 'Odpowiedziano', en: 'Answered' },
    ],
    rows: rows.map((r) => [
      text(r.reference),
      text(localDateTime(new Date(r.received_at), zone)),
      text(r.contact_email),
      text(r.subject),
      text(r.status),
      text(localDateTime(new Date(r.deadline_at), zone)),
      text(r.answered_at ? localDateTime(new Date(r.answered_at), zone) : ''),
    ]),
  };
  return table;
}

/**
 * The figures of the annual ECSPR report (Art. 16; Implementing Regulation (EU) 2022/2120, decision 0068): every
 * campaign whose subscription period overlaps the period, those that raised nothing too (recital 2), with the amounts
 * accepted and paid in the period and the investors by category (sophisticated per Annex II when they accepted,
 * non-sophisticated, or not classified where the landing has no protections). Amounts are in each campaign's
 * currency, so the workbook sums none of them.
 */
async function projects(q: DbOrTx, landingId: string, from: Date, to: Date, zone: string): Promise<RegisterTable> {
  const firstDay = localDayAndHour(from, zone).day;
  const lastDay = localDayAndHour(new Date(to.getTime() - 1), zone).day;
  const { rows } = await q.execute<{
    slug: string;
    name: string;
    owner: string | null;
    start_date: string;
    end_date: string;
    target: number;
    currency: Currency;
    raised: number;
    paid: number;
    investors: number;
    sophisticated: number;
    retail: number;
    unclassified: number;
  }>(sql`
    with accepted as (
      select distinct on (e.offer_id) e.offer_id, e.details->'protection' as protection
      from offer_events e join offers o on o.id = e.offer_id
      where o.landing_id = ${landingId}::uuid and e.to_status = 'accepted'
        and e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz
      order by e.offer_id, e.seq desc
    ), taken as (
      select o.campaign_id, o.investor_user_id, o.amount, o.status, a.protection
      from accepted a join offers o on o.id = a.offer_id where o.status in ('accepted', 'active')
    )
    select c.slug, coalesce(c.translations->'pl'->>'name', c.slug) as name, c.recipient_name as owner,
      c.start_date::text, c.end_date::text, c.target, c.currency,
      coalesce(sum(t.amount), 0)::bigint as raised,
      coalesce(sum(t.amount) filter (where t.status = 'active'), 0)::bigint as paid,
      count(distinct t.investor_user_id)::int as investors,
      count(distinct t.investor_user_id) filter (where (t.protection->>'sophisticated')::boolean)::int as sophisticated,
      count(distinct t.investor_user_id) filter (
        where t.protection is not null and coalesce((t.protection->>'sophisticated')::boolean, false) = false
      )::int as retail,
      count(distinct t.investor_user_id) filter (where t.investor_user_id is not null and t.protection is null)::int
        as unclassified
    from campaigns c left join taken t on t.campaign_id = c.id
    where c.landing_id = ${landingId}::uuid and c.start_date <= ${lastDay}::date and c.end_date >= ${firstDay}::date
    group by c.id order by c.start_date, c.slug`);
  return {
    columns: [
      { pl: 'Kampania', en: 'Campaign' },
      { pl: 'Nazwa projektu', en: 'Project' },
      { pl: 'Właściciel projektu', en: 'Project owner' },
      { pl: 'Zapisy od', en: 'Subscriptions from' },
      { pl: 'Zapisy do', en: 'Subscriptions to' },
      { pl: 'Cel', en: 'Target' },
      { pl: 'Waluta', en: 'Currency' },
      { pl: 'Zadeklarowano w okresie', en: 'Accepted in the period' },
      { pl: 'W tym wpłacono', en: 'Of which paid' },
      { pl: 'Inwestorzy', en: 'Investors' },
      { pl: 'Doświadczeni', en: 'Sophisticated' },
      { pl: 'Niedoświadczeni', en: 'Non-sophisticated' },
      { pl: 'Bez klasyfikacji', en: 'Not classified' },
    ],
    rows: rows.map((r) => [
      text(r.slug),
      text(r.name),
      text(r.owner),
      text(formatDate(r.start_date)),
      text(formatDate(r.end_date)),
      { number: Number(r.target) / 100 },
      text(r.currency),
      { number: Number(r.raised) / 100 },
      { number: Number(r.paid) / 100 },
      { number: Number(r.investors) },
      { number: Number(r.sophisticated) },
      { number: Number(r.retail) },
      { number: Number(r.unclassified) },
    ]),
  };
}

/** One register of the landing for the days from..to (inclusive, in the landing's time zone). */
export async function registerTable(
  q: DbOrTx,
  landingId: string,
  register: Register,
  period: { from: string; to: string },
): Promise<RegisterTable> {
  const zone = await landingTimeZone(q, landingId);
  const start = startOfLocalDay(period.from, zone);
  const end = startOfLocalDay(period.to, zone, 1);
  const build = {
    acceptances,
    'large-transactions': largeTransactions,
    sanctions,
    complaints: complaintRows,
    projects,
  }[register];
  return build(q, landingId, start, end, zone);
}
