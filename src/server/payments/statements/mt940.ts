import { toMinorUnits } from './amount';
import {
  assertEntryCount,
  compactAccount,
  finishStatement,
  isoDate,
  mergeStatements,
  type EntryDraft,
  type StatementDraft,
} from './finish';
import { parseInformation } from './mt940-details';
import { decodeBankText } from './text-decoding';
import { StatementError, type ParsedStatement, type StatementBalance } from './types';

interface Field {
  tag: string;
  value: string;
  line: number;
}

interface StatementBlock {
  fields: Field[];
  lines: { line: Field; information?: Field }[];
}

/** The file as tagged fields; a line without a tag continues the field before it. SWIFT envelopes are stripped. */
function fieldsOf(text: string): Field[] {
  const fields: Field[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.replace(/^(\{\d:[^{}]*\})*\{4:/, '');
    const tagged = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    const last = fields[fields.length - 1];
    if (tagged) fields.push({ tag: tagged[1] ?? '', value: tagged[2] ?? '', line: index + 1 });
    else if (/^-\}?\s*$|^\s*$/.test(line)) return;
    else if (last) last.value += `\n${line}`;
  });
  return fields;
}

/** Statements begin at :20:; each :86: after a :61: belongs to it. */
function blocksOf(fields: Field[]): StatementBlock[] {
  const blocks: StatementBlock[] = [];
  let block: StatementBlock | undefined;
  for (const field of fields) {
    if (field.tag === '20' || !block) {
      block = { fields: [], lines: [] };
      blocks.push(block);
    }
    const previous = block.fields[block.fields.length - 1];
    const line = block.lines[block.lines.length - 1];
    if (field.tag === '61') block.lines.push({ line: field });
    else if (field.tag === '86' && previous?.tag === '61' && line) line.information = field;
    block.fields.push(field);
  }
  return blocks;
}

const fieldValue = (block: StatementBlock, ...tags: string[]) =>
  block.fields.find((field) => tags.includes(field.tag))?.value.trim();

function yymmdd(text: string, where: Record<string, unknown>): string {
  const date = isoDate(2000 + Number(text.slice(0, 2)), Number(text.slice(2, 4)), Number(text.slice(4, 6)));
  if (!date) throw new StatementError('invalid-date', `not a date: "${text}"`, { ...where, value: text });
  return date;
}

/** The entry date (MMDD) takes the value date's year, moved by one where the two straddle New Year. */
function entryDate(valueDate: string, mmdd: string, where: Record<string, unknown>): string {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shift = valueMonth === 1 && month === 12 ? -1 : valueMonth === 12 && month === 1 ? 1 : 0;
  const date = isoDate(year + shift, month, Number(mmdd.slice(2, 4)));
  if (!date) throw new StatementError('invalid-date', `not a date: "${mmdd}"`, { ...where, value: mmdd });
  return date;
}

const STATEMENT_LINE =
  /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d[\d,]*)([A-Z][A-Z0-9]{3})([^\n]*?)(?:\/\/([^\n]*))?(?:\n|$)/;

function entryOf(line: Field, information: Field | undefined, currency: string): EntryDraft {
  const where = { line: line.line, field: ':61:' };
  const match = STATEMENT_LINE.exec(line.value.trim());
  if (!match)
    throw new StatementError('missing-field', `not a statement line: "${line.value}"`, { ...where, value: line.value });
  const [, value = '', booked, mark, , amount = '', , , reference] = match;
  const valueDate = yymmdd(value, where);
  const bankReference = reference?.trim();
  return {
    bankReference: bankReference && bankReference !== 'NONREF' ? bankReference : null,
    bookingDate: booked ? entryDate(valueDate, booked, where) : valueDate,
    valueDate,
    // A reversal of a credit (RC) takes money out, a reversal of a debit (RD) brings it back.
    direction: mark === 'C' || mark === 'RD' ? 'credit' : 'debit',
    amount: toMinorUnits(amount, ',', where),
    currency,
    ...parseInformation(information?.value),
  };
}

function balanceOf(text: string | undefined, tag: string): StatementBalance | undefined {
  if (!text) return undefined;
  const match = /^([CD])(\d{6})([A-Z]{3})(\d[\d,]*)$/.exec(text.replace(/\s+/g, ''));
  if (!match) throw new StatementError('missing-field', `not a balance: "${text}"`, { field: tag, value: text });
  const [, mark, date = '', currency = '', digits = ''] = match;
  const amount = toMinorUnits(digits, ',', { field: tag });
  return { amount: mark === 'D' ? -amount : amount, currency, date: yymmdd(date, { field: tag }) };
}

/** ":25:/PL61…", ":25:PL61…", ":25:BREXPLPW/PL61…" or a 26-digit NRB: the last part after a slash. */
function accountOf(text: string | undefined): string {
  const account = compactAccount((text ?? '').split('/').filter(Boolean).pop() ?? '');
  if (!account) throw new StatementError('missing-field', 'the statement names no account', { field: ':25:' });
  return account;
}

function statementOf(block: StatementBlock): StatementDraft {
  const opening = balanceOf(fieldValue(block, '60F', '60M'), ':60F:');
  const closing = balanceOf(fieldValue(block, '62F', '62M'), ':62F:');
  if (!closing)
    throw new StatementError('truncated', 'a statement ends without its closing balance (:62F:)', { field: ':62F:' });
  const currency = opening?.currency ?? closing.currency;
  return {
    format: 'mt940',
    account: accountOf(fieldValue(block, '25')),
    currency,
    statementId: fieldValue(block, '20') ?? null,
    openingBalance: opening,
    closingBalance: closing,
    entries: block.lines.map(({ line, information }) => entryOf(line, information, currency)),
  };
}

/** Reads a SWIFT MT940 file (one or more statements of one account): bytes in UTF-8 or Windows-1250, or text. */
export function parseMt940(input: Uint8Array | string, maxEntries?: number): ParsedStatement {
  const blocks = blocksOf(fieldsOf(typeof input === 'string' ? input : decodeBankText(input)));
  if (!blocks.some((block) => fieldValue(block, '20') !== undefined))
    throw new StatementError('format-unknown', 'not an MT940 statement (no :20: field)');
  assertEntryCount(
    blocks.reduce((count, block) => count + block.lines.length, 0),
    maxEntries,
  );
  return finishStatement(mergeStatements(blocks.map(statementOf)), maxEntries);
}
