// The compliance registers as files (decision 0068): CSV as the offer list's (semicolons, a BOM, amounts as "1234,50":
// what a Polish spreadsheet reads as numbers) and XLSX with exceljs (a bold header, numbers as numbers, and a totals
// row whose SUM formula carries its computed result).
import ExcelJS from 'exceljs';
import type { Language } from '../../lib/language';
import { csvAmount, csvCell } from '../offers/list/offer-csv';
import type { Cell, RegisterTable } from './registers';

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
