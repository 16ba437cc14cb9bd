import { toMinorUnits } from './amount';
import {
  assertEntryCount,
  collapseWhitespace,
  compactAccount,
  finishStatement,
  mergeStatements,
  type EntryDraft,
  type StatementDraft,
} from './finish';
import { StatementError, type ParsedStatement, type StatementBalance } from './types';
import { all, at, attributeOf, parseXmlTree, textAt, textOf, type XmlNode } from './xml-tree';

const REPEATING = new Set(['Stmt', 'Ntry', 'Bal', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlNtryInf']);

/** A date element (Dt, or DtTm whose date part counts) as YYYY-MM-DD, or null. */
function dateOf(choice: unknown): string | null {
  const value = textAt(choice, 'Dt') ?? textAt(choice, 'DtTm');
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

function accountOf(account: unknown): string | null {
  const id = textAt(account, 'Id', 'IBAN') ?? textAt(account, 'Id', 'Othr', 'Id');
  return id ? compactAccount(id) : null;
}

/** A party's name: Nm directly (up to .001.07) or inside Pty (.001.08, Party40Choice). */
function partyName(party: unknown): string | null {
  const name = textAt(party, 'Nm') ?? textAt(party, 'Pty', 'Nm');
  return name ? collapseWhitespace(name) : null;
}

function amountOf(element: unknown, where: Record<string, unknown>): { amount: number; currency: string | null } {
  const text = textOf(element);
  if (!text) throw new StatementError('missing-field', 'an amount is missing', { ...where, field: 'Amt' });
  return { amount: toMinorUnits(text, '.', where), currency: attributeOf(element, 'Ccy') };
}

function directionOf(indicator: string | null, where: Record<string, unknown>): 'credit' | 'debit' {
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  throw new StatementError('missing-field', `CdtDbtInd is "${indicator ?? ''}", not CRDT or DBIT`, {
    ...where,
    field: 'CdtDbtInd',
  });
}

function transactions(entry: unknown): unknown[] {
  return all((entry as XmlNode).NtryDtls).flatMap((details) => all((details as XmlNode).TxDtls));
}

/** Unstructured lines (Ustrd, repeated) and structured creditor references of every transaction, in order. */
function titleOf(entry: unknown, txs: unknown[]): string {
  const lines = txs.flatMap((tx) => {
    const info = at(tx, 'RmtInf');
    const unstructured = all((info as XmlNode | undefined)?.Ustrd).map(textOf);
    const structured = all((info as XmlNode | undefined)?.Strd).map((strd) => textAt(strd, 'CdtrRefInf', 'Ref') ?? '');
    return [...unstructured, ...structured];
  });
  if (lines.some(Boolean)) return collapseWhitespace(...lines);
  const additional = txs.map((tx) => textAt(tx, 'AddtlTxInf'));
  return collapseWhitespace(...additional, ...all((entry as XmlNode).AddtlNtryInf).map(textOf));
}

function bankReferenceOf(entry: unknown, tx: unknown): string | null {
  const endToEnd = textAt(tx, 'Refs', 'EndToEndId');
  return (
    textAt(entry, 'AcctSvcrRef') ??
    textAt(entry, 'NtryRef') ??
    textAt(tx, 'Refs', 'AcctSvcrRef') ??
    (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null)
  );
}

function entryOf(entry: unknown, index: number, accountCurrency: string | null): EntryDraft {
  const where = { entry: index + 1 };
  const { amount, currency } = amountOf(at(entry, 'Amt'), where);
  const direction = directionOf(textAt(entry, 'CdtDbtInd'), where);
  const bookingDate = dateOf(at(entry, 'BookgDt')) ?? dateOf(at(entry, 'ValDt'));
  if (!bookingDate)
    throw new StatementError('invalid-date', 'an entry has no booking date', { ...where, field: 'BookgDt' });
  const entryCurrency = currency ?? accountCurrency;
  if (!entryCurrency)
    throw new StatementError('missing-field', 'an entry has no currency', { ...where, field: 'Amt/@Ccy' });
  const txs = transactions(entry);
  return {
    bankReference: bankReferenceOf(entry, txs[0]),
    bookingDate,
    valueDate: dateOf(at(entry, 'ValDt')),
    direction,
    amount,
    currency: entryCurrency,
    title: titleOf(entry, txs),
    ...counterpartyOf(txs[0], direction),
  };
}

/** For a credit the debtor paid, for a debit the creditor is paid. */
function counterpartyOf(tx: unknown, direction: 'credit' | 'debit') {
  const parties = at(tx, 'RltdPties');
  const side = direction === 'credit' ? 'Dbtr' : 'Cdtr';
  return { counterpartyName: partyName(at(parties, side)), counterpartyAccount: accountOf(at(parties, `${side}Acct`)) };
}

/** A transaction's own amount: TxDtls/Amt (.001.03 on) or TxDtls/AmtDtls/TxAmt/Amt. */
const transactionAmount = (tx: unknown) => at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');

/**
 * A batch entry (several TxDtls, each with its amount, adding up to the entry's) becomes one entry per transaction,
 * each with its own payer and title, so each payment can be matched to its offer; the references are the
 * transaction's AcctSvcrRef or the entry's with "/1", "/2"... Otherwise the entry stays whole.
 */
function entriesOf(entry: unknown, index: number, accountCurrency: string | null): EntryDraft[] {
  const whole = entryOf(entry, index, accountCurrency);
  const txs = transactions(entry);
  if (txs.length < 2 || txs.some((tx) => transactionAmount(tx) === undefined)) return [whole];
  const parts = txs.map((tx) => amountOf(transactionAmount(tx), { entry: index + 1, field: 'TxDtls/Amt' }));
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  if (total !== whole.amount || parts.some((part) => part.currency !== null && part.currency !== whole.currency))
    return [whole];
  return txs.map((tx, i) => ({
    ...whole,
    bankReference:
      textAt(tx, 'Refs', 'AcctSvcrRef') ?? (whole.bankReference ? `${whole.bankReference}/${i + 1}` : null),
    amount: parts[i]?.amount ?? 0,
    title: titleOf(entry, [tx]),
    ...counterpartyOf(tx, whole.direction),
  }));
}

function balanceOf(statement: unknown, codes: string[]): StatementBalance | undefined {
  const balance = all((statement as XmlNode).Bal).find((bal) =>
    codes.includes(textAt(bal, 'Tp', 'CdOrPrtry', 'Cd') ?? ''),
  );
  if (!balance) return undefined;
  const { amount, currency } = amountOf(at(balance, 'Amt'), { field: 'Bal' });
  const date = dateOf(at(balance, 'Dt'));
  if (!date) return undefined;
  return { amount: textAt(balance, 'CdtDbtInd') === 'DBIT' ? -amount : amount, currency: currency ?? '', date };
}

/** Pending (PDNG) and information-only (INFO) entries are not money on the account yet; an entry without Sts counts. */
function isBooked(entry: unknown): boolean {
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts');
  return status !== 'PDNG' && status !== 'INFO';
}

function statementOf(statement: unknown, offset: number): StatementDraft {
  const account = accountOf(at(statement, 'Acct'));
  if (!account) throw new StatementError('missing-field', 'the statement names no account', { field: 'Acct/Id' });
  const currency = textAt(statement, 'Acct', 'Ccy');
  return {
    format: 'camt053',
    account,
    currency,
    statementId: textAt(statement, 'Id'),
    openingBalance: balanceOf(statement, ['OPBD', 'PRCD']),
    closingBalance: balanceOf(statement, ['CLBD']),
    entries: all((statement as XmlNode).Ntry).flatMap((entry, index) =>
      isBooked(entry) ? entriesOf(entry, offset + index, currency) : [],
    ),
  };
}

/** Reads an ISO 20022 camt.053 (BkToCstmrStmt, .001.02 to .001.08: elements matched by local name). */
export function parseCamt053(xml: string, maxEntries?: number): ParsedStatement {
  // Counted in the text first, so a file far too large is refused before the slow parse.
  assertEntryCount(xml.match(/<(?:[\w.-]+:)?Ntry[\s>]/g)?.length ?? 0, maxEntries);
  const tree = parseXmlTree(xml, REPEATING);
  const report = at(tree, 'Document', 'BkToCstmrStmt');
  if (!report)
    throw new StatementError('format-unknown', 'XML, but not a camt.053 statement (no Document/BkToCstmrStmt)');
  const found = all((report as XmlNode).Stmt);
  assertEntryCount(
    found.reduce((count: number, statement) => count + all((statement as XmlNode).Ntry).length, 0),
    maxEntries,
  );
  const statements: StatementDraft[] = [];
  let offset = 0;
  for (const statement of found) {
    statements.push(statementOf(statement, offset));
    offset += all((statement as XmlNode).Ntry).length;
  }
  if (statements.length === 0) throw new StatementError('no-entries', 'the camt.053 file holds no statement');
  return finishStatement(mergeStatements(statements), maxEntries);
}
