// Bank statements in (issue 38 item 2; decision 0075): a coordinator or a compliance officer imports a statement of
// an account the landing's campaigns are paid to. Each entry is kept once per landing, account and bank reference
// (a statement imported again, or one overlapping an earlier, adds only what is new); each new credit is matched to
// an offer by the reference in its title (bank-matching.ts). A match makes the offer active as the platform, now or
// when its reflection period ends (bank-activation.ts, a job); anything else waits for a person with its reason.
// All of it in one transaction: a file that fails anywhere writes nothing.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bankEntries, bankStatements, campaigns, offers } from '../db/schema';
import type { BankEntryRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { actedBy, recordAudit } from '../auth/audit';
import { assertMoneyDesk, csvMappingOf, type MoneyCaller } from './bank-desk';
import type { BankCsvMapping, BankEntryView, BankImportSummary } from '../../lib/contracts/bank-statement';
import { parseStatement } from './statements/detect';
import { findOfferReferences } from './statements/reference';
import { StatementError, type ParsedStatement, type StatementEntry } from './statements/types';
import { matchCredit, referencePrefix, type MatchOffer, type MatchOutcome } from './bank-matching';
import { BANK_ACTIVATION_QUEUE } from './bank-activation';
import { normalisedIban } from '../../lib/format/bank-account';
import { settlePayoutDebits } from '../payouts/payout-debits';
import type { ExecutionDeps } from '../payouts/payout-execution';
import { refreshOfferPaid } from './offer-paid';

type Deps = ExecutionDeps;

export interface StatementUpload {
  fileName: string;
  bytes: Uint8Array;
  /** The landing's mapping of its bank's CSV layout; needed for a CSV file only. */
  csvMapping?: BankCsvMapping;
}

/** Rows per INSERT and per IN list: well inside both databases' 65,535 parameters. */
const CHUNK = 1_000;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The parsed file, or a 422 saying why it cannot be read. */
function readStatement(upload: StatementUpload): ParsedStatement {
  try {
    return parseStatement(upload.bytes, { csvMapping: upload.csvMapping });
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    throw new HttpError(422, 'errors.bankStatementUnreadable', ERROR_CODES.bankStatementUnreadable, {
      reason: error.code,
      ...error.details,
    });
  }
}

/** An account as the campaigns store it: a Polish NRB (26 digits) becomes its IBAN. */
/** The statement's account, when a campaign of the landing is paid to it; 422 otherwise. */
async function landingAccount(q: DbOrTx, landingId: string, account: string): Promise<string> {
  const iban = normalisedIban(account);
  const [campaign] = await q
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.landingId, landingId), eq(campaigns.recipientAccount, iban)))
    .limit(1);
  if (!campaign)
    throw new HttpError(422, 'errors.bankStatementOtherAccount', ERROR_CODES.bankStatementOtherAccount, {
      account: iban,
    });
  return iban;
}

/** The entries of the file not imported before (by bank reference). */
async function newEntries(
  q: DbOrTx,
  landingId: string,
  account: string,
  entries: readonly StatementEntry[],
): Promise<StatementEntry[]> {
  const known = new Set<string>();
  for (const part of chunks(entries.map((e) => e.bankReference))) {
    const rows = await q
      .select({ reference: bankEntries.bankReference })
      .from(bankEntries)
      .where(
        and(
          eq(bankEntries.landingId, landingId),
          eq(bankEntries.account, account),
          inArray(bankEntries.bankReference, part),
        ),
      );
    for (const row of rows) known.add(row.reference);
  }
  return entries.filter((e) => !known.has(e.bankReference));
}

/**
 * The landing's offers the credits' references may name, by the first eight hex digits of their id: for each prefix
 * the range of ids that begin with it, read from the primary key (not the text of every id of the landing).
 */
export async function candidateOffers(q: DbOrTx, landingId: string, prefixes: readonly string[]) {
  const byPrefix = new Map<string, MatchOffer[]>();
  for (const part of chunks([...new Set(prefixes)])) {
    const named = sql`jsonb_array_elements_text(${JSON.stringify(part)}::jsonb) as named(prefix)`;
    const rows = await q
      .select({
        id: offers.id,
        status: offers.status,
        amount: offers.amount,
        currency: offers.currency,
        reflectionEndsAt: offers.reflectionEndsAt,
      })
      .from(offers)
      .innerJoin(
        named,
        sql`${offers.id} between (named.prefix || '-0000-0000-0000-000000000000')::uuid
          and (named.prefix || '-ffff-ffff-ffff-ffffffffffff')::uuid`,
      )
      .where(eq(offers.landingId, landingId));
    for (const row of rows) {
      const key = row.id.slice(0, 8);
      byPrefix.set(key, [...(byPrefix.get(key) ?? []), row]);
    }
  }
  return byPrefix;
}

