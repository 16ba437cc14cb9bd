import { StatementError } from './types';

/**
 * Rows of an RFC 4180 text: fields in double quotes may hold the delimiter, line breaks and doubled quotes (""); CRLF,
 * LF or CR end a row. A quote left open at the end of the file means the file was cut ('truncated').
 */
export function readCsvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new StatementError('truncated', 'the CSV file ends inside a quoted field');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
