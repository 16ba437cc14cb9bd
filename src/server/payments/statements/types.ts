/**
 * What every bank statement parser returns (camt.053, MT940, a mapped CSV): the statement's account and its entries,
 * money in integer minor units. Pure data: no database, no offer; the import service matches entries to offers.
 */
import type { StatementFormat } from '../../../lib/contracts/bank-statement';

export type { StatementFormat };
export type EntryDirection = 'credit' | 'debit';

export interface StatementEntry {
  /**
   * The bank's unique reference of the entry, kept to make a re-import change nothing. When the file carries none, a
   * stable "sha256:" hash of the entry's fields and its place among identical entries of the same day.
   */
  bankReference: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  /** YYYY-MM-DD */
  valueDate: string | null;
  direction: EntryDirection;
  /** Integer minor units (grosze, cents), always positive: the direction says which way. */
  amount: number;
  currency: string;
  /** Remittance information: the lines joined with a single space, whitespace collapsed. */
  title: string;
  /** For a credit the payer, for a debit the payee. */
  counterpartyName: string | null;
  counterpartyAccount: string | null;
}

export interface StatementBalance {
  /** Integer minor units, negative for a debit balance. */
  amount: number;
  currency: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The IBAN without spaces, or the 26-digit NRB for a domestic file. */
  account: string;
  currency: string | null;
  statementId: string | null;
  openingBalance?: StatementBalance;
  closingBalance?: StatementBalance;
  entries: StatementEntry[];
}

export type StatementErrorCode =
  | 'format-unknown'
  | 'invalid-xml'
  | 'forbidden-dtd'
  | 'truncated'
  | 'invalid-amount'
  | 'invalid-date'
  | 'missing-field'
  | 'account-mismatch'
  | 'duplicate-entry'
  | 'no-entries'
  | 'too-large'
  | 'invalid-mapping';

/** A file the parsers refuse; `code` is for the API's 4xx answer, `details` says where (entry, line, field, value). */
export class StatementError extends Error {
  readonly code: StatementErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: StatementErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'StatementError';
    this.code = code;
    this.details = details;
  }
}

/** The most entries one file may hold (a 4xx 'too-large' above it). */
export const MAX_STATEMENT_ENTRIES = 50_000;