/** Offers already paid by an entry of an earlier statement (matched or assigned). */
async function paidOffers(q: DbOrTx, landingId: string, offerIds: readonly string[]): Promise<Set<string>> {
  const paid = new Set<string>();
  for (const part of chunks(offerIds)) {
    const rows = await q
      .select({ offerId: bankEntries.offerId })
      .from(bankEntries)
      .where(
        and(
          eq(bankEntries.landingId, landingId),
          inArray(bankEntries.offerId, part),
          inArray(bankEntries.state, ['matched', 'assigned']),
        ),
      );
    for (const row of rows) if (row.offerId) paid.add(row.offerId);
  }
  return paid;
}

type NewEntry = typeof bankEntries.$inferInsert;

/** Each new entry as it is stored: debits as they are, credits with what matching decided. */
async function decideEntries(
  q: DbOrTx,
  landingId: string,
  entries: readonly StatementEntry[],
  now: Date,
): Promise<Array<Omit<NewEntry, 'statementId' | 'landingId' | 'account'>>> {
  const references = entries.map((e) => (e.direction === 'credit' ? findOfferReferences(e.title) : []));
  const byPrefix = await candidateOffers(q, landingId, references.flat().map(referencePrefix));
  const found = [...byPrefix.values()].flat().map((o) => o.id);
  const paid = await paidOffers(q, landingId, found);
  return entries.map((entry, i) => {
    const base = {
      bankReference: entry.bankReference,
      bookingDate: entry.bookingDate,
      direction: entry.direction,
      amount: entry.amount,
      currency: entry.currency,
      title: entry.title,
      counterpartyName: entry.counterpartyName,
      counterpartyAccount: entry.counterpartyAccount,
    };
    if (entry.direction === 'debit') return { ...base, state: 'debit' as const };
    const outcome = matchCredit({ ...entry, references: references[i]! }, byPrefix, paid, now);
    // A second credit for the same offer in this file finds it paid.
    if (outcome.state === 'matched') paid.add(outcome.offerId);
    return { ...base, ...stored(outcome) };
  });
}

/** bank_entries' columns an import writes, by property, with their SQL types. */
const ENTRY_COLUMNS = {
  statementId: 'uuid',
  landingId: 'uuid',
  account: 'text',
  bankReference: 'text',
  bookingDate: 'date',
  direction: 'text',
  amount: 'bigint',
  currency: 'text',
  title: 'text',
  counterpartyName: 'text',
  counterpartyAccount: 'text',
  state: 'text',
  reason: 'text',
  offerId: 'uuid',
  activatesAt: 'timestamptz',
} satisfies Partial<Record<keyof NewEntry, string>>;

/**
 * Inserts entries as one JSON parameter expanded by jsonb_to_recordset (as the seed does): drizzle's insert of
 * a thousand rows of fifteen bind parameters spent about a second of CPU per 10,000 entries building the statement.
 */
async function insertEntries(q: DbOrTx, rows: readonly NewEntry[]): Promise<void> {
  const keys = Object.keys(ENTRY_COLUMNS) as Array<keyof typeof ENTRY_COLUMNS>;
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const list = (item: (key: keyof typeof ENTRY_COLUMNS) => SQL) => sql.join(keys.map(item), sql`, `);
  // Properties a row leaves out (a debit's reason, offer and activation) are null in the record set.
  const json = JSON.stringify(rows);
  await q.execute(
    sql`insert into ${bankEntries} (${list((k) => sql`${sql.identifier(snake(k))}`)})
      select ${list((k) => sql`${sql.identifier(k)}`)}
      from jsonb_to_recordset(${json}::jsonb) as x(${list((k) => sql`${sql.identifier(k)} ${sql.raw(ENTRY_COLUMNS[k])}`)})`,
  );
}

