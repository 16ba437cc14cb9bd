// The investor-protection log of one investor as a PDF (decision 0052): A4 landscape, DejaVu Sans, one line per step
// in time order with what the CSV has, "page n of N" at the foot.
import type { Language } from '../../lib/language';
import { numberPages, openPdf } from './pdf-document';

export interface StepLogPdfInput {
  language: Language;
  siteTitle: string;
  title: string;
  subtitle: string;
  /** Each entry already as its line's cells: time, step, offer and campaign, details. */
  rows: Array<[string, string, string, string]>;
  headers: [string, string, string, string];
  pageLabel: (page: number, total: number) => string;
}

const MARGIN = 40;
const WIDTHS = [110, 110, 220, 0];

export async function renderStepLogPdf(input: StepLogPdfInput): Promise<Buffer> {
  const { doc, done } = openPdf({
    title: input.title,
    author: input.siteTitle,
    language: input.language,
    margin: MARGIN,
    layout: 'landscape',
  });
  const width = doc.page.width - 2 * MARGIN;
  const widths = WIDTHS.map((w) => (w === 0 ? width - WIDTHS.reduce((a, b) => a + b, 0) : w));

  doc.font('regular').fontSize(9).fillColor('#4b5563').text(input.siteTitle);
  doc.font('bold').fontSize(15).fillColor('#111827').text(input.title);
  doc.font('regular').fontSize(10).fillColor('#374151').text(input.subtitle);
  doc.moveDown(0.8);

  const line = (cells: readonly string[], bold: boolean) => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(8.5)
      .fillColor('#111827');
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > doc.page.height - MARGIN - 14) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc.x = MARGIN;
    doc.y = y + height;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .strokeColor('#e5e7eb')
      .lineWidth(0.5)
      .stroke();
  };
  line(input.headers, true);
  for (const row of input.rows) line(row, false);

  numberPages(doc, { left: MARGIN, width }, input.pageLabel);
  doc.end();
  return done;
}
