import { createHash } from 'node:crypto';

import { MAX_STATEMENT_ENTRIES, StatementError, type ParsedStatement, type StatementEntry } from './types';

/** An entry as a parser reads it: the bank's reference may be missing. */
export type EntryDraft = Omit<StatementEntry, 'bankReference'> & { bankReference: string | null };
export type StatementDraft = Omit<ParsedStatement, 'entries'> & { entries: EntryDraft[] };

/** Lines joined with one space, runs of whitespace (no-break spaces too) collapsed, ends trimmed. */
export function collapseWhitespace(...lines: (string | null | undefined)[]): string {
  return lines
    .filter((line): line is string => typeof line === 'string')
    .join(' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/** An account number as stored: no spaces, upper-case ("PL61 1090 ..." → "PL611090..."). */
export function compactAccount(account: string): string {
  return account.replace(/[\s\u00a0-]+/g, '').toUpperCase();
}

function entryFields(account: string, entry: EntryDraft): unknown[] {
  return [
    account,
    entry.bookingDate,
    entry.valueDate,
    entry.direction,
    entry.amount,
    entry.currency,
    entry.title,
    entry.counterpartyName,
    entry.counterpartyAccount,
  ];
}

/**
 * A reference for an entry the bank gave none: the hash of its fields and of how many identical entries came before
 * it on that day, so two equal transfers on one day stay two entries and a re-import of the file gives the same
 * references.
 */
function withReferences(account: string, entries: EntryDraft[]): StatementEntry[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    if (entry.bankReference) return { ...entry, bankReference: entry.bankReference };
    const fields = JSON.stringify(entryFields(account, entry));
    const index = seen.get(fields) ?? 0;
    seen.set(fields, index + 1);
    const hash = createHash('sha256').update(`${fields}#${index}`).digest('hex');
    return { ...entry, bankReference: `sha256:${hash}` };
  });
}

/**
 * One reference twice in a file: with the same data it is a bank artefact (overlapping statements concatenated in one
 * export, a page repeated), so the later copy is dropped and the money is counted once; with different data the file
 * cannot be trusted to be re-imported idempotently, so it is refused ('duplicate-entry').
 */
function withoutRepeats(entries: StatementEntry[]): StatementEntry[] {
  const byReference = new Map<string, StatementEntry>();
  const kept: StatementEntry[] = [];
  entries.forEach((entry, index) => {
    const earlier = byReference.get(entry.bankReference);
    if (!earlier) {
      byReference.set(entry.bankReference, entry);
      kept.push(entry);
    } else if (JSON.stringify(earlier) !== JSON.stringify(entry)) {
      throw new StatementError(
        'duplicate-entry',
        `the bank reference ${entry.bankReference} appears twice with different data`,
        {
          bankReference: entry.bankReference,
          entry: index + 1,
        },
      );
    }
  });
  return kept;
}

/** Checks the size, gives every entry its reference and drops repeated identical entries. */
export function finishStatement(draft: StatementDraft, maxEntries = MAX_STATEMENT_ENTRIES): ParsedStatement {
  assertEntryCount(draft.entries.length, maxEntries);
  if (draft.entries.length === 0) throw new StatementError('no-entries', 'the statement has no entries');
  return { ...draft, entries: withoutRepeats(withReferences(draft.account, draft.entries)) };
}

/** 'too-large' over the limit (never above MAX_STATEMENT_ENTRIES), so a parser can check before it maps entries. */
export function assertEntryCount(count: number, maxEntries = MAX_STATEMENT_ENTRIES): void {
  const limit = Math.min(maxEntries, MAX_STATEMENT_ENTRIES);
  if (count > limit)
    throw new StatementError('too-large', `the statement has ${count} entries, more than ${limit}`, {
      entries: count,
      limit,
    });
}

/** A calendar date that exists, as YYYY-MM-DD, or null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Several statements in one file (one per day) are one statement of the account; another account's is refused. */
export function mergeStatements(statements: StatementDraft[]): StatementDraft {
  const [first, ...rest] = statements;
  const last = statements[statements.length - 1];
  if (!first || !last) throw new StatementError('no-entries', 'the file holds no statement');
  for (const next of rest) {
    if (next.account !== first.account)
      throw new StatementError('account-mismatch', 'the file holds statements of two accounts', {
        accounts: [first.account, next.account],
      });
  }
  return {
    ...first,
    closingBalance: last.closingBalance,
    entries: statements.flatMap((statement) => statement.entries),
  };
}
