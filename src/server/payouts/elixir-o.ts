// The Polish domestic transfer file (Elixir-O import, "PLI") for PLN payouts (decision 0076): one line per
// transfer, message type 110, fields separated by commas, text fields in double quotes with their lines joined
// by "|", the amount in grosze, dates YYYYMMDD, Windows-1250, CRLF after every line.
import { normalisedIban } from '../../lib/format/bank-account';
import { isBankAccount } from '../../lib/validation/patterns';
import { encodeWindows1250, windows1250Text } from './bank-text';

interface ElixirParty {
  /** A Polish account: 26-digit NRB, or the same as a PL IBAN. */
  account: string;
  name: string;
  /** Street, post code and town; lines may be separated by new lines. */
  address?: string;
}

interface ElixirPayment {
  payee: ElixirParty;
  /** Grosze, 1 or more. */
  amount: number;
  /** The transfer's title, up to 4 lines of 35 characters. */
  title: string;
  /** The payer's own reference for the transfer (field 16), up to 35 characters. */
  reference?: string;
}

export interface ElixirInput {
  /** 'YYYY-MM-DD'. */
  executionDate: string;
  debtor: ElixirParty;
  payments: ElixirPayment[];
}

export interface ElixirFile {
  /** The file as the bank takes it: Windows-1250, CRLF. */
  bytes: Uint8Array;
  count: number;
  /** Sum of the amounts, grosze. */
  total: number;
}

const LINE = 35;
const LINES = 4;
/** Message type of a credit transfer (polecenie przelewu). */
const MESSAGE_TYPE = '110';
/** Transaction classification of an ordinary transfer. */
const CLASSIFICATION = '51';
/** Characters the field syntax uses or bank import screens refuse (quote, separators, and : ; & @ $). */
const REFUSED = /["|:;&@$\\]/g;

/** Text for a quoted field: in Windows-1250, without the characters above or control characters. */
function clean(text: string): string {
  return windows1250Text(text.replace(/[\p{Cc}]/gu, ' ').replace(REFUSED, ' '))
    .replace(/ +/g, ' ')
    .trim();
}

/** `text` in lines of at most 35 characters, broken between words (a longer word is cut). */
function wrap(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n|\|/)) {
    let line = '';
    for (let word of clean(paragraph).split(' ').filter(Boolean)) {
      while (word.length > LINE) {
        if (line) out.push(line);
        line = '';
        out.push(word.slice(0, LINE));
        word = word.slice(LINE);
      }
      if (!word) continue;
      if (!line) line = word;
      else if (line.length + 1 + word.length <= LINE) line = `${line} ${word}`;
      else {
        out.push(line);
        line = word;
      }
    }
    if (line) out.push(line);
  }
  return out;
}

function field(label: string, lines: string[]): string {
  if (lines.length === 0) throw new RangeError(`${label} is empty`);
  if (lines.length > LINES) throw new RangeError(`${label} takes more than ${LINES} lines of ${LINE} characters`);
  return `"${lines.join('|')}"`;
}

function nameAndAddress(label: string, party: ElixirParty): string {
  return field(label, [...wrap(party.name), ...wrap(party.address ?? '')]);
}

/** The 26 digits of a Polish account. */
function nrb(label: string, account: string): string {
  const iban = normalisedIban(account);
  if (!/^PL\d{26}$/.test(iban) || !isBankAccount(iban)) throw new RangeError(`${label} is not a Polish account (NRB)`);
  return iban.slice(2);
}

/** The bank's settlement number: digits 3 to 10 of the NRB. */
const bankNumber = (account: string) => account.slice(2, 10);

function record(date: string, debtor: ElixirParty, debtorAccount: string, payment: ElixirPayment, index: number) {
  const label = `payment ${index + 1}`;
  if (!Number.isSafeInteger(payment.amount) || payment.amount < 1)
    throw new RangeError(`${label}: amount must be a positive integer of grosze`);
  const payeeAccount = nrb(`${label} payee account`, payment.payee.account);
  const reference = clean(payment.reference ?? '');
  if (reference.length > LINE) throw new RangeError(`${label}: reference longer than ${LINE} characters`);
  return [
    MESSAGE_TYPE,
    date,
    String(payment.amount),
    bankNumber(debtorAccount),
    '0',
    `"${debtorAccount}"`,
    `"${payeeAccount}"`,
    nameAndAddress('debtor name and address', debtor),
    nameAndAddress(`${label} payee name and address`, payment.payee),
    '0',
    bankNumber(payeeAccount),
    field(`${label} title`, wrap(payment.title)),
    '""',
    '""',
    `"${CLASSIFICATION}"`,
    `"${reference}"`,
  ].join(',');
}

/** The Elixir-O file of `input`'s transfers, with their count and total. */
export function writeElixirO(input: ElixirInput): ElixirFile {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.executionDate);
  if (!match || Number.isNaN(Date.parse(input.executionDate)))
    throw new RangeError('executionDate must be a date YYYY-MM-DD');
  if (input.payments.length === 0) throw new RangeError('a transfer file needs at least one payment');
  const date = `${match[1]}${match[2]}${match[3]}`;
  const debtorAccount = nrb('debtor account', input.debtor.account);
  const lines = input.payments.map((payment, index) => record(date, input.debtor, debtorAccount, payment, index));
  return {
    bytes: encodeWindows1250(lines.map((line) => `${line}\r\n`).join('')),
    count: input.payments.length,
    total: input.payments.reduce((sum, payment) => sum + payment.amount, 0),
  };
}
