// The offer document's schedule of interest payments: a table whose cells wrap between words only, whose header
// comes again on each new page, with the totals' label across the first four columns.
import { formatDate } from '../../lib/format/date';
import type { PdfCopy } from './offer-pdf-copy';
import { money, type OfferPdfInput, type Page } from './offer-pdf-parts';

/** Column widths as parts of the width; amounts right-aligned. */
const COLUMNS = [
  { w: 0.07, align: 'left' },
  { w: 0.14, align: 'left' },
  { w: 0.14, align: 'left' },
  { w: 0.14, align: 'left' },
  { w: 0.17, align: 'right' },
  { w: 0.17, align: 'right' },
  { w: 0.17, align: 'right' },
] as const;

interface Cell {
  text: string;
  /** Columns the cell covers (1 unless said). */
  span?: number;
}

/**
 * Draws rows of the table (bold: the header and the totals): cells wrap between words only (labels are never cut
 * inside a word), a cell may span columns, and a row that would cross the page's foot starts a new page with the
 * header again.
 */
function tableRows({ doc, left, width, bottom }: Page, t: PdfCopy) {
  const font = (bold: boolean) =>
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(8.5)
      .fillColor('#111827');
  const header = (): void =>
    line(
      t.columns.map((text) => ({ text })),
      true,
      true,
    );
  function line(cells: readonly Cell[], bold: boolean, isHeader = false): void {
    font(bold);
    let at = 0;
    const placed = cells.map((cell) => {
      const span = cell.span ?? 1;
      const x = left + COLUMNS.slice(0, at).reduce((sum, c) => sum + c.w, 0) * width;
      const w = COLUMNS.slice(at, at + span).reduce((sum, c) => sum + c.w, 0) * width;
      const align = COLUMNS[at + span - 1]!.align;
      at += span;
      return { text: cell.text, x, w, align };
    });
    const height = Math.max(...placed.map((c) => doc.heightOfString(c.text, { width: c.w - 4 }))) + 5;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!isHeader) header();
      // The header set its own font.
      font(bold);
    }
    const y = doc.y;
    for (const cell of placed) doc.text(cell.text, cell.x + 2, y, { width: cell.w - 4, align: cell.align });
    doc.y = y + height;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.3)
      .strokeColor('#d1d5db')
      .stroke();
  }
  return { header, line };
}

/** The schedule of interest payments as a table with its totals, or why there is none yet. */
export function drawSchedule(page: Page, input: OfferPdfInput, t: PdfCopy) {
  const { doc, left, width, section } = page;
  const currency = input.terms.currency;
  section(t.schedule);
  if (!input.schedule) {
    doc.font('regular').fontSize(10).fillColor('#111827').text(t.noSchedule, left, doc.y, { width });
    return;
  }
  if (input.schedule.projected) {
    doc.font('regular').fontSize(9).fillColor('#4b5563').text(t.projected, left, doc.y, { width });
    doc.moveDown(0.4);
  }
  const table = tableRows(page, t);
  table.header();
  const sum = { gross: 0, tax: 0, net: 0 };
  for (const r of input.schedule.rows) {
    sum.gross += r.gross;
    sum.tax += r.tax;
    sum.net += r.net;
    const cells = [
      String(r.seq),
      formatDate(r.periodFrom),
      formatDate(r.periodTo),
      formatDate(r.paymentDate),
      money(r.gross, currency),
      money(r.tax, currency),
      money(r.net, currency),
    ];
    table.line(
      cells.map((text) => ({ text })),
      false,
    );
  }
  const totals = [sum.gross, sum.tax, sum.net].map((amount) => ({ text: money(amount, currency) }));
  table.line([{ text: t.total, span: 4 }, ...totals], true);
}
