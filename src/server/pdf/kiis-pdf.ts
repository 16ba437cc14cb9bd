// The key investment information sheet as a PDF (decision 0052): A4, DejaVu Sans (Polish letters), the title with
// the campaign and the version, the regulation's disclaimer directly under it, the parts of the template, the
// prescribed risk warning, and "page n of N" on every page. Counted pages let the caller refuse a sheet over six.
import PDFDocument from 'pdfkit';
import type { Language } from '../../lib/language';
import { fontFiles } from './offer-pdf';

export interface KiisPdfInput {
  language: Language;
  siteTitle: string;
  title: string;
  campaignName: string;
  version: string;
  disclaimer: string;
  riskWarningTitle: string;
  riskWarning: string;
  sections: Array<{ title: string; text: string }>;
  pageLabel: (page: number, total: number) => string;
}

const MARGIN = 48;

export function renderKiisPdf(input: KiisPdfInput): Promise<{ bytes: Buffer; pages: number }> {
  const files = fontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: files.regular,
    info: { Title: `${input.title} – ${input.campaignName}`, Author: input.siteTitle, Creator: input.siteTitle },
    lang: input.language === 'pl' ? 'pl-PL' : 'en-GB',
    displayTitle: true,
    bufferPages: true,
  });
  doc.registerFont('regular', files.regular);
  doc.registerFont('bold', files.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const width = doc.page.width - 2 * MARGIN;

  doc.font('regular').fontSize(9).fillColor('#4b5563').text(input.siteTitle, { width });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(16).fillColor('#111827').text(input.title, { width });
  doc.font('regular').fontSize(12).text(input.campaignName, { width });
  doc.fontSize(9).fillColor('#4b5563').text(input.version, { width });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(9.5).fillColor('#7c2d12').text(input.disclaimer, { width });
  doc.moveDown(0.8);
  for (const section of input.sections) {
    doc.font('bold').fontSize(11).fillColor('#111827').text(section.title, { width });
    doc.moveDown(0.2);
    doc.font('regular').fontSize(9.5).fillColor('#1f2937').text(section.text, { width, align: 'left' });
    doc.moveDown(0.7);
  }
  doc.font('bold').fontSize(11).fillColor('#7c2d12').text(input.riskWarningTitle, { width });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(9.5).fillColor('#1f2937').text(input.riskWarning, { width });

  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = 0; i < total; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#6b7280')
      .text(input.pageLabel(i + 1, total), MARGIN, doc.page.height - MARGIN / 2 - 8, { width, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages: total }));
    doc.on('error', reject);
    doc.end();
  });
}