const stored = (outcome: MatchOutcome): Pick<NewEntry, 'state' | 'reason' | 'offerId' | 'activatesAt'> => {
  if (outcome.state === 'matched')
    return { state: 'matched', offerId: outcome.offerId, activatesAt: outcome.activatesAt };
  if (outcome.state === 'review') return { state: 'review', offerId: outcome.offerId, reason: outcome.reason };
  return { state: 'unmatched', reason: outcome.reason };
};

const countOf = (rows: ReadonlyArray<Pick<BankEntryRow, 'state'>>, state: BankEntryRow['state']) =>
  rows.filter((row) => row.state === state).length;

/**
 * Imports a statement: 422 for a file that cannot be read or is of another account, 409 when every entry is
 * imported already. The matched offers become active by the activation job, queued in the same transaction.
 */
export async function importStatement(
  deps: Deps,
  caller: MoneyCaller,
  upload: StatementUpload,
): Promise<BankImportSummary> {
  // Who may import, before the file is read: a stranger learns nothing of what the parser makes of it.
  await assertMoneyDesk(deps.database.db, caller);
  const csvMapping = upload.csvMapping ?? (await csvMappingOf(deps.database.db, caller.landingId)) ?? undefined;
  const parsed = readStatement({ ...upload, csvMapping });
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const account = await landingAccount(tx, caller.landingId, parsed.account);
    const fresh = await newEntries(tx, caller.landingId, account, parsed.entries);
    if (fresh.length === 0) throw new HttpError(409, 'errors.bankStatementImported', ERROR_CODES.bankStatementImported);
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        landingId: caller.landingId,
        format: parsed.format,
        account,
        bankStatementId: parsed.statementId,
        fileName: upload.fileName,
        fileSha256: createHash('sha256').update(upload.bytes).digest('hex'),
        importedAt: now,
        importedByUserId: caller.impersonatorUserId ?? caller.userId,
        entryCount: parsed.entries.length,
        newCount: fresh.length,
      })
      .returning();
    const decided = await decideEntries(tx, caller.landingId, fresh, now);
    const rows = decided.map((row) => ({ ...row, statementId: statement!.id, landingId: caller.landingId, account }));
    for (const part of chunks(rows)) await insertEntries(tx, part);
    // The matched credits pay their offers from now on (decision 0077), before the activation job runs.
    await refreshOfferPaid(
      tx,
      rows.flatMap((row) => (row.state === 'matched' && row.offerId ? [row.offerId] : [])),
    );
    const summary: BankImportSummary = {
      statementId: statement!.id,
      format: parsed.format,
      account,
      entries: parsed.entries.length,
      imported: fresh.length,
      matched: countOf(rows, 'matched'),
      review: countOf(rows, 'review'),
      unmatched: countOf(rows, 'unmatched'),
      debits: countOf(rows, 'debit'),
      payoutsPaid: 0,
    };
    if (summary.debits > 0) summary.payoutsPaid = await settlePayoutDebits(deps, tx, caller, statement!.id);
    if (summary.matched > 0) await deps.jobs.enqueue(tx, { queue: BANK_ACTIVATION_QUEUE, payload: {} });
    const who = actedBy(caller);
    await recordAudit(tx, deps.clock, {
      action: 'bank-statement-imported',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: { ...who.details, ...summary, fileName: upload.fileName },
    });
    return summary;
  });
}

/** An entry as the money desk shows it. */
export const bankEntryView = (row: BankEntryRow): BankEntryView => ({
  id: row.id,
  statementId: row.statementId,
  bookingDate: row.bookingDate,
  direction: row.direction,
  amount: row.amount,
  currency: row.currency,
  title: row.title,
  counterpartyName: row.counterpartyName,
  counterpartyAccount: row.counterpartyAccount,
  bankReference: row.bankReference,
  state: row.state,
  reason: row.reason,
  offerId: row.offerId,
  activatesAt: row.activatesAt?.toISOString() ?? null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  note: row.note,
});

/** The landing's entries in one state, newest booking first (the money desk's lists; review and unmatched: the queue). */
export async function listBankEntries(
  q: DbOrTx,
  caller: MoneyCaller,
  query: { state: BankEntryRow['state']; limit: number },
): Promise<BankEntryView[]> {
  await assertMoneyDesk(q, caller);
  const rows = await q
    .select()
    .from(bankEntries)
    .where(and(eq(bankEntries.landingId, caller.landingId), eq(bankEntries.state, query.state)))
    .orderBy(desc(bankEntries.bookingDate), asc(bankEntries.id))
    .limit(query.limit);
  return rows.map(bankEntryView);
}
