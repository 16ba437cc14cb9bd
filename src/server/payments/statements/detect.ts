import { parseCamt053 } from './camt053';
import { parseCsvStatement, type BankCsvMapping } from './csv';
import { parseMt940 } from './mt940';
import { decodeBankText } from './text-decoding';
import { StatementError, type ParsedStatement, type StatementFormat } from './types';

export interface ParseStatementOptions {
  /** The landing's CSV mapping: without it a file that is neither camt.053 nor MT940 is 'format-unknown'. */
  csvMapping?: BankCsvMapping;
  /** At most this many entries (never more than 50,000): 'too-large' above. */
  maxEntries?: number;
  /** At most this many bytes: 'too-large' above (128 MiB unless told; the upload route should set its own). */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 128 * 1024 * 1024;

/** The format a file's content shows: camt.053 XML, MT940 (":20:" and a ":61:" or a balance), or null. */
export function detectStatementFormat(text: string): Exclude<StatementFormat, 'csv'> | 'xml' | null {
  const start = text.trimStart();
  if (start.startsWith('<')) return /<(?:\w+:)?BkToCstmrStmt[\s>]/.test(text) ? 'camt053' : 'xml';
  if (/(^|[\n{]):20:/.test(text) && /(^|\n):(61|60F|60M):/.test(text)) return 'mt940';
  return null;
}

/** Reads a bank statement file of any supported format, chosen by its content. Throws StatementError. */
export function parseStatement(bytes: Uint8Array, options: ParseStatementOptions = {}): ParsedStatement {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (bytes.length > maxBytes)
    throw new StatementError('too-large', `the file has ${bytes.length} bytes, more than ${maxBytes}`, {
      bytes: bytes.length,
      limit: maxBytes,
    });
  if (bytes.length === 0) throw new StatementError('format-unknown', 'the file is empty');
  const text = decodeBankText(bytes);
  const format = detectStatementFormat(text);
  if (format === 'camt053') return parseCamt053(text, options.maxEntries);
  if (format === 'mt940') return parseMt940(text, options.maxEntries);
  if (format === 'xml')
    throw new StatementError('format-unknown', 'XML, but not a camt.053 bank statement (no BkToCstmrStmt)');
  if (options.csvMapping) return parseCsvStatement(bytes, options.csvMapping, options.maxEntries);
  throw new StatementError('format-unknown', 'neither camt.053 nor MT940, and the landing has no CSV mapping');
}
