// The compliance registers (issue 35 item 10, decision 0068): per landing and period, as CSV and XLSX. The offer and
// acceptance log (ECSPR Art. 22: every acceptance and revocation), transactions at or above EUR 15,000 (the AML act's
// occasional-transaction threshold, converted at the ECB rate of the acceptance's day), the sanctions screening hits
// with their outcome, and the complaints. Money is in major units with two decimals; the XLSX adds a totals row. Rows
// are in the order things happened (steps of the same instant in the order they were recorded).
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { formatDate } from '../../lib/format/date';
import { localDateTime, localDayAndHour, startOfLocalDay } from '../../lib/format/time-zone';
import type { Language } from '../../lib/language';
import type { Currency } from '../../lib/schemas/campaign';
import type { DbOrTx } from '../db/client';
import { csvAmount, csvCell } from '../offers/list/offer-csv';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { ratesOn } from '../protection/ecb-rates';
import { protectionOf } from '../protection/protection-settings';

export const REGISTERS = ['acceptances', 'large-transactions', 'sanctions', 'complaints'] as const;
export type Register = (typeof REGISTERS)[number];

/** The AML act's threshold for transactions, in euro cents. */
const LARGE_EUR_CENTS = 1_500_000;

type Cell = { text: string } | { money: number } | { number: number };
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
  const build = { acceptances, 'large-transactions': largeTransactions, sanctions, complaints: complaintRows }[
    register
  ];
  return build(q, landingId, start, end, zone);
}

/** The register as CSV (semicolons, amounts as "1234,50": what a Polish spreadsheet reads as numbers). */
export function registerCsv(table: RegisterTable, language: Language): string {
  const cell = (c: Cell) =>
    'text' in c ? csvCell(c.text) : 'money' in c ? csvAmount(c.money) : String(c.number).replace('.', ',');
  const lines = [
    table.columns.map((c) => csvCell(c[language])).join(';'),
    ...table.rows.map((r) => r.map(cell).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The register as an XLSX workbook: a header row, numbers as numbers, and a totals row summing the money columns. */
export async function registerXlsx(table: RegisterTable, language: Language, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow(table.columns.map((c) => c[language])).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(row.map((c) => ('text' in c ? c.text : 'money' in c ? c.money / 100 : c.number)));
  const moneyColumns = table.columns.flatMap((c, i) => (c.money ? [i + 1] : []));
  for (const index of moneyColumns) sheet.getColumn(index).numFmt = '#,##0.00';
  if (moneyColumns.length > 0 && table.rows.length > 0) {
    const last = table.rows.length + 1;
    const totals = sheet.addRow(
      table.columns.map((c, i) => {
        if (i === 0) return language === 'pl' ? 'Razem' : 'Total';
        if (!c.money) return null;
        const letter = sheet.getColumn(i + 1).letter;
        const sum = table.rows.reduce((s, r) => s + ('money' in r[i]! ? r[i].money : 0), 0);
        return { formula: `SUM(${letter}2:${letter}${last})`, result: sum / 100 };
      }),
    );
    totals.font = { bold: true };
  }
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
